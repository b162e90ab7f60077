import { useState } from 'react';
import { ActionIcon, ConfirmDialog, Menu, notifications, translateError, useNavigate, useTranslation } from '@suite/sdk/web';
import { DashboardErrorKeys } from '@suite/sdk';
import { IconArchive, IconDoorEnter, IconDots, IconTrash } from '@tabler/icons-react';
import { retroSessionPath, type RetroSessionView } from '../../../shared/retro.js';
import { useDeleteRetro, useUpdateRetro } from '../api/index.js';

export interface RetroSessionActionsProps {
  session: RetroSessionView;
  canManage: boolean;
}

/** A retro's menu in lists: open, archive (completed ones), delete (asks first; shows the server's refusal, e.g. an active session). */
export function RetroSessionActions({ session, canManage }: RetroSessionActionsProps) {
  const { t } = useTranslation('agile');
  const navigate = useNavigate();
  const remove = useDeleteRetro();
  const update = useUpdateRetro();
  const [confirming, setConfirming] = useState<'delete' | 'archive' | null>(null);
  const failed = (title: string) => (error: Error) => {
    setConfirming(null);
    notifications.show({ color: 'red', title, message: translateError(error.message), autoClose: 8000 });
  };
  // Rows open the session on click and Enter; the menu and the dialog must not.
  return (
    <div onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()} style={{ display: 'inline-block' }}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('list.actions', { name: session.name })}>
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconDoorEnter size={14} aria-hidden />} onClick={() => navigate(retroSessionPath(session.id))}>
            {t('list.open')}
          </Menu.Item>
          {canManage && session.status === 'COMPLETED' ? (
            <Menu.Item leftSection={<IconArchive size={14} aria-hidden />} onClick={() => setConfirming('archive')}>
              {t('retro.room.archive')}
            </Menu.Item>
          ) : null}
          {canManage ? (
            <>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setConfirming('delete')}>
                {t('list.delete')}
              </Menu.Item>
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      <ConfirmDialog
        opened={confirming === 'delete'}
        title={t('retro.list.deleteTitle')}
        message={t('retro.list.deleteMessage', { name: session.name })}
        confirmLabel={t('list.delete')}
        danger
        loading={remove.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => remove.mutate({ params: { id: session.id } }, { onSuccess: () => setConfirming(null), onError: failed(t(DashboardErrorKeys.DELETE_SESSION)) })}
      />
      <ConfirmDialog
        opened={confirming === 'archive'}
        title={t('retro.room.archiveTitle')}
        message={t('retro.room.archiveMessage')}
        confirmLabel={t('retro.room.archive')}
        loading={update.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => update.mutate({ params: { id: session.id }, body: { status: 'ARCHIVED' } }, { onSuccess: () => setConfirming(null), onError: failed(t(DashboardErrorKeys.SAVE_SESSION)) })}
      />
    </div>
  );
}
