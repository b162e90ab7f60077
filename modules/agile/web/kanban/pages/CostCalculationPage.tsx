import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  Group,
  LoadingState,
  PageHeader,
  Paper,
  SimpleGrid,
  Stack,
  StatCard,
  Text,
  TextInput,
  Title,
  translateError,
  useAppAbility,
  useTranslation,
  formatMoney,
  formatNumber,
} from '@suite/sdk/web';
import { IconCoin, IconInfoCircle } from '@tabler/icons-react';
import type { AgileSettings } from '../../../shared/index.js';
import { KANBAN_VELOCITY_DEFAULT_SPRINTS } from '../../../shared/kanban.js';
import { useAgileSettings, useSaveAgileSettings, useTeamSprints, useVelocity } from '../api/index.js';
import { CostChart } from '../charts/index.js';
import { committedPoints, parseDollars, sprintCosts } from '../planning.js';
import { ScopePicker, ScopeStates, useScope } from '../scope.js';

/** The cost of a story point: read by everyone, set by account admins (agile settings). */
function CostPerPoint({ settings }: { settings: AgileSettings }) {
  const { t, i18n } = useTranslation('agile');
  const ability = useAppAbility();
  const save = useSaveAgileSettings();
  const canEdit = ability.can('update', 'AccountSettings');
  const [text, setText] = useState((settings.costPerPointCents / 100).toFixed(2));
  const [saved, setSaved] = useState(false);
  useEffect(() => setText((settings.costPerPointCents / 100).toFixed(2)), [settings.costPerPointCents]);
  const cents = parseDollars(text);
  const problem = cents === null || cents > 100_000_000 ? t('kanban.cost.invalid') : undefined;
  const submit = async () => {
    if (problem || cents === null) return;
    setSaved(false);
    try {
      await save.mutateAsync({ body: { ...settings, costPerPointCents: cents } });
      setSaved(true);
    } catch {
      // Shown from the mutation's state; the typed value stays.
    }
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="cost-per-point-title">
      <Title order={2} size="h5" id="cost-per-point-title" mb="xs">
        {t('kanban.cost.perPoint')}
      </Title>
      {canEdit ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              w={{ base: '100%', xs: 200 }}
              label={t('kanban.cost.perPointLabel')}
              description={t('kanban.cost.perPointHint')}
              leftSection={<Text size="sm">$</Text>}
              inputMode="decimal"
              value={text}
              onChange={(event) => {
                setSaved(false);
                setText(event.currentTarget.value);
              }}
              error={problem}
              data-testid="cost-per-point-input"
            />
            <Button type="submit" mt={{ base: 0, xs: 46 }} loading={save.isPending} disabled={Boolean(problem) || cents === settings.costPerPointCents}>
              {t('kanban.cost.save')}
            </Button>
            {saved ? (
              <Text size="sm" c="green" mt={{ base: 0, xs: 52 }} role="status">
                {t('kanban.cost.saved')}
              </Text>
            ) : null}
          </Group>
          {save.error ? (
            <Alert color="red" variant="light" role="alert" mt="xs">
              {translateError(save.error.message)}
            </Alert>
          ) : null}
        </form>
      ) : (
        <Stack gap={4}>
          <Text size="xl" fw={700}>
            {formatMoney(settings.costPerPointCents, i18n.language)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('kanban.cost.adminsOnly')}
          </Text>
        </Stack>
      )}
    </Paper>
  );
}

