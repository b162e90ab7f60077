import { useState } from 'react';
import { ConfirmDialog, Menu, notifications, translateError, useTranslation } from '@suite/sdk/web';
import { DashboardErrorKeys } from '@suite/sdk';
import { IconArchive } from '@tabler/icons-react';
import { retroSessionPath, type RetroSessionView } from '../../../shared/retro.js';
import { useDeleteRetro, useUpdateRetro } from '../api/index.js';
import { SessionMenu } from '../../live/SessionMenu.js';

export interface RetroSessionActionsProps {
  session: RetroSessionView;
  canManage: boolean;
}

/** A retro's menu in lists: open, archive (completed ones), delete (asks first; shows the server's refusal, e.g. an active session). */
export function RetroSessionActions({ session, canManage }: RetroSessionActionsProps) {
  const { t } = useTranslation('agile');
  const remove = useDeleteRetro();
  const update = useUpdateRetro();
  const [archiving, setArchiving] = useState(false);
  const archive = () =>
    update.mutate({ params: { id: session.id }, body: { status: 'ARCHIVED' } }, {
      onSuccess: () => setArchiving(false),
      onError: (error) => {
        setArchiving(false);
        notifications.show({ color: 'red', title: t(DashboardErrorKeys.SAVE_SESSION), message: translateError(error.message), autoClose: 8000 });
      },
    });
  return (
    <SessionMenu
      name={session.name}
      openPath={retroSessionPath(session.id)}
      items={
        canManage && session.status === 'COMPLETED' ? (
          <Menu.Item leftSection={<IconArchive size={14} aria-hidden />} onClick={() => setArchiving(true)}>
            {t('retro.room.archive')}
          </Menu.Item>
        ) : null
      }
      dialogs={
        <ConfirmDialog
          opened={archiving}
          title={t('retro.room.archiveTitle')}
          message={t('retro.room.archiveMessage')}
          confirmLabel={t('retro.room.archive')}
          loading={update.isPending}
          onCancel={() => setArchiving(false)}
          onConfirm={archive}
        />
      }
      remove={
        canManage
          ? { title: t('retro.list.deleteTitle'), message: t('retro.list.deleteMessage', { name: session.name }), pending: remove.isPending, run: () => remove.mutateAsync({ params: { id: session.id } }) }
          : undefined
      }
    />
  );
}
