import { describe, expect, it } from 'vitest';
import { Type } from '@sinclair/typebox';
import { HttpErrors } from '@suite/sdk';
import { validatePart } from './validation.js';

describe('request validation', () => {
  const Body = Type.Object({ name: Type.String({ minLength: 1 }), count: Type.Optional(Type.Integer({ minimum: 0 })) }, { additionalProperties: false });

  it('passes valid input through', () => {
    expect(validatePart(Body, { name: 'x', count: 2 }, 'body')).toEqual({ name: 'x', count: 2 });
  });

  it('names the missing property in the first message', () => {
    expect(() => validatePart(Body, {}, 'body')).toThrow("name must have required property 'name'");
  });

  it('keeps a schema error message whole (a spec text)', () => {
    const Named = Type.Object({ email: Type.String({ format: 'email', errorMessage: 'Please enter a valid email address' }) });
    expect(() => validatePart(Named, { email: 'nope' }, 'body')).toThrow('Please enter a valid email address');
  });

  it('coerces query strings but not JSON bodies', () => {
    const Query = Type.Object({ limit: Type.Integer({ default: 10 }) });
    expect(validatePart(Query, { limit: '5' }, 'query')).toEqual({ limit: 5 });
    expect(validatePart(Query, {}, 'query')).toEqual({ limit: 10 });
    expect(() => validatePart(Body, { name: 'x', count: '5' }, 'body')).toThrow('count must be integer');
  });

  it("falls back to 'Validation failed' with every message in details", () => {
    try {
      validatePart(Type.Object({ a: Type.String(), b: Type.String() }), {}, 'body');
      expect.unreachable();
    } catch (error) {
      expect((error as { details: unknown[] }).details).toHaveLength(2);
      expect(HttpErrors.VALIDATION_FAILED).toBe('Validation failed');
    }
  });
});
