import { useState } from 'react';
import { Badge, Button, Group, Loader, Menu, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBuilding, IconCheck, IconChevronDown, IconSwitchHorizontal } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PLAN_CATALOGUE, normalizePlan } from '@suite/sdk';
import { useSession } from '@suite/sdk/react';
import { useSessionControls } from '../../../app/session/SessionProvider.js';
import { accountErrorText, messageOf } from '../account-errors.js';

/** The header's account switcher: the user's memberships (name, role, plan); choosing one acts for it. */
export function AccountSwitcher() {
  const { t } = useTranslation('account');
  const { account } = useSession();
  const { memberships, switchAccount } = useSessionControls();
  const navigate = useNavigate();
  const compact = useMediaQuery('(max-width: 36em)') ?? false;
  const [switching, setSwitching] = useState<string | null>(null);
  if (!account && memberships.length === 0) return null;

  const choose = async (accountId: string) => {
    if (accountId === account?.id || switching) return;
    setSwitching(accountId);
    try {
      await switchAccount(accountId);
      navigate('/dashboard');
    } catch (error) {
      notifications.show({ color: 'red', title: t('switcher.failedTitle'), message: accountErrorText(messageOf(error, t('switcher.failed')), t) });
    } finally {
      setSwitching(null);
    }
  };

  const label = account?.name ?? t('switcher.noAccount');
  const target = compact ? (
    <Button variant="default" size="compact-sm" px={8} aria-label={t('switcher.label', { name: label })} loading={Boolean(switching)}>
      <IconBuilding size={16} stroke={1.6} />
    </Button>
  ) : (
    <Button
      variant="default"
      size="sm"
      leftSection={<IconBuilding size={16} stroke={1.6} />}
      rightSection={<IconChevronDown size={14} />}
      aria-label={t('switcher.label', { name: label })}
      loading={Boolean(switching)}
      styles={{ label: { maxWidth: 180, overflow: 'hidden', textOverflow: 'ellipsis' } }}
    >
      {label}
    </Button>
  );

  return (
    <Menu position="bottom-end" withinPortal width={300}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('switcher.title')}</Menu.Label>
        {memberships.map((membership) => {
          const current = membership.accountId === account?.id;
          return (
            <Menu.Item
              key={membership.accountId}
              onClick={() => void choose(membership.accountId)}
              aria-current={current ? 'true' : undefined}
              leftSection={switching === membership.accountId ? <Loader size={14} /> : current ? <IconCheck size={14} /> : <span style={{ width: 14, display: 'inline-block' }} />}
            >
              <Stack gap={2}>
                <Text size="sm" fw={current ? 600 : 500} lineClamp={1}>
                  {membership.accountName}
                </Text>
                <Group gap={6}>
                  <Text size="xs" c="dimmed">
                    {t(`roles.${membership.role}`)}
                  </Text>
                  <Badge size="xs" variant="light" color={membership.plan === 'FREE' ? 'gray' : 'indigo'}>
                    {PLAN_CATALOGUE[normalizePlan(membership.plan)].name}
                  </Badge>
                </Group>
              </Stack>
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item component={Link} to="/account-switch" leftSection={<IconSwitchHorizontal size={14} />}>
          {t('switcher.all')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
