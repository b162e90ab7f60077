import { describe, expect, it } from 'vitest';
import { SUPPORT_PRIORITIES, SUPPORT_TICKET_STATUSES } from '@suite/sdk';
import { ticketQuery } from './api.js';
import { deskScope, priorityColor, statusColor } from './ticket-view.js';

describe('the support desk', () => {
  it('is every ticket for a super admin and the account tickets for an owner', () => {
    expect(deskScope({ isSuperAdmin: true }, 'acc-1')).toBe('all');
    expect(deskScope({ isSuperAdmin: false }, 'acc-1')).toBe('acc-1');
  });

  it('asks only for the filters that are set', () => {
    expect(ticketQuery({ limit: 20, offset: 0 })).toEqual({ limit: 20, offset: 0 });
    expect(ticketQuery({ status: 'open', category: 'billing', priority: 'urgent', q: '  invoice ', limit: 20, offset: 40 })).toEqual({ status: 'open', category: 'billing', priority: 'urgent', q: 'invoice', limit: 20, offset: 40 });
    expect(ticketQuery({ q: '   ', limit: 20, offset: 0 })).toEqual({ limit: 20, offset: 0 });
  });

  it('gives each status and priority its own colour', () => {
    expect(new Set(SUPPORT_TICKET_STATUSES.map(statusColor)).size).toBe(SUPPORT_TICKET_STATUSES.length);
    expect(new Set(SUPPORT_PRIORITIES.map(priorityColor)).size).toBe(SUPPORT_PRIORITIES.length);
    expect(priorityColor('urgent')).toBe('red');
  });
});
