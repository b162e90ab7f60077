import { AccessErrors, AuthErrors, FeatureErrors, HttpErrors, reply } from '@suite/sdk';
import type { RouteTable } from '../plugins/routes.js';
import { EXPRESS_READ_PATHS, RATE_LIMITED_AUTH_PATHS } from '../core/auth/http.js';

/**
 * The OpenAPI 3.1 document of every route table (the core areas' and each installed plugin's),
 * generated once at start and served at GET /api/openapi.json. TypeBox schemas are JSON Schema
 * 2020-12 already, which is OpenAPI 3.1's dialect: they are copied (dropping TypeBox's symbol
 * keys), schemas with an `$id` become components and `$ref`s point at them.
 */

/** Where the document is served, below /api (a public core route). */
export const OPENAPI_PATH = '/openapi.json';

type JsonSchema = Record<string, unknown>;

/** What the document reads of a registered route (RouteTable.list()); every field but three is optional. */
export interface DocumentedRoute {
  method: string;
  path: string;
  access: 'public' | 'user' | 'tenant';
  schema?: { params?: unknown; query?: unknown; body?: unknown; response?: unknown };
  can?: readonly [string, string];
  guests?: boolean;
  rateLimited?: boolean;
  status?: number;
  file?: boolean;
  /** The JSON body may also be sent as multipart/form-data: a `file` part for fileName/contentType/dataBase64. */
  multipart?: boolean;
  summary?: string;
  errors?: readonly unknown[];
  /** A multipart upload (parsed by Express before the route): the file's field name. */
  upload?: string;
}

