import { Badge, Group, Paper, Stack, Text, ThemeIcon, useTranslation } from '@suite/sdk/web';
import { IconStack2 } from '@tabler/icons-react';
import { discussTopics } from '../board.js';
import { useRetro } from '../context.js';
import { columnColor, useColumnText } from './RetroBadges.js';
import { VoteCount } from './RetroCardItem.js';

/** The discussion: groups and cards ordered by votes, most first (ties: the older first). */
export function DiscussList({ limit, compact = false }: { limit?: number; compact?: boolean }) {
  const { t } = useTranslation('agile');
  const { snapshot } = useRetro();
  const columnText = useColumnText();
  const columns = new Map(snapshot.session.columns.map((column) => [column.id, column]));
  const topics = discussTopics(snapshot).slice(0, limit);

  if (topics.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('retro.discuss.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} data-testid="discuss-list" aria-label={t('retro.discuss.label')}>
      {topics.map((topic, index) => {
        const single = topic.kind === 'card' ? topic.cards[0]! : null;
        const columnBadge = (columnId: string) => {
          const column = columns.get(columnId);
          return column ? (
            <Badge size="xs" variant="dot" color={columnColor(column)} tt="none" style={{ flexShrink: 0 }}>
              {columnText(column, snapshot.session.format).title}
            </Badge>
          ) : null;
        };
        return (
          <Paper key={topic.id} component="li" withBorder radius="md" p={compact ? 'xs' : 'sm'} data-testid="discuss-topic" data-votes={topic.votes}>
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <ThemeIcon variant={index === 0 ? 'filled' : 'light'} radius="xl" size={compact ? 24 : 28} aria-label={t('retro.discuss.rank', { rank: index + 1 })} style={{ flexShrink: 0 }}>
                <Text size="xs" fw={700}>
                  {index + 1}
                </Text>
              </ThemeIcon>
              <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
                  {single ? (
                    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="topic-card">
                      {single.content}
                    </Text>
                  ) : (
                    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                      <IconStack2 size={14} aria-hidden style={{ flexShrink: 0 }} />
                      <Text size="sm" fw={600} truncate>
                        {topic.group?.title || t('retro.group.untitled', { count: topic.cards.length })}
                      </Text>
                    </Group>
                  )}
                  <VoteCount votes={topic.votes} />
                </Group>
                {single ? (
                  columnBadge(single.columnId)
                ) : (
                  <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
                    {topic.cards.map((card) => (
                      <li key={card.id} style={{ borderLeft: '2px solid var(--mantine-color-default-border)', paddingLeft: 8 }}>
                        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="topic-card">
                          {card.content}
                        </Text>
                        <Group gap={6} mt={2}>
                          {columnBadge(card.columnId)}
                          <Text size="xs" c="dimmed">
                            {t('retro.card.votesShort', { count: card.votes })}
                          </Text>
                        </Group>
                      </li>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}

/** The discuss phase: what to talk about first (the phase hint above says how). */
export function DiscussPanel() {
  return <DiscussList />;
}
