import { useEffect, useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  ConfirmDialog,
  Drawer,
  EmptyState,
  ErrorState,
  Group,
  LoadingState,
  Paper,
  Stack,
  Text,
  Title,
  notifications,
  translateError,
  useMediaQuery,
  useTranslation,
  type MantineColor,
} from '@suite/sdk/web';
import { IconCalendar, IconChevronLeft, IconChevronRight, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { KanbanEvent, KanbanEventType } from '../../../shared/kanban.js';
import { kanbanCalls, useInvalidateKanban, useTeamEvents } from '../api/index.js';
import { eventDays, eventsByDay, localDay, monthOf, monthRange, shiftMonth, type CalendarMonth } from '../calendar.js';
import { EventForm } from './EventForm.js';

interface TeamCalendarDrawerProps {
  teamId: string;
  teamName: string | null;
  opened: boolean;
  canEdit: boolean;
  onClose(): void;
  /** The month shown first (default: now). */
  today?: Date;
}

const TYPE_COLORS: Record<KanbanEventType, MantineColor> = {
  meeting: 'blue',
  planning: 'indigo',
  review: 'cyan',
  retrospective: 'grape',
  release: 'green',
  milestone: 'orange',
  holiday: 'gray',
  other: 'gray',
};

function EventRow({ event, canEdit, onEdit, onDelete }: { event: KanbanEvent; canEdit: boolean; onEdit(): void; onDelete(): void }) {
  const { t, i18n } = useTranslation('agile');
  const lang = i18n.language;
  const span = eventDays(event);
  const time = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit' });
  const day = (value: string) => new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${value}T00:00:00Z`));
  const when = event.allDay
    ? span.first === span.last
      ? t('kanban.events.allDay')
      : t('kanban.events.allDayUntil', { date: day(span.last) })
    : span.first === span.last
      ? t('kanban.events.time', { start: time.format(new Date(event.startAt)), end: time.format(new Date(event.endAt)) })
      : t('kanban.events.timeUntil', { start: time.format(new Date(event.startAt)), date: day(span.last), end: time.format(new Date(event.endAt)) });
  return (
    <Paper component="li" withBorder radius="md" p="xs" style={{ listStyle: 'none' }} data-testid="team-event">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {event.title}
            </Text>
            <Badge size="xs" variant="light" color={TYPE_COLORS[event.type]}>
              {t(`kanban.events.type.${event.type}`)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {when}
          </Text>
          {event.description ? (
            <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
              {event.description}
            </Text>
          ) : null}
        </Stack>
        {canEdit ? (
          <Group gap={2} wrap="nowrap">
            <ActionIcon variant="subtle" color="gray" onClick={onEdit} aria-label={t('kanban.events.editLabel', { title: event.title })}>
              <IconPencil size={14} aria-hidden />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={t('kanban.events.deleteLabel', { title: event.title })}>
              <IconTrash size={14} aria-hidden />
            </ActionIcon>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}

/** A team's calendar, a month at a time: meetings, releases, milestones and holidays, listed by day. */
export function TeamCalendarDrawer({ teamId, teamName, opened, canEdit, onClose, today }: TeamCalendarDrawerProps) {
  const { t, i18n } = useTranslation('agile');
  const lang = i18n.language;
  const phone = useMediaQuery('(max-width: 48em)');
  const invalidate = useInvalidateKanban();
  const [month, setMonth] = useState<CalendarMonth>(() => monthOf(today ?? new Date()));
  const range = monthRange(month);
  const events = useTeamEvents(teamId, range, { enabled: opened });
  // undefined: the month; null: a new event; an event: editing it.
  const [editing, setEditing] = useState<KanbanEvent | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<KanbanEvent | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!opened) setEditing(undefined);
  }, [opened]);

  const monthTitle = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric' }).format(new Date(month.year, month.month, 1));
  const dayTitle = (day: string) => new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
  const now = today ?? new Date();
  const thisMonth = monthOf(now);
  const isThisMonth = thisMonth.year === month.year && thisMonth.month === month.month;
  const newEventDay = isThisMonth ? localDay(now) : localDay(new Date(month.year, month.month, 1));

  const saved = (event: KanbanEvent, created: boolean) => {
    notifications.show({ color: 'green', message: t(created ? 'kanban.eventForm.created' : 'kanban.eventForm.saved', { title: event.title }) });
    setEditing(undefined);
    const start = event.allDay ? new Date(`${event.startAt.slice(0, 10)}T12:00:00`) : new Date(event.startAt);
    setMonth(monthOf(start));
    void invalidate();
  };
  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await kanbanCalls.deleteEvent(deleting.id);
      notifications.show({ color: 'green', message: t('kanban.events.deleted', { title: deleting.title }) });
      setDeleting(null);
      await invalidate();
    } catch (error) {
      notifications.show({ color: 'red', message: translateError(error instanceof Error ? error.message : String(error)) });
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (editing !== undefined) {
    body = <EventForm key={editing?.id ?? 'new'} teamId={teamId} event={editing} defaultDay={newEventDay} onCancel={() => setEditing(undefined)} onSaved={(event) => saved(event, editing === null)} />;
  } else {
    const days = events.data ? eventsByDay(events.data, month) : [];
    body = (
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="default" onClick={() => setMonth((current) => shiftMonth(current, -1))} aria-label={t('kanban.events.previous')}>
              <IconChevronLeft size={16} aria-hidden />
            </ActionIcon>
            <Title order={3} size="h5" aria-live="polite" data-testid="calendar-month" style={{ minWidth: 150, textAlign: 'center' }}>
              {monthTitle}
            </Title>
            <ActionIcon variant="default" onClick={() => setMonth((current) => shiftMonth(current, 1))} aria-label={t('kanban.events.next')}>
              <IconChevronRight size={16} aria-hidden />
            </ActionIcon>
          </Group>
          <Group gap="xs" wrap="nowrap">
            {isThisMonth ? null : (
              <Button variant="subtle" size="xs" onClick={() => setMonth(thisMonth)}>
                {t('kanban.events.today')}
              </Button>
            )}
            {canEdit ? (
              <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing(null)}>
                {t('kanban.events.new')}
              </Button>
            ) : null}
          </Group>
        </Group>
        {events.isPending ? (
          <LoadingState variant="detail" rows={5} label={t('kanban.events.loading')} />
        ) : events.isError ? (
          <ErrorState error={events.error} title={t('kanban.events.loadError')} onRetry={() => void events.refetch()} />
        ) : days.length === 0 ? (
          <EmptyState icon={<IconCalendar size={22} aria-hidden />} title={t('kanban.events.emptyTitle', { month: monthTitle })} description={t('kanban.events.empty')} />
        ) : (
          <Stack gap="md" style={{ opacity: events.isPlaceholderData ? 0.6 : 1 }} aria-label={t('kanban.events.monthEvents', { month: monthTitle })} component="section">
            {days.map(({ day, events: dayEvents }) => (
              <Stack key={day} gap={6} data-testid="calendar-day" data-day={day}>
                <Text size="xs" fw={600} tt="uppercase" c="dimmed" component="h4" m={0}>
                  {dayTitle(day)}
                </Text>
                <Stack component="ul" gap={6} m={0} p={0}>
                  {dayEvents.map((event) => (
                    <EventRow key={event.id} event={event} canEdit={canEdit} onEdit={() => setEditing(event)} onDelete={() => setDeleting(event)} />
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      title={teamName ? t('kanban.events.titleOf', { team: teamName }) : t('kanban.events.title')}
      closeButtonProps={{ 'aria-label': t('kanban.close') }}
    >
      {body}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('kanban.events.deleteTitle')}
        message={t('kanban.events.deleteMessage', { title: deleting?.title ?? '' })}
        confirmLabel={t('kanban.events.delete')}
        cancelLabel={t('kanban.cancel')}
        danger
        loading={busy}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </Drawer>
  );
}
