import { useState } from 'react';
import { ActionIcon, Avatar, Button, Group, Menu, Modal, Stack, Text, Tooltip, useTranslation } from '@suite/sdk/web';
import { IconDots, IconUserMinus, IconUsers } from '@tabler/icons-react';
import { RETRO_PARTICIPANT_ROLES, type RetroParticipant, type RetroParticipantRole } from '../../../shared/retro.js';
import { useCommand } from '../../live/commands.js';
import { ParticipantIdentity, RemoveParticipantDialog, countOnline, initials } from '../../live/Presence.js';
import { useRetro } from '../context.js';

const ROLE_COLORS: Record<RetroParticipantRole, string> = { FACILITATOR: 'grape', PARTICIPANT: 'blue', MEMBER: 'blue', OBSERVER: 'gray' };
const ROLE_ORDER: Record<RetroParticipantRole, number> = { FACILITATOR: 0, PARTICIPANT: 1, MEMBER: 1, OBSERVER: 2 };

const sorted = (participants: RetroParticipant[]) => [...participants].sort((a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role] || Number(b.online) - Number(a.online) || a.displayName.localeCompare(b.displayName));

/** One person in the list: presence, role, and the facilitator's menu (role, remove). */
function ParticipantRow({ participant, onRemove }: { participant: RetroParticipant; onRemove: (participant: RetroParticipant) => void }) {
  const { t } = useTranslation('agile');
  const { snapshot, can, handlers } = useRetro();
  const { busy, run } = useCommand();
  const isMe = participant.id === snapshot.me.participantId;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" data-testid={`retro-participant-${participant.displayName}`}>
      <ParticipantIdentity name={participant.displayName} online={participant.online} color={ROLE_COLORS[participant.role]} roleLabel={t(`retro.roles.${participant.role}`)} isMe={isMe} />
      {can.moderate && !isMe ? (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('participants.actions', { name: participant.displayName })} loading={busy !== null}>
              <IconDots size={16} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Label>{t('participants.changeRole')}</Menu.Label>
            {RETRO_PARTICIPANT_ROLES.filter((role) => role !== participant.role && role !== 'MEMBER').map((role) => (
              <Menu.Item key={role} onClick={() => void run('role', () => handlers.updateRole(participant.id, role))}>
                {t(`retro.roles.${role}`)}
              </Menu.Item>
            ))}
            {participant.role !== 'FACILITATOR' ? (
              <>
                <Menu.Divider />
                <Menu.Item color="red" leftSection={<IconUserMinus size={14} aria-hidden />} onClick={() => onRemove(participant)}>
                  {t('participants.remove')}
                </Menu.Item>
              </>
            ) : null}
          </Menu.Dropdown>
        </Menu>
      ) : null}
    </Group>
  );
}

/**
 * Who is here: avatars with a presence dot (green here, grey away) and the count, opening the
 * full list where the facilitator changes roles or removes someone (asks first).
 */
export function PresenceBar() {
  const { t } = useTranslation('agile');
  const { snapshot, handlers } = useRetro();
  const { busy, run } = useCommand();
  const [open, setOpen] = useState(false);
  const [removing, setRemoving] = useState<RetroParticipant | null>(null);
  const participants = sorted(snapshot.participants);
  const online = countOnline(participants);
  const shown = participants.slice(0, 6);

  return (
    <>
      <Group gap="xs" wrap="nowrap" data-testid="presence">
        <Tooltip.Group openDelay={200}>
          <Avatar.Group spacing={4}>
            {shown.map((participant) => (
              <Tooltip key={participant.id} label={`${participant.displayName} · ${participant.online ? t('participants.present') : t('participants.away')}`}>
                <Avatar
                  size={30}
                  radius="xl"
                  color={ROLE_COLORS[participant.role]}
                  variant={participant.online ? 'filled' : 'default'}
                  aria-label={`${participant.displayName}, ${participant.online ? t('participants.present') : t('participants.away')}`}
                >
                  {initials(participant.displayName)}
                </Avatar>
              </Tooltip>
            ))}
            {participants.length > shown.length ? <Avatar size={30} radius="xl">+{participants.length - shown.length}</Avatar> : null}
          </Avatar.Group>
        </Tooltip.Group>
        <Button variant="subtle" size="compact-sm" leftSection={<IconUsers size={14} aria-hidden />} onClick={() => setOpen(true)} data-testid="presence-count">
          {t('participants.online', { online, total: participants.length })}
        </Button>
      </Group>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('participants.title')} centered>
        {participants.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('participants.empty')}
          </Text>
        ) : (
          <Stack gap={8} component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="retro-participants">
            {participants.map((participant) => (
              <ParticipantRow key={participant.id} participant={participant} onRemove={setRemoving} />
            ))}
          </Stack>
        )}
      </Modal>
      <RemoveParticipantDialog
        participant={removing}
        message={t('retro.participants.removeMessage', { name: removing?.displayName ?? '' })}
        loading={busy === 'remove'}
        onCancel={() => setRemoving(null)}
        onConfirm={(target) => void run('remove', () => handlers.removeParticipant(target.id)).then(() => setRemoving(null))}
      />
    </>
  );
}
