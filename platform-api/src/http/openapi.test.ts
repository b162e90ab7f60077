import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import supertest from 'supertest';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { AccessErrors, FeatureErrors, HttpErrors } from '@suite/sdk';
import { installedPlugins } from '../plugins/installed.js';
import { startTestPlatform, type TestPlatform } from '../testing/index.js';
import { buildOpenApiDocument, normalizedRoute, openApiPath, routesMissingFrom, type DocumentedTable, type OpenApiDocument, type OpenApiOperation } from './openapi.js';

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const PARAMETER_PLACES = new Set(['query', 'header', 'path', 'cookie']);

function resolvePointer(document: unknown, ref: string): unknown {
  let node: unknown = document;
  for (const part of ref.slice(2).split('/')) {
    const key = part.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object' || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

function collectRefs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => collectRefs(item, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else collectRefs(value, out);
    }
  }
  return out;
}

/**
 * What OpenAPI 3.1 requires of the parts the platform writes (no validator package is installed):
 * the root fields, path templates matched by required path parameters, parameter places, one
 * response at least with a description, unique operation ids, declared tags and security schemes,
 * references that resolve, and schemas that compile as JSON Schema 2020-12 (OpenAPI 3.1's dialect).
 */
function structuralProblems(document: OpenApiDocument): string[] {
  const problems: string[] = [];
  if (document.openapi !== '3.1.0') problems.push('openapi is not 3.1.0');
  if (typeof document.info?.title !== 'string' || typeof document.info?.version !== 'string') problems.push('info needs title and version');
  const tags = new Set(document.tags.map((tag) => tag.name));
  const schemes = new Set(Object.keys(document.components.securitySchemes));
  const operationIds = new Set<string>();
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  const schemas: unknown[] = [];
  const deref = <T>(value: T | { $ref: string }): T => (value && typeof value === 'object' && '$ref' in value ? (resolvePointer(document, value.$ref) as T) : (value as T));

  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/')) problems.push(`${path}: does not start with /`);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    for (const [method, operation] of Object.entries(item) as [string, OpenApiOperation][]) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!METHODS.has(method)) problems.push(`${where}: not an HTTP method`);
      if (operationIds.has(operation.operationId)) problems.push(`${where}: operationId ${operation.operationId} twice`);
      operationIds.add(operation.operationId);
      for (const tag of operation.tags) if (!tags.has(tag)) problems.push(`${where}: tag ${tag} not declared`);
      const parameters = (operation.parameters ?? []).map((parameter) => deref(parameter as { name: string; in: string; required?: boolean; schema?: unknown }));
      const seen = new Set<string>();
      for (const parameter of parameters) {
        if (!parameter || typeof parameter.name !== 'string' || !PARAMETER_PLACES.has(parameter.in)) problems.push(`${where}: invalid parameter ${JSON.stringify(parameter)}`);
        else {
          if (seen.has(`${parameter.in}:${parameter.name}`)) problems.push(`${where}: parameter ${parameter.name} twice`);
          seen.add(`${parameter.in}:${parameter.name}`);
          if (parameter.in === 'path' && (parameter.required !== true || !templated.includes(parameter.name))) problems.push(`${where}: path parameter ${parameter.name} not required or not in the path`);
          if (!('schema' in parameter)) problems.push(`${where}: parameter ${parameter.name} without schema`);
          else schemas.push(parameter.schema);
        }
      }
      for (const name of templated) if (!parameters.some((parameter) => parameter?.in === 'path' && parameter.name === name)) problems.push(`${where}: {${name}} has no parameter`);
      const responses = Object.entries(operation.responses);
      if (responses.length === 0) problems.push(`${where}: no responses`);
      for (const [status, response] of responses as [string, { description?: unknown; content?: Record<string, { schema?: unknown }> }][]) {
        if (!/^[1-5](\d\d|XX)$/.test(status) && status !== 'default') problems.push(`${where}: response key ${status}`);
        if (typeof response.description !== 'string') problems.push(`${where}: response ${status} without description`);
        for (const media of Object.values(response.content ?? {})) schemas.push(media.schema);
      }
      const body = operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined;
      for (const media of Object.values(body?.content ?? {})) schemas.push(media.schema);
      for (const requirement of operation.security ?? []) for (const name of Object.keys(requirement)) if (!schemes.has(name)) problems.push(`${where}: security scheme ${name} undeclared`);
    }
  }
  for (const ref of collectRefs(document)) {
    if (!ref.startsWith('#/') || resolvePointer(document, ref) === undefined) problems.push(`unresolved $ref ${ref}`);
  }
  // Each schema compiled with the document's components beside it, so its references resolve.
  const distinct = [...new Map(schemas.map((schema) => [JSON.stringify(schema), schema])).values()];
  distinct.forEach((schema, i) => {
    try {
      const refersToComponents = collectRefs(schema).length > 0;
      ajv.compile({ $id: `urn:schema:${i}`, ...(schema as object), ...(refersToComponents ? { components: document.components } : {}) });
    } catch (error) {
      problems.push(`schema ${JSON.stringify(schema).slice(0, 120)}: ${(error as Error).message}`);
    }
  });
  return problems;
}

