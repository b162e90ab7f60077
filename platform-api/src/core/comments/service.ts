import type { Knex } from 'knex';
import {
  AccessErrors,
  BusinessRuleError,
  CommentErrors,
  CommentEvents,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  isAdminLevel,
  normalizeRole,
  type AppAbility,
  type CommentHistoryEntry,
  type CommentView,
  type DirectoryCapability,
  type DirectoryPerson,
  type GovernedObjectAccess,
  type MentionsView,
  type ObjectCommentsView,
  type ThreadListView,
  type ThreadStatus,
  type ThreadView,
  type TenantScope,
} from '@suite/sdk';
import type { CoreContext } from '../context.js';
import { userRoom } from '../../realtime/hub.js';
import { notifyUsers } from '../notifications/index.js';
import { registerModuleMailTemplates, type TemplateName } from '../mail/templates.js';
import type { GovernedObjects } from './objects.js';

/** The mention mail, sent through the outbox in the mentioned person's language. */
export const COMMENT_MENTION_TEMPLATE = 'comments.mention';
registerModuleMailTemplates('comments', {
  mention: {
    en: { subject: '{{authorName}} mentioned you on {{objectTitle}}', lines: ['Hello {{firstName}},', '{{authorName}} mentioned you in a comment on {{objectLabel}} "{{objectTitle}}":', '{{excerpt}}'], action: 'Open the comment' },
    fr: { subject: '{{authorName}} vous a mentionné sur {{objectTitle}}', lines: ['Bonjour {{firstName}},', '{{authorName}} vous a mentionné dans un commentaire sur « {{objectTitle}} » ({{objectLabel}}) :', '{{excerpt}}'], action: 'Ouvrir le commentaire' },
    es: { subject: '{{authorName}} le mencionó en {{objectTitle}}', lines: ['Hola {{firstName}}:', '{{authorName}} le mencionó en un comentario sobre «{{objectTitle}}» ({{objectLabel}}):', '{{excerpt}}'], action: 'Abrir el comentario' },
  },
});

const T = { comments: 'core.comments', history: 'core.comment_history', mentions: 'core.comment_mentions' } as const;
const EXCERPT_LENGTH = 200;

interface CommentRow {
  id: string;
  account_id: string;
  object_type: string;
  object_id: string;
  object_title: string;
  object_link: string;
  thread_id: string | null;
  author_id: string | null;
  body: string;
  mentions: string[];
  status: ThreadStatus | null;
  resolved_by: string | null;
  resolved_at: Date | null;
  edited_at: Date | null;
  deleted_at: Date | null;
  created_at: Date;
  last_activity_at: Date;
}

/** Who acts: the route's tenant scope, ability, user and role. */
export interface CommentActor extends GovernedObjectAccess {
  role: string;
}

