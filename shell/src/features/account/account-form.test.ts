import { describe, expect, it } from 'vitest';
import { AccountErrors } from '@suite/sdk';
import { accountFormProblems, accountPatch, normalizeWebsite, type AccountFormValues } from './account-form.js';
import { isValidDomain, isValidSlug, slugAvailability } from './availability.js';

const values = (overrides: Partial<AccountFormValues> = {}): AccountFormValues => ({
  name: 'Acme Robotics',
  slug: 'acme-robotics',
  domain: '',
  companyName: '',
  stage: '',
  founded: '',
  website: '',
  ...overrides,
});

describe('account settings form', () => {
  it('accepts slugs of 2 to 60 lowercase letters, digits and single hyphens', () => {
    expect(isValidSlug('acme')).toBe(true);
    expect(isValidSlug('acme-robotics-2')).toBe(true);
    for (const bad of ['a', 'Acme', 'acme--robotics', '-acme', 'acme-', 'acme robotics', 'a'.repeat(61)]) expect(isValidSlug(bad)).toBe(false);
  });

  it('accepts host names with a dot as domains', () => {
    expect(isValidDomain('example.com')).toBe(true);
    expect(isValidDomain('team.example.co.uk')).toBe(true);
    for (const bad of ['example', '-example.com', 'exa mple.com', 'http://example.com']) expect(isValidDomain(bad)).toBe(false);
  });

  it("says the slug is taken with the spec's text when the server gives none", () => {
    expect(slugAvailability('acme', { available: false, message: null })).toEqual({ state: 'taken', message: "Account slug 'acme' is already taken" });
    expect(slugAvailability('acme', { available: true, message: null })).toEqual({ state: 'available' });
  });

  it("uses the server's sentences for slug and domain, and the form's own for the rest", () => {
    const problems = accountFormProblems(values({ name: ' ', slug: 'Bad Slug', domain: 'nodot', founded: '21', website: 'not a site' }), 2025);
    expect(problems).toEqual({
      name: { key: 'settings.nameRequired' },
      slug: { text: AccountErrors.INVALID_SLUG },
      domain: { text: AccountErrors.INVALID_DOMAIN },
      founded: { key: 'settings.foundedInvalid' },
      website: { key: 'settings.websiteInvalid' },
    });
    expect(accountFormProblems(values({ founded: '2026' }), 2025).founded).toBeDefined();
    expect(accountFormProblems(values({ founded: '2021', website: 'acme.io' }), 2025)).toEqual({});
  });

  it('adds https:// to a website typed without it', () => {
    expect(normalizeWebsite('acme.io')).toBe('https://acme.io');
    expect(normalizeWebsite('http://acme.io/about')).toBe('http://acme.io/about');
    expect(normalizeWebsite('ftp://acme.io')).toBeNull();
    expect(normalizeWebsite('')).toBe('');
  });

  it('sends only what changed, an emptied domain as null and the company as a whole', () => {
    const saved = values({ domain: 'acme.io', companyName: 'Acme' });
    expect(accountPatch(saved, saved)).toEqual({});
    expect(accountPatch(saved, { ...saved, name: ' Acme Labs ' })).toEqual({ name: 'Acme Labs' });
    expect(accountPatch(saved, { ...saved, domain: '' })).toEqual({ domain: null });
    expect(accountPatch(saved, { ...saved, website: 'acme.io' })).toEqual({ company: { name: 'Acme', stage: '', founded: '', website: 'https://acme.io' } });
  });
});
