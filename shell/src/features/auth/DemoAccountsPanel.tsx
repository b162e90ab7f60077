import { lazy, Suspense, useState } from 'react';
import { Box, Button, Paper, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The list (accounts, descriptions, badges) is only loaded once someone opens the panel. */
const DemoAccountsList = lazy(() => import('./DemoAccountsList.js'));

function Chevron({ up }: { up: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden style={{ transform: up ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}>
      <path d="M6 9l6 6l6 -6" />
    </svg>
  );
}

/**
 * The collapsible demo-accounts panel of the login page (platform.md section 2.1): display only;
 * choosing an entry fills the sign-in form with its email and the shared password.
 */
export function DemoAccountsPanel({ onChoose }: { onChoose: (email: string, password: string) => void }) {
  const { t } = useTranslation('auth');
  const [opened, setOpened] = useState(false);
  return (
    <Paper p={0} shadow="xs">
      <Button variant="subtle" fullWidth justify="space-between" onClick={() => setOpened((open) => !open)} aria-expanded={opened} aria-controls="demo-accounts" h={44} rightSection={<Chevron up={opened} />}>
        {t('demo.toggle')}
      </Button>
      <Box id="demo-accounts" hidden={!opened} px={{ base: 'sm', xs: 'md' }} pb="md">
        {opened ? (
          <Suspense
            fallback={
              <Stack gap="xs" role="status" aria-busy="true">
                <Skeleton height={14} width="80%" />
                <Skeleton height={72} />
                <Skeleton height={72} />
              </Stack>
            }
          >
            <DemoAccountsList onChoose={onChoose} />
          </Suspense>
        ) : null}
      </Box>
    </Paper>
  );
}
