import { useState } from 'react';
import { Alert, Anchor, Badge, Button, CopyButton, EmptyState, ErrorState, Group, Link, LoadingState, PageHeader, Paper, Stack, Text, TextInput, Title, translateError, useTranslation } from '@suite/sdk/web';
import type { CalendarView } from '../../shared/calendar-endpoints.js';
import { useCalendar, useCalendarFeed, useCreateCalendarFeed } from '../api.js';
import { formatDay, formatTime } from '../components/format.js';

const COLOR: Record<string, string> = { one_on_one: 'blue', review_due: 'red', goal_end: 'orange', pulse_round: 'grape', weekly_sync: 'gray', sprint_start: 'teal', sprint_end: 'teal', retrospective: 'cyan' };

function Feed() {
  const { t } = useTranslation('cadence');
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h5" mb={4}>
        {t('calendar.feedTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('calendar.feedHint')}
      </Text>
      {error ? <Alert color="red">{error}</Alert> : null}
      {url ? (
        <Group align="flex-end" gap="xs">
          <TextInput label={t('calendar.feedUrl')} value={url} readOnly style={{ flex: 1 }} onFocus={(event) => event.currentTarget.select()} />
          <CopyButton value={url}>{({ copied, copy }) => <Button variant="light" onClick={copy}>{copied ? t('calendar.copied') : t('calendar.copy')}</Button>}</CopyButton>
        </Group>
      ) : (
        <Button variant="light" loading={create.isPending} onClick={() => create.mutate({}, { onSuccess: (made) => setUrl(made.url), onError: (failure) => setError(translateError(failure.message)) })}>
          {feed.data?.exists ? t('calendar.replaceFeed') : t('calendar.makeFeed')}
        </Button>
      )}
      {url ? (
        <Text size="xs" c="dimmed" mt="xs">
          {t('calendar.feedOnce')}
        </Text>
      ) : null}
    </Paper>
  );
}

function Agenda({ view }: { view: CalendarView }) {
  const { t } = useTranslation('cadence');
  const days = [...new Set(view.events.map((event) => event.start.slice(0, 10)))];
  const today = new Date().toISOString().slice(0, 10);
  return (
    <Stack gap="sm" data-testid="calendar">
      {days.map((day) => (
        <Paper key={day} withBorder p="sm" radius="md" bg={day === today ? 'var(--mantine-primary-color-light)' : undefined}>
          <Text size="sm" fw={700} mb={4}>
            {formatDay(day)}
          </Text>
          <Stack gap={4}>
            {view.events
              .filter((event) => event.start.startsWith(day))
              .map((event) => (
                <Group key={event.uid} gap="xs" wrap="nowrap">
                  <Badge size="xs" color={COLOR[event.kind]} variant="light" miw={96}>
                    {t(`calendar.kind.${event.kind}`)}
                  </Badge>
                  <Anchor component={Link} to={event.path} size="sm">
                    {t(`calendar.title.${event.kind}`, { name: event.title })}
                  </Anchor>
                  {event.allDay ? null : (
                    <Text size="xs" c="dimmed">
                      {formatTime(event.start)}
                    </Text>
                  )}
                </Group>
              ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** /calendar: every dated thing of the cadence area that concerns the user, with a personal iCalendar feed. */
export default function CalendarPage() {
  const { t } = useTranslation('cadence');
  const calendar = useCalendar();
  return (
    <>
      <PageHeader eyebrow={t('nav.section')} title={t('pages.calendar')} description={t('calendar.description')} />
      <Stack gap="md">
        <Feed />
        {calendar.isPending ? (
          <LoadingState variant="cards" rows={4} />
        ) : calendar.isError ? (
          <ErrorState error={calendar.error} title={t('calendar.loadError')} onRetry={() => void calendar.refetch()} />
        ) : calendar.data.events.length === 0 ? (
          <EmptyState title={t('calendar.emptyTitle')} description={t('calendar.empty')} />
        ) : (
          <Agenda view={calendar.data} />
        )}
      </Stack>
    </>
  );
}
