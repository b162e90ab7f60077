import { Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function Logo({ to = '/dashboard', compact = false }: { to?: string; compact?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Group renderRoot={(props) => <Link to={to} {...props} />} gap={8} wrap="nowrap" style={{ textDecoration: 'none', color: 'inherit' }} aria-label={t('brand')}>
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden>
        <rect width="32" height="32" rx="8" fill="var(--mantine-color-indigo-6)" />
        <path d="M9 20c2 2 4 3 7 3 4 0 7-2 7-5s-3-4-7-5-6-2-6-4 2-3 5-3c2 0 4 1 5 2" stroke="white" strokeWidth="2.6" fill="none" strokeLinecap="round" />
      </svg>
      {!compact ? (
        <Text fw={750} size="lg" lts={-0.2}>
          {t('brand')}
        </Text>
      ) : null}
    </Group>
  );
}
