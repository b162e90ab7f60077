import { useState } from 'react';
import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text, Title, Tooltip, useTranslation } from '@suite/sdk/web';
import { IconCheck, IconDots, IconUserMinus } from '@tabler/icons-react';
import { POKER_PARTICIPANT_ROLES, type PokerParticipant, type PokerParticipantRole } from '../../../shared/poker.js';
import { currentStory } from '../room-state.js';
import { useRoom } from './room-context.js';
import { useCommand } from '../../live/commands.js';
import { ParticipantIdentity, RemoveParticipantDialog, countOnline } from '../../live/Presence.js';

const ROLE_COLORS: Record<PokerParticipantRole, string> = { FACILITATOR: 'grape', PARTICIPANT: 'blue', OBSERVER: 'gray' };

/** The people in the session: presence, role, whether they voted, and the facilitator's menu. */
export function ParticipantsPanel() {
  const { t } = useTranslation('agile');
  const { snapshot, can, handlers } = useRoom();
  const { busy, run } = useCommand();
  const [removing, setRemoving] = useState<PokerParticipant | null>(null);
  const story = currentStory(snapshot);
  const showVotes = story?.status === 'VOTING' || Boolean(snapshot.reveal);
  const online = countOnline(snapshot.participants);
  const order: Record<PokerParticipantRole, number> = { FACILITATOR: 0, PARTICIPANT: 1, OBSERVER: 2 };
  const participants = [...snapshot.participants].sort((a, b) => order[a.role] - order[b.role] || a.displayName.localeCompare(b.displayName));

  return (
    <Paper p="md" radius="md" withBorder component="section" aria-labelledby="poker-participants-title">
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4" id="poker-participants-title">
          {t('participants.title')}
        </Title>
        <Text size="xs" c="dimmed">
          {t('participants.online', { online, total: snapshot.participants.length })}
        </Text>
      </Group>
      {participants.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('participants.empty')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="participants">
          {participants.map((participant) => {
            const vote = snapshot.votes.find((candidate) => candidate.participantId === participant.id);
            const isMe = participant.id === snapshot.me.participantId;
            return (
              <Group key={participant.id} component="li" justify="space-between" wrap="nowrap" gap="xs" data-testid={`participant-${participant.displayName}`}>
                <ParticipantIdentity name={participant.displayName} online={participant.online} color={ROLE_COLORS[participant.role]} roleLabel={t(`roles.${participant.role}`)} isMe={isMe} />
                <Group gap={4} wrap="nowrap">
                  {showVotes && participant.role !== 'OBSERVER' ? (
                    vote?.value !== undefined ? (
                      <Badge variant="filled" size="lg" radius="sm" tt="none" role="img" aria-label={t('participants.votedValue', { value: vote.value })}>
                        {snapshot.session.votingSystem.values.find((card) => card.value === vote.value)?.label ?? vote.value}
                      </Badge>
                    ) : vote ? (
                      <Tooltip label={t('participants.hasVoted')}>
                        <Badge color="green" variant="light" size="lg" radius="sm" px={6} role="img" aria-label={t('participants.hasVoted')} data-voted="true">
                          <IconCheck size={14} aria-hidden style={{ display: 'block' }} />
                        </Badge>
                      </Tooltip>
                    ) : (
                      <Tooltip label={t('participants.notVoted')}>
                        <Badge color="gray" variant="outline" size="lg" radius="sm" px={6} role="img" aria-label={t('participants.notVoted')} style={{ borderStyle: 'dashed' }} data-voted="false">
                          <IconDots size={14} aria-hidden style={{ display: 'block' }} />
                        </Badge>
                      </Tooltip>
                    )
                  ) : null}
                  {can.manageParticipants && !isMe ? (
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <ActionIcon variant="subtle" color="gray" aria-label={t('participants.actions', { name: participant.displayName })} loading={busy === participant.id}>
                          <IconDots size={16} aria-hidden />
                        </ActionIcon>
                      </Menu.Target>
                      <Menu.Dropdown>
                        <Menu.Label>{t('participants.changeRole')}</Menu.Label>
                        {POKER_PARTICIPANT_ROLES.map((role) => (
                          <Menu.Item
                            key={role}
                            disabled={role === participant.role}
                            leftSection={role === participant.role ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14, display: 'inline-block' }} />}
                            onClick={() => void run(participant.id, () => handlers.updateRole(participant.id, role))}
                          >
                            {t(`roles.${role}`)}
                          </Menu.Item>
                        ))}
                        <Menu.Divider />
                        <Menu.Item color="red" leftSection={<IconUserMinus size={14} aria-hidden />} onClick={() => setRemoving(participant)}>
                          {t('participants.remove')}
                        </Menu.Item>
                      </Menu.Dropdown>
                    </Menu>
                  ) : null}
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
      <RemoveParticipantDialog
        participant={removing}
        message={t('participants.removeMessage', { name: removing?.displayName ?? '' })}
        loading={removing !== null && busy === removing.id}
        onCancel={() => setRemoving(null)}
        onConfirm={(target) => void run(target.id, () => handlers.removeParticipant(target.id)).then((ok) => ok && setRemoving(null))}
      />
    </Paper>
  );
}
