import { useState } from 'react';
import { normalizeLanguage } from '@suite/sdk';
import { Badge, Button, EmptyState, Group, Link, PageHeader, Paper, Stack, Switch, Text, useTranslation } from '@suite/sdk/web';
import { useEndpointQuery, useSession } from '@suite/sdk/web';
import { InsightEndpoints, type InsightView } from '../../shared/growth.js';
import { moneyShort } from '../format.js';
import { useBiMutation } from '../api.js';
import { QueryState } from '../components/QueryState.js';

const TONE = { INFO: 'blue', WARNING: 'orange', CRITICAL: 'red' } as const;
/** Critical first, then warnings, then news. */
const RANK = { CRITICAL: 0, WARNING: 1, INFO: 2 } as const;

type Insight = InsightView;
const num = (value: unknown) => (typeof value === 'number' ? value : null);

/** The insight's title in the reader's language from its rule and numbers (the stored title is in the language of whoever generated it). */
function useInsightTexts() {
  const { t, i18n } = useTranslation('bi');
  return (insight: Insight): { title: string; rule: string } => {
    const n = insight.numbers;
    const money = (cents: number | null) => (cents === null ? '—' : moneyShort(cents, i18n.language));
    const rule = insight.rule === 'MANUAL' ? insight.body : t(`insights.rules.${insight.rule}`, { defaultValue: insight.body });
    switch (insight.rule) {
      case 'RUNWAY_TREND': {
        const now = num(n.runwayDaysNow);
        const before = num(n.runwayDaysBefore);
        const months = (days: number) => Math.round((days / 30) * 10) / 10;
        if (now === null) break;
        const key = before === null || before === now ? 'RUNWAY_NOW' : now < before ? 'RUNWAY_FELL' : 'RUNWAY_ROSE';
        return { title: t(`insights.titles.${key}`, { now: months(now), before: before === null ? null : months(before) }), rule };
      }
      case 'BURN_CHANGE': {
        const pct = num(n.changePct) ?? 0;
        return { title: t(`insights.titles.${pct > 0 ? 'BURN_UP' : 'BURN_DOWN'}`, { pct: Math.abs(pct), amount: money(num(n.burnNowCents)) }), rule };
      }
      case 'REVENUE_GROWTH': {
        const pct = num(n.revenueGrowthPct) ?? 0;
        return { title: t(`insights.titles.${pct < 0 ? 'REVENUE_DOWN' : 'REVENUE_UP'}`, { pct: Math.abs(pct) }), rule };
      }
      case 'CHURN':
        return { title: t('insights.titles.CHURN', { pct: num(n.churnRatePct) }), rule };
      case 'VELOCITY_COST':
        return { title: t('insights.titles.VELOCITY_COST', { amount: money(num(n.sprintCostCents)), pct: num(n.sharePct) }), rule };
    }
    return { title: insight.title, rule };
  };
}

/** /bi/insights: rules over the account's numbers, each with its numbers, its rule and the screen that shows it; archive, show archived. */
export default function InsightsPage() {
  const { t, i18n } = useTranslation('bi');
  // Generated titles and rules are stored in the language of the screen the button is pressed on.
  const language = normalizeLanguage(i18n.language);
  const { account } = useSession();
  const [showArchived, setShowArchived] = useState(false);
  const query = useEndpointQuery(InsightEndpoints.list, { query: showArchived ? { includeArchived: true } : {} } as never, { key: [account?.id] });
  const generate = useBiMutation(InsightEndpoints.generate);
  const archive = useBiMutation(InsightEndpoints.archive);
  const textsOf = useInsightTexts();
  return (
    <>
      <PageHeader title={t('pages.insights')} description={t('insights.description')} actions={<Button onClick={() => generate.mutate({ body: { language } })} loading={generate.isPending}>{t('insights.generate')}</Button>} />
      <Switch mb="md" label={t('insights.showArchived')} checked={showArchived} onChange={(event) => setShowArchived(event.currentTarget.checked)} />
      <QueryState query={query}>
        {(insights) =>
          insights.length === 0 ? (
            <EmptyState title={t('insights.emptyTitle')} description={t('insights.emptyBody')} action={<Button onClick={() => generate.mutate({ body: { language } })}>{t('insights.generate')}</Button>} />
          ) : (
            <Stack gap="sm">
              {[...insights].sort((a, b) => RANK[a.severity] - RANK[b.severity]).map((insight) => (
                <Paper key={insight.id} p="md" radius="md" withBorder opacity={insight.isArchived ? 0.6 : 1} data-testid="bi-insight">
                  <Group justify="space-between" wrap="wrap" align="flex-start" gap="xs">
                    <div style={{ flex: '1 1 260px', minWidth: 0 }}>
                      <Group gap="xs" mb={4}>
                        <Badge color={TONE[insight.severity]} variant="light">{t(`insights.severity.${insight.severity}`)}</Badge>
                        <Text size="xs" c="dimmed">{insight.rule}</Text>
                      </Group>
                      <Text fw={600}>{textsOf(insight).title}</Text>
                      {insight.body ? <Text size="sm" c="dimmed">{t('insights.rule')}: {textsOf(insight).rule}</Text> : null}
                      {Object.keys(insight.numbers).length ? <Text size="xs" c="dimmed" ff="monospace">{Object.entries(insight.numbers).map(([key, value]) => `${key} = ${value ?? '—'}`).join(' · ')}</Text> : null}
                    </div>
                    <Group gap="xs" wrap="nowrap">
                      {insight.link ? <Button size="compact-sm" variant="subtle" component={Link} to={insight.link}>{t('insights.open')}</Button> : null}
                      <Button size="compact-sm" variant="default" onClick={() => archive.mutate({ params: { id: insight.id }, body: { isArchived: !insight.isArchived } })}>{insight.isArchived ? t('insights.unarchive') : t('insights.archive')}</Button>
                    </Group>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )
        }
      </QueryState>
    </>
  );
}
