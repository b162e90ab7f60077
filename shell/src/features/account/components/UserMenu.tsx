import { useState } from 'react';
import { Avatar, Box, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout, IconMail, IconSettings, IconUser, IconUsers } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppAbility, useSession } from '@suite/sdk/react';
import { useSessionControls } from '../../../app/session/SessionProvider.js';
import { isDevEnvironment, useSystemConfig } from '../../dev/system-config.js';
import { initialsOf } from '../format.js';

/** The signed-in user's menu: who, profile, account pages they may open, dev mailbox, sign out. */
export function UserMenu() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  const ability = useAppAbility();
  const { signOut } = useSessionControls();
  const navigate = useNavigate();
  const config = useSystemConfig();
  const [signingOut, setSigningOut] = useState(false);
  if (!user) return null;
  const name = `${user.firstName} ${user.lastName}`.trim();

  const leave = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
      navigate('/login');
    }
  };

  return (
    <Menu position="bottom-end" withinPortal width={260}>
      <Menu.Target>
        {/* Named by its hidden text, not aria-label: the visible initials are only its picture (WCAG label-in-name). */}
        <UnstyledButton style={{ borderRadius: '50%' }}>
          <Avatar src={user.avatarUrl} radius="xl" size={32} color="indigo" alt="" aria-hidden>
            {initialsOf(user)}
          </Avatar>
          <VisuallyHidden>{t('userMenu.label', { name: name || user.email })}</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Box px="sm" py={6}>
          {name ? (
            <Text size="sm" fw={600} lineClamp={1}>
              {name}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
        </Box>
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={14} />}>
          {t('userMenu.profile')}
        </Menu.Item>
        {ability.can('view', 'AccountSettings') ? (
          <Menu.Item component={Link} to="/account-settings" leftSection={<IconSettings size={14} />}>
            {t('userMenu.accountSettings')}
          </Menu.Item>
        ) : null}
        {ability.can('view', 'UsersTeams') ? (
          <Menu.Item component={Link} to="/manage-users-teams" leftSection={<IconUsers size={14} />}>
            {t('userMenu.usersTeams')}
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to="/email/preferences" leftSection={<IconMail size={14} />}>
          {t('userMenu.emailPreferences')}
        </Menu.Item>
        {isDevEnvironment(config.data) ? (
          <Menu.Item component={Link} to="/dev/mailbox" leftSection={<IconMail size={14} />}>
            {t('userMenu.devMailbox')}
          </Menu.Item>
        ) : null}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={14} />} onClick={() => void leave()} disabled={signingOut}>
          {t('userMenu.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
