import { useEffect, useState } from 'react';
import { Alert, Button, Group, NumberInput, Paper, Stack, Text, Title, notifications, useTranslation } from '@suite/sdk/web';
import { usePortfolioEntry, useSavePortfolioEntry, useUpdatePortfolioEntry } from '../api.js';

const toCents = (dollars: number | string | null) => (dollars === '' || dollars === null ? null : Math.round(Number(dollars) * 100));

/** The investor's own record of this company: amount invested, current valuation, ownership (their portfolio value comes from it). */
export function PortfolioForm({ investorId, companyId }: { investorId: string; companyId: string }) {
  const { t } = useTranslation('investor');
  const entry = usePortfolioEntry(investorId, companyId);
  const create = useSavePortfolioEntry();
  const update = useUpdatePortfolioEntry();
  const [invested, setInvested] = useState<number | string>('');
  const [valuation, setValuation] = useState<number | string>('');
  const [ownership, setOwnership] = useState<number | string>('');
  useEffect(() => {
    if (!entry.data) return;
    setInvested(entry.data.investmentAmount / 100);
    setValuation(entry.data.currentValuation === null ? '' : entry.data.currentValuation / 100);
    setOwnership(entry.data.ownershipPercentage ?? '');
  }, [entry.data]);
  const error = create.error ?? update.error;
  const saved = () => notifications.show({ message: t('reports.saved'), color: 'green' });

  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb={4}>
        {t('portfolio.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('portfolio.description')}
      </Text>
      <Stack
        component="form"
        gap="sm"
        onSubmit={(event) => {
          event.preventDefault();
          const investmentAmount = toCents(invested) ?? 0;
          const fields = { currentValuation: toCents(valuation), ownershipPercentage: ownership === '' ? null : Number(ownership) };
          if (entry.data) update.mutate({ params: { id: entry.data.id }, body: { investmentAmount, ...fields } }, { onSuccess: saved });
          else create.mutate({ params: { id: investorId }, body: { companyId, investmentAmount, ...fields } }, { onSuccess: saved });
        }}
      >
        <Group grow wrap="wrap" align="flex-start">
          <NumberInput label={t('metrics.invested')} prefix="$" thousandSeparator="," min={0} value={invested} onChange={setInvested} miw={160} />
          <NumberInput label={t('metrics.valuation')} prefix="$" thousandSeparator="," min={0} value={valuation} onChange={setValuation} miw={160} />
          <NumberInput label={t('metrics.ownership')} suffix="%" min={0} max={100} decimalScale={3} value={ownership} onChange={setOwnership} miw={120} />
        </Group>
        {error ? <Alert color="red">{error.message}</Alert> : null}
        <Group>
          <Button type="submit" variant="light" loading={create.isPending || update.isPending}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
