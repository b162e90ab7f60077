import { Type, type Static } from '@sinclair/typebox';
import { DateText, Nullable } from './common.js';

// Billing API schemas, payment methods (all re-exported by ../billing.ts).
export const PaymentMethodViewSchema = Type.Object({
  id: Type.String(),
  brand: Type.String(),
  last4: Type.String(),
  expMonth: Type.Number(),
  expYear: Type.Number(),
  holderName: Nullable(Type.String()),
  isDefault: Type.Boolean(),
  /** Name of the provider that holds the card ('sandbox' by default). */
  provider: Type.String(),
  createdAt: DateText,
});
export type PaymentMethodView = Static<typeof PaymentMethodViewSchema>;

/** POST /billing/payment-methods. The number and CVC go to the provider and are never stored. */
export const AddPaymentMethodBody = Type.Object(
  {
    cardNumber: Type.String({ minLength: 1, maxLength: 40 }),
    expMonth: Type.Integer({ minimum: 1, maximum: 12 }),
    /** Four digits (2030) or two (30). */
    expYear: Type.Integer({ minimum: 0, maximum: 2200 }),
    cvc: Type.String({ minLength: 1, maxLength: 8 }),
    holderName: Type.Optional(Type.String({ maxLength: 120 })),
    setDefault: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type AddPaymentMethodBody = Static<typeof AddPaymentMethodBody>;
