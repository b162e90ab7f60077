import { useState, type CSSProperties, type ReactNode } from 'react';
import { subject } from '@suite/sdk';
import { ActionIcon, Badge, Box, Button, ConfirmDialog, Group, Menu, Paper, Text, useAppAbility, useTranslation } from '@suite/sdk/web';
import { IconCheck, IconCircle, IconCircleFilled, IconDots, IconEyeOff, IconPencil, IconStack2, IconTrash, IconUnlink } from '@tabler/icons-react';
import type { RetroCard, RetroGroup } from '../../../shared/retro.js';
import { RETRO_CARD_SUBJECT } from '../../../shared/retro-permissions.js';
import { useCommand } from '../../live/commands.js';
import { groupCards } from '../board.js';
import { useRetro } from '../context.js';
import { CardEditor } from './AddCardForm.js';

/** What a card offers in each phase. */
export type BoardMode = 'collect' | 'group' | 'vote' | 'read';

const excerpt = (text: string | null, length = 40) => {
  if (!text) return '…';
  return text.length > length ? `${text.slice(0, length - 1)}…` : text;
};

/** The votes a card has: dots for a few, a number beyond. */
export function VoteCount({ votes }: { votes: number }) {
  const { t } = useTranslation('agile');
  return (
    <Badge variant={votes > 0 ? 'light' : 'outline'} color={votes > 0 ? 'violet' : 'gray'} size="sm" radius="sm" tt="none" aria-label={t('retro.card.votes', { count: votes })} data-testid="card-votes" style={{ flexShrink: 0 }}>
      {t('retro.card.votesShort', { count: votes })}
    </Badge>
  );
}

/**
 * The keyboard (and phone) way to group: a menu of the groups and the other cards this card can
 * join. Dragging a card onto another does the same with a pointer.
 */
function GroupWithMenu({ card }: { card: RetroCard }) {
  const { t } = useTranslation('agile');
  const { snapshot, handlers } = useRetro();
  const { busy, run } = useCommand();
  const groups = snapshot.groups.filter((group) => group.id !== card.groupId);
  const others = snapshot.cards.filter((other) => other.id !== card.id && !other.groupId);
  const groupTitle = (group: RetroGroup) => group.title || excerpt(groupCards(group, snapshot.cards)[0]?.content ?? null);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('retro.group.withAria', { card: excerpt(card.content) })} title={t('retro.group.with')} loading={busy !== null}>
          <IconStack2 size={14} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown mah={320} style={{ overflowY: 'auto' }}>
        {groups.length ? <Menu.Label>{t('retro.group.addToGroup')}</Menu.Label> : null}
        {groups.map((group) => (
          <Menu.Item key={group.id} onClick={() => void run('group', () => handlers.groupCard(group.id, card.id))}>
            {groupTitle(group)}
          </Menu.Item>
        ))}
        {others.length ? <Menu.Label>{t('retro.group.withCard')}</Menu.Label> : null}
        {others.map((other) => (
          <Menu.Item key={other.id} onClick={() => void run('group', () => handlers.createGroup([other.id, card.id]))}>
            {excerpt(other.content, 60)}
          </Menu.Item>
        ))}
        {card.groupId ? (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconUnlink size={14} aria-hidden />} onClick={() => void run('ungroup', () => handlers.ungroupCard(card.groupId!, card.id))}>
              {t('retro.group.takeOut')}
            </Menu.Item>
          </>
        ) : null}
        {groups.length === 0 && others.length === 0 && !card.groupId ? <Menu.Item disabled>{t('retro.group.nothing')}</Menu.Item> : null}
      </Menu.Dropdown>
    </Menu>
  );
}

export interface RetroCardItemProps {
  card: RetroCard;
  mode: BoardMode;
  /** Drag bindings (group phase): the card is the handle. */
  dragRef?: (node: HTMLElement | null) => void;
  dragProps?: Record<string, unknown>;
  dragging?: boolean;
  /** A card is being dragged over this one. */
  dropTarget?: boolean;
  style?: CSSProperties;
  extra?: ReactNode;
}

