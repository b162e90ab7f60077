import type { ReactNode } from 'react';
import { Box, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Logo } from './Logo.js';
import { LanguageSelect } from './LanguageSelect.js';
import { HEADER_HEIGHT } from './dimensions.js';
import { PublicCartButton } from '../../features/billing/cart/PublicCartButton.js';

/** Signed-out frame: product header with sign-in, content below. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <Box component="header" h={HEADER_HEIGHT} style={{ position: 'sticky', top: 0, zIndex: 100, borderBottom: '1px solid var(--mantine-color-default-border)', background: 'var(--mantine-color-body)' }}>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Logo to="/" />
            <Group gap="xs" wrap="nowrap">
              <PublicCartButton />
              <LanguageSelect />
              <Button component={Link} to="/login" variant="subtle" size="sm">
                {t('layout.signIn')}
              </Button>
              <Button component={Link} to="/register" size="sm" visibleFrom="xs">
                {t('layout.getStarted')}
              </Button>
            </Group>
          </Group>
        </Container>
      </Box>
      <Container size="xl" py="xl" component="main" id="main">
        {children}
      </Container>
    </Box>
  );
}
