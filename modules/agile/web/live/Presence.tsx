import { Avatar, Badge, ConfirmDialog, Group, Indicator, Text, useTranslation } from '@suite/sdk/web';

/** 'Ada Lovelace' -> 'AL'; '' -> '?'. */
export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** How many of a room's participants are connected now. */
export const countOnline = (participants: readonly { online: boolean }[]) => participants.filter((participant) => participant.online).length;

/** A participant's avatar with the presence dot (green while any of their sockets is in the room). */
export function PresenceAvatar({ name, online, color }: { name: string; online: boolean; color: string }) {
  return (
    <Indicator color={online ? 'green' : 'gray'} position="bottom-end" size={10} offset={4} withBorder processing={false}>
      <Avatar size={32} radius="xl" color={color} aria-hidden>
        {initials(name)}
      </Avatar>
    </Indicator>
  );
}

export interface ParticipantIdentityProps {
  name: string;
  online: boolean;
  /** The role's colour, for the avatar and the badge. */
  color: string;
  roleLabel: string;
  isMe: boolean;
}

/** The head of a row in a room's participant list: avatar with presence, name ("you"), role, here or away. */
export function ParticipantIdentity({ name, online, color, roleLabel, isMe }: ParticipantIdentityProps) {
  const { t } = useTranslation('agile');
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
      <PresenceAvatar name={name} online={online} color={color} />
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={500} truncate>
          {name}
          {isMe ? ` (${t('participants.you')})` : ''}
        </Text>
        <Group gap={4} wrap="nowrap">
          <Badge size="xs" variant="light" color={color} style={{ flex: '0 0 auto', overflow: 'visible' }}>
            {roleLabel}
          </Badge>
          <Text size="xs" c="dimmed">
            {online ? t('participants.present') : t('participants.away')}
          </Text>
        </Group>
      </div>
    </Group>
  );
}

export interface RemoveParticipantDialogProps {
  /** Who is about to be removed (null: the dialog is closed). */
  participant: { id: string; displayName: string } | null;
  message: string;
  loading: boolean;
  onCancel(): void;
  onConfirm(participant: { id: string; displayName: string }): void;
}

/** The facilitator is asked before removing someone from the room. */
export function RemoveParticipantDialog({ participant, message, loading, onCancel, onConfirm }: RemoveParticipantDialogProps) {
  const { t } = useTranslation('agile');
  return (
    <ConfirmDialog
      opened={participant !== null}
      title={t('participants.removeTitle')}
      message={message}
      confirmLabel={t('participants.remove')}
      danger
      loading={loading}
      onCancel={onCancel}
      onConfirm={() => {
        if (participant) onConfirm(participant);
      }}
    />
  );
}
