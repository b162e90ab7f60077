import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import type { Knex } from 'knex';
import { DomainEventNames } from '../endpoints/domain-event-names.js';

/**
 * Domain events: what happened in an account that someone outside the product may want to hear
 * (outgoing webhooks, /integrations/communication and /integrations/analytics). Each event is
 * declared once here, with its payload schema and a one-line summary for chat messages; a module
 * publishes it through `ctx.events.publish(event, accountId, payload)` and the core delivers it
 * to the account's webhook endpoints that chose it. Publishing never fails the caller's work.
 */
export interface DomainEvent<P extends TProperties = TProperties> {
  readonly $$type: 'suite.domain-event';
  /** Stable name receivers switch on, e.g. 'poker.estimate.saved'. */
  readonly name: string;
  /** Who publishes it: a module id or 'core'. */
  readonly source: 'core' | 'agile' | 'bi' | 'engagement' | 'product' | 'investor' | 'cadence';
  readonly schema: TObject<P>;
  /** One line for people, in English (Slack-compatible messages). */
  summary(payload: Static<TObject<P>>): string;
}

export function defineDomainEvent<P extends TProperties>(declaration: Omit<DomainEvent<P>, '$$type'>): DomainEvent<P> {
  return Object.freeze({ $$type: 'suite.domain-event', ...declaration }) as DomainEvent<P>;
}

export type DomainEventPayload<E> = E extends DomainEvent<infer P> ? Static<TObject<P>> : never;

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** The events an account can subscribe to (names are part of the public API: never rename one). */
export const DomainEvents = {
  webhookTest: defineDomainEvent({
    name: DomainEventNames.webhookTest,
    source: 'core',
    schema: Type.Object({ message: Type.String() }),
    summary: (p) => `Test event: ${p.message}`,
  }),
  pokerEstimateSaved: defineDomainEvent({
    name: DomainEventNames.pokerEstimateSaved,
    source: 'agile',
    schema: Type.Object({ sessionId: Type.String(), sessionName: Type.String(), storyId: Type.String(), storyTitle: Type.String(), estimate: Nullable(Type.String()) }),
    summary: (p) => `Estimate saved in "${p.sessionName}": "${p.storyTitle}" = ${p.estimate ?? '?'}`,
  }),
  retroCompleted: defineDomainEvent({
    name: DomainEventNames.retroCompleted,
    source: 'agile',
    schema: Type.Object({ sessionId: Type.String(), sessionName: Type.String(), completedAt: Type.String() }),
    summary: (p) => `Retrospective completed: "${p.sessionName}"`,
  }),
  sprintCompleted: defineDomainEvent({
    name: DomainEventNames.sprintCompleted,
    source: 'agile',
    schema: Type.Object({ sprintId: Type.String(), sprintName: Type.String(), boardId: Nullable(Type.String()), completedAt: Type.String() }),
    summary: (p) => `Sprint completed: "${p.sprintName}"`,
  }),
  feedbackReceived: defineDomainEvent({
    name: DomainEventNames.feedbackReceived,
    source: 'engagement',
    schema: Type.Object({ widgetId: Type.String(), responseId: Type.String(), type: Type.String(), rating: Nullable(Type.Number()), message: Nullable(Type.String()) }),
    summary: (p) => `Feedback received (${p.type}${p.rating === null ? '' : `, rating ${p.rating}`})${p.message ? `: ${p.message.slice(0, 200)}` : ''}`,
  }),
  runwayAlert: defineDomainEvent({
    name: DomainEventNames.runwayAlert,
    source: 'bi',
    schema: Type.Object({ level: Type.String(), runwayDays: Nullable(Type.Number()), runOutDate: Nullable(Type.String()) }),
    summary: (p) => `Runway alert (${p.level}): ${p.runwayDays ?? '?'} days of cash left${p.runOutDate ? `, runs out on ${p.runOutDate}` : ''}`,
  }),
  keyResultCheckIn: defineDomainEvent({
    name: DomainEventNames.keyResultCheckIn,
    source: 'cadence',
    schema: Type.Object({ objectiveId: Type.String(), objectiveTitle: Type.String(), keyResultId: Type.String(), keyResultTitle: Type.String(), value: Type.Number(), targetValue: Type.Number(), confidence: Nullable(Type.Number()), authorName: Nullable(Type.String()) }),
    summary: (p) => `Check-in on "${p.keyResultTitle}" (${p.objectiveTitle}): ${p.value} of ${p.targetValue}${p.authorName ? ` by ${p.authorName}` : ''}`,
  }),
  pulseCheckClosed: defineDomainEvent({
    name: DomainEventNames.pulseCheckClosed,
    source: 'cadence',
    // Anonymous by rule: the average is null when fewer people answered than the pulse threshold.
    schema: Type.Object({ surveyId: Type.String(), title: Type.String(), round: Type.String(), responses: Type.Integer(), average: Nullable(Type.Number()) }),
    summary: (p) => `Pulse check closed: "${p.title}", ${p.responses} responses${p.average === null ? ' (too few to show the average)' : `, average ${p.average} / 5`}`,
  }),
  invoicePaid: defineDomainEvent({
    name: DomainEventNames.invoicePaid,
    source: 'core',
    schema: Type.Object({ invoiceId: Type.String(), number: Type.String(), amountCents: Type.Integer(), currency: Type.String(), paidAt: Type.String() }),
    summary: (p) => `Invoice ${p.number} paid: ${(p.amountCents / 100).toFixed(2)} ${p.currency}`,
  }),
} as const;

export type DomainEventName = (typeof DomainEvents)[keyof typeof DomainEvents]['name'];

/** Every declared event, by name. */
export const DOMAIN_EVENTS: readonly DomainEvent[] = Object.values(DomainEvents) as readonly DomainEvent[];

export function domainEventNamed(name: string): DomainEvent | undefined {
  return DOMAIN_EVENTS.find((event) => event.name === name);
}

export interface PublishOptions {
  /** Publish with this transaction's work: the deliveries exist only if it commits. */
  trx?: Knex;
}

/** `ctx.events`: publish a declared event for an account (validated against its schema). */
export interface EventPublisher {
  publish<P extends TProperties>(event: DomainEvent<P>, accountId: string, payload: Static<TObject<P>>, options?: PublishOptions): Promise<void>;
}
