import { Type, type Static, type TSchema } from '@sinclair/typebox';

export { Type };
export type { Static, TSchema };

export const Uuid = Type.String({ format: 'uuid' });
export const IdParams = Type.Object({ id: Uuid });
export type IdParams = Static<typeof IdParams>;

/** limit / offset pagination, with the defaults the lists of the spec use. */
export const Pagination = (defaultLimit = 10, maxLimit = 100) =>
  Type.Object({
    limit: Type.Integer({ minimum: 1, maximum: maxLimit, default: defaultLimit }),
    offset: Type.Integer({ minimum: 0, default: 0 }),
  });

export const SuccessEnvelope = <T extends TSchema>(data: T) => Type.Object({ success: Type.Literal(true), data });
export const ErrorEnvelope = Type.Object({
  success: Type.Literal(false),
  error: Type.String(),
  details: Type.Optional(Type.Unknown()),
});
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;
export interface SuccessEnvelope<T> {
  success: true;
  data: T;
}
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;
