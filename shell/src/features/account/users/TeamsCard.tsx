import { Paper, Title } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@suite/sdk/ui';

/** Teams belong to the agile area (they arrive with it); this page says so rather than showing made-up teams. */
export function TeamsCard() {
  const { t } = useTranslation('account');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} size="h4" mb="md">
        {t('teams.title')}
      </Title>
      <EmptyState icon={<IconUsersGroup size={24} />} title={t('teams.emptyTitle')} description={t('teams.emptyHint')} />
    </Paper>
  );
}
