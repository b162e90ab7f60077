import { Suspense, useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, NumberInput, Paper, ScrollArea, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, EmptyState, ErrorState, LoadingState, PageHeader, errorMessage } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { useEndpointMutation, useEndpointQuery } from '@suite/sdk/client';
import { PublicSiteEndpoints } from '@suite/sdk/endpoints/public-site';
import type { AffiliateAdminView, AffiliateRulesView } from '@suite/sdk/schemas';
import { translateError } from '@suite/sdk/i18n';
import { RequireAuth } from '../../app/RequireAuth.js';
import './locales/namespace.js';

type Affiliate = AffiliateAdminView['affiliates'][number];
type Commission = Affiliate['commissions'][number];

const STATUS_COLOR: Record<Commission['status'], string> = { pending: 'yellow', payable: 'blue', paid: 'teal' };

function useMoney() {
  const { i18n } = useTranslation();
  return (cents: number) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD' }).format(cents / 100);
}

/** The rules form: rate in percent (stored in basis points), months, cookie window, hold. */
function RulesCard({ rules }: { rules: AffiliateRulesView }) {
  const { t } = useTranslation('affiliateAdmin');
  const [draft, setDraft] = useState({ rate: rules.commissionRateBp / 100, months: rules.commissionMonths, cookieDays: rules.cookieDays, holdDays: rules.holdDays });
  useEffect(() => setDraft({ rate: rules.commissionRateBp / 100, months: rules.commissionMonths, cookieDays: rules.cookieDays, holdDays: rules.holdDays }), [rules]);
  const save = useEndpointMutation(PublicSiteEndpoints.setAffiliateRules, {
    invalidates: [PublicSiteEndpoints.affiliateAdmin, PublicSiteEndpoints.affiliateRules],
    onSuccess: () => notifications.show({ color: 'teal', message: t('rules.saved') }),
  });
  const number = (value: string | number) => (typeof value === 'number' ? value : Number(value) || 0);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="affiliate-rules-title">
      <Title order={2} size="h4" id="affiliate-rules-title">
        {t('rules.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('rules.hint')}
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ body: { commissionRateBp: Math.round(draft.rate * 100), commissionMonths: draft.months, cookieDays: draft.cookieDays, holdDays: draft.holdDays } });
        }}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <NumberInput label={t('rules.rate')} value={draft.rate} min={0} max={100} decimalScale={2} step={0.5} onChange={(value) => setDraft({ ...draft, rate: number(value) })} data-testid="rules-rate" />
          <NumberInput label={t('rules.months')} value={draft.months} min={1} max={120} allowDecimal={false} onChange={(value) => setDraft({ ...draft, months: number(value) })} data-testid="rules-months" />
          <NumberInput label={t('rules.cookieDays')} value={draft.cookieDays} min={1} max={365} allowDecimal={false} onChange={(value) => setDraft({ ...draft, cookieDays: number(value) })} data-testid="rules-cookie" />
          <NumberInput label={t('rules.holdDays')} value={draft.holdDays} min={0} max={365} allowDecimal={false} onChange={(value) => setDraft({ ...draft, holdDays: number(value) })} data-testid="rules-hold" />
        </SimpleGrid>
        {save.isError ? (
          <Alert color="red" mt="sm" role="alert">
            {translateError(errorMessage(save.error))}
          </Alert>
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button type="submit" loading={save.isPending} data-testid="rules-save">
            {t('rules.save')}
          </Button>
        </Group>
      </form>
    </Paper>
  );
}

