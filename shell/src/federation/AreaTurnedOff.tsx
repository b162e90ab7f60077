import { Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlugOff } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isAdminLevel } from '@suite/sdk';
import { useSession } from '@suite/sdk/react';

/**
 * A page of a module the account has turned off (or that was just turned off while open): says so,
 * with a way back, and shows account admins where to turn it on. Never 'Page not found'.
 */
export function AreaTurnedOff({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { account } = useSession();
  const admin = account ? isAdminLevel(account.role) : false;
  const area = t(titleKey, { defaultValue: '' });
  return (
    <Stack align="center" gap="sm" py={80} px="md" ta="center" data-testid="area-turned-off" role="status">
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        <IconPlugOff size={30} />
      </ThemeIcon>
      <Title order={1} size="h2">
        {t('turnedOff.title')}
      </Title>
      <Text c="dimmed" maw={520}>
        {area ? t('turnedOff.areaHint', { area }) : null} {admin ? t('turnedOff.adminHint') : t('turnedOff.memberHint')}
      </Text>
      <Group justify="center" mt="sm">
        <Button variant="default" onClick={() => void navigate(-1)}>
          {t('turnedOff.back')}
        </Button>
        <Button component={Link} to="/dashboard" variant={admin ? 'default' : 'filled'}>
          {t('turnedOff.dashboard')}
        </Button>
        {admin ? (
          <Button component={Link} to="/account-settings/features">
            {t('turnedOff.turnOn')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
