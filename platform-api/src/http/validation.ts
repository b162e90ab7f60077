import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import addErrors from 'ajv-errors';
import type { TSchema } from '@sinclair/typebox';
import { ValidationError, HttpErrors } from '@suite/sdk';

function createAjv(coerceTypes: boolean): Ajv {
  const ajv = new Ajv({ allErrors: true, coerceTypes, useDefaults: true, strict: false });
  addFormats.default(ajv);
  addErrors.default(ajv);
  return ajv;
}

// Params and query arrive as strings: coerce them. Bodies are JSON: never coerce.
const coercing = createAjv(true);
const strict = createAjv(false);
const cache = new WeakMap<object, ValidateFunction>();

function compile(schema: TSchema, coerce: boolean): ValidateFunction {
  const cached = cache.get(schema);
  if (cached) return cached;
  const validate = (coerce ? coercing : strict).compile(schema);
  cache.set(schema, validate);
  return validate;
}

export interface FieldError {
  field: string;
  message: string;
}

function fieldOf(error: ErrorObject): string {
  const base = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  if (error.keyword === 'required') {
    const missing = (error.params as { missingProperty?: string }).missingProperty ?? '';
    return base ? `${base}.${missing}` : missing;
  }
  return base;
}

function describe(errors: ErrorObject[]): FieldError[] {
  return errors.map((error) => {
    const field = fieldOf(error);
    // ajv-errors messages are spec texts: keep them whole.
    if (error.keyword === 'errorMessage') return { field, message: error.message ?? HttpErrors.VALIDATION_FAILED };
    return { field, message: field ? `${field} ${error.message ?? 'is invalid'}` : (error.message ?? HttpErrors.VALIDATION_FAILED) };
  });
}

/**
 * Validate (and coerce / default) one part of a request. Throws a ValidationError whose text is
 * the first message (or 'Validation failed'), with every message in details.
 */
export function validatePart<T>(schema: TSchema, value: unknown, part: 'params' | 'query' | 'body'): T {
  const validate = compile(schema, part !== 'body');
  const data = value === undefined && part === 'body' ? {} : value;
  if (validate(data)) return data as T;
  const fields = describe(validate.errors ?? []);
  throw new ValidationError(fields[0]?.message || HttpErrors.VALIDATION_FAILED, fields);
}

const answers = new Ajv({ allErrors: true, strict: false });
addFormats.default(answers);
const answerCache = new WeakMap<object, ValidateFunction>();

/**
 * Hold a route's answer to its declared response schema, as the client will read it (after
 * JSON). Used in tests: a mismatch is a bug in the server, so it throws a plain Error (a 500).
 */
export function validateResponse(schema: TSchema, data: unknown, route: string): void {
  let validate = answerCache.get(schema);
  if (!validate) {
    validate = answers.compile(schema);
    answerCache.set(schema, validate);
  }
  if (data === undefined) return;
  const sent = JSON.parse(JSON.stringify(data)) as unknown;
  if (!validate(sent)) throw new Error(`${route} answered outside its response schema: ${answers.errorsText(validate.errors)}`);
}

/** Deeper than this, a value is not walked further (the body limit bounds the size anyway). */
const NUL_SCAN_MAX_DEPTH = 64;

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

type TextProblem = typeof HttpErrors.NUL_CHARACTER | typeof HttpErrors.LONE_SURROGATE;

function textProblem(text: string): TextProblem | null {
  if (text.includes('\u0000')) return HttpErrors.NUL_CHARACTER;
  if (LONE_SURROGATE.test(text)) return HttpErrors.LONE_SURROGATE;
  return null;
}

/** Where the first bad text is (its dotted path) and what is wrong with it. */
function badTextPath(value: unknown, path: string, depth: number): { path: string; problem: TextProblem } | null {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    return problem ? { path, problem } : null;
  }
  // Binary bodies (uploads) are not text.
  if (value === null || typeof value !== 'object' || depth > NUL_SCAN_MAX_DEPTH || ArrayBuffer.isView(value)) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = badTextPath(value[index], path ? `${path}.${index}` : String(index), depth + 1);
      if (found !== null) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const field = path ? `${path}.${key}` : key;
    const problem = textProblem(key);
    if (problem) return { path: field.replaceAll('\u0000', '').replace(new RegExp(LONE_SURROGATE.source, 'g'), ''), problem };
    const found = badTextPath((value as Record<string, unknown>)[key], field, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/**
 * PostgreSQL refuses the NUL character (U+0000) in text, and a lone surrogate (half of a UTF-16
 * pair) is no character at all (it cannot be written as UTF-8), so no request may carry either: one
 * rule for every route (path, query, body, keys included) and every socket payload, a 400 naming
 * the field.
 */
export function assertNoNulCharacter(parts: Record<string, unknown>): void {
  for (const [part, value] of Object.entries(parts)) {
    const found = badTextPath(value, '', 0);
    if (found === null) continue;
    const field = found.path || part;
    throw new ValidationError(found.problem, [{ field, message: found.problem }]);
  }
}
