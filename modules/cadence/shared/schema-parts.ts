import { Type, type TSchema } from '@suite/sdk/schemas';
import { CadenceErrors } from './errors.js';

/** Schema pieces every cadence declaration uses. */
export const Uuid = Type.String({ format: 'uuid' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** A day, YYYY-MM-DD. */
export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
export const Timestamp = Type.String();
/** A required text: the message users read when it is empty. */
export const Text = (maxLength: number, message: string = CadenceErrors.TEXT_REQUIRED) => Type.String({ minLength: 1, maxLength, errorMessage: { minLength: message } });
export const IdParams = Type.Object({ id: Uuid });
export const Deleted = Type.Object({ deleted: Type.Literal(true) });
export const Confidence = Type.Integer({ minimum: 0, maximum: 100, errorMessage: CadenceErrors.CONFIDENCE_RANGE });
