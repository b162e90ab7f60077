import { AccountErrors } from '@suite/sdk';
import type { AccountDetails } from './api.js';
import { isValidDomain, isValidSlug } from './availability.js';

/** Company stages suggested on the settings form (the API takes any text). */
export const COMPANY_STAGES = ['IDEA', 'PRE_SEED', 'SEED', 'SERIES_A', 'SERIES_B', 'GROWTH', 'PROFITABLE'] as const;

export interface AccountFormValues {
  name: string;
  slug: string;
  domain: string;
  companyName: string;
  stage: string;
  founded: string;
  website: string;
}

export function accountFormValues(details: AccountDetails): AccountFormValues {
  const company = details.company ?? {};
  return {
    name: details.name ?? '',
    slug: details.slug ?? '',
    domain: details.domain ?? '',
    companyName: company.name ?? '',
    stage: company.stage ?? '',
    founded: company.founded ?? '',
    website: company.website ?? '',
  };
}

/** What is wrong with a field: the server's own sentence where it has one, else a key of the 'account' namespace. */
export type FormProblem = { text: string } | { key: string };

export function accountFormProblems(values: AccountFormValues, thisYear = new Date().getFullYear()): Partial<Record<keyof AccountFormValues, FormProblem>> {
  const problems: Partial<Record<keyof AccountFormValues, FormProblem>> = {};
  const name = values.name.trim();
  if (name.length < 1 || name.length > 100) problems.name = { key: 'settings.nameRequired' };
  if (!isValidSlug(values.slug)) problems.slug = { text: AccountErrors.INVALID_SLUG };
  if (values.domain.trim() && !isValidDomain(values.domain.trim())) problems.domain = { text: AccountErrors.INVALID_DOMAIN };
  const founded = values.founded.trim();
  if (founded && !(/^\d{4}$/.test(founded) && Number(founded) >= 1800 && Number(founded) <= thisYear)) problems.founded = { key: 'settings.foundedInvalid' };
  if (values.website.trim() && !normalizeWebsite(values.website)) problems.website = { key: 'settings.websiteInvalid' };
  return problems;
}

/** A website as stored: with its scheme (https:// added when missing); null when it is not a web address. */
export function normalizeWebsite(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return '';
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname.includes('.')) return null;
    return candidate;
  } catch {
    return null;
  }
}

/** PATCH /accounts/current with what changed (UpdateAccountBody). */
export function accountPatch(saved: AccountFormValues, values: AccountFormValues): Record<string, unknown> {
  const patch: Record<string, unknown> = {};
  if (values.name.trim() !== saved.name) patch.name = values.name.trim();
  if (values.slug !== saved.slug) patch.slug = values.slug;
  if (values.domain.trim() !== saved.domain) patch.domain = values.domain.trim() ? values.domain.trim().toLowerCase() : null;
  const companyChanged = (['companyName', 'stage', 'founded', 'website'] as const).some((field) => values[field].trim() !== saved[field].trim());
  if (companyChanged) {
    patch.company = {
      name: values.companyName.trim(),
      stage: values.stage.trim(),
      founded: values.founded.trim(),
      website: normalizeWebsite(values.website) ?? values.website.trim(),
    };
  }
  return patch;
}
