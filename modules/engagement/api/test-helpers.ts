import { defaultWidgetConfiguration, type WidgetConfiguration } from '../shared/index.js';

/** What the helpers need of a test account (the harness's TestAccount). */
interface Account {
  id: string;
  owner: { token: string };
}

export const auth = (account: Account, token = account.owner.token) => ({ Authorization: `Bearer ${token}`, 'X-Tenant-ID': account.id });
export const api = (path: string) => `/api/customer-engagement${path}`;

/** A widget with every question type, opened on page view. */
export function fullConfiguration(): WidgetConfiguration {
  const c = defaultWidgetConfiguration();
  c.triggers = [{ type: 'PAGE_VIEW' }];
  c.content.questions = [
    { id: 'nps', text: 'Recommend us?', type: 'NPS', required: true },
    { id: 'rating', text: 'Rate us', type: 'RATING' },
    { id: 'csat', text: 'Satisfied?', type: 'SATISFACTION' },
    { id: 'yes', text: 'Would you pay?', type: 'BOOLEAN' },
    { id: 'mail', text: 'Your email', type: 'EMAIL' },
    { id: 'pick', text: 'What matters?', type: 'MULTIPLE_CHOICE', options: [{ value: 'Price' }, { value: 'Speed' }] },
  ];
  return c;
}
