import { describe, expect, it } from 'vitest';
import { SupportErrors } from '@suite/sdk';
import { afterSent, canSend, initialSupportForm, sentToast, supportPayload, visibleProblems, type SupportField } from './support-form.js';

const filled = { name: 'Maya Patel', email: 'maya@example.com', subject: 'Cannot export', message: 'The export button does nothing.', category: 'technical' as const, priority: 'high' as const };

describe('the support form (platform.md sections 2.4 and 5)', () => {
  it('defaults to category general and priority medium, with name and email filled in when signed in', () => {
    expect(initialSupportForm(null)).toEqual({ name: '', email: '', subject: '', message: '', category: 'general', priority: 'medium' });
    expect(initialSupportForm({ firstName: 'Maya', lastName: 'Patel', email: 'maya@example.com' })).toMatchObject({ name: 'Maya Patel', email: 'maya@example.com' });
  });

  it("shows the spec's texts only under the fields touched so far", () => {
    const values = { ...initialSupportForm(null), name: 'M', email: 'maya' };
    expect(visibleProblems(values, new Set<SupportField>(['name']), false)).toEqual({ name: SupportErrors.NAME_TOO_SHORT });
    expect(visibleProblems(values, new Set<SupportField>(['name', 'email']), false)).toEqual({ name: SupportErrors.NAME_TOO_SHORT, email: SupportErrors.INVALID_EMAIL });
  });

  it('shows every problem once the user tried to send', () => {
    expect(visibleProblems(initialSupportForm(null), new Set(), true)).toEqual({
      name: SupportErrors.NAME_TOO_SHORT,
      email: SupportErrors.INVALID_EMAIL,
      subject: SupportErrors.SUBJECT_TOO_SHORT,
      message: SupportErrors.MESSAGE_TOO_SHORT,
    });
  });

  it('counts letters in the name, and characters in the subject and message after trimming', () => {
    expect(canSend({ ...filled, name: 'J.' })).toBe(false);
    expect(canSend({ ...filled, name: 'Jo' })).toBe(true);
    expect(canSend({ ...filled, subject: '  Help  ' })).toBe(false);
    expect(canSend({ ...filled, message: '  too short  ' })).toBe(false);
    expect(canSend(filled)).toBe(true);
  });

  it('sends trimmed texts and keeps the requester after sending', () => {
    expect(supportPayload({ ...filled, subject: '  Cannot export ' }).subject).toBe('Cannot export');
    expect(afterSent(filled)).toEqual({ ...filled, subject: '', message: '', category: 'general', priority: 'medium' });
  });

  it("gives the toast the ticket id's first 8 characters and the 24-hour promise", () => {
    expect(sentToast({ ticketId: '3f2a9c1e-1111-4222-8333-944445555666' })).toEqual({ reference: '3f2a9c1e', hours: 24 });
    expect(sentToast({ ticketId: '3f2a9c1e-1111-4222-8333-944445555666', replyWithinHours: 12 }).hours).toBe(12);
  });
});
