/** Mail preferences and unsubscribe strings in en ('email' namespace). */
export const email = {
  preferences: {
    title: 'Email preferences',
    description: 'Choose which mail you get from Suite. Account and security mail is always sent.',
    sentTo: 'Mail goes to {{email}}.',
    saved: 'Preferences saved',
    saveFailed: 'Could not save your preferences. Please try again.',
    loadFailed: 'Could not load your preferences.',
    essential: 'Always on',
  },
  categories: {
    product_updates: { label: 'Product updates', hint: 'New features and updates from companies you follow.' },
    reminders: { label: 'Reminders', hint: 'One-on-ones, due action items, runway and burn alerts.' },
    digests: { label: 'Digests', hint: 'Weekly summaries of your account.' },
    mentions: { label: 'Mentions', hint: 'When someone mentions you in a comment.' },
    account: { label: 'Account', hint: 'Invitations, billing receipts, support replies.' },
    security: { label: 'Security', hint: 'Sign-in codes, password resets, email verification.' },
  },
  unsubscribe: {
    title: 'Unsubscribe',
    confirm: 'Stop sending {{category}} mail to {{email}}?',
    action: 'Unsubscribe',
    done: 'You will no longer get {{category}} mail at {{email}}.',
    undo: 'Undo',
    resubscribed: 'You will get {{category}} mail again.',
    invalid: 'This unsubscribe link is invalid',
    failed: 'Could not change your preferences. Please try again.',
    manage: 'Manage all email preferences',
    signIn: 'Sign in to manage your email preferences',
  },
};
