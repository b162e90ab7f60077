import { Menu, useClipboard, useTranslation } from '@suite/sdk/web';
import { IconLink, IconPencil } from '@tabler/icons-react';
import type { PokerSessionView } from '../../../shared/poker.js';
import { useDeletePokerSession } from '../api.js';
import { SessionMenu } from '../../live/SessionMenu.js';

export interface SessionActionsProps {
  session: PokerSessionView;
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (session: PokerSessionView) => void;
}

/** A session's menu in lists: open, copy the join link, edit, delete (asks first; shows the server's refusal). */
export function SessionActions({ session, canEdit, canDelete, onEdit }: SessionActionsProps) {
  const { t } = useTranslation('agile');
  const clipboard = useClipboard({ timeout: 1500 });
  const remove = useDeletePokerSession();
  return (
    <SessionMenu
      name={session.name}
      openPath={`/poker/sessions/${session.id}`}
      items={
        <>
          <Menu.Item leftSection={<IconLink size={14} aria-hidden />} onClick={() => clipboard.copy(`${window.location.origin}${session.joinPath || `/join/${session.id}`}`)}>
            {clipboard.copied ? t('room.linkCopied') : t('room.copyLink')}
          </Menu.Item>
          {canEdit ? (
            <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => onEdit(session)}>
              {t('list.edit')}
            </Menu.Item>
          ) : null}
        </>
      }
      remove={
        canDelete
          ? { title: t('list.deleteTitle'), message: t('list.deleteMessage', { name: session.name }), pending: remove.isPending, run: () => remove.mutateAsync({ params: { id: session.id } }) }
          : undefined
      }
    />
  );
}
