import { definePermissions } from '@suite/sdk';

/** CASL subjects of the engagement area. */
export const WIDGET_SUBJECT = 'FeedbackWidget';
export const RESPONSE_SUBJECT = 'FeedbackResponse';
export const FLOW_SUBJECT = 'ConversionFlow';

/**
 * After the platform's role rules (members change, observers only read): a widget is code on the
 * company's public site, so creating, changing, deleting, switching and re-keying it is for
 * account admins. Members triage responses (status, tags, backlog) and edit conversion flows.
 */
export const engagementPermissions = definePermissions({
  module: 'engagement',
  subjects: [WIDGET_SUBJECT, RESPONSE_SUBJECT, FLOW_SUBJECT],
  define({ isAdmin, cannot }) {
    if (isAdmin) return;
    cannot(['create', 'update', 'delete'], WIDGET_SUBJECT);
  },
});
