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
