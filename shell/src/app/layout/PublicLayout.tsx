import { Suspense, lazy, type ReactNode } from 'react';
import { Box, Button, Container, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Logo } from './Logo.js';
import { LanguageSelect } from './LanguageSelect.js';
import { HEADER_HEIGHT } from './dimensions.js';
import { PublicCartButton } from '../../features/billing/cart/PublicCartButton.js';

// Links to every public page, its own chunk (loaded after the page).
const PublicFooter = lazy(() => import('../../features/public/footer/PublicFooter.js'));
// The assistant's floating button, signed out: a sign-in prompt (its own small chunk, after the page).
const AssistantSignInButton = lazy(async () => ({ default: (await import('../../features/assistant/AssistantSignInButton.js')).AssistantSignInButton }));

/**
 * Signed-out frame: product header with sign-in, content below, the site's footer. `assistant`:
 * the assistant's floating sign-in button (off on a demo room, a full-screen tool it would cover).
 */
export function PublicLayout({ children, assistant = true }: { children: ReactNode; assistant?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <Box component="header" h={HEADER_HEIGHT} style={{ position: 'sticky', top: 0, zIndex: 100, borderBottom: '1px solid var(--mantine-color-default-border)', background: 'var(--mantine-color-body)' }}>
        <Container size="xl" h="100%">
          <Group h="100%" justify="space-between" wrap="nowrap">
            {/* On phones the mark alone, so 'Se connecter' and the language fit in 390 px. */}
            <Box visibleFrom="xs">
              <Logo to="/" />
            </Box>
            <Box hiddenFrom="xs">
              <Logo to="/" compact />
            </Box>
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
      <Suspense fallback={null}>
        <PublicFooter />
        {assistant ? <AssistantSignInButton /> : null}
      </Suspense>
    </Box>
  );
}
