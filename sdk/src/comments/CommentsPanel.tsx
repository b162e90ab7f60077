import { useMemo, useState, type FormEvent } from 'react';
import { Badge, Button, Group, Modal, MultiSelect, Paper, SegmentedControl, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEndpointMutation, useEndpointQuery } from '../client/endpoints.js';
import { CommentEndpoints as C } from '../endpoints/comments-versions.js';
import { UserEndpoints } from '../endpoints/users.js';
import { MentionTextarea } from './MentionTextarea.js';
import type { CommentView, ThreadView } from '../schemas/comments-versions.js';
import { useAppAbility } from '../permissions/react.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { FormError } from '../ui/fields.js';
import { EmptyState, ErrorState, LoadingState } from '../ui/states.js';
import { COMMENTS_NAMESPACE } from './i18n.js';

export interface CommentsPanelProps {
  /** The module's qualified object type, as declared `commentable` ('agile.board-item'). */
  objectType: string;
  objectId: string;
}

type Show = 'open' | 'resolved' | 'all';
const MUTATION_INVALIDATES = [C.forObject, C.threads, C.mentions];

export function formatWhen(value: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
}

function useMembers() {
  return useEndpointQuery(C.mentionable, {}, { staleTime: 60_000 });
}

/** The text box of a new thread, a reply or an edit: body, people to mention, submit on Ctrl/Cmd+Enter. */
function Composer(props: { placeholder: string; submitLabel: string; initialBody?: string; initialMentions?: string[]; saving: boolean; error: unknown; onSubmit: (body: string, mentions: string[]) => Promise<unknown>; onCancel?: () => void; autoFocus?: boolean }) {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const members = useMembers();
  const directory = useEndpointQuery(UserEndpoints.directory, {}, { staleTime: 60_000 });
  const candidates = useMemo(() => (directory.data ?? []).map((user) => ({ id: user.id, name: `${user.firstName} ${user.lastName}`.trim() || user.email, email: user.email })), [directory.data]);
  const [body, setBody] = useState(props.initialBody ?? '');
  const [mentions, setMentions] = useState<string[]>(props.initialMentions ?? []);
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!body.trim()) return;
    await props.onSubmit(body, mentions);
    setBody('');
    setMentions([]);
  };
  return (
    <form onSubmit={(event) => void submit(event).catch(() => undefined)}>
      <Stack gap="xs">
        <MentionTextarea
          placeholder={props.placeholder}
          value={body}
          autoFocus={props.autoFocus}
          members={candidates}
          onChange={setBody}
          onMention={(member) => setMentions((current) => (current.includes(member.id) ? current : [...current, member.id]))}
          onSubmit={() => void submit().catch(() => undefined)}
        />
        <MultiSelect
          label={t('panel.mention')}
          description={t('panel.mentionHint')}
          data={(members.data ?? []).map((member) => ({ value: member.id, label: member.name }))}
          value={mentions}
          onChange={setMentions}
          searchable
          clearable
          size="xs"
        />
        <FormError error={props.error} />
        <Group justify="flex-end" gap="xs">
          {props.onCancel && (
            <Button variant="default" size="xs" onClick={props.onCancel}>
              {t('panel.cancel')}
            </Button>
          )}
          <Button type="submit" size="xs" loading={props.saving} disabled={!body.trim()}>
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function CommentHistory({ commentId, onClose }: { commentId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation(COMMENTS_NAMESPACE);
  const history = useEndpointQuery(C.history, { params: { id: commentId } });
  return (
    <Modal opened onClose={onClose} title={t('panel.historyTitle')} size="lg">
      {history.isPending ? (
        <LoadingState variant="detail" rows={3} />
      ) : history.isError ? (
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
      ) : history.data.length === 0 ? (
        <Text c="dimmed">{t('panel.historyEmpty')}</Text>
      ) : (
        <Timeline bulletSize={18} lineWidth={2}>
          {history.data.map((entry) => (
            <Timeline.Item key={entry.id} title={`${entry.user?.name ?? t('panel.someone')} ${t(`panel.actions.${entry.action}`)}`}>
              <Text size="xs" c="dimmed">
                {formatWhen(entry.at, i18n.language)}
              </Text>
              {entry.body !== null && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {entry.body}
                </Text>
              )}
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Modal>
  );
}

function Comment({ comment }: { comment: CommentView }) {
  const { t, i18n } = useTranslation(COMMENTS_NAMESPACE);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const edit = useEndpointMutation(C.edit, { invalidates: MUTATION_INVALIDATES });
  const remove = useEndpointMutation(C.remove, { invalidates: MUTATION_INVALIDATES });
  const deleted = Boolean(comment.deletedAt);
  return (
    <Stack gap={4}>
      {/* On a phone the actions go under the name rather than squeezing it into a column. */}
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600}>
          {comment.author?.name ?? t('panel.someone')}{' '}
          <Text span size="xs" c="dimmed" fw={400}>
            {formatWhen(comment.createdAt, i18n.language)}
            {comment.editedAt && !deleted ? ` · ${t('panel.edited')}` : ''}
          </Text>
        </Text>
        <Group gap={2} wrap="nowrap">
          <Button variant="subtle" size="compact-xs" onClick={() => setShowHistory(true)}>
            {t('panel.history')}
          </Button>
          {comment.canEdit && (
            <Button variant="subtle" size="compact-xs" onClick={() => setEditing(true)}>
              {t('panel.edit')}
            </Button>
          )}
          {comment.canDelete && (
            <Button variant="subtle" color="red" size="compact-xs" onClick={() => setConfirming(true)}>
              {t('panel.delete')}
            </Button>
          )}
        </Group>
      </Group>
      {deleted ? (
        <Text size="sm" c="dimmed" fs="italic">
          {t('panel.deleted')}
        </Text>
      ) : editing ? (
        <Composer
          placeholder={t('panel.placeholder')}
          submitLabel={t('panel.save')}
          initialBody={comment.body}
          initialMentions={comment.mentions.map((person) => person.id)}
          saving={edit.isPending}
          error={edit.error}
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={async (body, mentions) => {
            await edit.mutateAsync({ params: { id: comment.id }, body: { body, mentions } });
            setEditing(false);
          }}
        />
      ) : (
        <>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {comment.body}
          </Text>
          {comment.mentions.length > 0 && (
            <Text size="xs" c="dimmed">
              {t('panel.mentioned', { names: comment.mentions.map((person) => `@${person.name}`).join(', ') })}
            </Text>
          )}
        </>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('panel.deleteTitle')}
        message={t('panel.deleteMessage')}
        confirmLabel={t('panel.delete')}
        cancelLabel={t('panel.cancel')}
        danger
        loading={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate({ params: { id: comment.id } }, { onSettled: () => setConfirming(false) })}
      />
      {showHistory && <CommentHistory commentId={comment.id} onClose={() => setShowHistory(false)} />}
    </Stack>
  );
}

function Thread({ thread, objectType, objectId, canWrite }: { thread: ThreadView; objectType: string; objectId: string; canWrite: boolean }) {
  const { t, i18n } = useTranslation(COMMENTS_NAMESPACE);
  const [replying, setReplying] = useState(false);
  const reply = useEndpointMutation(C.create, { invalidates: MUTATION_INVALIDATES });
  const resolve = useEndpointMutation(C.resolve, { invalidates: MUTATION_INVALIDATES });
  const reopen = useEndpointMutation(C.reopen, { invalidates: MUTATION_INVALIDATES });
  const resolved = thread.status === 'resolved';
  return (
    <Paper withBorder p="sm" radius="md" data-testid="comment-thread" aria-label={thread.comment.body.slice(0, 60)}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Badge variant="light" color={resolved ? 'green' : 'blue'} size="sm">
            {t(`panel.status.${thread.status}`)}
          </Badge>
          {resolved && thread.resolvedBy && (
            <Text size="xs" c="dimmed">
              {t('panel.resolvedBy', { name: thread.resolvedBy.name })}
              {thread.resolvedAt ? ` · ${formatWhen(thread.resolvedAt, i18n.language)}` : ''}
            </Text>
          )}
        </Group>
        <Comment comment={thread.comment} />
        {thread.replies.length > 0 && (
          <Stack gap="sm" pl="md" style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
            {thread.replies.map((entry) => (
              <Comment key={entry.id} comment={entry} />
            ))}
          </Stack>
        )}
        {canWrite && replying && (
          <Composer
            placeholder={t('panel.replyPlaceholder')}
            submitLabel={t('panel.sendReply')}
            saving={reply.isPending}
            error={reply.error}
            autoFocus
            onCancel={() => setReplying(false)}
            onSubmit={async (body, mentions) => {
              await reply.mutateAsync({ params: { objectType, objectId }, body: { body, mentions, threadId: thread.id } });
              setReplying(false);
            }}
          />
        )}
        {canWrite && !replying && (
          <Group gap="xs">
            <Button variant="subtle" size="xs" onClick={() => setReplying(true)}>
              {t('panel.reply')}
            </Button>
            {resolved ? (
              <Button variant="subtle" size="xs" loading={reopen.isPending} onClick={() => reopen.mutate({ params: { id: thread.id } })}>
                {t('panel.reopen')}
              </Button>
            ) : (
              <Button variant="subtle" size="xs" color="green" loading={resolve.isPending} onClick={() => resolve.mutate({ params: { id: thread.id } })}>
                {t('panel.resolve')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Threads on one object a module declared `commentable`: start one (with mentions), reply,
 * resolve / reopen, edit and delete your own (history kept). Modules embed it in their screens.
 */
export function CommentsPanel({ objectType, objectId }: CommentsPanelProps) {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const ability = useAppAbility();
  const canWrite = ability.can('create', 'Comment');
  const [show, setShow] = useState<Show>('open');
  const data = useEndpointQuery(C.forObject, { params: { objectType, objectId } });
  const create = useEndpointMutation(C.create, { invalidates: MUTATION_INVALIDATES });
  if (data.isPending) return <LoadingState variant="detail" rows={4} />;
  if (data.isError) return <ErrorState error={data.error} title={t('panel.loadError')} onRetry={() => void data.refetch()} />;
  const threads = data.data.threads.filter((thread) => show === 'all' || thread.status === show);
  return (
    <Stack gap="md" aria-label={t('panel.title')}>
      {canWrite ? (
        <Composer
          placeholder={t('panel.placeholder')}
          submitLabel={t('panel.send')}
          saving={create.isPending}
          error={create.error}
          onSubmit={(body, mentions) => create.mutateAsync({ params: { objectType, objectId }, body: { body, mentions } })}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('panel.readOnly')}
        </Text>
      )}
      {data.data.threads.length === 0 ? (
        <EmptyState title={t('panel.empty')} description={t('panel.emptyHint')} />
      ) : (
        <>
          <SegmentedControl
            size="xs"
            value={show}
            onChange={(value) => setShow(value as Show)}
            data={(['open', 'resolved', 'all'] as const).map((value) => ({ value, label: `${t(`panel.show.${value}`)} (${value === 'all' ? data.data.threads.length : data.data.threads.filter((thread) => thread.status === value).length})` }))}
          />
          {threads.map((thread) => (
            <Thread key={thread.id} thread={thread} objectType={objectType} objectId={objectId} canWrite={canWrite} />
          ))}
        </>
      )}
    </Stack>
  );
}
