import { useState } from 'react';
import { Anchor, Button, EmptyState, Group, Link, PageHeader, Paper, Stack, Text, useTranslation } from '@suite/sdk/web';
import { BiViewEndpoints } from '../../shared/endpoints.js';
import { useBiQuery } from '../api.js';
import { QueryState } from '../components/QueryState.js';
import { BurnAlertBanner, RunwayTiles, RunwayTrendCharts } from '../components/RunwayStats.js';
import { EntryManager } from '../components/EntryManager.js';
import { CashForm, ExpenseForm } from '../components/EntryForms.js';
import { DeliveryCostCard } from '../components/DeliveryCostCard.js';

/** /runway-tracker and /runway: cash now, net burn, runway and its trend; the tracker also holds the numbers behind them. */
export function RunwayView({ withEntries }: { withEntries: boolean }) {
  const { t } = useTranslation('bi');
  const query = useBiQuery(BiViewEndpoints.runway);
  const [adding, setAdding] = useState<'cash' | 'expense' | null>(null);
  return (
    <>
      <PageHeader
        title={withEntries ? t('pages.runwayTracker') : t('pages.runway')}
        description={t('runway.description')}
        actions={
          <Group gap="xs">
            <Button variant="default" onClick={() => setAdding('expense')}>
              {t('entries.expense.add')}
            </Button>
            <Button onClick={() => setAdding('cash')}>{t('entries.cash.add')}</Button>
          </Group>
        }
      />
      <QueryState query={query}>
        {(view) => (
          <Stack gap="md">
            {!view.hasData ? (
              <EmptyState title={t('runway.emptyTitle')} description={t('runway.emptyBody')} action={<Button onClick={() => setAdding('cash')}>{t('entries.cash.add')}</Button>} />
            ) : (
              <>
                <BurnAlertBanner level={view.alertLevel} days={view.snapshot.runwayDays} />
                <RunwayTiles view={view} />
                {view.snapshot.cashOnHandCents === null ? <Text c="dimmed">{t('runway.needCash')}</Text> : null}
                {view.snapshot.monthlyNetBurnCents === null || view.snapshot.monthlyNetBurnCents === 0 ? <Text c="dimmed">{t('runway.needExpenses')}</Text> : null}
                <RunwayTrendCharts view={view} />
                <DeliveryCostCard delivery={view.delivery} burnCents={view.snapshot.monthlyGrossBurnCents} currency={view.snapshot.currency} />
              </>
            )}
            {withEntries ? (
              <EntryManager />
            ) : (
              <Paper p="md" radius="md" withBorder>
                <Text size="sm">
                  {t('runway.moreOnTracker')}{' '}
                  <Anchor component={Link} to="/runway-tracker">
                    {t('pages.runwayTracker')}
                  </Anchor>
                </Text>
              </Paper>
            )}
          </Stack>
        )}
      </QueryState>
      {adding === 'cash' ? <CashForm opened onClose={() => setAdding(null)} /> : null}
      {adding === 'expense' ? <ExpenseForm opened onClose={() => setAdding(null)} /> : null}
    </>
  );
}

export default function RunwayTrackerPage() {
  return <RunwayView withEntries />;
}
