import { ActionIcon, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Pages where a sign-in prompt would only repeat the page (the sign-in and sign-up forms and their steps). */
const AUTH_PAGES = /^\/(login|register|forgot-password|reset-password|verify-email|two-factor|accept-invitation|invitations)(\/|$)/;

/**
 * The floating assistant button on signed-out public pages (platform.md section 2.3): it opens a
 * short prompt saying what the assistant does, with Sign in and Create account. Its texts are the
 * shell namespace's (already loaded), so the public pages load nothing more than this chunk.
 */
export function AssistantSignInButton({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  if (AUTH_PAGES.test(pathname)) return null;
  return (
    <Popover position="top-end" width={320} shadow="md" withArrow trapFocus returnFocus defaultOpened={defaultOpened}>
      <Popover.Target>
        <ActionIcon
          size={52}
          radius="xl"
          variant="filled"
          color="indigo"
          aria-label={t('assistantPrompt.button')}
          title={t('assistantPrompt.button')}
          data-testid="assistant-button"
          style={{ position: 'fixed', zIndex: 150, right: 20, bottom: 20, boxShadow: 'var(--mantine-shadow-md)' }}
        >
          <IconSparkles size={26} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 24px)" data-testid="assistant-sign-in-prompt">
        <Stack gap="xs">
          <Group gap={6} wrap="nowrap">
            <IconSparkles size={18} aria-hidden color="var(--mantine-color-indigo-6)" />
            <Text fw={700} size="sm">
              {t('assistantPrompt.name')}
            </Text>
          </Group>
          <Text fw={600}>{t('assistantPrompt.title')}</Text>
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
      </Popover.Dropdown>
    </Popover>
  );
}
