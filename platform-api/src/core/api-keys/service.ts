import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from 'knex';
import {
  API_KEY_PREFIX,
  API_KEY_SCOPE_ACCESS,
  ForbiddenError,
  IntegrationErrors,
  NotFoundError,
  PLATFORM_SUBJECTS,
  ValidationError,
  makerHoldsScope,
  parseApiKeyScope,
  registeredModulePermissions,
  type ApiKeyKind,
  type ApiKeyScopesView,
  type ApiKeyView,
  type ApiKeyWithSecret,
  type AppAbility,
  type CreateApiKeyBody,
} from '@suite/sdk';
import { recordAudit } from '../audit/audit.js';

/**
 * API keys (/integrations/api). A key is `sk_` and 32 random bytes (base64url). Only its SHA-256
 * is stored: with 256 bits of entropy nobody can search the hash space, so the slow, salted hash
 * a password needs (argon2id) would add nothing but its cost on every request; a plain digest
 * also lets the key be found by an indexed lookup. The key is answered once, on creation.
 */
export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** How many characters of a key are kept to recognise it. */
const PREFIX_LENGTH = 11;

interface ApiKeyRow {
  id: string;
  account_id: string;
  user_id: string;
  kind: ApiKeyKind;
  name: string;
  prefix: string;
  scopes: string[] | string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
  first_name?: string;
  last_name?: string;
  email?: string;
}

export interface ApiKeyActor {
  userId: string;
  accountId: string;
  ability: AppAbility | null;
  /** Set when the request itself came with an API key: keys never manage keys. */
  apiKeyId?: string | null;
  ip?: string;
}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
const canManage = (ability: AppAbility | null) => Boolean(ability?.can('update', 'Integrations'));

export class ApiKeyService {
  constructor(private readonly deps: { db: Knex; now: () => Date }) {}

  private view(row: ApiKeyRow): ApiKeyView {
    const name = [row.first_name, row.last_name].filter(Boolean).join(' ').trim();
    return {
      id: row.id,
      name: row.name,
      kind: row.kind,
      prefix: row.prefix,
      scopes: typeof row.scopes === 'string' ? (JSON.parse(row.scopes) as string[]) : row.scopes,
      createdById: row.user_id,
      createdByName: name || row.email || '',
      createdAt: iso(row.created_at)!,
      lastUsedAt: iso(row.last_used_at),
      revokedAt: iso(row.revoked_at),
    };
  }

  private rows(accountId: string) {
    return this.deps.db('core.api_keys as k').join('core.users as u', 'u.id', 'k.user_id').where('k.account_id', accountId).select('k.*', 'u.first_name', 'u.last_name', 'u.email');
  }

  private refuseKeyRequests(actor: ApiKeyActor): void {
    if (actor.apiKeyId) throw new ForbiddenError(IntegrationErrors.API_KEY_NOT_ALLOWED_HERE);
  }

  /** The scopes the caller may grant: those within their own ability. */
  scopes(actor: ApiKeyActor): ApiKeyScopesView {
    const subjects = ['all', ...PLATFORM_SUBJECTS, ...registeredModulePermissions().flatMap((module) => module.subjects)];
    const unique = [...new Set(subjects)];
    const scopes = unique.flatMap((subject) => API_KEY_SCOPE_ACCESS.map((access) => ({ scope: `${access}:${subject}`, access, subject })));
    return { scopes: actor.ability ? scopes.filter((option) => makerHoldsScope(actor.ability!, option.scope)) : [], canCreateAccountKeys: canManage(actor.ability) };
  }

  /** Your personal keys; every key of the account for those who manage integrations. */
  async list(actor: ApiKeyActor): Promise<ApiKeyView[]> {
    const query = this.rows(actor.accountId).orderBy('k.created_at', 'desc');
    if (!canManage(actor.ability)) query.where({ 'k.user_id': actor.userId, 'k.kind': 'personal' });
    return ((await query) as ApiKeyRow[]).map((row) => this.view(row));
  }

  async create(actor: ApiKeyActor, body: CreateApiKeyBody): Promise<ApiKeyWithSecret> {
    this.refuseKeyRequests(actor);
    const name = body.name.trim();
    if (name.length < 1 || name.length > 80) throw new ValidationError(IntegrationErrors.API_KEY_NAME_REQUIRED);
    const kind: ApiKeyKind = body.kind ?? 'personal';
    if (kind === 'account' && !canManage(actor.ability)) throw new ForbiddenError(IntegrationErrors.ACCOUNT_KEYS_NEED_MANAGE);
    const scopes = [...new Set(body.scopes.map((scope) => scope.trim()))];
    if (scopes.length === 0) throw new ValidationError(IntegrationErrors.API_KEY_SCOPES_REQUIRED);
    for (const scope of scopes) {
      if (!parseApiKeyScope(scope)) throw new ValidationError(IntegrationErrors.apiKeyScopeInvalid(scope));
      if (!actor.ability || !makerHoldsScope(actor.ability, scope)) throw new ForbiddenError(IntegrationErrors.apiKeyScopeNotHeld(scope));
    }
    const secret = newApiKey();
    const [row] = (await this.deps.db('core.api_keys')
      .insert({ account_id: actor.accountId, user_id: actor.userId, kind, name, prefix: secret.slice(0, PREFIX_LENGTH), secret_hash: hashApiKey(secret), scopes: JSON.stringify(scopes), created_at: this.deps.now() })
      .returning('id')) as { id: string }[];
    await recordAudit(this.deps.db, { accountId: actor.accountId, userId: actor.userId, action: 'api-key.created', details: { id: row!.id, kind, scopes }, ipAddress: actor.ip ?? null });
    const created = (await this.rows(actor.accountId).where('k.id', row!.id).first()) as ApiKeyRow;
    return { ...this.view(created), secret };
  }

  /** Revoke: your own key, or any key of the account for those who manage integrations. */
  async revoke(actor: ApiKeyActor, id: string): Promise<ApiKeyView> {
    this.refuseKeyRequests(actor);
    const row = (await this.rows(actor.accountId).where('k.id', id).first()) as ApiKeyRow | undefined;
    if (!row || (!canManage(actor.ability) && (row.user_id !== actor.userId || row.kind !== 'personal'))) throw new NotFoundError(IntegrationErrors.API_KEY_NOT_FOUND);
    if (!row.revoked_at) {
      await this.deps.db('core.api_keys').where({ id, account_id: actor.accountId }).update({ revoked_at: this.deps.now(), revoked_by: actor.userId });
      await recordAudit(this.deps.db, { accountId: actor.accountId, userId: actor.userId, action: 'api-key.revoked', details: { id }, ipAddress: actor.ip ?? null });
    }
    return this.view((await this.rows(actor.accountId).where('k.id', id).first()) as ApiKeyRow);
  }
}