export interface CommentServiceDeps {
  core: CoreContext;
  objects: GovernedObjects;
  directory: DirectoryCapability;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const excerpt = (body: string) => (body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH - 1)}…` : body);
const mentionsOf = (row: CommentRow): string[] => (Array.isArray(row.mentions) ? row.mentions : (JSON.parse(String(row.mentions ?? '[]')) as string[]));
const ref = (people: Map<string, DirectoryPerson>, id: string | null) => (id && people.get(id) ? { id, name: people.get(id)!.name } : null);

export class CommentService {
  constructor(private readonly deps: CommentServiceDeps) {}

  private now(): Date {
    return this.deps.core.now();
  }

  private async people(accountId: string, rows: CommentRow[], knex?: Knex): Promise<Map<string, DirectoryPerson>> {
    const ids = rows.flatMap((row) => [row.author_id, row.resolved_by, ...mentionsOf(row)]);
    return this.deps.directory.people(accountId, ids, { trx: knex });
  }

  private view(actor: CommentActor, row: CommentRow, people: Map<string, DirectoryPerson>): CommentView {
    const deleted = row.deleted_at !== null;
    const mine = row.author_id === actor.userId;
    return {
      id: row.id,
      threadId: row.thread_id,
      author: ref(people, row.author_id),
      body: deleted ? '' : row.body,
      mentions: deleted ? [] : mentionsOf(row).flatMap((id) => (people.get(id) ? [{ id, name: people.get(id)!.name }] : [])),
      createdAt: iso(row.created_at)!,
      editedAt: iso(row.edited_at),
      deletedAt: iso(row.deleted_at),
      canEdit: !deleted && mine && actor.ability.can('update', 'Comment'),
      canDelete: !deleted && (mine || isAdminLevel(normalizeRole(actor.role))) && actor.ability.can('delete', 'Comment'),
    };
  }

  private threadView(actor: CommentActor, root: CommentRow, replies: CommentRow[], people: Map<string, DirectoryPerson>): ThreadView {
    return {
      id: root.id,
      status: root.status ?? 'open',
      resolvedBy: ref(people, root.resolved_by),
      resolvedAt: iso(root.resolved_at),
      comment: this.view(actor, root, people),
      replies: replies.map((reply) => this.view(actor, reply, people)),
    };
  }

  private async loadThread(actor: CommentActor, scope: TenantScope, threadId: string): Promise<ThreadView> {
    const rows = (await scope.table<CommentRow>(T.comments).where((q) => q.where('id', threadId).orWhere('thread_id', threadId)).orderBy('created_at').orderBy('seq')) as CommentRow[];
    const root = rows.find((row) => row.id === threadId);
    if (!root) throw new NotFoundError(CommentErrors.THREAD_NOT_FOUND);
    return this.threadView(actor, root, rows.filter((row) => row.id !== threadId), await this.people(scope.accountId, rows, scope.knex));
  }

  /** A comment of the caller's account whose object they may still read. */
  private async comment(actor: CommentActor, id: string): Promise<CommentRow> {
    const row = (await actor.scope.table<CommentRow>(T.comments).where('id', id).first()) as CommentRow | undefined;
    if (!row) throw new NotFoundError(CommentErrors.COMMENT_NOT_FOUND);
    const declaration = await this.deps.objects.declaration('commentable', actor.scope.accountId, row.object_type);
    if (!declaration || !(await declaration.resolve(actor, row.object_id))) throw new NotFoundError(CommentErrors.COMMENT_NOT_FOUND);
    return row;
  }

  async forObject(actor: CommentActor, type: string, objectId: string): Promise<ObjectCommentsView> {
    const { object } = await this.deps.objects.find('commentable', actor, type, objectId);
    const rows = (await actor.scope.table<CommentRow>(T.comments).where({ object_type: type, object_id: objectId }).orderBy('created_at').orderBy('seq')) as CommentRow[];
    // The object was renamed or moved since: the lists follow its current title and link.
    if (rows.some((row) => row.object_title !== object.title || row.object_link !== object.link)) {
      await actor.scope.table(T.comments).where({ object_type: type, object_id: objectId }).update({ object_title: object.title, object_link: object.link });
    }
    const people = await this.people(actor.scope.accountId, rows);
    const roots = rows.filter((row) => row.thread_id === null);
    // Open threads first, then resolved; each in the order they were started.
    roots.sort((a, b) => Number(a.status === 'resolved') - Number(b.status === 'resolved'));
    return { object, threads: roots.map((root) => this.threadView(actor, root, rows.filter((row) => row.thread_id === root.id), people)) };
  }

  private async checkMentions(accountId: string, mentions: readonly string[] | undefined, knex: Knex): Promise<DirectoryPerson[]> {
    const ids = [...new Set(mentions ?? [])];
    if (!ids.length) return [];
    const members = new Map((await this.deps.directory.members(accountId, { trx: knex })).map((member) => [member.id, member]));
    const people = ids.map((id) => members.get(id));
    if (people.some((person) => !person)) throw new ValidationError(CommentErrors.MENTION_NOT_MEMBER);
    return people as DirectoryPerson[];
  }

  private cleanBody(body: string): string {
    const trimmed = body.trim();
    if (!trimmed) throw new ValidationError(CommentErrors.BODY_REQUIRED);
    return trimmed;
  }

  /** Mentions not notified yet: a row each (the in-app notification), a mail each, a live event. */
  private async notify(actor: CommentActor, knex: Knex, row: CommentRow, people: DirectoryPerson[], objectLabel: string): Promise<DirectoryPerson[]> {
    const others = people.filter((person) => person.id !== actor.userId);
    if (!others.length) return [];
    const inserted = (await knex(T.mentions)
      .insert(others.map((person) => ({ account_id: actor.scope.accountId, comment_id: row.id, user_id: person.id, created_at: this.now() })))
      .onConflict(['comment_id', 'user_id'])
      .ignore()
      .returning('user_id')) as { user_id: string }[];
    const fresh = new Set(inserted.map((entry) => entry.user_id));
    const author = (await this.deps.directory.people(actor.scope.accountId, [actor.userId], { trx: knex })).get(actor.userId);
    const notified = others.filter((person) => fresh.has(person.id));
    // The notification centre (in the app), pushed live once the comment is committed.
    await notifyUsers(
      this.deps.core,
      knex,
      notified.map((person) => ({ accountId: actor.scope.accountId, userId: person.id, kind: 'comment.mention' as const, data: { author: author?.name ?? '', title: row.object_title, excerpt: excerpt(row.body) }, link: row.object_link, sourceId: row.id })),
    );
    for (const person of notified) {
      await this.deps.core.mailer.send(
        {
          to: person.email,
          template: COMMENT_MENTION_TEMPLATE as TemplateName,
          language: person.language,
          // Optional mail (email preferences): skipped when turned off, with a one-click unsubscribe otherwise.
          category: 'mentions',
          data: {
            firstName: person.firstName || person.name,
            authorName: author?.name ?? '',
            objectTitle: row.object_title,
            objectLabel,
            excerpt: excerpt(row.body),
            link: `${this.deps.core.config.appUrl}${row.object_link}`,
          },
        },
        knex,
      );
    }
    return notified;
  }

  private async announce(accountId: string, row: CommentRow, people: DirectoryPerson[]): Promise<void> {
    for (const person of people) {
      await this.deps.core.hub
        .broadcast(userRoom(person.id), CommentEvents.MENTION, { accountId, commentId: row.id, threadId: row.thread_id ?? row.id, objectType: row.object_type, objectId: row.object_id, title: row.object_title, link: row.object_link })
        .catch((error: unknown) => this.deps.core.log.warn({ err: error }, 'could not announce a mention'));
    }
  }

  async create(actor: CommentActor, type: string, objectId: string, input: { body: string; mentions?: string[]; threadId?: string }): Promise<ThreadView> {
    const { object } = await this.deps.objects.find('commentable', actor, type, objectId);
    const body = this.cleanBody(input.body);
    const now = this.now();
    const { row, notified } = await actor.scope.transaction(async (scope, trx) => {
      if (input.threadId) {
        const thread = (await scope.table<CommentRow>(T.comments).where({ id: input.threadId, object_type: type, object_id: objectId }).whereNull('thread_id').first()) as CommentRow | undefined;
        if (!thread) throw new NotFoundError(CommentErrors.THREAD_NOT_FOUND);
      }
      const people = await this.checkMentions(scope.accountId, input.mentions, trx);
      const [row] = (await scope
        .insert(T.comments, {
          object_type: type,
          object_id: objectId,
          object_title: object.title,
          object_link: object.link,
          thread_id: input.threadId ?? null,
          author_id: actor.userId,
          body,
          mentions: JSON.stringify(people.map((person) => person.id)),
          status: input.threadId ? null : 'open',
          created_at: now,
          last_activity_at: now,
        })
        .returning('*')) as CommentRow[];
      await scope.insert(T.history, { comment_id: row!.id, action: 'created', body, user_id: actor.userId, created_at: now });
      // The thread's object title and link follow the object; its activity moves it up the lists.
      if (input.threadId) await scope.table(T.comments).where('id', input.threadId).update({ last_activity_at: now, object_title: object.title, object_link: object.link });
      const notified = await this.notify({ ...actor, scope }, trx, row!, people, object.label);
      return { row: row!, notified };
    });
    await this.announce(actor.scope.accountId, row, notified);
    return this.loadThread(actor, actor.scope, row.thread_id ?? row.id);
  }

  async edit(actor: CommentActor, id: string, input: { body: string; mentions?: string[] }): Promise<CommentView> {
    const current = await this.comment(actor, id);
    if (current.deleted_at) throw new BusinessRuleError(CommentErrors.DELETED_COMMENT);
    if (current.author_id !== actor.userId) throw new ForbiddenError(CommentErrors.ONLY_AUTHOR_EDITS);
    const body = this.cleanBody(input.body);
    const now = this.now();
    const declaration = await this.deps.objects.declaration('commentable', actor.scope.accountId, current.object_type);
    const { row, notified } = await actor.scope.transaction(async (scope, trx) => {
      const people = input.mentions === undefined ? null : await this.checkMentions(scope.accountId, input.mentions, trx);
      const [row] = (await scope
        .table(T.comments)
        .where('id', id)
        .update({ body, edited_at: now, ...(people ? { mentions: JSON.stringify(people.map((person) => person.id)) } : {}) })
        .returning('*')) as unknown as CommentRow[];
      // The history keeps the text as it was before this edit.
      await scope.insert(T.history, { comment_id: id, action: 'edited', body: current.body, user_id: actor.userId, created_at: now });
      await scope.table(T.comments).where('id', current.thread_id ?? id).update({ last_activity_at: now });
      const notified = people ? await this.notify({ ...actor, scope }, trx, row!, people, declaration?.label ?? current.object_type) : [];
      return { row: row!, notified };
    });
    await this.announce(actor.scope.accountId, row, notified);
    return this.view(actor, row, await this.people(actor.scope.accountId, [row]));
  }

  async remove(actor: CommentActor, id: string): Promise<CommentView> {
    const current = await this.comment(actor, id);
    if (current.deleted_at) throw new BusinessRuleError(CommentErrors.DELETED_COMMENT);
    if (current.author_id !== actor.userId && !isAdminLevel(normalizeRole(actor.role))) throw new ForbiddenError(CommentErrors.ONLY_AUTHOR_OR_ADMIN_DELETES);
    const now = this.now();
    const row = await actor.scope.transaction(async (scope) => {
      const [row] = (await scope.table(T.comments).where('id', id).update({ deleted_at: now, deleted_by: actor.userId }).returning('*')) as unknown as CommentRow[];
      await scope.insert(T.history, { comment_id: id, action: 'deleted', body: current.body, user_id: actor.userId, created_at: now });
      return row!;
    });
    return this.view(actor, row, await this.people(actor.scope.accountId, [row]));
  }

  async setStatus(actor: CommentActor, id: string, status: ThreadStatus): Promise<ThreadView> {
    const current = await this.comment(actor, id);
    if (current.thread_id !== null) throw new BusinessRuleError(CommentErrors.ONLY_THREADS_RESOLVE);
    if (current.status !== status) {
      const now = this.now();
      await actor.scope.transaction(async (scope) => {
        await scope
          .table(T.comments)
          .where('id', id)
          .update(status === 'resolved' ? { status, resolved_by: actor.userId, resolved_at: now, last_activity_at: now } : { status, resolved_by: null, resolved_at: null, last_activity_at: now });
        await scope.insert(T.history, { comment_id: id, action: status === 'resolved' ? 'resolved' : 'reopened', body: null, user_id: actor.userId, created_at: now });
      });
    }
    return this.loadThread(actor, actor.scope, id);
  }

  async history(actor: CommentActor, id: string): Promise<CommentHistoryEntry[]> {
    await this.comment(actor, id);
    const rows = (await actor.scope.table(T.history).where('comment_id', id).orderBy('created_at').orderBy('seq')) as { id: string; action: CommentHistoryEntry['action']; body: string | null; user_id: string | null; created_at: Date }[];
    const people = await this.deps.directory.people(actor.scope.accountId, rows.map((row) => row.user_id));
    return rows.map((row) => ({ id: row.id, action: row.action, body: row.body, user: ref(people, row.user_id), at: iso(row.created_at)! }));
  }

  /** The account's threads (the Governance section), or only those mentioning the caller. */
  async threads(actor: CommentActor, ability: AppAbility, query: { status?: ThreadStatus; objectType?: string; mentions?: 'me'; limit: number; offset: number }): Promise<ThreadListView> {
    if (query.mentions !== 'me' && ability.cannot('read', 'Governance')) throw new ForbiddenError(AccessErrors.ACCESS_DENIED_PAGE);
    const { scope } = actor;
    const types = new Set((await this.deps.objects.types('commentable', scope.accountId)).map((entry) => entry.type));
    const base = () => {
      const q = scope.table<CommentRow>(`${T.comments} as c`).whereNull('c.thread_id').whereIn('c.object_type', [...types]);
      if (query.status) q.where('c.status', query.status);
      if (query.objectType) q.where('c.object_type', query.objectType);
      if (query.mentions === 'me') {
        q.whereExists((mentioned) =>
          mentioned
            .select(scope.knex.raw('1'))
            .from(`${T.mentions} as m`)
            .join(`${T.comments} as mc`, 'mc.id', 'm.comment_id')
            .where('m.user_id', actor.userId)
            .where('m.account_id', scope.accountId)
            .whereNull('mc.deleted_at')
            .whereRaw('(mc.id = c.id or mc.thread_id = c.id)'),
        );
      }
      return q;
    };
    const [{ count }] = (await base().count<{ count: string | number }[]>({ count: '*' })) as { count: string | number }[];
    const roots = (await base().select('c.*').orderBy('c.last_activity_at', 'desc').orderBy('c.id').limit(query.limit).offset(query.offset)) as CommentRow[];
    const ids = roots.map((root) => root.id);
    const replyCounts = ids.length
      ? ((await scope.table(T.comments).whereIn('thread_id', ids).whereNull('deleted_at').groupBy('thread_id').select('thread_id').count({ count: '*' })) as { thread_id: string; count: string | number }[])
      : [];
    const mentioned = ids.length
      ? ((await scope
          .table(`${T.mentions} as m`)
          .join(`${T.comments} as mc`, 'mc.id', 'm.comment_id')
          .where('m.user_id', actor.userId)
          .whereNull('mc.deleted_at')
          .where((q) => q.whereIn('mc.id', ids).orWhereIn('mc.thread_id', ids))
          .select('mc.id', 'mc.thread_id')) as { id: string; thread_id: string | null }[])
      : [];
    const mentionsMe = new Set(mentioned.map((entry) => entry.thread_id ?? entry.id));
    const people = await this.people(scope.accountId, roots);
    return {
      total: Number(count),
      items: roots.map((root) => ({
        id: root.id,
        status: root.status ?? 'open',
        object: { type: root.object_type, label: this.deps.objects.label(root.object_type), id: root.object_id, title: root.object_title, link: root.object_link },
        author: ref(people, root.author_id),
        excerpt: root.deleted_at ? '' : excerpt(root.body),
        replies: Number(replyCounts.find((entry) => entry.thread_id === root.id)?.count ?? 0),
        createdAt: iso(root.created_at)!,
        lastActivityAt: iso(root.last_activity_at)!,
        mentionsMe: mentionsMe.has(root.id),
      })),
    };
  }

  /** The caller's mentions in this account (newest first, 50 at most) with the unread count. */
  async mentions(actor: CommentActor): Promise<MentionsView> {
    const { scope } = actor;
    const types = [...(await this.deps.objects.types('commentable', scope.accountId)).map((entry) => entry.type)];
    const base = () => scope.table(`${T.mentions} as m`).join(`${T.comments} as c`, 'c.id', 'm.comment_id').where('m.user_id', actor.userId).whereNull('c.deleted_at').whereIn('c.object_type', types);
    const [{ unread }] = (await base().whereNull('m.read_at').count<{ unread: string | number }[]>({ unread: '*' })) as { unread: string | number }[];
    const rows = (await base().select('c.*', 'm.read_at as mention_read_at', 'm.created_at as mentioned_at').orderBy('m.created_at', 'desc').limit(50)) as (CommentRow & { mention_read_at: Date | null; mentioned_at: Date })[];
    const people = await this.people(scope.accountId, rows);
    return {
      unread: Number(unread),
      items: rows.map((row) => ({
        commentId: row.id,
        threadId: row.thread_id ?? row.id,
        object: { type: row.object_type, label: this.deps.objects.label(row.object_type), id: row.object_id, title: row.object_title, link: row.object_link },
        author: ref(people, row.author_id),
        excerpt: excerpt(row.body),
        createdAt: iso(row.mentioned_at)!,
        readAt: iso(row.mention_read_at),
      })),
    };
  }

  async markMentionsRead(actor: CommentActor, commentIds: string[] | undefined): Promise<MentionsView> {
    const q = actor.scope.table(T.mentions).where('user_id', actor.userId).whereNull('read_at');
    if (commentIds) q.whereIn('comment_id', commentIds);
    await q.update({ read_at: this.now() });
    return this.mentions(actor);
  }

  async mentionable(accountId: string): Promise<{ id: string; name: string }[]> {
    return (await this.deps.directory.members(accountId)).map((member) => ({ id: member.id, name: member.name }));
  }
}
