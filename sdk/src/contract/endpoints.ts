import type { Static, TSchema } from '@sinclair/typebox';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint: anyone, any signed-in user (core only), or a member of the tenant. */
export type EndpointAccess = 'public' | 'user' | 'tenant';

/** TypeBox schemas of an endpoint; `response` is the success envelope's `data`. */
export interface EndpointSchemas {
  params?: TSchema;
  query?: TSchema;
  body?: TSchema;
  response?: TSchema;
}

/** An error the endpoint may answer, for the API document (the text is the spec's when fixed). */
export interface EndpointError {
  status: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503;
  text?: string;
}

/**
 * One HTTP endpoint, declared once in a module's `shared/` (or the sdk for the core): the server
 * registers its handler against it (`ctx.routes.implement`), the browser calls it through
 * `callEndpoint` / `useEndpointQuery` / `useEndpointMutation`, and the API document is generated
 * from it.
 */
export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  readonly $$type: 'suite.endpoint';
  readonly method: HttpMethod;
  /** Express-style path below /api, e.g. '/poker/sessions/:id'. */
  readonly path: string;
  readonly schema: S;
  /** Named public endpoint: no token needed. Everything else is authenticated and tenant-scoped. */
  readonly public?: boolean;
  /** Core endpoints only: 'user' needs a signed-in user but no account. */
  readonly access?: EndpointAccess;
  /** The CASL check run before the handler, e.g. ['create', 'PokerSession']. */
  readonly can?: readonly [action: string, subject: string];
  /** Guests holding a guest token may call it (the handler checks their scope). */
  readonly guests?: boolean;
  /** The sign-in routes' per-address rate limit applies. */
  readonly rateLimited?: boolean;
  /**
   * Public endpoints only: browsers on any origin may call it (CORS open, no credentials), e.g.
   * the embeddable feedback widget's ingestion. Everything else stays same-origin.
   */
  readonly cors?: boolean;
  /**
   * Also accepts the body as multipart/form-data (a file upload from a form or curl -F): the one
   * file part becomes the body's `fileName`, `contentType` and `dataBase64`, the other parts its
   * fields, and the same body schema validates it. JSON keeps working.
   */
  readonly multipart?: MultipartUpload;
  /** Success status when the handler returns plain data (201 for creations). */
  readonly status?: 200 | 201 | 202;
  /** Answers a file download instead of the JSON envelope. */
  readonly file?: boolean;
  /** One line for the API reference. */
  readonly summary?: string;
  /** Errors this endpoint answers besides the chain's own (401, 403 tenant / feature / ability, 400 validation). */
  readonly errors?: readonly EndpointError[];
}

export interface MultipartUpload {
  /** The largest file accepted, in bytes. */
  readonly maxBytes: number;
  /** The text answered (400) when the file is larger. */
  readonly tooLarge: string;
}

export type EndpointDeclaration<S extends EndpointSchemas> = Omit<Endpoint<S>, '$$type' | 'schema'> & { schema?: S };

export function defineEndpoint<const S extends EndpointSchemas = Record<never, never>>(declaration: EndpointDeclaration<S>): Endpoint<S> {
  return Object.freeze({ ...declaration, schema: (declaration.schema ?? {}) as S, $$type: 'suite.endpoint' as const });
}

export function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && (value as { $$type?: unknown }).$$type === 'suite.endpoint';
}

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback;

export type EndpointSchemasOf<E> = E extends Endpoint<infer S> ? S : never;
/** What the endpoint answers in `data`. */
export type EndpointResponse<E> = StaticOr<EndpointSchemasOf<E>['response'], unknown>;
export type EndpointParams<E> = StaticOr<EndpointSchemasOf<E>['params'], Record<string, never>>;
export type EndpointQuery<E> = StaticOr<EndpointSchemasOf<E>['query'], Record<string, never>>;
export type EndpointBody<E> = StaticOr<EndpointSchemasOf<E>['body'], undefined>;

type Part<Name extends string, S> = S extends TSchema ? (Record<string, never> extends Static<S> ? { [K in Name]?: Static<S> } : { [K in Name]: Static<S> }) : { [K in Name]?: never };

/** The parts a caller passes: required when the schema has required fields. */
export type EndpointInput<E> = Part<'params', EndpointSchemasOf<E>['params']> & Part<'query', EndpointSchemasOf<E>['query']> & Part<'body', EndpointSchemasOf<E>['body']>;

/** '/poker/sessions/:id' with { id: 'a b' } -> '/poker/sessions/a%20b'. */
export function endpointPath(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, unknown>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${endpoint.path}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** 'GET /poker/sessions/:id': how endpoints, duplicates and the API document name a route. */
export function endpointName(endpoint: Pick<Endpoint, 'method' | 'path'>): string {
  return `${endpoint.method} ${endpoint.path}`;
}
