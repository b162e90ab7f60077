import { lazy, Suspense, useEffect, useState } from 'react';
import { ActionIcon, Anchor, Drawer, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconSparkles } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { assistantAccess, BUTTON_POSITIONS, isSessionPage, nextPosition, positionStyle, type ButtonPosition } from './access.js';

// The question box (and its answer card) load when the panel first opens.
const AssistantPanel = lazy(async () => ({ default: (await import('./AssistantPanel.js')).AssistantPanel }));
const AssistantUnavailable = lazy(async () => ({ default: (await import('./AssistantFrame.js')).AssistantUnavailable }));

const POSITION_KEY = 'suite.assistantButtonPosition';

/**
 * The floating assistant button (platform.md section 2.3) on every signed-in page: a right-click
 * moves it (bottom-right, bottom-left, top-right, top-left, bottom-center; remembered), on session
 * pages it sits top-left (bottom-left on a phone, clear of the session's title). Pro and Enterprise accounts open the assistant; others get the upgrade prompt.
 */
export function AssistantButton() {
  const { t } = useTranslation('assistant');
  const { account } = useSession();
  const location = useLocation();
  const [stored, setStored] = useLocalStorage<ButtonPosition>({ key: POSITION_KEY, defaultValue: 'bottom-right', getInitialValueInEffect: false });
  const [opened, setOpened] = useState(false);
  const access = assistantAccess(account);
  // A page change closes the panel (its links lead away).
  useEffect(() => setOpened(false), [location.pathname]);
  // On a phone the top-left corner is the session's title, so there it waits bottom-left instead.
  const phone = useMediaQuery('(max-width: 48em)');
  if (location.pathname.startsWith('/ai-assistant')) return null;
  const sessionCorner = phone ? 'bottom-left' : 'top-left';
  const position = isSessionPage(location.pathname) ? sessionCorner : BUTTON_POSITIONS.includes(stored) ? stored : 'bottom-right';
  const label = access === 'on' ? t('button.open') : t('button.upgrade');
  return (
    <>
      <Tooltip label={`${label} · ${t('button.hint')}`} position="left" withArrow>
        <ActionIcon
          size={52}
          radius="xl"
          variant="filled"
          color={access === 'on' ? 'indigo' : 'gray'}
          aria-label={label}
          data-testid="assistant-button"
          data-position={position}
          onClick={() => setOpened(true)}
          onContextMenu={(event) => {
            event.preventDefault();
            setStored(nextPosition(position));
          }}
          style={{ position: 'fixed', zIndex: 150, boxShadow: 'var(--mantine-shadow-md)', ...positionStyle(position) }}
        >
          <IconSparkles size={26} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Drawer
        opened={opened}
        onClose={() => setOpened(false)}
        position="right"
        size="lg"
        title={
          <Group gap="xs">
            <IconSparkles size={18} aria-hidden />
            <Text fw={600}>{t('title')}</Text>
          </Group>
        }
      >
        <Suspense fallback={<LoadingState />}>
          {opened ? (
            access === 'on' ? (
              <Stack gap="sm">
                <AssistantPanel />
                <Anchor component={Link} to="/ai-assistant" size="sm">
                  {t('button.full')}
                </Anchor>
              </Stack>
            ) : (
              <AssistantUnavailable access={access === 'off' ? 'off' : 'plan'} />
            )
          ) : null}
        </Suspense>
      </Drawer>
    </>
  );
}
