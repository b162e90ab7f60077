import { Type, type Static } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import { IntegrationErrors } from '../domain/errors.js';

/** API keys (/integrations/api): personal (the maker's) or the account's (managed by its admins). */
export const API_KEY_KINDS = ['personal', 'account'] as const;
export type ApiKeyKind = (typeof API_KEY_KINDS)[number];
/** Every key starts with it: `Authorization: Bearer sk_...` or `X-API-Key: sk_...`. */
export const API_KEY_PREFIX = 'sk_';
export const API_KEY_HEADER = 'X-API-Key';

const oneOf = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const ApiKeyViewSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  kind: oneOf(API_KEY_KINDS),
  /** The first characters of the key, to recognise it (the key itself is shown once). */
  prefix: Type.String(),
  scopes: Type.Array(Type.String()),
  createdById: Type.String(),
  createdByName: Type.String(),
  createdAt: Type.String(),
  lastUsedAt: Nullable(Type.String()),
  revokedAt: Nullable(Type.String()),
});
export type ApiKeyView = Static<typeof ApiKeyViewSchema>;

export const ApiKeyWithSecretSchema = Type.Composite([ApiKeyViewSchema, Type.Object({ secret: Type.String() })]);
export type ApiKeyWithSecret = Static<typeof ApiKeyWithSecretSchema>;

export const ApiKeyScopeOptionSchema = Type.Object({ scope: Type.String(), access: Type.String(), subject: Type.String() });
export const ApiKeyScopesViewSchema = Type.Object({
  /** The scopes the caller may grant (within their own ability). */
  scopes: Type.Array(ApiKeyScopeOptionSchema),
  canCreateAccountKeys: Type.Boolean(),
});
export type ApiKeyScopesView = Static<typeof ApiKeyScopesViewSchema>;

export const CreateApiKeyBody = Type.Object(
  {
    name: Type.String({ maxLength: 200 }),
    kind: Type.Optional(oneOf(API_KEY_KINDS)),
    scopes: Type.Array(Type.String({ maxLength: 80 }), { maxItems: 100 }),
  },
  { additionalProperties: false },
);
export type CreateApiKeyBody = Static<typeof CreateApiKeyBody>;

const SEE = ['read', 'Integrations'] as const;

export const ApiKeyEndpoints = {
  scopes: defineEndpoint({ method: 'GET', path: '/integrations/api-keys/scopes', access: 'tenant', can: SEE, schema: { response: ApiKeyScopesViewSchema }, summary: 'Scopes the caller may grant a key' }),
  list: defineEndpoint({
    method: 'GET',
    path: '/integrations/api-keys',
    access: 'tenant',
    can: SEE,
    schema: { response: Type.Array(ApiKeyViewSchema) },
    summary: 'API keys: your personal keys, and every key of the account for those who manage integrations',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/integrations/api-keys',
    access: 'tenant',
    can: SEE,
    status: 201,
    schema: { body: CreateApiKeyBody, response: ApiKeyWithSecretSchema },
    summary: 'Create an API key (the key is answered once and stored hashed)',
    errors: [{ status: 400, text: IntegrationErrors.API_KEY_SCOPES_REQUIRED }, { status: 403, text: IntegrationErrors.ACCOUNT_KEYS_NEED_MANAGE }],
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/integrations/api-keys/:id',
    access: 'tenant',
    can: SEE,
    schema: { params: Type.Object({ id: Type.String({ format: 'uuid' }) }), response: ApiKeyViewSchema },
    summary: 'Revoke an API key (refused from the next request on)',
    errors: [{ status: 404, text: IntegrationErrors.API_KEY_NOT_FOUND }],
  }),
} as const;
