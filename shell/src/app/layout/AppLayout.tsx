import { lazy, Suspense, type ReactNode } from 'react';
import { ActionIcon, AppShell, Burger, Group, Tooltip } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Logo } from './Logo.js';
import { Sidebar } from './Sidebar.js';
import { LanguageSwitcher } from './LanguageSwitcher.js';
import { HeaderSlots } from './HeaderSlots.js';
import { QuickSearchLauncher } from './QuickSearchLauncher.js';
import { HEADER_HEIGHT, SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_WIDTH } from './dimensions.js';

// Signed-in extras, each loaded on its own: the onboarding launcher and 'Complete Setup' badge, the
// dev tools (allow-listed user only) and the session reload on a flag change.
const OnboardingLauncher = lazy(async () => ({ default: (await import('../../features/onboarding/OnboardingLauncher.js')).OnboardingLauncher }));
const DevToolsDock = lazy(async () => ({ default: (await import('../../features/devtools/DevToolsDock.js')).DevToolsDock }));
const LiveFeatureSync = lazy(async () => ({ default: (await import('../../features/features/LiveFeatureSync.js')).LiveFeatureSync }));
// The floating assistant button (platform.md section 2.3) on every signed-in page.
const AssistantButton = lazy(async () => ({ default: (await import('../../features/assistant/AssistantButton.js')).AssistantButton }));


/** Signed-in layout (platform.md 2.3): sticky 60 px header, sidebar 280 / 80, a drawer on phones. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [collapsed, setCollapsed] = useLocalStorage<boolean>({ key: 'suite.sidebarCollapsed', defaultValue: false });
  const isMobile = useMediaQuery('(max-width: 48em)') ?? false;
  const narrow = collapsed && !isMobile;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: narrow ? SIDEBAR_COLLAPSED_WIDTH : SIDEBAR_WIDTH, breakpoint: 'sm', collapsed: { mobile: !mobileOpened } }}
      padding="lg"
    >
      <a href="#main" className="skip-link">
        {t('layout.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={mobileOpened} onClick={toggleMobile} hiddenFrom="sm" size="sm" aria-label={t('nav.openMenu')} />
            {/* Phones: the mark alone, so the header's controls all fit 390 px. */}
            <Logo compact={isMobile} />
          </Group>
          <Group gap={isMobile ? 4 : 'xs'} wrap="nowrap">
            <Suspense fallback={null}>
              <DevToolsDock />
              <OnboardingLauncher />
            </Suspense>
            <QuickSearchLauncher />
            <HeaderSlots />
            <LanguageSwitcher />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar style={{ display: 'flex', flexDirection: 'column' }}>
        <Sidebar collapsed={narrow} onNavigate={closeMobile} />
        <Group justify={narrow ? 'center' : 'flex-end'} p="xs" visibleFrom="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Tooltip label={narrow ? t('nav.expand') : t('nav.collapse')} position="right">
            <ActionIcon variant="subtle" color="gray" onClick={() => setCollapsed(!collapsed)} aria-label={narrow ? t('nav.expand') : t('nav.collapse')}>
              {narrow ? <IconLayoutSidebarLeftExpand size={18} /> : <IconLayoutSidebarLeftCollapse size={18} />}
            </ActionIcon>
          </Tooltip>
        </Group>
      </AppShell.Navbar>
      <AppShell.Main id="main">
        {/* Room under the last content, so the assistant's floating button never covers a page's final buttons. */}
        <div style={{ maxWidth: 1320, margin: '0 auto', paddingBottom: 72 }}>{children}</div>
      </AppShell.Main>
      <Suspense fallback={null}>
        <LiveFeatureSync />
        <AssistantButton />
      </Suspense>
    </AppShell>
  );
}