/** One route table: a core area or a plugin. */
export interface DocumentedTable {
  /** The tag of its operations: the plugin id or the core area's name. */
  tag: string;
  kind: 'core' | 'plugin';
  /** The flag gating its non-public routes (a plugin's feature); null for core areas. */
  feature: string | null;
  routes: readonly DocumentedRoute[];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  'x-tagGroups': { name: string; tags: string[] }[];
  security: Record<string, string[]>[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: {
    securitySchemes: Record<string, unknown>;
    parameters: Record<string, unknown>;
    schemas: Record<string, JsonSchema>;
  };
}

export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  responses: Record<string, unknown>;
  security?: Record<string, string[]>[];
  'x-casl'?: { action: string; subject: string };
  'x-feature'?: string;
  'x-guests'?: boolean;
  'x-rate-limited'?: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

const ERROR_ENVELOPE_REF = { $ref: '#/components/schemas/ErrorEnvelope' };
const TENANT_HEADER_REF = { $ref: '#/components/parameters/TenantId' };

/** Express-style parameters (`:id`) and wildcards (`*rest`) of a path, in order. */
const PARAM = /[:*]([A-Za-z0-9_]+)/g;

export function pathParameterNames(expressPath: string): string[] {
  return [...expressPath.matchAll(PARAM)].map((match) => match[1]!);
}

/** '/poker/sessions/:id' -> '/api/poker/sessions/{id}'. */
export function openApiPath(expressPath: string): string {
  return `/api${expressPath.replace(PARAM, (_, name: string) => `{${name}}`)}`;
}

/** The same route whatever its spelling: case-insensitive, parameters unnamed, no trailing slash (Express matches so). */
export function normalizedRoute(method: string, expressPath: string): string {
  const path = expressPath.replace(PARAM, ':').replace(/\/+$/, '').toLowerCase();
  return `${method.toUpperCase()} ${path === '' ? '/' : path}`;
}

/** A deep copy as JSON: TypeBox's symbol keys (Kind, OptionalKind...) and functions are dropped. */
function plain(schema: unknown): JsonSchema {
  return JSON.parse(JSON.stringify(schema ?? {})) as JsonSchema;
}

/** Components the document defines itself. */
const RESERVED_COMPONENTS = ['ErrorEnvelope'];

function componentName(id: string): string {
  const last = id.split(/[/#]/).filter(Boolean).pop() ?? id;
  return last.replace(/\.json$/i, '').replace(/[^A-Za-z0-9._-]/g, '_') || 'Schema';
}

/**
 * Copies schemas into the document: a schema carrying `$id` goes once into components.schemas
 * (and is referenced where it appeared); a `$ref` by id points at that component.
 */
class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {};
  private readonly names = new Map<string, string>();

  convert(schema: unknown): JsonSchema {
    const copy = plain(schema);
    this.collectIds(copy);
    return this.rewrite(copy) as JsonSchema;
  }

  private nameFor(id: string): string {
    let name = this.names.get(id);
    if (name) return name;
    const base = componentName(id);
    const taken = new Set([...this.names.values(), ...RESERVED_COMPONENTS]);
    name = base;
    for (let n = 2; taken.has(name); n += 1) name = `${base}${n}`;
    this.names.set(id, name);
    return name;
  }

  /** Register every `$id` first, so a `$ref` met before its target still resolves. */
  private collectIds(node: unknown): void {
    if (Array.isArray(node)) {
      for (const item of node) this.collectIds(item);
      return;
    }
    if (!node || typeof node !== 'object') return;
    const id = (node as JsonSchema).$id;
    if (typeof id === 'string') this.nameFor(id);
    for (const value of Object.values(node)) this.collectIds(value);
  }

  private rewrite(node: unknown): unknown {
    if (Array.isArray(node)) return node.map((item) => this.rewrite(item));
    if (!node || typeof node !== 'object') return node;
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(node)) out[key] = this.rewrite(value);
    if (typeof out.$ref === 'string' && !out.$ref.startsWith('#')) {
      const target = this.names.get(out.$ref);
      if (target) out.$ref = `#/components/schemas/${target}`;
    }
    if (typeof out.$id === 'string') {
      const name = this.nameFor(out.$id);
      const { $id: _id, ...body } = out;
      // The first schema with an id wins (ajv refuses two different schemas with one id anyway).
      if (!this.components[name]) this.components[name] = body;
      return { $ref: `#/components/schemas/${name}` };
    }
    return out;
  }
}

interface DeclaredError {
  status: number;
  text?: string;
}

/** Errors as declared ({ status, text } or a bare status), read defensively. */
function declaredErrors(errors: readonly unknown[] | undefined): DeclaredError[] {
  const out: DeclaredError[] = [];
  for (const error of errors ?? []) {
    if (typeof error === 'number') out.push({ status: error });
    else if (error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'number') {
      const { status, text, message } = error as { status: number; text?: unknown; message?: unknown };
      const said = typeof text === 'string' ? text : typeof message === 'string' ? message : undefined;
      out.push(said === undefined ? { status } : { status, text: said });
    }
  }
  return out;
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad request',
  401: 'Not signed in',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload too large',
  415: 'Unsupported media type',
  422: 'Business rule refused',
  429: 'Too many requests',
  503: 'Unavailable',
};

function errorResponse(status: number, texts: string[]): unknown {
  const unique = [...new Set(texts)];
  const content: Record<string, unknown> = { schema: ERROR_ENVELOPE_REF };
  if (unique.length > 0) {
    content.examples = Object.fromEntries(unique.map((text, i) => [`e${i + 1}`, { summary: text, value: { success: false, error: text } }]));
  }
  const description = unique.length > 0 ? unique.map((text) => `- ${text}`).join('\n') : (STATUS_TEXT[status] ?? 'Error');
  return { description, content: { 'application/json': content } };
}

function operationIdOf(method: string, tag: string, expressPath: string): string {
  const words = expressPath
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') || segment.startsWith('*') ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  const camel = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('');
  return `${tag}.${method.toLowerCase()}${camel}`;
}

interface PathSlot {
  template: string;
  names: string[];
}

function propertiesOf(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } | null {
  if (!schema.properties || typeof schema.properties !== 'object') return null;
  return { properties: schema.properties as Record<string, JsonSchema>, required: Array.isArray(schema.required) ? (schema.required as string[]) : [] };
}

function successResponse(route: DocumentedRoute, schemas: SchemaCollector): [string, unknown] {
  const status = String(route.status ?? 200);
  if (route.path === OPENAPI_PATH) {
    return [status, { description: 'This OpenAPI 3.1 document (not enveloped)', content: { 'application/json': { schema: { type: 'object', required: ['openapi', 'info', 'paths'] } } } }];
  }
  if (route.file) {
    return [status, { description: 'A file download (Content-Disposition: attachment)', content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } }];
  }
  const data = route.schema?.response ? schemas.convert(route.schema.response) : {};
  const envelope = { type: 'object', required: ['success', 'data'], properties: { success: { const: true }, data } };
  return [status, { description: 'Success', content: { 'application/json': { schema: envelope } } }];
}