function TeamCosts({ teamId, costPerPointCents }: { teamId: string; costPerPointCents: number }) {
  const { t, i18n } = useTranslation('agile');
  const velocity = useVelocity(teamId, KANBAN_VELOCITY_DEFAULT_SPRINTS);
  const sprints = useTeamSprints(teamId);
  const lang = i18n.language;
  if (velocity.isPending) return <LoadingState variant="detail" rows={5} />;
  if (velocity.isError) return <ErrorState error={velocity.error} title={t('kanban.velocity.loadError')} onRetry={() => void velocity.refetch()} />;
  const costs = sprintCosts(velocity.data, costPerPointCents);
  const upcoming = (sprints.data ?? []).filter((sprint) => sprint.status !== 'completed');
  return (
    <Stack gap="md">
      {costPerPointCents === 0 ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('kanban.cost.notSet')}
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <StatCard label={t('kanban.cost.perPoint')} value={formatMoney(costPerPointCents, lang)} />
        <StatCard label={t('kanban.cost.averageSprint')} value={<span data-testid="average-sprint-cost">{formatMoney(costs.averagePerSprintCents, lang)}</span>} hint={t('kanban.cost.overSprints', { count: costs.rows.length })} />
        <StatCard label={t('kanban.cost.delivered')} value={formatMoney(costs.totalCompletedCents, lang)} hint={t('kanban.cost.deliveredPoints', { value: formatNumber(costs.totalPoints, lang) })} />
      </SimpleGrid>
      {costs.rows.length === 0 ? (
        <EmptyState icon={<IconCoin size={22} aria-hidden />} title={t('kanban.velocity.emptyTitle')} description={t('kanban.cost.empty')} />
      ) : (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="cost-sprints-title">
          <Title order={2} size="h5" id="cost-sprints-title" mb="sm">
            {t('kanban.cost.perSprint')}
          </Title>
          <CostChart
            sprints={costs.rows}
            labels={{ committed: t('kanban.cost.committed'), completed: t('kanban.cost.completed'), xAxis: t('kanban.velocity.xAxis'), yAxis: t('kanban.cost.yAxis'), title: t('kanban.cost.perSprint') }}
          />
          <DataTable
            caption={t('kanban.cost.tableCaption')}
            rowKey={(row) => row.sprintId}
            rows={[...costs.rows].reverse()}
            columns={[
              { key: 'name', header: t('kanban.velocity.sprint'), render: (row) => row.name },
              { key: 'committed', header: t('kanban.velocity.committed'), align: 'right', render: (row) => formatNumber(row.committedPoints, lang) },
              { key: 'completed', header: t('kanban.velocity.completed'), align: 'right', render: (row) => formatNumber(row.completedPoints, lang) },
              { key: 'committedCost', header: t('kanban.cost.committed'), align: 'right', render: (row) => formatMoney(row.committedCents, lang) },
              { key: 'completedCost', header: t('kanban.cost.completed'), align: 'right', render: (row) => formatMoney(row.completedCents, lang) },
            ]}
          />
        </Paper>
      )}
      {upcoming.length > 0 ? (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="cost-upcoming-title">
          <Title order={2} size="h5" id="cost-upcoming-title" mb="sm">
            {t('kanban.cost.upcoming')}
          </Title>
          <DataTable
            rowKey={(row) => row.id}
            rows={upcoming}
            columns={[
              { key: 'name', header: t('kanban.velocity.sprint'), render: (row) => `${row.name} · ${t(`kanban.sprint.status.${row.status}`)}` },
              { key: 'points', header: t('kanban.velocity.committed'), align: 'right', render: (row) => formatNumber(committedPoints(row), lang) },
              { key: 'cost', header: t('kanban.cost.forecast'), align: 'right', render: (row) => formatMoney(Math.round(committedPoints(row) * costPerPointCents), lang) },
            ]}
          />
        </Paper>
      ) : null}
    </Stack>
  );
}

/** /cost-calculation: story points times the account's cost per point, per sprint. */
export default function CostCalculationPage() {
  const { t } = useTranslation('agile');
  const scope = useScope();
  const settings = useAgileSettings();
  return (
    <>
      <PageHeader eyebrow={t('nav.section')} title={t('pages.costCalculation')} description={t('kanban.cost.description')} />
      {settings.isPending ? (
        <LoadingState variant="page" rows={4} />
      ) : settings.isError ? (
        <ErrorState error={settings.error} title={t('kanban.cost.loadError')} onRetry={() => void settings.refetch()} />
      ) : (
        <Stack gap="md">
          <CostPerPoint settings={settings.data} />
          <ScopeStates scope={scope} need="team">
            <ScopePicker scope={scope} />
            {scope.teamId ? <TeamCosts key={scope.teamId} teamId={scope.teamId} costPerPointCents={settings.data.costPerPointCents} /> : null}
          </ScopeStates>
        </Stack>
      )}
    </>
  );
}
