import { describe, expect, it } from 'vitest';
import { DOMAIN_EVENTS, DomainEvents } from './domain-events.js';
import { DomainEventNames } from '../endpoints/domain-event-names.js';

describe('domain event names', () => {
  it('the browser-safe list names every declared event, under the same key, and nothing else', () => {
    expect(Object.fromEntries(Object.entries(DomainEvents).map(([key, event]) => [key, event.name]))).toEqual(DomainEventNames);
    expect(new Set(DOMAIN_EVENTS.map((event) => event.name)).size).toBe(DOMAIN_EVENTS.length);
  });
});
