/** The notification centre's strings in en ('notifications' namespace). */
export const notifications = {
  centre: {
    label: 'Notifications',
    unread: 'Notifications: {{count}} unread',
    empty: 'Nothing new. Approval requests, decisions and mentions appear here.',
    markAll: 'Mark all read',
    markRead: 'Mark read',
    unreadDot: 'Unread',
    mentions: 'Mentions',
    approvals: 'Approvals',
    loadFailed: 'Notifications could not be loaded.',
  },
  kinds: {
    approvalRequested: '{{requester}} asks for your approval: {{summary}}',
    approvalDecided: '{{approver}} {{decision}} your request: {{summary}}',
    mention: '{{author}} mentioned you on {{title}}: {{excerpt}}',
  },
  decision: { approved: 'approved', rejected: 'rejected' },
};
