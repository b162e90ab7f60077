import { Button, Stack, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@suite/sdk/react';

/** Choose a plan: the current plan and a way into /pricing (optional). */
export function PlanStep({ onLeave }: { onLeave(): void }) {
  const { t } = useTranslation('onboarding');
  const { account } = useSession();
  return (
    <Stack gap="sm">
      <div>
        <Text fw={600}>{t('plan.title')}</Text>
        <Text size="sm">{t('plan.current', { plan: t(`plan.names.${account?.plan ?? 'FREE'}`) })}</Text>
      </div>
      <Text size="sm" c="dimmed">
        {t('plan.hint')}
      </Text>
      <Button component={Link} to="/pricing" variant="light" rightSection={<IconArrowRight size={16} />} onClick={onLeave} w="fit-content">
        {t('plan.choose')}
      </Button>
    </Stack>
  );
}
