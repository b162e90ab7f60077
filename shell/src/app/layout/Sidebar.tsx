import { Fragment, type ReactNode } from 'react';
import { ActionIcon, Box, Divider, Group, NavLink, ScrollArea, Skeleton, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconAlertTriangle, IconChevronDown, IconChevronRight, IconRefresh } from '@tabler/icons-react';
import { NavLink as RouterNavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { NavItem } from '@suite/sdk';
import { NavIcon } from './icons.js';
import { CLOSED_GROUPS_KEY } from './nav-groups.js';
import { useNav } from './use-nav.js';

function translate(t: (key: string) => string, key: string): string {
  // Module keys carry their namespace ('agile:nav.section'); shell keys do not.
  return key.includes(':') ? t(key) : t(`shell:${key}`);
}

function SidebarItem({ item, collapsed, onNavigate }: { item: NavItem; collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const label = translate(t, item.labelKey);
  const active = isActive(location.pathname, item);
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

/** A titled group's heading: a button that opens or closes the group (the choice is remembered). */
function GroupToggle({ title, open, controls, onToggle }: { title: string; open: boolean; controls: string; onToggle(): void }) {
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <UnstyledButton onClick={onToggle} aria-expanded={open} aria-controls={controls} className="sidebar-group-toggle" px="sm" pt="md" pb={4} data-testid="nav-group-toggle">
      <Group gap={4} wrap="nowrap" justify="space-between">
        <Text component="span" size="xs" fw={700} c="dimmed" tt="uppercase" lts={0.4}>
          {title}
        </Text>
        <Chevron size={14} aria-hidden color="var(--mantine-color-dimmed)" />
      </Group>
    </UnstyledButton>
  );
}

function isActive(pathname: string, item: NavItem): boolean {
  return pathname === item.path || pathname.startsWith(`${item.path}/`);
}

/**
 * Core sections, then each module's sections by its order; visibility follows platform.md section 6.
 * A titled group opens and closes from its heading, remembered in this browser; a closed group
 * still shows the entry of the page being viewed. The narrow rail shows every entry.
 */
export function Sidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { blocks, retry } = useNav();
  const [closed, setClosed] = useLocalStorage<string[]>({ key: CLOSED_GROUPS_KEY, defaultValue: [], getInitialValueInEffect: false });
  const toggle = (key: string) => setClosed((current) => (current.includes(key) ? current.filter((entry) => entry !== key) : [...current, key]));

  const nodes = blocks.map((block): { key: string; node: ReactNode } => {
    if (block.kind === 'group') {
      const { group } = block;
      const title = group.titleKey ? translate(t, group.titleKey) : '';
      const open = collapsed || !title || !closed.includes(group.key);
      const items = open ? group.items : group.items.filter((item) => isActive(location.pathname, item));
      const listId = `nav-group-${group.key.replace(/[^a-zA-Z0-9_-]/g, '-')}`;
      return {
        key: group.key,
        node: (
          <>
            {title ? collapsed ? <SectionTitle collapsed>{title}</SectionTitle> : <GroupToggle title={title} open={open} controls={listId} onToggle={() => toggle(group.key)} /> : null}
            <Stack gap={2} id={listId} data-group={group.key}>
              {items.map((item) => (
                <SidebarItem key={item.path} item={item} collapsed={collapsed} onNavigate={onNavigate} />
              ))}
            </Stack>
          </>
        ),
      };
    }
    const { loaded } = block;
    const title = translate(t, loaded.entry.nav.titleKey);
    if (loaded.state === 'loading' || loaded.state === 'idle') {
      return {
        key: block.key,
        node: (
          <Box px="sm" py={6} aria-label={t('shell:nav.moduleLoading')}>
            {!collapsed ? <Skeleton height={10} width="50%" mb={10} mt={8} /> : null}
            <Skeleton height={26} mb={6} />
            <Skeleton height={26} />
          </Box>
        ),
      };
    }
    return {
      key: block.key,
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
    };
  });

  return (
    <ScrollArea type="hover" style={{ flex: 1 }} scrollbarSize={6}>
      <Stack gap={2} p={collapsed ? 8 : 'sm'} component="nav" aria-label="Main">
        {nodes.map((entry) => (
          <Fragment key={entry.key}>{entry.node}</Fragment>
        ))}
      </Stack>
    </ScrollArea>
  );
}
