import { ModuleModel } from '@suite/sdk/server';
import { widgetIntegrations, type Answer, type ConversionFlow, type ResponseStatus, type Sentiment, type WidgetConfiguration, type WidgetStatus, type WidgetView } from '../shared/index.js';

/** Engagement's tables, for the statements a model does not express (ingestion, aggregates, rollups). */
export const WIDGETS = 'engagement.widgets';
export const RESPONSES = 'engagement.responses';
export const EVENTS = 'engagement.events';
export const FLOWS = 'engagement.conversion_flows';

type Timestamp = Date | string;

const iso = (value: Timestamp | null): string | null => (value === null ? null : new Date(value).toISOString());

/**
 * Engagement's models: camelCase properties over snake_case columns (queries name columns as
 * stored), jsonb columns declared as JSON attributes. Reads, updates and deletes go through
 * `tenantQuery(scope, Model)` (filtered by account); inserts
 * `Model.query(scope.knex).insert({ accountId: scope.accountId, ... })`.
 *
 * The event stream has no model on purpose: ingestion (batched inserts with ON CONFLICT, the
 * public per-key widget lookup, the answers a site posts) and the analytics and rollup reads stay
 * as SQL (measured by tests/bench/engagement.mjs; aggregates computed in the database).
 */
abstract class EngagementModel extends ModuleModel {}

export class WidgetModel extends EngagementModel {
  static override tableName = WIDGETS;
  static override jsonAttributes = ['configuration'];
  declare id: string;
  declare accountId: string;
  declare name: string;
  /** SHA-256 of the key (shown once in full); its last four characters identify it. */
  declare apiKeyHash: string;
  declare apiKeyLast4: string;
  declare status: WidgetStatus;
  declare createdBy: string | null;
  declare configuration: WidgetConfiguration;
  /** The site's origin (https://www.example.com), or null: the heatmap frames its pages. */
  declare siteUrl: string | null;
  declare lastEventAt: Timestamp | null;
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
}

/** A feedback answer; written by ingestion (SQL, the public path), triaged in the hub through the model. */
export class ResponseModel extends EngagementModel {
  static override tableName = RESPONSES;
  static override jsonAttributes = ['answers', 'sentiment', 'themes', 'tags', 'metadata'];
  declare id: string;
  declare accountId: string;
  declare widgetId: string;
  declare answers: Answer[];
  declare comment: string | null;
  declare sentiment: Sentiment;
  declare themes: string[];
  declare nps: number | null;
  declare status: ResponseStatus;
  declare tags: string[];
  declare sessionId: string | null;
  declare visitorId: string | null;
  declare visitorEmail: string | null;
  declare path: string | null;
  declare device: string | null;
  declare metadata: Record<string, unknown>;
  declare backlogItemId: string | null;
  declare createdAt: Timestamp;
}

export class ConversionFlowModel extends EngagementModel {
  static override tableName = FLOWS;
  static override jsonAttributes = ['steps', 'goals'];
  declare id: string;
  declare accountId: string;
  declare name: string;
  declare steps: ConversionFlow['steps'];
  declare goals: string[];
  declare createdAt: Timestamp;
  declare updatedAt: Timestamp;
}

export function widgetView(widget: WidgetModel, responses: number, apiKey?: string): WidgetView {
  return {
    id: widget.id,
    accountId: widget.accountId,
    name: widget.name,
    status: widget.status,
    createdBy: widget.createdBy,
    // A widget saved before the typed integrations stored `{}`: it reads with the defaults.
    configuration: { ...widget.configuration, integrations: widgetIntegrations(widget.configuration.integrations) },
    siteUrl: widget.siteUrl ?? null,
    apiKeyPreview: `…${widget.apiKeyLast4}`,
    ...(apiKey ? { apiKey } : {}),
    lastEventAt: iso(widget.lastEventAt),
    responses,
    createdAt: iso(widget.createdAt)!,
    updatedAt: iso(widget.updatedAt)!,
  };
}
