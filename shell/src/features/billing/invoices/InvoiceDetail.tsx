import { Badge, Button, Divider, Group, Modal, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, type InvoiceStatus, type InvoiceView } from '@suite/sdk';
import { currentLanguage } from '@suite/sdk/i18n';
import { CartSummary } from '../cart/CartContents.js';
import { formatDay } from '../format.js';

export const INVOICE_STATUS_COLOURS: Record<InvoiceStatus, string> = { PAID: 'green', REFUNDED: 'orange', VOID: 'gray' };

/** Credits are lines of the invoice too; the summary shows them under the subtotal, so the lines table does not. */
const CREDIT_LINES = new Set(['PRORATION_CREDIT', 'ACCOUNT_CREDIT']);

interface InvoiceDetailProps {
  invoice: InvoiceView | null;
  billTo: string;
  downloading: boolean;
  onDownload(invoice: InvoiceView): void;
  onClose(): void;
}

/** One invoice: who it bills, its lines, discount, credit, tax and total, its payment and status; the PDF as a download. */
export function InvoiceDetail({ invoice, billTo, downloading, onDownload, onClose }: InvoiceDetailProps) {
  const { t } = useTranslation('billing');
  const language = currentLanguage();
  const phone = useMediaQuery('(max-width: 36em)') ?? false;
  const money = (cents: number) => formatMoney(cents, language);
  return (
    <Modal opened={invoice !== null} onClose={onClose} title={invoice ? t('invoiceDetail.title', { number: invoice.number }) : ''} size="xl" fullScreen={phone} closeButtonProps={{ 'aria-label': t('invoiceDetail.close') }}>
      {invoice ? (
        <Stack gap="md" data-testid="invoice-detail">
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={2}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                {t('invoiceDetail.billTo')}
              </Text>
              <Text fw={600}>{billTo}</Text>
            </Stack>
            <Stack gap={4} align="flex-end">
              <Badge color={INVOICE_STATUS_COLOURS[invoice.status]} variant="light" tt="none">
                {t(`invoiceStatuses.${invoice.status}`)}
              </Badge>
              <Text size="sm">{t('invoiceDetail.issued', { date: formatDay(invoice.issuedAt, language) })}</Text>
              {invoice.periodStart && invoice.periodEnd ? (
                <Text size="sm" c="dimmed">
                  {t('invoiceDetail.period', { start: formatDay(invoice.periodStart, language), end: formatDay(invoice.periodEnd, language) })}
                </Text>
              ) : null}
            </Stack>
          </Group>
          <ScrollArea type="auto" offsetScrollbars>
            <Table verticalSpacing="xs" captionSide="top" miw={460}>
              <Table.Caption style={{ textAlign: 'left' }}>{t('invoiceDetail.lines')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('invoiceDetail.description')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('invoiceDetail.quantity')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('invoiceDetail.unitPrice')}</Table.Th>
                  <Table.Th style={{ textAlign: 'right' }}>{t('invoiceDetail.amount')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.lines
                  .filter((line) => !CREDIT_LINES.has(line.type))
                  .map((line, index) => (
                    <Table.Tr key={`${line.type}-${index}`}>
                      <Table.Td>{line.description}</Table.Td>
                      <Table.Td style={{ textAlign: 'right' }}>{line.quantity}</Table.Td>
                      <Table.Td style={{ textAlign: 'right' }}>{money(line.unitPriceCents)}</Table.Td>
                      <Table.Td style={{ textAlign: 'right' }}>{money(line.amountCents)}</Table.Td>
                    </Table.Tr>
                  ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
          <CartSummary
            totals={{
              subtotalCents: invoice.subtotalCents,
              discount: invoice.discountCode && invoice.discountCents ? { code: invoice.discountCode, amountCents: invoice.discountCents } : null,
              prorationCreditCents: invoice.prorationCreditCents,
              accountCreditCents: invoice.accountCreditCents,
              taxRatePercent: invoice.taxRatePercent,
              taxCents: invoice.taxCents,
              totalCents: invoice.totalCents,
            }}
          />
          <Divider />
          <Stack gap={4}>
            <Title order={3} size="h5">
              {t('invoiceDetail.payments')}
            </Title>
            <Text size="sm" data-testid="invoice-payment">
              {invoice.paidAt
                ? invoice.paymentMethod
                  ? t('invoiceDetail.paidWith', { amount: money(invoice.amountPaidCents), date: formatDay(invoice.paidAt, language), brand: t(`brands.${invoice.paymentMethod.brand}`, { defaultValue: invoice.paymentMethod.brand }), last4: invoice.paymentMethod.last4 })
                  : t('invoiceDetail.paid', { amount: money(invoice.amountPaidCents), date: formatDay(invoice.paidAt, language) })
                : t('invoiceDetail.noPayment')}
            </Text>
            {invoice.status === 'REFUNDED' ? (
              <Text size="sm" c="orange">
                {t('invoiceDetail.refunded')}
              </Text>
            ) : null}
          </Stack>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('invoiceDetail.close')}
            </Button>
            <Button leftSection={<IconDownload size={16} aria-hidden />} loading={downloading} onClick={() => onDownload(invoice)}>
              {t('invoiceDetail.download')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