/** One card: its text (blurred for others while collecting, when the facilitator chose so), author, votes and what the phase offers. */
export function RetroCardItem({ card, mode, dragRef, dragProps, dragging, dropTarget, style, extra }: RetroCardItemProps) {
  const { t } = useTranslation('agile');
  const { snapshot, can, handlers } = useRetro();
  const { busy, run } = useCommand();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const ability = useAppAbility();
  const mine = card.authorId === snapshot.me.participantId;
  // The card rule of shared/retro-permissions.ts, judged by the ability the API uses; the session's facilitator (per session) may too.
  const mayChange = can.moderate || (can.contribute && ability.can('update', subject(RETRO_CARD_SUBJECT, { ...card })));
  const editable = (mode === 'collect' || mode === 'group') && mayChange;
  const voted = snapshot.me.votedCardIds.includes(card.id);
  const outOfVotes = snapshot.me.votesRemaining <= 0;

  if (editing) {
    return (
      <Paper withBorder radius="md" p="xs">
        <CardEditor
          label={t('retro.card.editLabel')}
          initial={card.content ?? ''}
          submitLabel={t('retro.card.save')}
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={async (content) => {
            const ok = await run('edit', () => handlers.updateCard(card.id, { content }));
            if (ok) setEditing(false);
            return ok;
          }}
        />
      </Paper>
    );
  }

  return (
    <Paper
      ref={dragRef}
      withBorder
      radius="md"
      p="xs"
      shadow={dragging ? 'md' : undefined}
      data-testid="retro-card"
      data-card-id={card.id}
      data-mine={mine || undefined}
      data-drop-target={dropTarget || undefined}
      {...dragProps}
      style={{
        cursor: dragProps ? 'grab' : undefined,
        touchAction: dragProps ? 'none' : undefined,
        opacity: dragging ? 0.4 : 1,
        outline: dropTarget ? '2px dashed var(--mantine-primary-color-filled)' : undefined,
        outlineOffset: 2,
        background: mine && mode === 'collect' ? 'var(--mantine-primary-color-light)' : undefined,
        ...style,
      }}
    >
      {card.content === null ? (
        <Group gap={6} wrap="nowrap" aria-label={t('retro.card.hiddenAria', { name: card.authorName })} role="note">
          <IconEyeOff size={14} aria-hidden color="var(--mantine-color-dimmed)" />
          <Box aria-hidden style={{ filter: 'blur(4px)', userSelect: 'none', flex: 1 }}>
            <Text size="sm">{t('retro.card.hiddenFiller')}</Text>
          </Box>
        </Group>
      ) : (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="card-content">
          {card.content}
        </Text>
      )}
      <Group justify="space-between" gap={4} mt={6} wrap="nowrap">
        <Text size="xs" c="dimmed" truncate style={{ minWidth: 0 }}>
          {mine ? t('retro.card.byYou') : card.authorName}
        </Text>
        <Group gap={4} wrap="nowrap" onPointerDown={(event) => event.stopPropagation()}>
          {extra}
          {mode === 'vote' || mode === 'read' ? <VoteCount votes={card.votes} /> : null}
          {mode === 'vote' && can.contribute ? (
            <Button
              size="compact-xs"
              variant={voted ? 'filled' : 'light'}
              color="violet"
              aria-pressed={voted}
              disabled={!voted && outOfVotes}
              loading={busy === 'vote'}
              leftSection={voted ? <IconCheck size={12} aria-hidden /> : <IconCircle size={12} aria-hidden />}
              aria-label={voted ? t('retro.vote.removeAria', { card: excerpt(card.content) }) : t('retro.vote.castAria', { card: excerpt(card.content) })}
              onClick={() => void run('vote', () => (voted ? handlers.unvote(card.id) : handlers.vote(card.id)))}
            >
              {voted ? t('retro.vote.voted') : t('retro.vote.vote')}
            </Button>
          ) : null}
          {mode === 'group' && can.contribute ? <GroupWithMenu card={card} /> : null}
          {editable && card.content !== null ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" size="sm" aria-label={t('retro.card.actions', { card: excerpt(card.content) })} loading={busy === 'delete' || busy === 'edit'}>
                  <IconDots size={14} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setEditing(true)}>
                  {t('retro.card.edit')}
                </Menu.Item>
                <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => setDeleting(true)}>
                  {t('retro.card.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      </Group>
      <ConfirmDialog
        opened={deleting}
        title={t('retro.card.deleteTitle')}
        message={t('retro.card.deleteMessage', { card: excerpt(card.content, 80) })}
        confirmLabel={t('retro.card.delete')}
        danger
        loading={busy === 'delete'}
        onCancel={() => setDeleting(false)}
        onConfirm={() => void run('delete', () => handlers.deleteCard(card.id)).then(() => setDeleting(false))}
      />
    </Paper>
  );
}

/** The viewer's dots: how many votes are left (agile.md section 5, votesPerParticipant). */
export function VotesLeft() {
  const { t } = useTranslation('agile');
  const { snapshot, can } = useRetro();
  if (!can.contribute) {
    return (
      <Text size="sm" c="dimmed" data-testid="observer-note">
        {t('retro.vote.observer')}
      </Text>
    );
  }
  const total = snapshot.session.settings.votesPerParticipant;
  const left = Math.max(0, snapshot.me.votesRemaining);
  return (
    <Group gap="xs" wrap="wrap" role="status" aria-live="polite" data-testid="votes-left">
      <Group gap={3} aria-hidden wrap="nowrap">
        {Array.from({ length: total }, (_, index) =>
          index < left ? <IconCircleFilled key={index} size={14} color="var(--mantine-color-violet-6)" /> : <IconCircle key={index} size={14} color="var(--mantine-color-gray-5)" />,
        )}
      </Group>
      <Text size="sm" fw={500}>
        {t('retro.vote.left', { left, total })}
      </Text>
    </Group>
  );
}
