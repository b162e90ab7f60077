import { useState } from 'react';
import { Badge, EmptyState, ErrorState, Group, List, LoadingState, Paper, Select, Stack, Text, Title, useTranslation } from '@suite/sdk/web';
import { useMeetingSummary, useOneOnOne } from '../api.js';
import { formatDay } from '../components/format.js';
import { PickedOneOnOnePage } from '../components/OneOnOnePicker.js';

function Summary({ id }: { id: string }) {
  const { t } = useTranslation('cadence');
  const detail = useOneOnOne(id);
  const held = detail.data?.meetings.filter((meeting) => meeting.heldAt) ?? [];
  const [picked, setPicked] = useState<string | null>(null);
  const meetingId = picked ?? held[0]?.id ?? null;
  const summary = useMeetingSummary(meetingId ? id : null, meetingId);
  if (detail.isPending) return <LoadingState variant="cards" rows={2} />;
  if (detail.isError) return <ErrorState error={detail.error} title={t('oneOnOnes.loadError')} onRetry={() => void detail.refetch()} />;
  if (held.length === 0) return <EmptyState title={t('insights.noHeldTitle')} description={t('insights.noHeld')} />;
  return (
    <Stack>
      <Select aria-label={t('oneOnOnes.history')} data={held.map((meeting) => ({ value: meeting.id, label: t('oneOnOnes.heldOn', { number: meeting.number, when: formatDay(meeting.heldAt) }) }))} value={meetingId} onChange={setPicked} allowDeselect={false} maw={360} />
      {summary.isPending ? (
        <LoadingState variant="cards" rows={2} />
      ) : summary.isError ? (
        <ErrorState error={summary.error} title={t('insights.loadError')} onRetry={() => void summary.refetch()} />
      ) : (
        <Stack gap="md">
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h5" mb="xs">
              {t('insights.summary')}
            </Title>
            {summary.data.sentences.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('insights.noNotes')}
              </Text>
            ) : (
              <Stack gap={6} data-testid="summary">
                {summary.data.sentences.map((entry, index) => (
                  <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
                    <Badge size="xs" variant="light" miw={80}>
                      {t(`insights.reason.${entry.reason}`)}
                    </Badge>
                    <Text size="sm">{entry.sentence}</Text>
                  </Group>
                ))}
              </Stack>
            )}
            <Text size="xs" c="dimmed" mt="sm">
              {t('insights.summaryHow')}
            </Text>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h5" mb="xs">
              {t('oneOnOnes.agenda')}
            </Title>
            {summary.data.agenda.length ? <List size="sm">{summary.data.agenda.map((text, index) => <List.Item key={index}>{text}</List.Item>)}</List> : <Text size="sm" c="dimmed">—</Text>}
            <Title order={2} size="h5" mt="md" mb="xs">
              {t('insights.decidedItems')}
            </Title>
            {summary.data.actionItems.length ? (
              <List size="sm">
                {summary.data.actionItems.map((item, index) => (
                  <List.Item key={index}>
                    {item.title} — {item.ownerName} {item.done ? `(${t('insights.done')})` : ''}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                —
              </Text>
            )}
          </Paper>
        </Stack>
      )}
    </Stack>
  );
}

/** /meeting-intelligence: a held 1:1's summary made of its shared notes' own sentences, its agenda and what was decided. */
export default function MeetingInsightsPage() {
  const { t } = useTranslation('cadence');
  return (
    <PickedOneOnOnePage title={t('pages.meetingIntelligence')} description={t('insights.meetingDescription')} isEmpty={(_list, id) => !id}>
      {(id) => <Summary key={id} id={id} />}
    </PickedOneOnOnePage>
  );
}
