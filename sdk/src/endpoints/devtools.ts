import { Type } from '@sinclair/typebox';
import { defineEndpoint } from '../contract/endpoints.js';
import { ACCOUNT_ROLES } from '../domain/roles.js';
import { PERSONAS } from '../domain/personas.js';
import { PLAN_IDS } from '../domain/plans.js';
import { DevOverridesBody } from '../schemas/admin.js';

const NullableOneOf = <T extends string>(values: readonly T[]) => Type.Union([Type.Union(values.map((value) => Type.Literal(value))), Type.Null()]);

/** GET /dev-tools/state, and the answer of POST and DELETE /dev-tools/overrides. */
export const DevToolsStateViewSchema = Type.Object({
  isActive: Type.Boolean(),
  overrides: Type.Object({ accountRole: NullableOneOf(ACCOUNT_ROLES), primaryPersona: NullableOneOf(PERSONAS), subscriptionPlan: NullableOneOf(PLAN_IDS) }),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});

/** The dev tools of the allow-listed user (platform.md section 7); not registered in production. */
export const DevToolsEndpoints = {
  state: defineEndpoint({ method: 'GET', path: '/dev-tools/state', access: 'user', schema: { response: DevToolsStateViewSchema } }),
  setOverrides: defineEndpoint({ method: 'POST', path: '/dev-tools/overrides', access: 'user', schema: { body: DevOverridesBody, response: DevToolsStateViewSchema } }),
  clearOverrides: defineEndpoint({ method: 'DELETE', path: '/dev-tools/overrides', access: 'user', schema: { response: DevToolsStateViewSchema } }),
} as const;
