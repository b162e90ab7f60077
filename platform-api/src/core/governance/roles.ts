import {
  NAMED_PERMISSIONS,
  PLAN_FEATURES,
  PLATFORM_SUBJECTS,
  defineAbilityFor,
  planHasFeature,
  registeredModulePermissions,
  type AppAbility,
  type PlanId,
  type RolesMatrix,
} from '@suite/sdk';

/** The roles of an account membership, most rights first (SUPER_ADMIN is the platform's, not an account's). */
export const MATRIX_ROLES = ['OWNER', 'ADMIN', 'MEMBER', 'OBSERVER'] as const;
/** Actions always shown; any other action a rule names is added. */
const BASE_ACTIONS = ['view', 'read', 'create', 'update', 'delete', 'participate', 'vote', 'assign', 'purchase', 'transfer'];

/** The ability a role has in an account on `plan`, built by the function every request uses. */
export function roleAbility(role: string, plan: PlanId, permissions: string[] = []): AppAbility {
  return defineAbilityFor({ id: 'roles-matrix', isSuperAdmin: false, primaryPersona: null }, { role, permissions }, { plan });
}

/**
 * GET /governance/roles: what each role may do, read from the same CASL rules the API enforces
 * (the platform's role rules and every registered module's), so /roles cannot disagree with the
 * server. Nothing here is written by hand: subjects, actions and cells all come from the rules.
 */
export function rolesMatrix(plan: PlanId): RolesMatrix {
  const modules = registeredModulePermissions();
  const abilities = MATRIX_ROLES.map((role) => ({ role, ability: roleAbility(role, plan) }));
  const ruleActions = new Set<string>();
  for (const { ability } of abilities) for (const rule of ability.rules) for (const action of [rule.action].flat()) ruleActions.add(String(action));
  const actions = [...BASE_ACTIONS, ...[...ruleActions].filter((a) => a !== 'manage' && a !== 'use' && !BASE_ACTIONS.includes(a)).sort()];
  const subjects = [
    ...PLATFORM_SUBJECTS.map((subject) => ({ subject: String(subject), module: 'platform' })),
    ...modules.flatMap((m) => m.subjects.map((subject) => ({ subject, module: m.module }))),
  ];
  const cell = (ability: AppAbility, subject: string) => {
    const allowed = actions.filter((action) => ability.can(action, subject));
    const conditional = allowed.filter((action) => Boolean(ability.relevantRuleFor(action, subject)?.conditions));
    return { allowed: allowed.filter((a) => !conditional.includes(a)), conditional };
  };
  const member = roleAbility('MEMBER', plan);
  return {
    plan,
    roles: [...MATRIX_ROLES],
    actions,
    subjects: subjects.map(({ subject, module }) => ({ subject, module, byRole: abilities.map(({ role, ability }) => ({ role, ...cell(ability, subject) })) })),
    permissions: NAMED_PERMISSIONS.map((permission) => {
      const granted = roleAbility('MEMBER', plan, [permission]);
      return {
        permission,
        grants: subjects
          .map(({ subject }) => ({ subject, actions: actions.filter((action) => granted.can(action, subject) && !member.can(action, subject)) }))
          .filter((grant) => grant.actions.length > 0),
      };
    }),
    planFeatures: PLAN_FEATURES.map((feature) => ({ feature, included: planHasFeature(plan, feature) })),
  };
}
