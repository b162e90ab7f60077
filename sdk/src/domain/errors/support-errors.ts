export const SupportErrors = {
  NAME_TOO_SHORT: 'Name must have at least 2 letters',
  INVALID_EMAIL: 'Invalid email',
  SUBJECT_TOO_SHORT: 'Subject must have at least 5 characters',
  MESSAGE_TOO_SHORT: 'Message must have at least 10 characters',
  SEND_FAILED: 'Failed to send support request. Please try again.',
  SENT: 'Support request sent',
  /** The title of the failure toast. */
  ERROR_TITLE: 'Error',
  // Not in the spec's catalogue: the support form's choices and the ticket administration.
  INVALID_CATEGORY: 'Please choose a category: general, technical, billing, feature, integration or account',
  INVALID_PRIORITY: 'Please choose a priority: low, medium, high or urgent',
  TICKET_NOT_FOUND: 'Support ticket not found',
  INVALID_STATUS: 'Status must be open, in_progress, resolved or closed',
  REPLY_REQUIRED: 'Write a reply before sending it',
} as const;
