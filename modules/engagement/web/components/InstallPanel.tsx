import { Alert, Badge, Button, Code, CopyButton, Group, Paper, Stack, Text, useTranslation } from '@suite/sdk/web';
import { IconCheck, IconCopy, IconPlugConnected, IconRefresh } from '@tabler/icons-react';
import { WIDGET_BUNDLE_PATH } from '../../shared/widget.js';
import type { WidgetView } from '../../shared/views.js';
import { useInstallation } from '../api.js';

/** '3 minutes ago' in the reader's language. */
function relativeTime(at: string, language: string): string {
  const minutes = Math.round((new Date(at).getTime() - Date.now()) / 60_000);
  return new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(minutes, 'minute');
}

export function installSnippet(origin: string, apiKey: string): string {
  return `<script async src="${origin}${WIDGET_BUNDLE_PATH}" data-key="${apiKey}"></script>`;
}

/** The snippet to paste (with the key only right after creation or rotation) and the installation check. */
export function InstallPanel({ widget, freshKey }: { widget: WidgetView; freshKey: string | null }) {
  const { t, i18n } = useTranslation('engagement');
  const origin = window.location.origin;
  const installation = useInstallation(widget.id);
  const snippet = installSnippet(origin, freshKey ?? `<API key …${widget.apiKeyPreview.slice(1)}>`);
  return (
    <Stack gap="md">
      <Stack gap={6}>
        <Text fw={600}>{t('setup.snippet')}</Text>
        <Text size="sm" c="dimmed">
          {t('setup.snippetHint')}
        </Text>
        <Paper withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', flex: 1 }} data-testid="install-snippet">
              {snippet}
            </Code>
            {freshKey ? (
              <CopyButton value={snippet}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy} leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}>
                    {copied ? t('setup.copied') : t('setup.copy')}
                  </Button>
                )}
              </CopyButton>
            ) : null}
          </Group>
        </Paper>
        <Alert color={freshKey ? 'orange' : 'gray'} variant="light">
          {freshKey ? t('setup.keyShown') : t('setup.keyHidden')}
        </Alert>
        <Text size="xs" c="dimmed">
          {t('setup.csp', { origin })}
        </Text>
        <Text size="xs" c="dimmed">
          {t('setup.identify')}
        </Text>
      </Stack>
      <Paper withBorder p="sm" radius="md">
        <Group justify="space-between">
          <Group gap="xs">
            <IconPlugConnected size={18} aria-hidden />
            <Text fw={600}>{t('setup.installation')}</Text>
            {installation.data ? <Badge color={installation.data.installed ? 'green' : 'orange'}>{installation.data.installed ? '✓' : '—'}</Badge> : null}
          </Group>
          <Button size="xs" variant="subtle" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => void installation.refetch()} loading={installation.isFetching}>
            {t('setup.checkAgain')}
          </Button>
        </Group>
        <Text size="sm" mt={6} data-testid="installation-status">
          {widget.status === 'INACTIVE'
            ? t('setup.notInstalledInactive')
            : installation.data?.installed && installation.data.lastEventAt
              ? t('setup.installed', { when: relativeTime(installation.data.lastEventAt, i18n.language) })
              : t('setup.notInstalled', { minutes: installation.data?.windowMinutes ?? 15 })}
        </Text>
      </Paper>
    </Stack>
  );
}
