import { Alert, Badge, Button, Group, Text, translateError, useTranslation, type ConnectionStatus } from '@suite/sdk/web';
import { ConnectionTexts } from '@suite/sdk';
import { IconPlugConnected, IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';

const FAILED_PREFIX = ConnectionTexts.failed('');
const SOCKET_ERROR_PREFIX = ConnectionTexts.socketError('');

/** The connection text of agile.md section 8 in the user's language, or null when all is well. */
export function useConnectionText(status: ConnectionStatus | null): string | null {
  const { t } = useTranslation('agile');
  if (!status?.message) return null;
  if (status.message === ConnectionTexts.reconnecting(status.attempt)) return t('connection.reconnecting', { attempt: status.attempt });
  if (status.message.startsWith(FAILED_PREFIX)) return t('connection.failed', { reason: status.message.slice(FAILED_PREFIX.length) });
  if (status.message.startsWith(SOCKET_ERROR_PREFIX)) return t('connection.socketError', { reason: status.message.slice(SOCKET_ERROR_PREFIX.length) });
  return translateError(status.message);
}

/** A small live/offline mark for the room header. */
export function ConnectionIndicator({ status }: { status: ConnectionStatus | null }) {
  const { t } = useTranslation('agile');
  if (!status) return null;
  const connected = status.state === 'connected';
  return (
    <Badge
      variant="dot"
      color={connected ? 'green' : status.state === 'failed' ? 'red' : 'orange'}
      size="lg"
      tt="none"
      fw={500}
      role="status"
      aria-live="polite"
      data-testid="connection-indicator"
      data-state={status.state}
    >
      {t(`connection.state.${status.state}`)}
    </Badge>
  );
}

/** Shown while the live connection is lost, reconnecting or failed, with the spec's texts. */
export function ConnectionBanner({ status }: { status: ConnectionStatus | null }) {
  const { t } = useTranslation('agile');
  const text = useConnectionText(status);
  if (!status || !text) return null;
  const failed = status.state === 'failed';
  return (
    <Alert
      color={failed ? 'red' : 'orange'}
      variant="light"
      icon={failed ? <IconPlugConnectedX size={18} aria-hidden /> : <IconPlugConnected size={18} aria-hidden />}
      role="alert"
      mb="md"
      data-testid="connection-banner"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm">{text}</Text>
        {failed ? (
          <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} aria-hidden />} onClick={() => window.location.reload()}>
            {t('connection.refresh')}
          </Button>
        ) : null}
      </Group>
    </Alert>
  );
}
