import { lazy, Suspense, useCallback, useState } from 'react';
import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession, useAppAbility } from '@suite/sdk/react';

// The dialog is loaded when asked for: the refusal itself stays light.
const ContactAdminDialog = lazy(async () => ({ default: (await import('../features/account/components/ContactAdminDialog.js')).ContactAdminDialog }));

/** 'Access Denied: You don't have permission to access this page', the role, and where to go. */
export function AccessDenied() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const ability = useAppAbility();
  const location = useLocation();
  const [contactOpen, setContactOpen] = useState(false);
  const closeContact = useCallback(() => setContactOpen(false), []);
  const canPurchase = ability.can('purchase', 'Billing');
  return (
    <Paper p="xl" maw={620} mx="auto" mt="xl" data-testid="access-denied">
      <Stack gap="md" align="flex-start">
        <ThemeIcon size={44} radius="xl" color="red" variant="light">
          <IconLock size={24} />
        </ThemeIcon>
        <Title order={2}>{t('access.title')}</Title>
        {session.account ? (
          <Text size="sm" c="dimmed">
            {t('access.currentRole', { role: session.account.role })}
          </Text>
        ) : null}
        <Group gap="xs">
          {canPurchase ? (
            <Button component={Link} to="/pricing">
              {t('access.upgrade')}
            </Button>
          ) : (
            <Button variant="light" onClick={() => setContactOpen(true)} disabled={!session.account}>
              {t('access.contactAdmin')}
            </Button>
          )}
          <Button component={Link} to="/dashboard" variant="default">
            {t('access.goToDashboard')}
          </Button>
        </Group>
      </Stack>
      {contactOpen ? (
        <Suspense fallback={null}>
          <ContactAdminDialog opened onClose={closeContact} page={location.pathname} />
        </Suspense>
      ) : null}
    </Paper>
  );
}
