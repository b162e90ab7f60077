import { SUPPORT_REPLY_HOURS, supportRequestProblems, supportTicketReference, type SupportCategory, type SupportPriority, type SupportRequestResult } from '@suite/sdk';

export interface SupportFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  category: SupportCategory;
  priority: SupportPriority;
}

export type SupportField = 'name' | 'email' | 'subject' | 'message';

/** An empty form; signed in, the name and email are filled in. Category general, priority medium. */
export function initialSupportForm(user: { firstName?: string; lastName?: string; email?: string } | null | undefined): SupportFormValues {
  return {
    name: user ? `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() : '',
    email: user?.email ?? '',
    subject: '',
    message: '',
    category: 'general',
    priority: 'medium',
  };
}

/**
 * The problem to show under each field: the spec's text (platform.md section 5) for the fields
 * touched so far, or for every field once the user tried to send.
 */
export function visibleProblems(values: SupportFormValues, touched: ReadonlySet<SupportField>, showAll: boolean): Partial<Record<SupportField, string>> {
  const shown: Partial<Record<SupportField, string>> = {};
  for (const problem of supportRequestProblems(values)) {
    const field = problem.field as SupportField;
    if ((showAll || touched.has(field)) && !shown[field]) shown[field] = problem.message;
  }
  return shown;
}

export function canSend(values: SupportFormValues): boolean {
  return supportRequestProblems(values).length === 0;
}

/** What POST /contact/support receives: trimmed texts. */
export function supportPayload(values: SupportFormValues): SupportFormValues {
  return { ...values, name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), message: values.message.trim() };
}

/** After sending: the requester stays, the request is cleared. */
export function afterSent(values: SupportFormValues): SupportFormValues {
  return { ...values, subject: '', message: '', category: 'general', priority: 'medium' };
}

/** The toast's values: the ticket's first 8 characters and the reply promise in hours. */
export function sentToast(result: Pick<SupportRequestResult, 'ticketId'> & Partial<SupportRequestResult>): { reference: string; hours: number } {
  return { reference: supportTicketReference(result.ticketId), hours: result.replyWithinHours ?? SUPPORT_REPLY_HOURS };
}
