import type { Knex } from 'knex';
import { BillingErrors, NotFoundError, ValidationError, type AddPaymentMethodBody, type PaymentMethodView } from '@suite/sdk';
import { recordAudit } from '../audit/audit.js';
import type { BillingActor, BillingContext } from './context.js';
import { CardRejectedError } from './payment-provider.js';

export interface PaymentMethodRow {
  id: string;
  account_id: string;
  provider: string;
  provider_token: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  holder_name: string | null;
  is_default: boolean;
  created_at: Date;
}

export function paymentMethodView(row: PaymentMethodRow): PaymentMethodView {
  return {
    id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: Number(row.exp_month),
    expYear: Number(row.exp_year),
    holderName: row.holder_name,
    isDefault: row.is_default,
    provider: row.provider,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function listPaymentMethods(db: Knex, accountId: string): Promise<PaymentMethodView[]> {
  const rows = (await db('core.payment_methods').where('account_id', accountId).orderBy([{ column: 'is_default', order: 'desc' }, { column: 'created_at', order: 'asc' }, { column: 'id' }])) as PaymentMethodRow[];
  return rows.map(paymentMethodView);
}

/** A method of this account (404 for another account's id), or its default when no id is given. */
export async function paymentMethodOf(db: Knex, accountId: string, id: string | null | undefined): Promise<PaymentMethodRow | null> {
  if (id) {
    const row = (await db('core.payment_methods').where({ id, account_id: accountId }).first()) as PaymentMethodRow | undefined;
    if (!row) throw new NotFoundError(BillingErrors.PAYMENT_METHOD_NOT_FOUND);
    return row;
  }
  return ((await db('core.payment_methods').where({ account_id: accountId, is_default: true }).first()) as PaymentMethodRow | undefined) ?? null;
}

/** The account's customer at the provider, created on first use. */
async function customerOf(ctx: BillingContext, trx: Knex, accountId: string): Promise<string> {
  const existing = (await trx('core.billing_customers').where({ account_id: accountId, provider: ctx.provider.name }).first('customer_ref')) as { customer_ref: string } | undefined;
  if (existing) return existing.customer_ref;
  const account = (await trx('core.accounts as a').leftJoin('core.users as u', 'u.id', 'a.owner_id').where('a.id', accountId).first('a.name', 'u.email')) as { name: string; email: string | null };
  const customer = await ctx.provider.createCustomer({ accountId, name: account.name, email: account.email });
  await trx('core.billing_customers').insert({ account_id: accountId, provider: ctx.provider.name, customer_ref: customer.id }).onConflict('account_id').merge();
  return customer.id;
}

/**
 * POST /billing/payment-methods: the card goes to the provider, which checks it (Luhn, expiry,
 * CVC, its own refusals) and answers brand, last4 and a token; only those are stored. The first
 * method of an account is its default.
 */
export async function addPaymentMethod(ctx: BillingContext, actor: BillingActor, body: AddPaymentMethodBody): Promise<PaymentMethodView> {
  return ctx.db.transaction(async (trx) => {
    // Lock the account so two first cards cannot both become the default.
    await trx('core.accounts').where('id', actor.accountId).forUpdate().first('id');
    const customerId = await customerOf(ctx, trx, actor.accountId);
    let card;
    try {
      card = await ctx.provider.attachMethod(customerId, { cardNumber: body.cardNumber, expMonth: body.expMonth, expYear: body.expYear, cvc: body.cvc, holderName: body.holderName ?? null }, ctx.now());
    } catch (error) {
      if (error instanceof CardRejectedError) throw new ValidationError(error.message);
      throw error;
    }
    const hasDefault = await trx('core.payment_methods').where({ account_id: actor.accountId, is_default: true }).first('id');
    const makeDefault = !hasDefault || body.setDefault === true;
    if (makeDefault && hasDefault) await trx('core.payment_methods').where({ account_id: actor.accountId }).update({ is_default: false });
    const [row] = (await trx('core.payment_methods')
      .insert({
        account_id: actor.accountId,
        provider: ctx.provider.name,
        provider_token: card.token,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
        holder_name: body.holderName?.trim() || null,
        is_default: makeDefault,
        created_by: actor.userId,
        created_at: ctx.now(),
        updated_at: ctx.now(),
      })
      .returning('*')) as PaymentMethodRow[];
    await recordAudit(trx, { action: 'billing.payment_method.added', accountId: actor.accountId, userId: actor.userId, details: { brand: card.brand, last4: card.last4 }, ipAddress: actor.ip, userAgent: actor.userAgent });
    return paymentMethodView(row!);
  });
}

/** DELETE /billing/payment-methods/{id}: the newest remaining method becomes the default when the default goes. */
export async function removePaymentMethod(ctx: BillingContext, actor: BillingActor, id: string): Promise<{ id: string; deleted: true; methods: PaymentMethodView[] }> {
  return ctx.db.transaction(async (trx) => {
    await trx('core.accounts').where('id', actor.accountId).forUpdate().first('id');
    const row = await paymentMethodOf(trx, actor.accountId, id);
    await trx('core.payment_methods').where({ id: row!.id }).del();
    if (row!.is_default) {
      const next = (await trx('core.payment_methods').where('account_id', actor.accountId).orderBy('created_at', 'desc').orderBy('id').first('id')) as { id: string } | undefined;
      if (next) await trx('core.payment_methods').where('id', next.id).update({ is_default: true, updated_at: ctx.now() });
    }
    await recordAudit(trx, { action: 'billing.payment_method.removed', accountId: actor.accountId, userId: actor.userId, details: { brand: row!.brand, last4: row!.last4 }, ipAddress: actor.ip, userAgent: actor.userAgent });
    return { id, deleted: true as const, methods: await listPaymentMethods(trx, actor.accountId) };
  });
}

/** PATCH (or PUT) /billing/payment-methods/{id}/default. The subscription renews with the default. */
export async function setDefaultPaymentMethod(ctx: BillingContext, actor: BillingActor, id: string): Promise<PaymentMethodView> {
  return ctx.db.transaction(async (trx) => {
    await trx('core.accounts').where('id', actor.accountId).forUpdate().first('id');
    const row = await paymentMethodOf(trx, actor.accountId, id);
    await trx('core.payment_methods').where({ account_id: actor.accountId }).whereNot('id', row!.id).update({ is_default: false });
    await trx('core.payment_methods').where('id', row!.id).update({ is_default: true, updated_at: ctx.now() });
    await trx('core.subscriptions').where('account_id', actor.accountId).whereNot('status', 'CANCELED').update({ default_payment_method_id: row!.id, updated_at: ctx.now() });
    return paymentMethodView({ ...row!, is_default: true });
  });
}
