import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { useHotkeys, useOs } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const QuickSearch = lazy(async () => ({ default: (await import('./QuickSearch.js')).QuickSearch }));

/** The header's search button and the Ctrl/Cmd-K shortcut (from anywhere, inputs included); the dialog loads on first use. */
export function QuickSearchLauncher() {
  const { t } = useTranslation('shell');
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const mac = useOs() === 'macos';
  const show = () => {
    setWanted(true);
    setOpened(true);
  };
  useHotkeys([['mod+K', show]], []);
  const label = t('quickSearch.button', { shortcut: mac ? '⌘K' : 'Ctrl+K' });
  return (
    <>
      <Tooltip label={label}>
        <ActionIcon variant="subtle" color="gray" size="lg" onClick={show} aria-label={label} aria-keyshortcuts="Control+K Meta+K" visibleFrom="sm">
          <IconSearch size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {wanted ? (
        <Suspense fallback={null}>
          <QuickSearch opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
