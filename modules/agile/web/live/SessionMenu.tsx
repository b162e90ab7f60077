import { useState, type ReactNode } from 'react';
import { ActionIcon, ConfirmDialog, Menu, notifications, translateError, useNavigate, useTranslation } from '@suite/sdk/web';
import { DashboardErrorKeys } from '@suite/sdk';
import { IconDoorEnter, IconDots, IconTrash } from '@tabler/icons-react';

export interface SessionMenuProps {
  name: string;
  /** Where "Open" goes. */
  openPath: string;
  /** Items between "Open" and "Delete" (copy link, edit, archive). */
  items?: ReactNode;
  /** Dialogs the extra items open. */
  dialogs?: ReactNode;
  /** Delete, when the user may: the confirmation's texts and the call (rejects with the server's refusal). */
  remove?: { title: string; message: string; pending: boolean; run: () => Promise<unknown> };
}

/**
 * A live session's menu in lists (poker, retro): open, the area's own items, delete after a
 * confirmation, with the server's refusal as a notification. Rows open the session on click and
 * Enter; the menu and its dialogs (portals, but React bubbles through them) must not.
 */
export function SessionMenu({ name, openPath, items, dialogs, remove }: SessionMenuProps) {
  const { t } = useTranslation('agile');
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const confirmDelete = async () => {
    try {
      await remove?.run();
    } catch (error) {
      notifications.show({ color: 'red', title: t(DashboardErrorKeys.DELETE_SESSION), message: translateError((error as Error).message), autoClose: 8000 });
    } finally {
      setConfirming(false);
    }
  };
  return (
    <div onClick={(event) => event.stopPropagation()} onKeyDown={(event) => event.stopPropagation()} style={{ display: 'inline-block' }}>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" aria-label={t('list.actions', { name })}>
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconDoorEnter size={14} aria-hidden />} onClick={() => navigate(openPath)}>
            {t('list.open')}
          </Menu.Item>
          {items}
          {remove ? (
            <>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setConfirming(true)}>
                {t('list.delete')}
              </Menu.Item>
            </>
          ) : null}
        </Menu.Dropdown>
      </Menu>
      {remove ? (
        <ConfirmDialog
          opened={confirming}
          title={remove.title}
          message={remove.message}
          confirmLabel={t('list.delete')}
          danger
          loading={remove.pending}
          onCancel={() => setConfirming(false)}
          onConfirm={() => void confirmDelete()}
        />
      ) : null}
      {dialogs}
    </div>
  );
}
