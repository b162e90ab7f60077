/**
 * The names of the domain events (`sdk/src/contract/domain-events.ts` declares each with its
 * payload schema and summary; that file is server-side). Browser code that names an event (the
 * cadence /slack page, webhook forms) reads the names here. Names are part of the public API:
 * never rename one.
 */
export const DomainEventNames = {
  webhookTest: 'webhook.test',
  pokerEstimateSaved: 'poker.estimate.saved',
  retroCompleted: 'retro.completed',
  sprintCompleted: 'sprint.completed',
  feedbackReceived: 'feedback.received',
  runwayAlert: 'runway.alert',
  keyResultCheckIn: 'okr.check-in',
  pulseCheckClosed: 'pulse-check.closed',
  invoicePaid: 'invoice.paid',
} as const;
