import { useState } from 'react';
import { ActionIcon, Anchor, Button, Group, Indicator, Popover, ScrollArea, Stack, Text, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconAt, IconBell, IconChecklist } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { CommentEndpoints as C, NotificationEndpoints as N, NotificationEvents, type NotificationView } from '@suite/sdk';
import { useEndpointMutation, useEndpointQuery } from '@suite/sdk/client';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useSession } from '@suite/sdk/react';
import { formatWhen } from '@suite/sdk/comments';

export const NOTIFICATIONS_NAMESPACE = 'notifications';

/** A notification's sentence in the reader's language, from its kind and parts. */
export function notificationText(t: TFunction, notification: Pick<NotificationView, 'kind' | 'data'>): string {
  const data = Object.fromEntries(Object.entries(notification.data).map(([key, value]) => [key, value ?? ''])) as Record<string, string | number>;
  if (notification.kind === 'approval.requested') return t('kinds.approvalRequested', { ...data, interpolation: { escapeValue: false } });
  if (notification.kind === 'approval.decided') return t('kinds.approvalDecided', { ...data, decision: t(`decision.${String(data.decision) === 'approved' ? 'approved' : 'rejected'}`), interpolation: { escapeValue: false } });
  return t('kinds.mention', { ...data, interpolation: { escapeValue: false } });
}

const kindIcon = (kind: NotificationView['kind']) => (kind === 'comment.mention' ? <IconAt size={14} aria-hidden /> : <IconChecklist size={14} aria-hidden />);

export interface NotificationListProps {
  items: NotificationView[];
  unread: number;
  language: string;
  onOpen: (notification: NotificationView) => void;
  onMarkAll: () => void;
  markingAll?: boolean;
  /** Where the footer links go (closing the popover). */
  onFollowLink?: () => void;
}

/** The centre's content: the latest notifications (unread ones marked), mark all read, links to the full lists. */
export function NotificationList({ items, unread, language, onOpen, onMarkAll, markingAll, onFollowLink }: NotificationListProps) {
  const { t } = useTranslation(NOTIFICATIONS_NAMESPACE);
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600} size="sm" component="h2" m={0}>
          {t('centre.label')}
        </Text>
        {unread > 0 && (
          <Button variant="subtle" size="compact-xs" onClick={onMarkAll} loading={markingAll}>
            {t('centre.markAll')}
          </Button>
        )}
      </Group>
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('centre.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={360}>
          <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {items.map((notification) => {
              const text = notificationText(t, notification);
              return (
                <li key={notification.id}>
                  <UnstyledButton
                    onClick={() => onOpen(notification)}
                    data-unread={notification.readAt ? undefined : 'true'}
                    style={{ display: 'block', width: '100%', borderRadius: 6, padding: 6, background: notification.readAt ? undefined : 'var(--mantine-color-blue-light)' }}
                  >
                    <Group gap={8} wrap="nowrap" align="flex-start">
                      <ThemeIcon size="sm" variant="light" color={notification.kind === 'comment.mention' ? 'grape' : 'yellow'} mt={2}>
                        {kindIcon(notification.kind)}
                      </ThemeIcon>
                      <Stack gap={0} style={{ minWidth: 0 }}>
                        <Text size="sm" lineClamp={3} fw={notification.readAt ? 400 : 600}>
                          {!notification.readAt && <VisuallyHidden>{`${t('centre.unreadDot')}: `}</VisuallyHidden>}
                          {text}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {formatWhen(notification.createdAt, language)}
                        </Text>
                      </Stack>
                    </Group>
                  </UnstyledButton>
                </li>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
      <Group gap="md">
        <Anchor component={Link} to="/comments?mentions=me&status=all" size="sm" onClick={onFollowLink}>
          {t('centre.mentions')}
        </Anchor>
        <Anchor component={Link} to="/governance/approvals" size="sm" onClick={onFollowLink}>
          {t('centre.approvals')}
        </Anchor>
      </Group>
    </Stack>
  );
}

/**
 * The header's notification centre (issue 22): a bell with the unread count, the latest
 * notifications (approval requests for you, decisions on yours, mentions), each opening its
 * object, mark read / mark all read. New ones arrive live through the socket hub (the user's
 * room), with a toast; the list also refetches on focus and every two minutes.
 */
export function NotificationCentre() {
  const { t, i18n } = useTranslation(NOTIFICATIONS_NAMESPACE);
  const { account } = useSession();
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const client = useQueryClient();
  const list = useEndpointQuery(N.list, {}, { key: [account?.id], enabled: Boolean(account), refetchInterval: 120_000, refetchOnWindowFocus: true });
  const markRead = useEndpointMutation(N.markRead, { invalidates: [N.list] });
  // A mention opened here is read on /comments too (one read state for the user).
  const markMention = useEndpointMutation(C.markMentionsRead, { invalidates: [C.mentions, C.threads] });
  useRealtimeEvent<{ accountId: string; notification: NotificationView }>(NotificationEvents.CREATED, (event) => {
    void client.invalidateQueries({ queryKey: [N.list.method, N.list.path] });
    if (event.accountId !== account?.id) return;
    const notification = event.notification;
    toasts.show({ color: notification.kind === 'comment.mention' ? 'grape' : 'yellow', message: notificationText(t, notification), onClick: () => navigate(notification.link), style: { cursor: 'pointer' } });
  });
  if (!account) return null;
  const unread = list.data?.unread ?? 0;
  const label = unread > 0 ? t('centre.unread', { count: unread }) : t('centre.label');

  const open = (notification: NotificationView) => {
    setOpened(false);
    if (!notification.readAt) {
      markRead.mutate({ body: { ids: [notification.id] } });
      if (notification.kind === 'comment.mention' && notification.sourceId) markMention.mutate({ body: { commentIds: [notification.sourceId] } });
    }
    void navigate(notification.link);
  };

  return (
    // The badge wraps the popover, not the reverse: the popover's target (which gets aria-expanded) must be the button itself.
    <Indicator label={unread > 9 ? '9+' : unread} size={16} disabled={unread === 0} color="red" offset={4}>
      <Popover opened={opened} onChange={setOpened} position="bottom-end" width={360} shadow="md" withArrow>
        <Popover.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={label} title={label} onClick={() => setOpened((value) => !value)} data-testid="notification-centre">
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown maw="calc(100vw - 16px)">
          {list.isError ? (
            <Text size="sm" c="red">
              {t('centre.loadFailed')}
            </Text>
          ) : (
            <NotificationList
              items={list.data?.items ?? []}
              unread={unread}
              language={i18n.language}
              onOpen={open}
              onMarkAll={() => markRead.mutate({ body: {} })}
              markingAll={markRead.isPending && !markRead.variables?.body?.ids}
              onFollowLink={() => setOpened(false)}
            />
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
