import type { ReactNode } from 'react';
import { Alert, Button, Stack, Tabs, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { RequireAuth } from '../../app/RequireAuth.js';
import { assistantAccess } from './access.js';

const TABS = [
  { path: '/ai-assistant', key: 'overview' },
  { path: '/ai-assistant/query', key: 'query' },
  { path: '/ai-assistant/predictive', key: 'predictive' },
  { path: '/ai-assistant/insights', key: 'insights' },
  { path: '/ai-assistant/meetings', key: 'meetings' },
] as const;

/** What a FREE account sees (an upgrade), or an account where an administrator turned the assistant off. */
export function AssistantUnavailable({ access }: { access: 'plan' | 'off' }) {
  const { t } = useTranslation('assistant');
  return (
    <Alert color={access === 'plan' ? 'blue' : 'gray'} variant="light" icon={<IconLock size={18} />} title={t('upgrade.title')} data-testid="assistant-unavailable">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{access === 'plan' ? t('upgrade.body') : t('upgrade.off')}</Text>
        <Button component={Link} to={access === 'plan' ? '/pricing' : '/account-settings/features'} size="xs">
          {access === 'plan' ? t('upgrade.action') : t('upgrade.offAction')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The assistant's pages: signed in (else /login), its header and tabs, and the plan and flag check. */
export function AssistantFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('assistant');
  const { account } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const access = assistantAccess(account);
  const active = TABS.find((tab) => tab.path === location.pathname)?.path ?? '/ai-assistant';
  return (
    <RequireAuth>
      <Stack gap="md">
        <PageHeader title={t('title')} description={t('description')} />
        {access === 'on' ? (
          <>
            <Tabs value={active} onChange={(value) => value && void navigate(value)} keepMounted={false}>
              <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
                {TABS.map((tab) => (
                  <Tabs.Tab key={tab.path} value={tab.path}>
                    {t(`nav.${tab.key}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
            </Tabs>
            <Text size="xs" c="dimmed">
              {t('deterministic')}
            </Text>
            {children}
          </>
        ) : (
          <AssistantUnavailable access={access === 'signedOut' ? 'plan' : access} />
        )}
      </Stack>
    </RequireAuth>
  );
}
