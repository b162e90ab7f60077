import type { SupportPriority, SupportTicketStatus } from '@suite/sdk';

/** Colours carry meaning, never alone: every badge also says its status or priority in words. */
export function statusColor(status: SupportTicketStatus): string {
  if (status === 'open') return 'blue';
  if (status === 'in_progress') return 'orange';
  if (status === 'resolved') return 'green';
  return 'gray';
}

export function priorityColor(priority: SupportPriority): string {
  if (priority === 'urgent') return 'red';
  if (priority === 'high') return 'orange';
  if (priority === 'medium') return 'blue';
  return 'gray';
}

/** A ticket's desk: super admins see every ticket, owners the tickets of their account. */
export function deskScope(user: { isSuperAdmin: boolean } | null, accountId: string | undefined): string {
  return user?.isSuperAdmin ? 'all' : (accountId ?? 'none');
}
