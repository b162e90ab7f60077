import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Button,
  ErrorState,
  Group,
  LoadingState,
  NumberInput,
  PageHeader,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  StatCard,
  Table,
  Text,
  Title,
  notifications,
  translateError,
  useAppAbility,
  useLocalStorage,
  useTranslation,
  formatNumber,
  weekdaysBetween,
} from '@suite/sdk/web';
import { IconCheck, IconInfoCircle } from '@tabler/icons-react';
import { KANBAN_VELOCITY_DEFAULT_SPRINTS, type KanbanSprint } from '../../../shared/kanban.js';
import type { TeamMember } from '../../../shared/teams.js';
import { useTeam } from '../../teams/api.js';
import { kanbanCalls, useInvalidateKanban, useTeamSprints, useVelocity } from '../api/index.js';
import { formatDay } from '../format.js';
import { KANBAN_SUBJECT } from '../paths.js';
import { capacityPoints, committedPoints, personDays, pointsPerPersonDay, round1, type PersonAvailability } from '../planning.js';
import { ScopePicker, ScopeStates, useScope, type Scope } from '../scope.js';

const DEFAULT_DAYS = 10;
const CUSTOM = 'custom';

type Stored = Record<string, { availability: number; daysOff: number }>;

function people(members: TeamMember[], stored: Stored): PersonAvailability[] {
  return members.map((member) => ({ userId: member.userId, name: member.name, availability: stored[member.userId]?.availability ?? 100, daysOff: stored[member.userId]?.daysOff ?? 0 }));
}

function Comparison({ label, value, max, color }: { label: string; value: number; max: number; color: string }) {
  const { i18n } = useTranslation('agile');
  return (
    <div>
      <Group justify="space-between" mb={2}>
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {formatNumber(value, i18n.language)}
        </Text>
      </Group>
      <Progress value={max > 0 ? Math.min(100, (value / max) * 100) : 0} color={color} aria-label={`${label}: ${formatNumber(value, i18n.language)}`} />
    </div>
  );
}

