import { Badge, Code, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_INVESTOR_ACCESS, DEMO_PASSWORD, type DemoAccount, type PlanId } from '@suite/sdk';
import { RichText } from './RichText.js';

type CompanyKey = keyof typeof DEMO_COMPANIES;

/** The demo accounts grouped by company, in the order of DEMO_COMPANIES. */
export function demoAccountsByCompany(): { key: CompanyKey; name: string; plan: PlanId; accounts: DemoAccount[] }[] {
  return (Object.keys(DEMO_COMPANIES) as CompanyKey[])
    .map((key) => ({ key, name: DEMO_COMPANIES[key].name, plan: DEMO_COMPANIES[key].plan, accounts: DEMO_ACCOUNTS.filter((account) => account.account === key) }))
    .filter((group) => group.accounts.length > 0);
}

/** Named permissions a demo user holds, including the investor's access to the demo company. */
export function demoPermissions(account: DemoAccount): string[] {
  const extra = account.email === DEMO_INVESTOR_ACCESS.email ? DEMO_INVESTOR_ACCESS.permissions : [];
  return [...new Set([...account.permissions, ...extra])];
}

/** Plan extras of platform.md section 6: Pro adds to the base, Enterprise adds to Pro. */
const PLAN_EXTRAS: Record<PlanId, PlanId[]> = { FREE: [], PRO: ['PRO'], ENTERPRISE: ['PRO', 'ENTERPRISE'] };

function DemoAccountEntry({ account, plan, onChoose }: { account: DemoAccount; plan: PlanId; onChoose: (email: string) => void }) {
  const { t } = useTranslation('authDemo');
  const permissions = demoPermissions(account);
  const extras = PLAN_EXTRAS[plan].map((tier) => t(`planExtras.${account.label}.${tier}`, { defaultValue: '' })).filter(Boolean);
  return (
    <UnstyledButton
      onClick={() => onChoose(account.email)}
      p="sm"
      w="100%"
      style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap={6} wrap="nowrap">
        <Badge variant="light" size="sm">
          {t(`labels.${account.label}`)}
        </Badge>
        <Text size="sm" fw={600}>
          {account.firstName} {account.lastName}
        </Text>
      </Group>
      <Text size="xs" ff="monospace" mt={4} style={{ wordBreak: 'break-all' }}>
        {account.email}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {[t(`descriptions.${account.label}`), ...extras].join(' ')}
      </Text>
      <Group gap={4} mt={6} wrap="wrap">
        <Badge variant="light" color="gray" size="xs" tt="none" fw={500}>
          {t('role', { role: t(`roles.${account.role}`) })}
        </Badge>
        {permissions.map((permission) => (
          <Badge key={permission} variant="outline" color="gray" size="xs" tt="none" fw={500}>
            {permission}
          </Badge>
        ))}
        {permissions.length === 0 ? (
          <Text size="xs" c="dimmed">
            {account.role === 'OWNER' || account.role === 'ADMIN' ? t('allPermissions') : t('noExtraPermissions')}
          </Text>
        ) : null}
      </Group>
    </UnstyledButton>
  );
}

/** The entries of the demo-accounts panel, loaded when the panel is first opened. */
export default function DemoAccountsList({ onChoose }: { onChoose: (email: string, password: string) => void }) {
  const { t } = useTranslation('authDemo');
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('hint')} <RichText text={t('passwordNote', { password: DEMO_PASSWORD })} parts={{ pw: (text) => <Code>{text}</Code> }} />
      </Text>
      {demoAccountsByCompany().map((group) => (
        <Stack key={group.key} gap={6}>
          <Group gap="xs" justify="space-between">
            <Text size="sm" fw={650}>
              {group.name}
            </Text>
            <Badge variant="dot" size="sm" tt="none" color={group.plan === 'ENTERPRISE' ? 'grape' : group.plan === 'PRO' ? 'indigo' : 'gray'}>
              {t('plan', { plan: t(`plans.${group.plan}`) })}
            </Badge>
          </Group>
          {group.plan === 'FREE' && group.accounts.length > 1 ? (
            <Text size="xs" c="dimmed">
              {t('freeLimits')}
            </Text>
          ) : null}
          {group.accounts.map((account) => (
            <DemoAccountEntry key={account.email} account={account} plan={group.plan} onChoose={(email) => onChoose(email, DEMO_PASSWORD)} />
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
