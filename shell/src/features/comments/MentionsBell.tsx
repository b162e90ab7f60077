import { useState } from 'react';
import { ActionIcon, Anchor, Button, Indicator, Popover, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAt } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CommentEndpoints as C, CommentEvents } from '@suite/sdk';
import { useEndpointMutation, useEndpointQuery } from '@suite/sdk/client';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useSession } from '@suite/sdk/react';
import { COMMENTS_NAMESPACE, formatWhen } from '@suite/sdk/comments';

/**
 * The in-app side of mentions: a header button with the unread count, the latest mentions (each
 * opens its object), and a notification when someone mentions you while you are here.
 */
export function MentionsBell() {
  const { t, i18n } = useTranslation(COMMENTS_NAMESPACE);
  const { account } = useSession();
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const client = useQueryClient();
  const mentions = useEndpointQuery(C.mentions, {}, { key: [account?.id], enabled: Boolean(account), refetchInterval: 120_000 });
  const markRead = useEndpointMutation(C.markMentionsRead, { invalidates: [C.mentions, C.threads] });
  useRealtimeEvent<{ accountId: string; title: string; link: string }>(CommentEvents.MENTION, (event) => {
    void client.invalidateQueries({ queryKey: [C.mentions.method, C.mentions.path] });
    if (event.accountId !== account?.id) return;
    notifications.show({ color: 'grape', message: t('bell.toast', { title: event.title }), onClick: () => navigate(event.link), style: { cursor: 'pointer' } });
  });
  if (!account) return null;
  const unread = mentions.data?.unread ?? 0;
  const label = unread > 0 ? t('bell.unread', { count: unread }) : t('bell.label');
  return (
    // The badge wraps the popover, not the reverse: the popover's target (which gets aria-expanded) must be the button itself.
    <Indicator label={unread > 9 ? '9+' : unread} size={16} disabled={unread === 0} color="grape" offset={4}>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={340} shadow="md" withArrow>
        <Popover.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={label} title={label} onClick={() => setOpened((value) => !value)} data-testid="mentions-bell">
            <IconAt size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('bell.label')}
            </Text>
            {(mentions.data?.items.length ?? 0) === 0 ? (
              <Text size="sm" c="dimmed">
                {t('bell.empty')}
              </Text>
            ) : (
              <ScrollArea.Autosize mah={320}>
                <Stack gap={6}>
                  {mentions.data!.items.slice(0, 10).map((mention) => (
                    <UnstyledButton
                      key={mention.commentId}
                      onClick={() => {
                        setOpened(false);
                        markRead.mutate({ body: { commentIds: [mention.commentId] } });
                        navigate(mention.object.link);
                      }}
                      style={{ borderRadius: 6, padding: 6, background: mention.readAt ? undefined : 'var(--mantine-color-grape-light)' }}
                    >
                      <Text size="sm" fw={600} lineClamp={1}>
                        {mention.object.title}
                      </Text>
                      <Text size="xs" lineClamp={2}>
                        {mention.author?.name ?? ''}: {mention.excerpt}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatWhen(mention.createdAt, i18n.language)}
                      </Text>
                    </UnstyledButton>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            )}
            {unread > 0 && (
              <Button variant="light" size="xs" onClick={() => markRead.mutate({ body: {} })} loading={markRead.isPending}>
                {t('bell.markRead')}
              </Button>
            )}
            <Anchor component={Link} to="/comments?mentions=me&status=all" size="sm" onClick={() => setOpened(false)}>
              {t('bell.all')}
            </Anchor>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