/** Record a refund on one invoice: the amount in dollars, at most what is left to refund. */
function RefundDialog({ commission, onClose }: { commission: Commission | null; onClose: () => void }) {
  const { t } = useTranslation('affiliateAdmin');
  const money = useMoney();
  const [amount, setAmount] = useState<number>(0);
  useEffect(() => setAmount(commission ? (commission.baseCents - commission.refundedCents) / 100 : 0), [commission]);
  const refund = useEndpointMutation(PublicSiteEndpoints.affiliateRefund, {
    invalidates: [PublicSiteEndpoints.affiliateAdmin],
    onSuccess: (result) => {
      notifications.show({ color: 'teal', message: t('refund.done', { amount: money(result.reversedCents) }) });
      onClose();
    },
  });
  // A new invoice clears the last refusal.
  const { reset } = refund;
  useEffect(() => reset(), [commission, reset]);
  const cents = Math.round(amount * 100);
  return (
    <ConfirmDialog
      opened={commission !== null}
      title={commission ? t('refund.title', { account: commission.accountName }) : ''}
      message={commission ? t('refund.hint', { paid: money(commission.baseCents), refunded: money(commission.refundedCents) }) : ''}
      confirmLabel={t('refund.submit')}
      cancelLabel={t('refund.cancel')}
      confirmDisabled={cents <= 0}
      loading={refund.isPending}
      danger
      onCancel={onClose}
      onConfirm={() => commission && refund.mutate({ body: { invoiceId: commission.invoiceId, amountCents: cents } })}
    >
      <NumberInput label={t('refund.amount')} prefix="$" value={amount} min={0} decimalScale={2} fixedDecimalScale onChange={(value) => setAmount(typeof value === 'number' ? value : Number(value) || 0)} data-testid="refund-amount" />
      {refund.isError ? (
        <Alert color="red" mt="sm" role="alert">
          {translateError(errorMessage(refund.error))}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}

function Commissions({ affiliate, onRefund }: { affiliate: Affiliate; onRefund: (commission: Commission) => void }) {
  const { t, i18n } = useTranslation('affiliateAdmin');
  const money = useMoney();
  if (affiliate.commissions.length === 0) {
    return (
      <Text size="sm" c="dimmed" p="sm">
        {t('commissions.empty')}
      </Text>
    );
  }
  return (
    <ScrollArea type="auto">
      <Table striped fz="sm" miw={720} captionSide="top" data-testid={`commissions-${affiliate.code}`}>
        <Table.Caption>{t('commissions.caption', { name: affiliate.name })}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('commissions.earnedAt')}</Table.Th>
            <Table.Th>{t('commissions.account')}</Table.Th>
            <Table.Th ta="right">{t('commissions.base')}</Table.Th>
            <Table.Th ta="right">{t('commissions.refunded')}</Table.Th>
            <Table.Th ta="right">{t('commissions.amount')}</Table.Th>
            <Table.Th>{t('commissions.status')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('affiliates.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {affiliate.commissions.map((commission) => (
            <Table.Tr key={commission.invoiceId} data-testid={`commission-${commission.invoiceId}`}>
              <Table.Td>{new Date(commission.earnedAt).toLocaleDateString(i18n.language, { timeZone: 'UTC' })}</Table.Td>
              <Table.Td>{commission.accountName}</Table.Td>
              <Table.Td ta="right">{money(commission.baseCents)}</Table.Td>
              <Table.Td ta="right">{commission.refundedCents ? money(commission.refundedCents) : '—'}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {money(commission.amountCents)}
              </Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOR[commission.status]} variant="light" tt="none">
                  {t(`commissions.statuses.${commission.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Button size="compact-xs" variant="subtle" color="red" disabled={commission.refundedCents >= commission.baseCents} onClick={() => onRefund(commission)}>
                  {t('commissions.refund')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

function AffiliatesCard({ affiliates }: { affiliates: Affiliate[] }) {
  const { t } = useTranslation('affiliateAdmin');
  const money = useMoney();
  const [open, setOpen] = useState<string | null>(null);
  const [paying, setPaying] = useState<Affiliate | null>(null);
  const [refunding, setRefunding] = useState<Commission | null>(null);
  const openAffiliate = affiliates.find((affiliate) => affiliate.code === open) ?? null;
  const payout = useEndpointMutation(PublicSiteEndpoints.affiliatePayout, {
    invalidates: [PublicSiteEndpoints.affiliateAdmin],
    onSuccess: (result) => {
      notifications.show({ color: 'teal', message: result.paidCents > 0 ? t('affiliates.paidOut', { amount: money(result.paidCents) }) : t('affiliates.nothingPayable') });
      setPaying(null);
    },
    onError: (error) => notifications.show({ color: 'red', message: translateError(errorMessage(error)) }),
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="affiliates-title">
      <Title order={2} size="h4" id="affiliates-title" mb="sm">
        {t('affiliates.title')}
      </Title>
      {affiliates.length === 0 ? (
        <EmptyState title={t('affiliates.empty')} description={t('affiliates.emptyHint')} />
      ) : (
        <ScrollArea type="auto">
          <Table fz="sm" miw={640} captionSide="top" verticalSpacing="xs" data-testid="affiliates-table">
            <Table.Caption>{t('affiliates.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('affiliates.affiliate')}</Table.Th>
                <Table.Th>{t('affiliates.code')}</Table.Th>
                <Table.Th ta="right">{t('affiliates.signups')}</Table.Th>
                <Table.Th ta="right">{t('affiliates.pending')}</Table.Th>
                <Table.Th ta="right">{t('affiliates.payable')}</Table.Th>
                <Table.Th ta="right">{t('affiliates.paid')}</Table.Th>
                <Table.Th>{t('affiliates.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {affiliates.map((affiliate) => (
                <Table.Tr key={affiliate.code} data-testid={`affiliate-${affiliate.code}`}>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {affiliate.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {affiliate.email}
                    </Text>
                  </Table.Td>
                  <Table.Td ff="monospace">{affiliate.code}</Table.Td>
                  <Table.Td ta="right">{affiliate.signups}</Table.Td>
                  <Table.Td ta="right" data-testid="affiliate-pending">
                    {money(affiliate.pendingCents)}
                  </Table.Td>
                  <Table.Td ta="right" data-testid="affiliate-payable">
                    {money(affiliate.payableCents)}
                  </Table.Td>
                  <Table.Td ta="right" data-testid="affiliate-paid">
                    {money(affiliate.paidCents)}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      <Button size="compact-sm" disabled={affiliate.payableCents <= 0} onClick={() => setPaying(affiliate)}>
                        {t('affiliates.payout')}
                      </Button>
                      <Button size="compact-sm" variant="subtle" aria-expanded={open === affiliate.code} onClick={() => setOpen(open === affiliate.code ? null : affiliate.code)}>
                        {open === affiliate.code ? t('affiliates.hideCommissions') : t('affiliates.showCommissions', { count: affiliate.commissions.length })}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      {/* The opened affiliate's commissions, below the list (its own table and scroll on phones). */}
      {openAffiliate ? (
        <Paper withBorder radius="md" mt="md" p="xs">
          <Commissions affiliate={openAffiliate} onRefund={setRefunding} />
        </Paper>
      ) : null}
      <ConfirmDialog
        opened={paying !== null}
        title={paying ? t('affiliates.payoutTitle', { name: paying.name }) : ''}
        message={paying ? t('affiliates.payoutMessage', { name: paying.name, amount: money(paying.payableCents) }) : ''}
        confirmLabel={t('affiliates.payout')}
        loading={payout.isPending}
        onCancel={() => setPaying(null)}
        onConfirm={() => paying && payout.mutate({ body: { affiliateCode: paying.code } })}
      />
      <RefundDialog commission={refunding} onClose={() => setRefunding(null)} />
    </Paper>
  );
}

function AffiliateAdmin() {
  const { t } = useTranslation('affiliateAdmin');
  const overview = useEndpointQuery(PublicSiteEndpoints.affiliateAdmin, {});
  return (
    <>
      <PageHeader eyebrow={t('eyebrow')} title={t('title')} description={t('description')} />
      {overview.isPending ? (
        <LoadingState variant="page" />
      ) : overview.isError ? (
        <ErrorState error={overview.error} title={t('loadFailed')} onRetry={() => void overview.refetch()} />
      ) : (
        <Stack gap="lg">
          <RulesCard rules={overview.data.rules} />
          <AffiliatesCard affiliates={overview.data.affiliates} />
        </Stack>
      )}
    </>
  );
}

function SuperAdminsOnly() {
  const { t } = useTranslation('affiliateAdmin');
  return (
    <Alert color="orange" title={t('title')} data-testid="affiliate-admin-denied" role="alert">
      {t('denied')}
    </Alert>
  );
}

function Gate() {
  const { user } = useSession();
  return user?.isSuperAdmin ? <AffiliateAdmin /> : <SuperAdminsOnly />;
}

/** /admin/affiliate-program: the program's rules, refunds and payouts (super admins; the API refuses anyone else). */
export default function AffiliateAdminPage() {
  return (
    <RequireAuth>
      <Suspense fallback={<LoadingState variant="page" />}>
        <Gate />
      </Suspense>
    </RequireAuth>
  );
}