describe('the OpenAPI document of route tables', () => {
  const Session = Type.Object({ id: Type.String({ format: 'uuid' }), name: Type.String() }, { $id: 'PokerSession' });
  const tables: DocumentedTable[] = [
    {
      tag: 'system',
      kind: 'core',
      feature: null,
      routes: [{ method: 'GET', path: '/health', access: 'public' }],
    },
    {
      tag: 'agile',
      kind: 'plugin',
      feature: 'agile_survival',
      routes: [
        {
          method: 'GET',
          path: '/poker/sessions/:id',
          access: 'tenant',
          schema: { params: Type.Object({ id: Type.String({ format: 'uuid' }) }), response: Session },
          summary: 'One planning poker session',
          errors: [{ status: 404, text: 'Session not found' }],
        },
        {
          method: 'POST',
          path: '/poker/sessions',
          access: 'tenant',
          status: 201,
          can: ['create', 'PokerSession'],
          schema: { body: Type.Object({ name: Type.String({ minLength: 1 }) }), query: Type.Object({ team: Type.Optional(Type.String()), filter: Type.Optional(Type.Object({ status: Type.String() })) }), response: Type.Array(Type.Ref('PokerSession')) },
        },
        { method: 'DELETE', path: '/poker/sessions/:sessionId', access: 'tenant' },
        { method: 'POST', path: '/poker/join/:token', access: 'public', guests: true, rateLimited: true },
      ],
    },
  ];
  const document = buildOpenApiDocument({ title: 'Suite API', version: '1.2.3', tables });
  const op = (path: string, method: string) => document.paths[path]![method]!;

  it('converts Express paths to templates below /api and normalizes routes as Express matches them', () => {
    expect(openApiPath('/poker/sessions/:id/votes/:voteId')).toBe('/api/poker/sessions/{id}/votes/{voteId}');
    expect(normalizedRoute('get', '/Poker/Sessions/:id/')).toBe(normalizedRoute('GET', '/poker/sessions/:sessionId'));
    expect(normalizedRoute('GET', '/poker/sessions/:id')).not.toBe(normalizedRoute('POST', '/poker/sessions/:id'));
    expect(Object.keys(document.paths)).toEqual(['/api/health', '/api/poker/sessions/{id}', '/api/poker/sessions', '/api/poker/join/{token}']);
  });

  it('describes parameters, the body and the success envelope from the schemas', () => {
    const get = op('/api/poker/sessions/{id}', 'get');
    expect(get.summary).toBe('One planning poker session');
    expect(get.parameters).toContainEqual({ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } });
    expect(get.parameters).toContainEqual({ $ref: '#/components/parameters/TenantId' });
    expect(get.responses['200']).toMatchObject({
      content: { 'application/json': { schema: { type: 'object', required: ['success', 'data'], properties: { success: { const: true }, data: { $ref: '#/components/schemas/PokerSession' } } } } },
    });
    // TypeBox's symbol keys are gone; the $id schema became a component.
    expect(document.components.schemas.PokerSession).toEqual({ type: 'object', required: ['id', 'name'], properties: { id: { type: 'string', format: 'uuid' }, name: { type: 'string' } } });

    const post = op('/api/poker/sessions', 'post');
    expect(post.requestBody).toEqual({ required: true, content: { 'application/json': { schema: { type: 'object', required: ['name'], properties: { name: { type: 'string', minLength: 1 } } } } } });
    expect(post.parameters).toContainEqual({ name: 'team', in: 'query', required: false, schema: { type: 'string' } });
    expect(post.parameters).toContainEqual(expect.objectContaining({ name: 'filter', in: 'query', style: 'deepObject', explode: true }));
    expect(Object.keys(post.responses)).toContain('201');
    expect(post.responses['201']).toMatchObject({ content: { 'application/json': { schema: { properties: { data: { type: 'array', items: { $ref: '#/components/schemas/PokerSession' } } } } } } });
  });

  it('lists the chain errors in the error envelope, with their texts', () => {
    const get = op('/api/poker/sessions/{id}', 'get');
    expect(Object.keys(get.responses)).toEqual(['200', '400', '401', '403', '404']);
    const forbidden = get.responses['403'] as { description: string; content: Record<string, { schema: unknown }> };
    expect(forbidden.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/ErrorEnvelope' });
    expect(forbidden.description).toContain(FeatureErrors.FEATURE_DISABLED);
    expect(forbidden.description).not.toContain(AccessErrors.ACCESS_DENIED_PAGE);
    expect((get.responses['404'] as { description: string }).description).toBe('- Session not found');
    expect((op('/api/poker/sessions', 'post').responses['403'] as { description: string }).description).toContain(AccessErrors.ACCESS_DENIED_PAGE);
    expect((op('/api/poker/sessions', 'post').responses['400'] as { description: string }).description).toContain(HttpErrors.VALIDATION_FAILED);
    expect(document.components.schemas.ErrorEnvelope).toMatchObject({ required: ['success', 'error'], properties: { success: { const: false }, error: { type: 'string' } } });

    const join = op('/api/poker/join/{token}', 'post');
    expect(Object.keys(join.responses)).toEqual(['200', '429']);
    expect((join.responses['429'] as { description: string }).description).toContain(HttpErrors.TOO_MANY_REQUESTS);
    expect(op('/api/health', 'get').responses).not.toHaveProperty('401');
  });

  it('marks security, tenant header, tags, the CASL check and the feature gate', () => {
    // A session token, or an API key (Bearer sk_... or X-API-Key) on account routes.
    expect(document.security).toEqual([{ bearerAuth: [] }, { apiKeyAuth: [] }]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.apiKeyAuth).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-API-Key' });
    expect(op('/api/health', 'get').security).toEqual([{}, { bearerAuth: [] }]);
    expect(op('/api/poker/sessions/{id}', 'get').security).toBeUndefined();
    expect(op('/api/poker/join/{token}', 'post').parameters).toEqual([{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(op('/api/poker/sessions', 'post')['x-casl']).toEqual({ action: 'create', subject: 'PokerSession' });
    expect(op('/api/poker/sessions', 'post')['x-feature']).toBe('agile_survival');
    expect(op('/api/poker/join/{token}', 'post')).toMatchObject({ 'x-guests': true, 'x-rate-limited': true });
    expect(op('/api/health', 'get').tags).toEqual(['system']);
    expect(document['x-tagGroups']).toEqual([
      { name: 'Core', tags: ['system'] },
      { name: 'Modules', tags: ['agile'] },
    ]);
  });

  it('puts routes spelled with other parameter names under one path template', () => {
    const remove = op('/api/poker/sessions/{id}', 'delete');
    expect(remove.parameters).toContainEqual({ name: 'id', in: 'path', required: true, schema: { type: 'string' } });
    expect(document.paths).not.toHaveProperty('/api/poker/sessions/{sessionId}');
    expect(routesMissingFrom(document, tables)).toEqual([]);
  });

  it('is structurally valid OpenAPI 3.1', () => {
    expect(structuralProblems(document)).toEqual([]);
  });

  it('finds a route of a table that the document lacks, and a broken document', () => {
    const grown: DocumentedTable[] = [...tables, { tag: 'bi', kind: 'plugin', feature: 'bi', routes: [{ method: 'PATCH', path: '/bi/kpis/:id', access: 'tenant' }] }];
    expect(routesMissingFrom(document, grown)).toEqual(['PATCH /bi/kpis/:id']);
    const broken = structuredClone(document);
    broken.paths['/api/poker/sessions/{id}']!.get!.parameters = [];
    broken.paths['/api/health']!.get!.responses = { '200': { content: {} } };
    expect(structuralProblems(broken).sort()).toEqual(['GET /api/health: response 200 without description', 'GET /api/poker/sessions/{id}: {id} has no parameter']);
  });
});

describe('GET /api/openapi.json on the platform with every installed plugin', () => {
  let platform: TestPlatform;
  let document: OpenApiDocument;
  const tablesOf = (p: TestPlatform): DocumentedTable[] => [
    ...p.platform.coreRoutes.map((table) => ({ tag: 'core', kind: 'core' as const, feature: null, routes: table.list() })),
    ...[...p.platform.host.registered.values()].map(({ plugin, routes }) => ({ tag: String(plugin.id), kind: 'plugin' as const, feature: plugin.feature, routes: routes.list() })),
  ];

  beforeAll(async () => {
    platform = await startTestPlatform({ plugins: installedPlugins });
    const answer = await platform.http.get('/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    document = JSON.parse(answer.text) as OpenApiDocument;
  });
  afterAll(() => platform?.close());

  it('is served without a token, not wrapped in the envelope, by the read path as by Express', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toBe(platform.config.version);
    expect(platform.platform.readPath.match({ method: 'GET', url: '/api/openapi.json', headers: {} })).not.toBeNull();
    const viaExpress = await supertest(platform.platform.app).get('/api/openapi.json');
    const viaReadPath = await platform.http.get('/api/openapi.json');
    expect(viaExpress.status).toBe(200);
    expect(viaReadPath.text).toBe(viaExpress.text);
    expect(viaReadPath.headers['content-type']).toBe(viaExpress.headers['content-type']);
  });

  it('lists every route of every table (core and each plugin) with its method', () => {
    const tables = tablesOf(platform);
    const total = tables.reduce((sum, table) => sum + table.routes.length, 0);
    expect(total).toBeGreaterThan(100);
    expect(routesMissingFrom(document, tables)).toEqual([]);
    for (const plugin of installedPlugins) expect(document.tags.map((tag) => tag.name)).toContain(String(plugin.id));
    expect(document.paths['/api/openapi.json']?.get).toBeDefined();
  });

  it('documents what Express does around the tables: sign-in limits, the avatar upload and image', () => {
    expect(Object.keys(document.paths['/api/auth/login']!.post!.responses)).toContain('429');
    expect(document.paths['/api/auth/avatar']!.post!.requestBody).toMatchObject({ content: { 'multipart/form-data': { schema: { required: ['avatar'] } } } });
    expect(document.paths['/api/users/{id}/avatar']!.get!.responses['200']).toMatchObject({ content: { 'application/octet-stream': {} } });
  });

  it('fails when a route registered in a table is missing from the document', () => {
    const agile = platform.platform.host.registered.get('agile')!.routes;
    agile.add({ method: 'GET', path: '/agile/added-after-the-document', handler: () => null });
    expect(routesMissingFrom(document, tablesOf(platform))).toEqual(['GET /agile/added-after-the-document']);
  });

  it('is structurally valid OpenAPI 3.1', () => {
    expect(structuralProblems(document)).toEqual([]);
  });
});
