import { Badge, Button, EmptyState, ErrorState, Group, LoadingState, Paper, Stack, Text, notifications, translateError, useTranslation } from '@suite/sdk/web';
import { useAddAgendaItem, useCoaching, useOneOnOne } from '../api.js';
import { formatDay } from '../components/format.js';
import { PickedOneOnOnePage } from '../components/OneOnOnePicker.js';

const COLOR: Record<string, string> = { overdue_action: 'red', late_goal: 'orange', pulse_dip: 'orange', meeting_gap: 'orange', review_feedback: 'blue', open_action: 'gray' };

function Suggestions({ id }: { id: string }) {
  const { t } = useTranslation('cadence');
  const coaching = useCoaching(id);
  const detail = useOneOnOne(id);
  const add = useAddAgendaItem();
  if (coaching.isPending) return <LoadingState variant="cards" rows={3} />;
  if (coaching.isError) return <ErrorState error={coaching.error} title={t('insights.loadError')} onRetry={() => void coaching.refetch()} />;
  if (coaching.data.suggestions.length === 0) return <EmptyState title={t('insights.nothingTitle')} description={t('insights.nothing')} />;
  const meeting = detail.data?.current;
  return (
    <Stack gap="sm">
      {coaching.data.suggestions.map((suggestion, index) => {
        const why = { ...suggestion.why, ...(typeof suggestion.why.due === 'string' ? { due: formatDay(suggestion.why.due) } : {}), ...(typeof suggestion.why.status === 'string' ? { status: t(`goals.status.${suggestion.why.status}`) } : {}) };
        const text = t(`insights.kind.${suggestion.kind}`, { topic: suggestion.topic, ...why });
        return (
          <Paper key={index} withBorder p="md" radius="md" data-testid="suggestion">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div style={{ flex: 1, minWidth: 220 }}>
                <Badge size="xs" color={COLOR[suggestion.kind]} variant="light" mb={4}>
                  {t(`insights.label.${suggestion.kind}`)}
                </Badge>
                <Text fw={600}>{text}</Text>
                <Text size="sm" c="dimmed">
                  {t('insights.because', { reason: t(`insights.why.${suggestion.kind}`, why) })}
                </Text>
              </div>
              {meeting && !meeting.heldAt ? (
                <Button
                  size="xs"
                  variant="light"
                  loading={add.isPending}
                  onClick={() =>
                    add.mutate({ params: { id, meetingId: meeting.id }, body: { text: text.slice(0, 500) } }, { onSuccess: () => notifications.show({ color: 'green', message: t('insights.added') }), onError: (error) => notifications.show({ color: 'red', message: translateError(error.message) }) })
                  }
                >
                  {t('insights.addToAgenda')}
                </Button>
              ) : null}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** /ai-coaching: suggestions for the next 1:1's agenda, each saying which fact it comes from (no model: the account's own data). */
export default function CoachingPage() {
  const { t } = useTranslation('cadence');
  return (
    <PickedOneOnOnePage title={t('pages.aiCoaching')} description={t('insights.coachingDescription')} isEmpty={(list, id) => list.length === 0 || !id}>
      {(id) => <Suggestions key={id} id={id} />}
    </PickedOneOnOnePage>
  );
}
