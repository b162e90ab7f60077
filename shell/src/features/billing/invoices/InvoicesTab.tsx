import { useState } from 'react';
import { Anchor, Badge, Button, Group, Pagination, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconDownload, IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BillingErrors, formatMoney, type InvoiceView } from '@suite/sdk';
import { callEndpoint } from '@suite/sdk/client';
import { BillingEndpoints } from '@suite/sdk/endpoints';
import { currentLanguage, translateError } from '@suite/sdk/i18n';
import { DataTable, EmptyState, ErrorState, LoadingState, type DataTableColumn } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { saveFile } from '@suite/sdk/client';
import { INVOICE_PAGE_SIZE, useInvoices } from '../api.js';
import { formatDay } from '../format.js';
import { INVOICE_STATUS_COLOURS as STATUS_COLOURS, InvoiceDetail } from './InvoiceDetail.js';

/** Invoices, newest first, 10 a page (limit / offset), each opening in a detail view and downloadable as its PDF. */
export function InvoicesTab() {
  const { t } = useTranslation('billing');
  const language = currentLanguage();
  const { account } = useSession();
  const [offset, setOffset] = useState(0);
  const [downloading, setDownloading] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const invoices = useInvoices(account?.id, offset);
  const opened = invoices.data?.invoices.find((invoice) => invoice.id === openId) ?? null;
  const detail = (
    <InvoiceDetail invoice={opened} billTo={account?.name ?? ''} downloading={opened !== null && downloading === opened.id} onDownload={(invoice) => void download(invoice)} onClose={() => setOpenId(null)} />
  );
  const openButton = (invoice: InvoiceView) => (
    <Anchor component="button" type="button" fw={600} size="sm" onClick={() => setOpenId(invoice.id)} aria-label={t('invoices.openLabel', { number: invoice.number })}>
      {invoice.number}
    </Anchor>
  );

  const download = async (invoice: InvoiceView) => {
    setDownloading(invoice.id);
    try {
      // A file endpoint answers a Blob.
      const blob = (await callEndpoint(BillingEndpoints.downloadInvoice, { params: { id: invoice.id } })) as Blob;
      saveFile(blob, `${invoice.number}.pdf`);
    } catch {
      notifications.show({ color: 'red', message: translateError(BillingErrors.DOWNLOAD_INVOICE_FAILED) });
    } finally {
      setDownloading(null);
    }
  };

  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  if (invoices.isError) return <ErrorState error={invoices.error} title={t('invoices.loadFailed')} onRetry={() => void invoices.refetch()} />;
  const empty = <EmptyState icon={<IconFileInvoice size={22} />} title={t('invoices.emptyTitle')} description={t('invoices.emptyBody')} />;
  const downloadButton = (invoice: InvoiceView) => (
    <Button
      variant="subtle"
      size="compact-sm"
      leftSection={<IconDownload size={14} />}
      loading={downloading === invoice.id}
      onClick={() => void download(invoice)}
      aria-label={t('invoices.downloadLabel', { number: invoice.number })}
    >
      {t('invoices.pdf')}
    </Button>
  );
  const statusBadge = (invoice: InvoiceView) => (
    <Badge color={STATUS_COLOURS[invoice.status]} variant="light" tt="none">
      {t(`invoiceStatuses.${invoice.status}`)}
    </Badge>
  );
  const pages = invoices.data ? Math.ceil(invoices.data.total / INVOICE_PAGE_SIZE) : 1;

  // Phones: one card per invoice, so the total and the download stay in view.
  if (isPhone) {
    if (invoices.isPending) return <LoadingState variant="cards" rows={3} label={t('invoices.caption')} />;
    if (invoices.data.invoices.length === 0) return empty;
    return (
      <Stack gap="sm">
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('invoices.caption')}>
          {invoices.data.invoices.map((invoice) => (
            <Paper key={invoice.id} component="li" p="sm" radius="md" withBorder>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  {openButton(invoice)}
                  <Text size="xs" c="dimmed">
                    {formatDay(invoice.issuedAt, language)}
                  </Text>
                </Stack>
                <Stack gap={4} align="flex-end">
                  <Text fw={700}>{formatMoney(invoice.totalCents, language)}</Text>
                  {statusBadge(invoice)}
                </Stack>
              </Group>
              <Group justify="flex-end" mt={6}>
                {downloadButton(invoice)}
              </Group>
            </Paper>
          ))}
        </Stack>
        {pages > 1 ? (
          <Pagination
            total={pages}
            value={Math.floor(offset / INVOICE_PAGE_SIZE) + 1}
            onChange={(page) => setOffset((page - 1) * INVOICE_PAGE_SIZE)}
            size="sm"
          />
        ) : null}
        {detail}
      </Stack>
    );
  }
  const columns: DataTableColumn<InvoiceView>[] = [
    { key: 'number', header: t('invoices.number'), render: openButton },
    { key: 'date', header: t('invoices.date'), render: (invoice) => formatDay(invoice.issuedAt, language) },
    {
      key: 'period',
      header: t('invoices.period'),
      render: (invoice) => (invoice.periodStart && invoice.periodEnd ? `${formatDay(invoice.periodStart, language)} – ${formatDay(invoice.periodEnd, language)}` : '—'),
    },
    {
      key: 'status',
      header: t('invoices.status'),
      render: statusBadge,
    },
    { key: 'total', header: t('invoices.total'), align: 'right', render: (invoice) => formatMoney(invoice.totalCents, language) },
    {
      key: 'download',
      header: <VisuallyHidden>{t('invoices.download')}</VisuallyHidden>,
      align: 'right',
      render: downloadButton,
    },
  ];
  return (
    <>
    <DataTable
      columns={columns}
      rows={invoices.data?.invoices ?? []}
      rowKey={(invoice) => invoice.id}
      loading={invoices.isPending}
      caption={t('invoices.caption')}
      empty={empty}
      pagination={invoices.data && invoices.data.total > INVOICE_PAGE_SIZE ? { total: invoices.data.total, limit: INVOICE_PAGE_SIZE, offset, onChange: setOffset } : undefined}
    />
    {detail}
    </>
  );
}
