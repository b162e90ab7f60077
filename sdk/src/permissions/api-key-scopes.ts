import { AbilityBuilder, createMongoAbility } from '@casl/ability';
import type { AppAbility } from './ability.js';

/**
 * API key scopes. A scope is `read:<Subject>` or `write:<Subject>`, `<Subject>` being a CASL
 * subject (a platform subject such as 'Billing', a module's such as 'PokerSession') or `all`.
 * A key acts as the person who made it, in the account it was made in, and may do only what
 * both that person's ability and its scopes allow: every check (the endpoint's `can`, a
 * handler's `ability.can`) asks the same CASL ability, narrowed.
 */
export const API_KEY_SCOPE_ACCESS = ['read', 'write'] as const;
export type ApiKeyScopeAccess = (typeof API_KEY_SCOPE_ACCESS)[number];

/** CASL actions each access opens. Plan features ('use') are the plan's, never narrowed. */
export const API_KEY_SCOPE_ACTIONS: Record<ApiKeyScopeAccess, readonly string[]> = {
  read: ['view', 'read', 'participate'],
  write: ['manage', 'create', 'update', 'delete', 'vote', 'assign', 'purchase', 'transfer', 'participate'],
};

export const API_KEY_SCOPE_PATTERN = '^(read|write):(all|[A-Za-z][A-Za-z0-9_.:-]{0,63})$';
const SCOPE = new RegExp(API_KEY_SCOPE_PATTERN);

export interface ParsedScope {
  access: ApiKeyScopeAccess;
  subject: string;
}

export function parseApiKeyScope(scope: string): ParsedScope | null {
  const match = SCOPE.exec(scope);
  return match ? { access: match[1] as ApiKeyScopeAccess, subject: match[2]! } : null;
}

/** The ability of the scopes alone (what a key would allow if its maker could do everything). */
export function abilityOfScopes(scopes: readonly string[]): AppAbility {
  const { can, build } = new AbilityBuilder<AppAbility>(createMongoAbility);
  can('use', 'all');
  for (const scope of scopes) {
    const parsed = parseApiKeyScope(scope);
    if (parsed) can([...API_KEY_SCOPE_ACTIONS[parsed.access]], parsed.subject);
  }
  return build();
}

/**
 * The maker's ability narrowed to the scopes: `can` and `cannot` answer what both allow. Every
 * other member (rules, relevantRuleFor, ...) is the maker's, so nothing reads a wider right than
 * the maker has.
 */
export function scopedAbility(maker: AppAbility, scopes: readonly string[]): AppAbility {
  const limit = abilityOfScopes(scopes);
  const can = (...args: Parameters<AppAbility['can']>) => maker.can(...args) && limit.can(...args);
  return new Proxy(maker, {
    get(target, property) {
      if (property === 'can') return can;
      if (property === 'cannot') return (...args: Parameters<AppAbility['can']>) => !can(...args);
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Whether a scope is within a maker's ability: `read:X` needs them to read X, `write:X` to
 * create, update or delete X (`all` is checked as the wildcard subject, so a member who may
 * not touch billing can still hold write:all, narrowed by their own ability on each check).
 */
export function makerHoldsScope(maker: AppAbility, scope: string): boolean {
  const parsed = parseApiKeyScope(scope);
  if (!parsed) return false;
  if (parsed.access === 'read') return maker.can('read', parsed.subject);
  return ['create', 'update', 'delete'].some((action) => maker.can(action, parsed.subject));
}

/**
 * An endpoint that declares no `can` (its handler checks what it needs): reads need a read scope
 * on something, writes need `write:all`, so a key limited to some subjects never reaches an
 * undeclared write.
 */
export function scopesAllowUndeclared(scopes: readonly string[], method: string): boolean {
  const parsed = scopes.map(parseApiKeyScope).filter((scope): scope is ParsedScope => scope !== null);
  if (method === 'GET' || method === 'HEAD') return parsed.length > 0;
  return parsed.some((scope) => scope.access === 'write' && scope.subject === 'all');
}
