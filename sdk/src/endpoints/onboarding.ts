import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import { OnboardingCompanyBody } from '../schemas/admin.js';
import { ONBOARDING_STEPS } from '../schemas/admin-constants.js';

const Step = Type.Union(ONBOARDING_STEPS.map((step) => Type.Literal(step)));

/** GET /onboarding/status, and the answer of complete / skip / reset / company. */
export const OnboardingStatusViewSchema = Type.Object({
  accountId: Type.String(),
  isComplete: Type.Boolean(),
  shouldOpen: Type.Boolean(),
  showSetupBadge: Type.Boolean(),
  canManage: Type.Boolean(),
  settings: Type.Object({ onboardingWizardCompleted: Type.Boolean(), onboardingWizardSkipped: Type.Boolean(), onboardingCompleted: Type.Boolean() }),
  steps: Type.Object({ company: Type.Boolean(), domains: Type.Boolean(), team: Type.Boolean(), plan: Type.Boolean() }),
  stepsDone: Type.Array(Step),
  company: Type.Object({ name: Type.Optional(Type.String()), stage: Type.Optional(Type.String()), founded: Type.Optional(Type.String()), website: Type.Optional(Type.String()) }),
  accountCreatedAt: Type.String(),
  windowEndsAt: Type.String(),
});

/** The onboarding wizard of the current account (platform.md sections 2.4 and 4). */
export const OnboardingEndpoints = {
  status: defineEndpoint({ method: 'GET', path: '/onboarding/status', access: 'tenant', schema: { response: OnboardingStatusViewSchema } }),
  complete: defineEndpoint({ method: 'POST', path: '/onboarding/complete', access: 'tenant', schema: { response: OnboardingStatusViewSchema } }),
  skip: defineEndpoint({ method: 'POST', path: '/onboarding/skip', access: 'tenant', schema: { response: OnboardingStatusViewSchema } }),
  reset: defineEndpoint({ method: 'POST', path: '/onboarding/reset', access: 'tenant', schema: { response: OnboardingStatusViewSchema } }),
  company: defineEndpoint({ method: 'PATCH', path: '/onboarding/company', access: 'tenant', schema: { body: OnboardingCompanyBody, response: OnboardingStatusViewSchema } }),
} as const;
