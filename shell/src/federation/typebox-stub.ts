/**
 * The browser's stand-in for '@sinclair/typebox' (aliased in shell/webpack.config.js).
 *
 * Endpoint declarations (@suite/sdk/endpoints) carry TypeBox schemas for the server (which
 * validates requests and, in tests, answers) and the API document. The browser only reads an
 * endpoint's method, path and flags: it never validates with a schema, and no browser code uses
 * TypeBox values (no Value.Check, Kind or TypeGuard; `Static` and the T* types are compile-time
 * only). TypeBox itself is some 20 KB gzipped on every page that imports an endpoint, the public
 * ones included (budget 160 KB), so the shell's bundle builds the schemas as plain JSON-Schema-like
 * objects with these few lines instead. Every builder the declarations call is here; any other
 * returns an empty schema rather than failing at load.
 */

type Schema = Record<string, unknown>;
type Options = Schema | undefined;

const properties = (schema: unknown): Schema => ((schema as { properties?: Schema } | undefined)?.properties ?? {});

const builders = {
  String: (options?: Options) => ({ type: 'string', ...options }),
  Number: (options?: Options) => ({ type: 'number', ...options }),
  Integer: (options?: Options) => ({ type: 'integer', ...options }),
  Boolean: (options?: Options) => ({ type: 'boolean', ...options }),
  Null: (options?: Options) => ({ type: 'null', ...options }),
  Unknown: (options?: Options) => ({ ...options }),
  Any: (options?: Options) => ({ ...options }),
  Unsafe: (options?: Options) => ({ ...options }),
  Literal: (value: unknown, options?: Options) => ({ const: value, ...options }),
  Optional: (schema: Schema) => schema,
  Readonly: (schema: Schema) => schema,
  Object: (props: Schema, options?: Options) => ({ type: 'object', properties: props, ...options }),
  Array: (items: Schema, options?: Options) => ({ type: 'array', items, ...options }),
  Union: (anyOf: Schema[], options?: Options) => ({ anyOf, ...options }),
  Intersect: (allOf: Schema[], options?: Options) => ({ allOf, ...options }),
  Record: (key: Schema, value: Schema, options?: Options) => ({ type: 'object', patternProperties: { '^.*$': value }, ...options }),
  Partial: (schema: Schema, options?: Options) => ({ ...schema, required: [], ...options }),
  Composite: (schemas: Schema[], options?: Options) => ({ type: 'object', properties: Object.assign({}, ...schemas.map(properties)), ...options }),
  Pick: (schema: Schema, keys: string[], options?: Options) => ({ type: 'object', properties: Object.fromEntries(Object.entries(properties(schema)).filter(([key]) => keys.includes(key))), ...options }),
  Omit: (schema: Schema, keys: string[], options?: Options) => ({ type: 'object', properties: Object.fromEntries(Object.entries(properties(schema)).filter(([key]) => !keys.includes(key))), ...options }),
};

export const Type: typeof builders & Record<string, (...args: unknown[]) => Schema> = new Proxy(builders, {
  get: (target, name) => (name in target ? target[name as keyof typeof builders] : () => ({})),
}) as typeof builders & Record<string, (...args: unknown[]) => Schema>;