function buildOperation(table: DocumentedTable, route: DocumentedRoute, slot: PathSlot, schemas: SchemaCollector): OpenApiOperation {
  const method = route.method.toLowerCase();
  const own = pathParameterNames(route.path);
  const parameters: unknown[] = [];

  // Path parameters take the names of the path item's template (two routes may name them apart).
  const paramsSchema = route.schema?.params ? schemas.convert(route.schema.params) : null;
  const paramProps = paramsSchema ? propertiesOf(paramsSchema)?.properties : undefined;
  slot.names.forEach((name, i) => {
    parameters.push({ name, in: 'path', required: true, schema: paramProps?.[own[i] ?? name] ?? { type: 'string' } });
  });

  if (route.schema?.query) {
    const query = schemas.convert(route.schema.query);
    const shape = propertiesOf(query);
    if (shape) {
      for (const [name, schema] of Object.entries(shape.properties)) {
        const nested = schema.type === 'object' || schema.type === 'array';
        parameters.push({ name, in: 'query', required: shape.required.includes(name), schema, ...(schema.type === 'object' ? { style: 'deepObject', explode: true } : nested ? { explode: true } : {}) });
      }
    } else {
      parameters.push({ name: 'query', in: 'query', required: false, style: 'form', explode: true, schema: query });
    }
  }
  if (route.access === 'tenant') parameters.push(TENANT_HEADER_REF);

  const operation: OpenApiOperation = {
    operationId: operationIdOf(method, table.tag, route.path),
    tags: [table.tag],
    ...(route.summary ? { summary: route.summary } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    responses: {},
  };
  if (route.schema?.body) {
    const json = schemas.convert(route.schema.body);
    operation.requestBody = { required: true, content: { 'application/json': { schema: json }, ...(route.multipart ? { 'multipart/form-data': { schema: multipartFormOf(json) } } : {}) } };
  } else if (route.upload) {
    const file = { type: 'string', contentMediaType: 'application/octet-stream' };
    operation.requestBody = { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: [route.upload], properties: { [route.upload]: file } } } } };
  }

  // The chain's own errors, in its order, then what the route declares.
  const errors = new Map<number, string[]>();
  const add = (status: number, text?: string) => {
    const texts = errors.get(status) ?? [];
    if (text) texts.push(text);
    errors.set(status, texts);
  };
  const authenticated = route.access !== 'public';
  const gated = authenticated && table.feature !== null;
  if (route.schema?.params || route.schema?.query || route.schema?.body) add(400, HttpErrors.VALIDATION_FAILED);
  if (route.schema?.body) add(400, HttpErrors.MALFORMED_JSON);
  if (route.access === 'tenant') add(400, AccessErrors.TENANT_CONTEXT_REQUIRED);
  if (authenticated) {
    add(401, HttpErrors.UNAUTHORIZED);
    add(401, AuthErrors.SESSION_EXPIRED);
  }
  if (route.access === 'tenant') {
    add(403, AccessErrors.tenantMismatch('<accountId>'));
    add(403, AuthErrors.EMAIL_VERIFICATION_REQUIRED);
  }
  if (gated) add(403, FeatureErrors.FEATURE_DISABLED);
  if (route.can) add(403, AccessErrors.ACCESS_DENIED_PAGE);
  for (const error of declaredErrors(route.errors)) add(error.status, error.text);
  if (route.rateLimited) add(429, HttpErrors.TOO_MANY_REQUESTS);

  const [successStatus, success] = successResponse(route, schemas);
  operation.responses[successStatus] = success;
  for (const status of [...errors.keys()].sort((a, b) => a - b)) operation.responses[String(status)] = errorResponse(status, errors.get(status)!);

  // Public routes take a token when there is one (e.g. the modules manifest of the signed-in account).
  if (!authenticated) operation.security = [{}, { bearerAuth: [] }];
  // API keys reach account routes only; the person's own routes (profile, sessions) need a sign-in.
  else if (route.access === 'user') operation.security = [{ bearerAuth: [] }];
  if (route.can) operation['x-casl'] = { action: route.can[0], subject: route.can[1] };
  if (gated) operation['x-feature'] = table.feature!;
  if (route.guests) operation['x-guests'] = true;
  if (route.rateLimited) operation['x-rate-limited'] = true;
  return operation;
}

