import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Group, Kbd, Modal, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NavIcon } from './icons.js';
import { searchTargets, type QuickTarget } from './nav-groups.js';
import { useNav } from './use-nav.js';

function translate(t: (key: string) => string, key: string): string {
  return key.includes(':') ? t(key) : t(`shell:${key}`);
}

/** Pages everyone signed in may open that the sidebar does not list for everyone (the user menu's). */
const EXTRA_TARGETS = [
  { path: '/profile', labelKey: 'nav.profile', icon: 'user-star' },
  { path: '/pricing', labelKey: 'quickSearch.pricing', icon: 'credit-card' },
];

/** Every page of the user's sidebar (as visibility allows), with its group, then the extras. */
export function useQuickTargets(): QuickTarget[] {
  const { t } = useTranslation();
  const { blocks } = useNav();
  return useMemo(() => {
    const targets: QuickTarget[] = [];
    for (const block of blocks) {
      if (block.kind !== 'group') continue;
      const group = block.group.titleKey ? translate(t, block.group.titleKey) : '';
      for (const item of block.group.items) targets.push({ path: item.path, label: translate(t, item.labelKey), group, icon: item.icon });
    }
    for (const extra of EXTRA_TARGETS) {
      if (!targets.some((target) => target.path === extra.path)) targets.push({ path: extra.path, label: translate(t, extra.labelKey), group: '', icon: extra.icon });
    }
    return targets;
  }, [blocks, t]);
}

/**
 * Ctrl/Cmd-K: a search box over every page the user may open. Arrows move through the matches,
 * Enter opens the highlighted one, Escape closes (a combobox with a listbox, for screen readers).
 */
export function QuickSearch({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const targets = useQuickTargets();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const matches = useMemo(() => searchTargets(targets, query), [targets, query]);
  useEffect(() => {
    if (opened) {
      setQuery('');
      setActive(0);
    }
  }, [opened]);
  useEffect(() => setActive(0), [query]);

  const open = (target: QuickTarget | undefined) => {
    if (!target) return;
    onClose();
    navigate(target.path);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (matches.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + matches.length) % matches.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(matches[active]);
    }
  };
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <Modal opened={opened} onClose={onClose} title={t('quickSearch.title')} size="lg" yOffset="12vh" closeButtonProps={{ 'aria-label': t('quickSearch.closeLabel') }}>
      <Stack gap="xs">
        <TextInput
          data-autofocus
          label={t('quickSearch.label')}
          placeholder={t('quickSearch.placeholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={matches.length ? optionId(active) : undefined}
        />
        {matches.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            {t('quickSearch.empty', { query: query.trim() })}
          </Text>
        ) : (
          <Stack gap={2} role="listbox" id={listId} aria-label={t('quickSearch.results')} style={{ maxHeight: '50vh', overflowY: 'auto' }}>
            {matches.map((target, index) => (
              <UnstyledButton
                key={target.path}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                onMouseEnter={() => setActive(index)}
                onClick={() => open(target)}
                px="sm"
                py={6}
                style={{ borderRadius: 6, background: index === active ? 'var(--mantine-color-default-hover)' : undefined }}
                data-testid="quick-search-option"
              >
                <Group gap="sm" wrap="nowrap">
                  <NavIcon name={target.icon} />
                  <Text size="sm" style={{ flex: 1 }}>
                    {target.label}
                  </Text>
                  {target.group ? (
                    <Text size="xs" c="dimmed">
                      {target.group}
                    </Text>
                  ) : null}
                </Group>
              </UnstyledButton>
            ))}
          </Stack>
        )}
        <Text size="xs" c="dimmed">
          <Kbd size="xs">↑</Kbd> <Kbd size="xs">↓</Kbd> {t('quickSearch.move')} · <Kbd size="xs">Enter</Kbd> {t('quickSearch.open')} · <Kbd size="xs">Esc</Kbd> {t('quickSearch.close')}
        </Text>
      </Stack>
    </Modal>
  );
}
