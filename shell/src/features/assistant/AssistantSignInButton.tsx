import { useEffect, useId, useRef, useState } from 'react';
import { ActionIcon, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Pages where a sign-in prompt would only repeat the page (the sign-in and sign-up forms and their steps). */
const AUTH_PAGES = /^\/(login|register|forgot-password|reset-password|verify-email|two-factor|accept-invitation|invitations)(\/|$)/;

/**
 * The floating assistant button on signed-out public pages (platform.md section 2.3): it opens a
 * short prompt saying what the assistant does, with Create account and Sign in. Kept light for the
 * public pages' weight budget: plain Mantine parts already in the main bundle (no Popover, whose
 * positioning and focus-trap chunks cost ~25 KB gzip), and the shell namespace's texts (already
 * loaded). Escape or a click outside closes it; focus goes to the prompt and back to the button.
 */
export function AssistantSignInButton({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [opened, setOpened] = useState(defaultOpened);
  const panel = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  useEffect(() => setOpened(defaultOpened), [pathname, defaultOpened]);
  useEffect(() => {
    if (!opened) return;
    panel.current?.focus();
    const close = (returnFocus: boolean) => {
      setOpened(false);
      if (returnFocus) button.current?.focus();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) close(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [opened]);
  if (AUTH_PAGES.test(pathname)) return null;
  return (
    <>
      {opened ? (
        <Paper
          ref={panel}
          role="dialog"
          aria-labelledby={titleId}
          tabIndex={-1}
          withBorder
          shadow="md"
          radius="md"
          p="md"
          data-testid="assistant-sign-in-prompt"
          style={{ position: 'fixed', zIndex: 151, right: 20, bottom: 84, width: 320, maxWidth: 'calc(100vw - 40px)', outline: 'none' }}
        >
          <Stack gap="xs">
            <Group gap={6} wrap="nowrap">
              <IconSparkles size={18} aria-hidden color="var(--mantine-color-indigo-6)" />
              <Text fw={700} size="sm">
                {t('assistantPrompt.name')}
              </Text>
            </Group>
            <Text fw={600} id={titleId}>
              {t('assistantPrompt.title')}
            </Text>
            <Text size="sm">{t('assistantPrompt.body')}</Text>
            <Text size="xs" c="dimmed">
              {t('assistantPrompt.plans')}
            </Text>
            <Stack gap={6}>
              <Button component={Link} to="/register" size="sm" fullWidth>
                {t('assistantPrompt.register')}
              </Button>
              <Button component={Link} to={`/login?from=${encodeURIComponent(pathname)}`} variant="default" size="sm" fullWidth>
                {t('assistantPrompt.signIn')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      ) : null}
      <ActionIcon
        ref={button}
        size={52}
        radius="xl"
        variant="filled"
        color="indigo"
        aria-label={t('assistantPrompt.button')}
        title={t('assistantPrompt.button')}
        aria-expanded={opened}
        aria-haspopup="dialog"
        data-testid="assistant-button"
        onClick={() => setOpened((value) => !value)}
        style={{ position: 'fixed', zIndex: 150, right: 20, bottom: 20, boxShadow: 'var(--mantine-shadow-md)' }}
      >
        <IconSparkles size={26} aria-hidden />
      </ActionIcon>
    </>
  );
}
