import { Alert, Anchor, Badge, Blockquote, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { AssistantFrame } from './AssistantFrame.js';
import { useMeetings } from './api.js';
import { formatDay } from './format.js';

/** /ai-assistant/meetings: poker and retro sessions in numbers, open retro action items, my one-on-ones. */
export default function MeetingsPage() {
  return (
    <AssistantFrame>
      <Meetings />
    </AssistantFrame>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Meetings() {
  const { t, i18n } = useTranslation('assistant');
  const language = i18n.language;
  const { account } = useSession();
  const query = useMeetings(account?.id);
  if (query.isLoading) return <LoadingState variant="cards" />;
  if (query.isError || !query.data) return <ErrorState error={query.error} title={t('loadFailed')} onRetry={() => void query.refetch()} />;
  const { sessions, actionItems, oneOnOnes } = query.data;
  return (
    <Stack gap="lg">
      <Section title={t('meetings.sessions')}>
        {!sessions.enabled ? <Alert color="gray">{t('meetings.off')}</Alert> : null}
        {sessions.enabled && !sessions.items.length ? <Text c="dimmed">{t('meetings.noSessions')}</Text> : null}
        <Stack gap="xs">
          {sessions.items.map((session) => (
            <Group key={session.id} justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Anchor component={Link} to={session.path} fw={600}>
                  {session.name}
                </Anchor>{' '}
                <Badge size="xs" variant="light">
                  {t(`kind.${session.kind}`)}
                </Badge>
                <Text size="xs" c="dimmed">
                  {[session.teamName, formatDay(session.createdAt, language), session.status].filter(Boolean).join(' · ')}
                </Text>
              </div>
              <Text size="sm">
                {session.stories ? t('meetings.estimated', session.stories) : null}
                {session.retro ? t('meetings.retro', session.retro) : null}
              </Text>
            </Group>
          ))}
        </Stack>
      </Section>
      <Section title={t('meetings.actionItems')}>
        {!actionItems.enabled ? <Alert color="gray">{t('meetings.off')}</Alert> : null}
        {actionItems.enabled && !actionItems.items.length ? <Text c="dimmed">{t('meetings.noActionItems')}</Text> : null}
        <List size="sm" spacing={4}>
          {actionItems.items.slice(0, 10).map((item) => (
            <List.Item key={item.id}>
              <Anchor component={Link} to={item.path}>
                {item.title}
              </Anchor>{' '}
              <Text span size="xs" c={item.overdue ? 'red' : 'dimmed'}>
                {[item.ownerName, item.dueDate ? formatDay(item.dueDate, language) : null, item.sessionName].filter(Boolean).join(' · ')}
              </Text>
            </List.Item>
          ))}
        </List>
        {actionItems.enabled ? (
          <Anchor component={Link} to="/action-items" size="sm" mt="xs" display="inline-block">
            {t('meetings.allActionItems')}
          </Anchor>
        ) : null}
      </Section>
      <Section title={t('meetings.oneOnOnes')}>
        {!oneOnOnes.enabled ? <Alert color="gray">{t('meetings.off')}</Alert> : null}
        {oneOnOnes.enabled && !oneOnOnes.items.length ? <Text c="dimmed">{t('meetings.noOneOnOnes')}</Text> : null}
        <Stack gap="md">
          {oneOnOnes.items.map((pair) => (
            <div key={pair.id}>
              <Anchor component={Link} to={pair.path} fw={600}>
                {t('meetings.oneOnOne', { manager: pair.managerName, report: pair.reportName })}
              </Anchor>
              <Text size="xs" c="dimmed">
                {[t('meetings.held', { count: pair.meetingsHeld }), pair.lastHeldAt ? t('meetings.last', { date: formatDay(pair.lastHeldAt, language) }) : null, pair.nextScheduledAt ? t('meetings.next', { date: formatDay(pair.nextScheduledAt, language) }) : null].filter(Boolean).join(' · ')}
              </Text>
              {pair.lastSharedNotes ? (
                <Blockquote p="xs" mt={4} fz="sm" cite={t('meetings.notes')}>
                  {pair.lastSharedNotes}
                </Blockquote>
              ) : null}
              {pair.openActionItems.length ? (
                <List size="sm" spacing={2} mt={4}>
                  {pair.openActionItems.map((item) => (
                    <List.Item key={item.id}>
                      {item.title}{' '}
                      <Text span size="xs" c="dimmed">
                        {[item.ownerName, item.dueDate ? formatDay(item.dueDate, language) : null].filter(Boolean).join(' · ')}
                      </Text>
                    </List.Item>
                  ))}
                </List>
              ) : null}
            </div>
          ))}
        </Stack>
      </Section>
    </Stack>
  );
}
