/** Dates as the user reads them, in the interface language; '—' when absent or unreadable. */
export function formatDateTime(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
}

export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return date.toLocaleDateString(language, { dateStyle: 'medium' });
}

export function fullName(person: { firstName?: string | null; lastName?: string | null; email?: string | null }): string {
  return `${person.firstName ?? ''} ${person.lastName ?? ''}`.trim() || person.email || '';
}

/** Two letters for an avatar without a photo: the initials, else the email's first letter. */
export function initialsOf(user: { firstName?: string | null; lastName?: string | null; email: string }): string {
  const initials = `${(user.firstName ?? '').trim().charAt(0)}${(user.lastName ?? '').trim().charAt(0)}`.toUpperCase();
  return initials || user.email.charAt(0).toUpperCase();
}
