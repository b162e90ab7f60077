import { useState } from 'react';
import { ActionIcon, ConfirmDialog, Menu, notifications, translateError, useClipboard, useNavigate, useTranslation } from '@suite/sdk/web';
import { DashboardErrorKeys } from '@suite/sdk';
import { IconDots, IconDoorEnter, IconLink, IconPencil, IconTrash } from '@tabler/icons-react';
import type { PokerSessionView } from '../../../shared/poker.js';
import { useDeletePokerSession } from '../api.js';

export interface SessionActionsProps {
  session: PokerSessionView;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (session: PokerSessionView) => void;
}

/** A session's menu in lists: open, edit, copy the join link, delete (asks first; shows the server's refusal). */
export function SessionActions({ session, canEdit, canDelete, onEdit }: SessionActionsProps) {
  const { t } = useTranslation('agile');
  const navigate = useNavigate();
  const clipboard = useClipboard({ timeout: 1500 });
  const remove = useDeletePokerSession();
  const [confirming, setConfirming] = useState(false);
  // Rows open the session on click and Enter; the menu and the dialog (portals, but React
  // bubbles through them) must not.
  return (
    <div onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()} style={{ display: 'inline-block' }}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('list.actions', { name: session.name })}>
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconDoorEnter size={14} aria-hidden />} onClick={() => navigate(`/poker/sessions/${session.id}`)}>
            {t('list.open')}
          </Menu.Item>
          <Menu.Item leftSection={<IconLink size={14} aria-hidden />} onClick={() => clipboard.copy(`${window.location.origin}${session.joinPath || `/join/${session.id}`}`)}>
            {clipboard.copied ? t('room.linkCopied') : t('room.copyLink')}
          </Menu.Item>
          {canEdit ? (
            <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => onEdit(session)}>
              {t('list.edit')}
            </Menu.Item>
          ) : null}
          {canDelete ? (
            <>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setConfirming(true)}
              >
                {t('list.delete')}
              </Menu.Item>
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirming}
        title={t('list.deleteTitle')}
        message={t('list.deleteMessage', { name: session.name })}
        confirmLabel={t('list.delete')}
        danger
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate({ params: { id: session.id } }, {
            onSuccess: () => setConfirming(false),
            onError: (error) => {
              setConfirming(false);
              notifications.show({ color: 'red', title: t(DashboardErrorKeys.DELETE_SESSION), message: translateError(error.message), autoClose: 8000 });
            },
          })
        }
      />
    </div>
  );
}
