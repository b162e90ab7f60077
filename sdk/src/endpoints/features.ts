import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import {
  AccountFeaturesViewSchema,
  AvailableFeaturesViewSchema,
  FeatureSelectionBody,
  FeatureValidationResultSchema,
  ToggleFeatureBody,
  UpdateAccountFeaturesBody,
} from '../schemas/admin.js';

const AccountIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/**
 * Per-account feature flags (platform.md section 7 "Features"). Reads are open to the account's
 * members; changes need account admins (update FeatureFlags). The routes naming an account by id
 * need a signed-in user (the account may be another of their memberships).
 */
export const FeatureEndpoints = {
  available: defineEndpoint({
    method: 'GET',
    path: '/accounts/features/available',
    access: 'tenant',
    schema: { response: AvailableFeaturesViewSchema },
    summary: "The feature catalogue for the account's plan",
  }),
  features: defineEndpoint({ method: 'GET', path: '/accounts/features', access: 'tenant', schema: { response: AccountFeaturesViewSchema }, summary: "The account's features" }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/accounts/features',
    access: 'tenant',
    can: ['update', 'FeatureFlags'],
    schema: { body: UpdateAccountFeaturesBody, response: AccountFeaturesViewSchema },
    summary: 'Set the features to have on',
    errors: [{ status: 422 }],
  }),
  toggle: defineEndpoint({
    method: 'PUT',
    path: '/accounts/:id/features/toggle',
    access: 'user',
    schema: { params: AccountIdParams, body: ToggleFeatureBody, response: AccountFeaturesViewSchema },
    summary: 'Turn one feature on or off',
    errors: [{ status: 422 }],
  }),
  select: defineEndpoint({
    method: 'PUT',
    path: '/accounts/:id/features/selection',
    access: 'user',
    schema: { params: AccountIdParams, body: FeatureSelectionBody, response: AccountFeaturesViewSchema },
    summary: 'Apply a selection of features',
    errors: [{ status: 422 }],
  }),
  validate: defineEndpoint({
    method: 'POST',
    path: '/accounts/:id/features/validate',
    access: 'user',
    schema: { params: AccountIdParams, body: FeatureSelectionBody, response: FeatureValidationResultSchema },
    summary: 'Check a selection of features (errors and warnings)',
  }),
} as const;