function TeamCapacity({ scope }: { scope: Scope }) {
  const { t, i18n } = useTranslation('agile');
  const teamId = scope.teamId!;
  const ability = useAppAbility();
  const invalidate = useInvalidateKanban();
  const team = useTeam(teamId);
  const velocity = useVelocity(teamId, KANBAN_VELOCITY_DEFAULT_SPRINTS);
  const sprints = useTeamSprints(teamId);
  const [stored, setStored] = useLocalStorage<Stored>({ key: `agile.capacity.${teamId}`, defaultValue: {} });
  const [customDays, setCustomDays] = useState<number | string>(DEFAULT_DAYS);
  const [manualPace, setManualPace] = useState<number | string>(1);
  const [saving, setSaving] = useState(false);
  const upcoming = useMemo(() => (sprints.data ?? []).filter((sprint) => sprint.status !== 'completed'), [sprints.data]);
  const [sprintId, setSprintId] = useState<string>(CUSTOM);
  useEffect(() => {
    if (sprintId !== CUSTOM || upcoming.length === 0) return;
    setSprintId(upcoming.find((sprint) => sprint.id === scope.sprintParam)?.id ?? upcoming.find((sprint) => sprint.status === 'planned')?.id ?? upcoming[0]!.id);
    // Chosen once the team's sprints arrive.
  }, [upcoming]);
  const lang = i18n.language;

  if (team.isPending || velocity.isPending) return <LoadingState variant="table" rows={5} />;
  if (team.isError) return <ErrorState error={team.error} title={t('kanban.capacity.loadError')} onRetry={() => void team.refetch()} />;
  if (velocity.isError) return <ErrorState error={velocity.error} title={t('kanban.velocity.loadError')} onRetry={() => void velocity.refetch()} />;

  const sprint: KanbanSprint | null = upcoming.find((candidate) => candidate.id === sprintId) ?? null;
  const days = sprint ? weekdaysBetween(sprint.startDate, sprint.endDate) : Math.max(0, Number(customDays) || 0);
  const roster = people(team.data.members, stored);
  const historyPace = pointsPerPersonDay(velocity.data, roster.length);
  const pace = historyPace ?? Math.max(0, Number(manualPace) || 0);
  const available = personDays(roster, days);
  const capacity = capacityPoints(roster, days, pace);
  const average = velocity.data.averageCompletedPoints;
  const committed = sprint ? committedPoints(sprint) : null;
  const max = Math.max(capacity, average, committed ?? 0, 1);
  const difference = round1(capacity - average);
  const setPerson = (userId: string, field: 'availability' | 'daysOff', value: number | string) => {
    const number = Math.max(0, Number(value) || 0);
    setStored((current) => {
      const person = current[userId] ?? { availability: 100, daysOff: 0 };
      return { ...current, [userId]: { ...person, [field]: field === 'availability' ? Math.min(100, number) : Math.min(days || 365, number) } };
    });
  };
  const applyToSprint = async () => {
    if (!sprint) return;
    setSaving(true);
    try {
      await kanbanCalls.updateSprint(sprint.id, { capacityPoints: capacity });
      await invalidate();
      notifications.show({ color: 'green', message: t('kanban.capacity.applied', { points: formatNumber(capacity, lang), sprint: sprint.name }) });
    } catch (error) {
      notifications.show({ color: 'red', message: translateError(error instanceof Error ? error.message : String(error)) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="capacity-sprint-title">
        <Title order={2} size="h5" id="capacity-sprint-title" mb="sm">
          {t('kanban.capacity.sprintTitle')}
        </Title>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('kanban.planning.sprint')}
            w={{ base: '100%', xs: 300 }}
            data={[
              ...upcoming.map((candidate) => ({ value: candidate.id, label: `${candidate.name} · ${formatDay(candidate.startDate, lang)} – ${formatDay(candidate.endDate, lang)}` })),
              { value: CUSTOM, label: t('kanban.capacity.customLength') },
            ]}
            value={sprintId}
            onChange={(value) => value && setSprintId(value)}
            allowDeselect={false}
          />
          {sprint ? (
            <Text size="sm" mb={8}>
              {t('kanban.capacity.workingDays', { count: days })}
            </Text>
          ) : (
            <NumberInput label={t('kanban.capacity.days')} w={160} min={1} max={60} allowDecimal={false} value={customDays} onChange={setCustomDays} />
          )}
        </Group>
      </Paper>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="capacity-people-title">
        <Title order={2} size="h5" id="capacity-people-title" mb="xs">
          {t('kanban.capacity.peopleTitle')}
        </Title>
        <Text size="xs" c="dimmed" mb="sm">
          {t('kanban.capacity.peopleHint')}
        </Text>
        {roster.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('kanban.capacity.noMembers')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing={4} data-testid="capacity-people">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('kanban.capacity.person')}</Table.Th>
                  <Table.Th w={130}>{t('kanban.capacity.availability')}</Table.Th>
                  <Table.Th w={110}>{t('kanban.capacity.daysOff')}</Table.Th>
                  <Table.Th ta="right">{t('kanban.capacity.personDays')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {roster.map((person) => (
                  <Table.Tr key={person.userId}>
                    <Table.Td>{person.name}</Table.Td>
                    <Table.Td>
                      <NumberInput
                        size="xs"
                        min={0}
                        max={100}
                        step={10}
                        allowDecimal={false}
                        suffix="%"
                        value={person.availability}
                        onChange={(value) => setPerson(person.userId, 'availability', value)}
                        aria-label={t('kanban.capacity.availabilityOf', { name: person.name })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <NumberInput size="xs" min={0} max={days || 365} allowDecimal value={person.daysOff} onChange={(value) => setPerson(person.userId, 'daysOff', value)} aria-label={t('kanban.capacity.daysOffOf', { name: person.name })} />
                    </Table.Td>
                    <Table.Td ta="right">{formatNumber(personDays([person], days), lang)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>

      {historyPace === null ? (
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          <Stack gap="xs">
            <Text size="sm">{t('kanban.capacity.noHistory')}</Text>
            <NumberInput label={t('kanban.capacity.pace')} w={220} min={0} max={50} decimalScale={2} step={0.5} value={manualPace} onChange={setManualPace} />
          </Stack>
        </Alert>
      ) : null}

      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <StatCard label={t('kanban.capacity.personDays')} value={formatNumber(available, lang)} hint={t('kanban.capacity.ofDays', { count: days })} />
        <StatCard label={t('kanban.capacity.pace')} value={formatNumber(pace, lang, 2)} hint={historyPace === null ? t('kanban.capacity.paceManual') : t('kanban.capacity.paceHistory', { count: velocity.data.sprints.length })} />
        <StatCard label={t('kanban.capacity.capacity')} value={<span data-testid="capacity-points">{formatNumber(capacity, lang)}</span>} hint={t('kanban.planning.pointsUnit')} />
        <StatCard
          label={t('kanban.capacity.vsVelocity')}
          value={average > 0 ? `${difference > 0 ? '+' : ''}${formatNumber(difference, lang)}` : '–'}
          hint={average > 0 ? t('kanban.capacity.averageVelocity', { value: formatNumber(average, lang) }) : t('kanban.capacity.noVelocity')}
          tone={average > 0 && capacity < average * 0.8 ? 'warning' : undefined}
        />
      </SimpleGrid>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="capacity-compare-title">
        <Title order={2} size="h5" id="capacity-compare-title" mb="sm">
          {t('kanban.capacity.compareTitle')}
        </Title>
        <Stack gap="sm">
          <Comparison label={t('kanban.capacity.capacity')} value={capacity} max={max} color="blue" />
          <Comparison label={t('kanban.capacity.averageVelocityLabel')} value={average} max={max} color="green" />
          {committed !== null ? <Comparison label={t('kanban.capacity.committed')} value={committed} max={max} color={committed > capacity ? 'red' : 'gray'} /> : null}
        </Stack>
        {committed !== null && committed > capacity ? (
          <Text size="sm" c="red" mt="sm" role="status">
            {t('kanban.planning.overCapacity', { over: formatNumber(round1(committed - capacity), lang) })}
          </Text>
        ) : null}
        {sprint && ability.can('update', KANBAN_SUBJECT) ? (
          <Button mt="md" leftSection={<IconCheck size={16} aria-hidden />} loading={saving} onClick={() => void applyToSprint()} disabled={sprint.capacityPoints === capacity}>
            {t('kanban.capacity.apply', { sprint: sprint.name })}
          </Button>
        ) : null}
      </Paper>
    </Stack>
  );
}

/** /capacity-planning: people times availability gives a sprint's capacity in points, beside the team's velocity. */
export default function CapacityPlanningPage() {
  const { t } = useTranslation('agile');
  const scope = useScope();
  return (
    <>
      <PageHeader eyebrow={t('nav.section')} title={t('pages.capacityPlanning')} description={t('kanban.capacity.description')} />
      <ScopeStates scope={scope} need="team">
        <ScopePicker scope={scope} />
        {scope.teamId ? <TeamCapacity key={scope.teamId} scope={scope} /> : null}
      </ScopeStates>
    </>
  );
}
