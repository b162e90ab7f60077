import { Suspense, type ReactNode } from 'react';
import { Box, Group, Paper, Stack } from '@mantine/core';
import { LoadingState } from '@suite/sdk/ui';
import { Logo } from '../../app/layout/Logo.js';
import { LanguageSelect } from '../../app/layout/LanguageSelect.js';
import { HEADER_HEIGHT } from '../../app/layout/dimensions.js';

export interface AuthLayoutProps {
  children: ReactNode;
  /** Content under the card (the demo-accounts panel of the login page). */
  below?: ReactNode;
  /** The registration form needs a wider card. */
  size?: 'sm' | 'md';
}

const CARD_WIDTH = { sm: 440, md: 540 } as const;

/**
 * The frame of the sign-in screens: the logo and the public language picker on a calm
 * background, one centred card. Light on purpose: it is the first thing most visitors load.
 */
export function AuthLayout({ children, below, size = 'sm' }: AuthLayoutProps) {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column', background: 'light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))' }}>
      <Group component="header" h={HEADER_HEIGHT} px={{ base: 'md', sm: 'xl' }} justify="space-between" wrap="nowrap">
        <Logo to="/" />
        <LanguageSelect />
      </Group>
      <Box component="main" id="main" px={{ base: 'sm', xs: 'md' }} pt={{ base: 'xs', sm: 'xl' }} pb="xl" style={{ flex: 1 }}>
        <Stack gap="md" maw={CARD_WIDTH[size]} mx="auto">
          <Suspense
            fallback={
              <Paper p={{ base: 'md', xs: 'xl' }} shadow="xs">
                <AuthCardLoading />
              </Paper>
            }
          >
            <Paper p={{ base: 'md', xs: 'xl' }} shadow="xs">
              {children}
            </Paper>
            {below}
          </Suspense>
        </Stack>
      </Box>
    </Box>
  );
}

/** The card's skeleton while the session or the page's strings load (the kit's, already in the first bundle). */
export function AuthCardLoading() {
  return <LoadingState variant="detail" rows={3} />;
}
