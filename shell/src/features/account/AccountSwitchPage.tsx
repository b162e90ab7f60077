import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuilding, IconCheck } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PLAN_CATALOGUE, normalizePlan } from '@suite/sdk';
import { EmptyState, PageHeader } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { useSessionControls, type Membership } from '../../app/session/SessionProvider.js';
import { AccountPageFrame } from './components/AccountPageFrame.js';
import { accountErrorText, messageOf } from './account-errors.js';

function MembershipCard({ membership, current, busy, disabled, onChoose }: { membership: Membership; current: boolean; busy: boolean; disabled: boolean; onChoose: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Card withBorder radius="md" padding="md" style={current ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}>
      <Stack gap="sm" h="100%" justify="space-between">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon size={36} radius="md" variant="light">
            <IconBuilding size={20} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {membership.accountName}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {membership.accountSlug}
            </Text>
          </Stack>
        </Group>
        <Group gap={6}>
          <Badge variant="light" color="gray">
            {t(`roles.${membership.role}`)}
          </Badge>
          <Badge variant="light" color={membership.plan === 'FREE' ? 'gray' : 'indigo'}>
            {PLAN_CATALOGUE[normalizePlan(membership.plan)].name}
          </Badge>
        </Group>
        {current ? (
          <Button variant="light" leftSection={<IconCheck size={16} />} disabled fullWidth>
            {t('switch.current')}
          </Button>
        ) : (
          <Button onClick={onChoose} loading={busy} disabled={disabled} fullWidth aria-label={t('switch.chooseNamed', { name: membership.accountName })}>
            {t('switch.choose')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

function AccountSwitch() {
  const { t } = useTranslation('account');
  const { account } = useSession();
  const { memberships, switchAccount } = useSessionControls();
  const navigate = useNavigate();
  const [switching, setSwitching] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (accountId: string) => {
    setSwitching(accountId);
    setError(null);
    try {
      await switchAccount(accountId);
      navigate('/dashboard');
    } catch (failure) {
      setError(messageOf(failure, t('switcher.failed')));
    } finally {
      setSwitching(null);
    }
  };

  return (
    <>
      <PageHeader title={t('switch.title')} description={t('switch.description')} />
      {error ? (
        <Alert color="red" variant="light" title={t('switcher.failedTitle')} role="alert" mb="md">
          {accountErrorText(error, t)} {t('common.retryAdvice')}
        </Alert>
      ) : null}
      {memberships.length <= 1 ? (
        <EmptyState
          icon={<IconBuilding size={24} />}
          title={memberships.length === 0 ? t('switch.noneTitle') : t('switch.onlyOneTitle', { name: memberships[0]?.accountName ?? account?.name ?? '' })}
          description={t('switch.onlyOneHint')}
          action={
            <Button component={Link} to="/dashboard">
              {t('common:goToDashboard')}
            </Button>
          }
        />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {memberships.map((membership) => (
            <MembershipCard
              key={membership.accountId}
              membership={membership}
              current={membership.accountId === account?.id}
              busy={switching === membership.accountId}
              disabled={switching !== null}
              onChoose={() => void choose(membership.accountId)}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
}

/** /account-switch: the user's accounts as cards; choosing one acts for it. */
export default function AccountSwitchPage() {
  return (
    <AccountPageFrame>
      <AccountSwitch />
    </AccountPageFrame>
  );
}
