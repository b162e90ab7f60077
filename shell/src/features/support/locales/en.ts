/** The support form's strings in en ('support' namespace). Validation texts come from the 'errors' namespace. */
export const support = {
  title: 'Contact support',
  description: 'Tell us what is going on and we will get back to you by email.',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  category: 'Category',
  priority: 'Priority',
  send: 'Send request',
  promise: 'We reply within {{hours}} hours.',
  sentDetail: 'Ticket {{reference}}. We will reply within {{hours}} hours.',
  dismiss: 'Dismiss',
  categories: {
    general: 'General',
    technical: 'Technical',
    billing: 'Billing',
    feature: 'Feature request',
    integration: 'Integration',
    account: 'Account',
  },
  priorities: {
    low: 'Low',
    medium: 'Medium',
    high: 'High',
    urgent: 'Urgent',
  },
};