/**
 * What Express does around the tables (core/auth/http.ts): the sign-in routes' address limiter,
 * the multipart avatar upload, and the avatar image it answers itself (raw bytes, public).
 */
function withExpressWork(route: DocumentedRoute): DocumentedRoute {
  if (route.method === 'POST' && (RATE_LIMITED_AUTH_PATHS as readonly string[]).includes(route.path)) return { ...route, rateLimited: true };
  if (route.method === 'POST' && route.path === '/auth/avatar') return { ...route, upload: 'avatar' };
  return route;
}
const EXPRESS_ROUTES: DocumentedTable = {
  tag: 'auth',
  kind: 'core',
  feature: null,
  routes: [{ method: 'GET', path: EXPRESS_READ_PATHS[0], access: 'public', file: true, summary: "A user's avatar image", errors: [{ status: 404, text: HttpErrors.NOT_FOUND }] }],
};

/** The route tables of a platform as the document sees them: core areas by name (and Express's own routes), then each plugin. */
export function documentedTables(core: readonly { area: string; table: RouteTable }[], plugins: readonly { id: string; feature: string; table: RouteTable }[]): DocumentedTable[] {
  return [
    ...core.map(({ area, table }) => ({ tag: area, kind: 'core' as const, feature: null, routes: table.list().map(withExpressWork) })),
    EXPRESS_ROUTES,
    ...plugins.map(({ id, feature, table }) => ({ tag: id, kind: 'plugin' as const, feature, routes: table.list() })),
  ];
}

