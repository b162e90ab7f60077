import type { WidgetConfiguration, WidgetStatus, WidgetView } from '../../shared/index.js';

export interface WidgetRow {
  id: string;
  account_id: string;
  name: string;
  api_key_hash: string;
  api_key_last4: string;
  status: WidgetStatus;
  created_by: string | null;
  configuration: WidgetConfiguration;
  last_event_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const WIDGETS = 'engagement.widgets';
export const RESPONSES = 'engagement.responses';
export const EVENTS = 'engagement.events';
export const FLOWS = 'engagement.conversion_flows';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function widgetView(row: WidgetRow, responses: number, apiKey?: string): WidgetView {
  return {
    id: row.id,
    accountId: row.account_id,
    name: row.name,
    status: row.status,
    createdBy: row.created_by,
    configuration: row.configuration,
    apiKeyPreview: `…${row.api_key_last4}`,
    ...(apiKey ? { apiKey } : {}),
    lastEventAt: iso(row.last_event_at),
    responses,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.updated_at)!,
  };
}
