/**
 * Mail categories (platform.md: /email/preferences and /email/unsubscribe). Every mail belongs to
 * one; the essential ones (account and security) are always sent, the others follow the user's
 * preferences and carry a one-click unsubscribe link (RFC 8058 List-Unsubscribe headers).
 */
export const OPTIONAL_MAIL_CATEGORIES = ['product_updates', 'reminders', 'digests', 'mentions'] as const;
export const ESSENTIAL_MAIL_CATEGORIES = ['account', 'security'] as const;
export const MAIL_CATEGORIES = [...OPTIONAL_MAIL_CATEGORIES, ...ESSENTIAL_MAIL_CATEGORIES] as const;
export type OptionalMailCategory = (typeof OPTIONAL_MAIL_CATEGORIES)[number];
export type MailCategory = (typeof MAIL_CATEGORIES)[number];

export const isOptionalMailCategory = (category: string): category is OptionalMailCategory => (OPTIONAL_MAIL_CATEGORIES as readonly string[]).includes(category);

export const EmailPreferenceErrors = {
  ESSENTIAL_CANNOT_BE_TURNED_OFF: 'Account and security emails cannot be turned off',
  INVALID_UNSUBSCRIBE_LINK: 'This unsubscribe link is invalid',
} as const;