export function buildOpenApiDocument(options: { title: string; version: string; tables: readonly DocumentedTable[] }): OpenApiDocument {
  const schemas = new SchemaCollector();
  const paths: OpenApiDocument['paths'] = {};
  const slots = new Map<string, PathSlot>();
  const operationIds = new Set<string>();
  const tagNames: { core: string[]; plugin: string[] } = { core: [], plugin: [] };

  for (const table of options.tables) {
    if (!tagNames[table.kind].includes(table.tag)) tagNames[table.kind].push(table.tag);
    for (const route of table.routes) {
      const method = route.method.toLowerCase();
      if (!(METHODS as readonly string[]).includes(method)) continue;
      // One path item per route shape: '/x/:id' and '/x/:key' share the first spelling's template.
      const key = normalizedRoute('GET', route.path);
      let slot = slots.get(key);
      if (!slot) {
        slot = { template: openApiPath(route.path), names: pathParameterNames(route.path) };
        slots.set(key, slot);
      }
      const item = (paths[slot.template] ??= {});
      // Two routes on one method and path are refused at start (plugins/duplicates.ts); the first serves.
      if (item[method]) continue;
      const operation = buildOperation(table, route, slot, schemas);
      let id = operation.operationId;
      for (let n = 2; operationIds.has(id); n += 1) id = `${operation.operationId}${n}`;
      operation.operationId = id;
      operationIds.add(id);
      item[method] = operation;
    }
  }

  const errorEnvelope: JsonSchema = {
    type: 'object',
    required: ['success', 'error'],
    properties: {
      success: { const: false },
      error: { type: 'string', description: "The spec's error text" },
      details: { description: 'Field errors of a validation failure ({ field, message }[]) or the error\'s own details' },
    },
  };

  return {
    openapi: '3.1.0',
    info: {
      title: options.title,
      version: options.version,
      description: [
        'Every answer is an envelope: `{ "success": true, "data": ... }` or `{ "success": false, "error": "<text>", "details"?: ... }`.',
        'Routes are authenticated with a bearer access token unless public; account-scoped routes act for the account named by the optional `X-Tenant-ID` header (or the session\'s account).',
        'Account-scoped routes also take an API key (made on /integrations/api), as `Authorization: Bearer sk_...` or `X-API-Key: sk_...`: it acts as the person who made it, in its account, limited to its scopes (`read:<Subject>`, `write:<Subject>`, `all` for every subject).',
        '`x-casl` names the permission checked before the handler, `x-feature` the account flag that gates the route.',
      ].join('\n\n'),
    },
    tags: [
      ...tagNames.core.map((name) => ({ name, description: `Core area: ${name}` })),
      ...tagNames.plugin.map((name) => ({ name, description: `Plugin ${name}` })),
    ],
    'x-tagGroups': [
      { name: 'Core', tags: tagNames.core },
      { name: 'Modules', tags: tagNames.plugin },
    ].filter((group) => group.tags.length > 0),
    security: [{ bearerAuth: [] }, { apiKeyAuth: [] }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT or API key (sk_...)', description: 'A session access token, or an API key on account routes.' },
        apiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-API-Key', description: 'An API key (sk_...) made on /integrations/api.' },
      },
      parameters: {
        TenantId: { name: 'X-Tenant-ID', in: 'header', required: false, description: 'The account to act for (default: the session\'s account).', schema: { type: 'string', format: 'uuid' } },
      },
      schemas: { ErrorEnvelope: errorEnvelope, ...schemas.components },
    },
  };
}

/** The routes of the tables the document does not list ('METHOD /path'): the tests hold it empty. */
export function routesMissingFrom(document: Pick<OpenApiDocument, 'paths'>, tables: readonly DocumentedTable[]): string[] {
  const documented = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of Object.keys(item)) documented.add(normalizedRoute(method, path.replace(/^\/api/, '').replace(/\{([^}]+)\}/g, ':$1')));
  }
  return tables.flatMap((table) => table.routes.filter((route) => !documented.has(normalizedRoute(route.method, route.path))).map((route) => `${route.method} ${route.path}`));
}

/** Serve the document (computed once) as a public core route: GET /api/openapi.json. */
export function registerOpenApiRoute(routes: RouteTable, document: () => string): void {
  routes.add({
    method: 'GET',
    path: OPENAPI_PATH,
    public: true,
    // The document itself, not wrapped in the envelope (viewers and generators read it as is), shown rather than downloaded.
    handler: () => reply.inline('openapi.json', 'application/json', document()),
  });
}

/**
 * The form of an endpoint that also takes multipart: its JSON body's fields, with one binary `file`
 * part in place of fileName, contentType and dataBase64 (the server fills those from the part).
 */
function multipartFormOf(json: JsonSchema): JsonSchema {
  const fromFile = new Set(['fileName', 'contentType', 'dataBase64']);
  const shape = propertiesOf(json);
  const properties: Record<string, JsonSchema> = { file: { type: 'string', contentMediaType: 'application/octet-stream' } };
  for (const [name, schema] of Object.entries(shape?.properties ?? {})) if (!fromFile.has(name)) properties[name] = schema;
  return { type: 'object', required: ['file', ...(shape?.required ?? []).filter((name) => !fromFile.has(name))], properties };
}
