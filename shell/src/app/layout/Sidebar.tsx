import { Fragment, type ReactNode } from 'react';
import { ActionIcon, Box, Divider, Group, NavLink, ScrollArea, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NavItem, NavSection } from '@suite/sdk';
import { useAppAbility, useSession } from '@suite/sdk/react';
import { useModules } from '../../federation/ModulesProvider.js';
import { NavIcon } from './icons.js';
import { isVisible, type VisibilityContext } from './nav-visibility.js';
import { coreNav } from './core-nav.js';

function translate(t: (key: string) => string, key: string): string {
  // Module keys carry their namespace ('agile:nav.section'); shell keys do not.
  return key.includes(':') ? t(key) : t(`shell:${key}`);
}

function SidebarItem({ item, collapsed, onNavigate }: { item: NavItem; collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const label = translate(t, item.labelKey);
  const active = location.pathname === item.path || location.pathname.startsWith(`${item.path}/`);
  const link = (
    <NavLink
      component={RouterNavLink}
      to={item.path}
      label={collapsed ? undefined : label}
      aria-label={collapsed ? label : undefined}
      leftSection={<NavIcon name={item.icon} />}
      active={active}
      onClick={onNavigate}
      styles={{ root: { borderRadius: 8, justifyContent: collapsed ? 'center' : undefined }, section: collapsed ? { marginInlineEnd: 0 } : undefined }}
    />
  );
  return collapsed ? (
    <Tooltip label={label} position="right" withArrow>
      <div>{link}</div>
    </Tooltip>
  ) : (
    link
  );
}

function SectionTitle({ children, collapsed }: { children: string; collapsed: boolean }) {
  if (collapsed) return <Divider my={6} />;
  return (
    <Text size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.4} px="sm" pt="md" pb={4}>
      {children}
    </Text>
  );
}

/** Core sections, then each module's sections by its order; visibility follows platform.md section 6. */
export function Sidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const session = useSession();
  const ability = useAppAbility();
  const { modules, retry } = useModules();
  const context: VisibilityContext = {
    features: session.account?.enabledFeatures ?? [],
    persona: session.user?.primaryPersona ?? null,
    isSuperAdmin: session.user?.isSuperAdmin ?? false,
    plan: session.account?.plan ?? null,
    ability,
  };
  const visibleItems = (section: NavSection) => section.items.filter((item) => isVisible(item.visibility, context));

  const blocks: { order: number; key: string; node: ReactNode }[] = [];
  for (const section of coreNav) {
    if (!isVisible(section.visibility, context)) continue;
    const items = visibleItems(section);
    if (items.length === 0) continue;
    blocks.push({
      order: section.order,
      key: section.id,
      node: (
        <>
          {section.titleKey ? <SectionTitle collapsed={collapsed}>{translate(t, section.titleKey)}</SectionTitle> : null}
          {items.map((item) => (
            <SidebarItem key={item.path} item={item} collapsed={collapsed} onNavigate={onNavigate} />
          ))}
        </>
      ),
    });
  }
  for (const loaded of modules) {
    const title = translate(t, loaded.entry.nav.titleKey);
    if (loaded.state === 'loading' || loaded.state === 'idle') {
      blocks.push({
        order: loaded.entry.nav.order,
        key: loaded.entry.id,
        node: (
          <Box px="sm" py={6} aria-label={t('shell:nav.moduleLoading')}>
            {!collapsed ? <Skeleton height={10} width="50%" mb={10} mt={8} /> : null}
            <Skeleton height={26} mb={6} />
            <Skeleton height={26} />
          </Box>
        ),
      });
      continue;
    }
    if (loaded.state === 'failed' || !loaded.module) {
      blocks.push({
        order: loaded.entry.nav.order,
        key: loaded.entry.id,
        node: (
          <>
            <SectionTitle collapsed={collapsed}>{title}</SectionTitle>
            <Group gap={6} px="sm" wrap="nowrap" data-testid={`nav-failed-${loaded.entry.id}`}>
              <Tooltip label={t('shell:nav.moduleFailed')}>
                <IconAlertTriangle size={16} color="var(--mantine-color-orange-6)" aria-label={t('shell:nav.moduleFailed')} />
              </Tooltip>
              {!collapsed ? (
                <Text size="xs" c="dimmed" style={{ flex: 1 }}>
                  {t('shell:nav.moduleFailed')}
                </Text>
              ) : null}
              <ActionIcon size="sm" variant="subtle" aria-label={t('shell:module.retry')} onClick={() => retry(loaded.entry.id)}>
                <IconRefresh size={14} />
              </ActionIcon>
            </Group>
          </>
        ),
      });
      continue;
    }
    for (const section of loaded.module.nav) {
      if (!isVisible(section.visibility, context)) continue;
      const items = visibleItems(section);
      if (items.length === 0) continue;
      blocks.push({
        order: section.order,
        key: `${loaded.entry.id}:${section.id}`,
        node: (
          <>
            <SectionTitle collapsed={collapsed}>{translate(t, section.titleKey)}</SectionTitle>
            {items.map((item) => (
              <SidebarItem key={item.path} item={item} collapsed={collapsed} onNavigate={onNavigate} />
            ))}
          </>
        ),
      });
    }
  }
  blocks.sort((a, b) => a.order - b.order);

  return (
    <ScrollArea type="hover" style={{ flex: 1 }} scrollbarSize={6}>
      <Stack gap={2} p={collapsed ? 8 : 'sm'} component="nav" aria-label="Main">
        {blocks.map((block) => (
          <Fragment key={block.key}>{block.node}</Fragment>
        ))}
      </Stack>
    </ScrollArea>
  );
}
