import { definePermissions } from '@suite/sdk';

/** The cadence module's CASL subjects. */
export const CadenceSubjects = {
  oneOnOne: 'OneOnOne',
  privateNote: 'OneOnOnePrivateNote',
  agendaItem: 'OneOnOneAgendaItem',
  reviewCycle: 'ReviewCycle',
  review: 'PerformanceReview',
  objective: 'Objective',
  measurable: 'Measurable',
  pulseSurvey: 'PulseSurvey',
} as const;

/** The named permission that opens the people side (platform.md: "also need the users-teams permission"). */
export const PEOPLE_PERMISSION = 'page:users_teams';
/** The platform subject that permission opens: account-wide cadence views check it. */
export const PEOPLE_SUBJECT = 'UsersTeams';

const S = CadenceSubjects;
// AppAbility types conditions loosely: they are checked at run time on `subject(S.x, record)`.
const where = (conditions: Record<string, unknown>) => conditions as never;

/**
 * Who may do what in the cadence area. Ownership decides where privacy matters, for every role
 * (account admins included: a 1:1 and its private notes belong to the two people in it):
 * - a 1:1 is read and changed by its manager and its report only;
 * - a private note is read and written by its author only;
 * - an agenda item is changed or removed by its author;
 * - a review is written by its reviewer (who may read it is `canReadReview`, a rule of the cycle);
 * - goals and measurables are changed by their owner, or by people managers (UsersTeams);
 * - review cycles and pulse checks are run by people managers.
 */
export const cadencePermissions = definePermissions({
  module: 'cadence',
  subjects: Object.values(CadenceSubjects),
  define({ user, granted, can, cannot }) {
    const peopleManager = granted(PEOPLE_PERMISSION);

    cannot(['read', 'update', 'delete'], S.oneOnOne);
    can(['read', 'update'], S.oneOnOne, where({ managerUserId: user.id }));
    can(['read', 'update'], S.oneOnOne, where({ reportUserId: user.id }));

    cannot(['read', 'update', 'delete'], S.privateNote);
    can(['read', 'update'], S.privateNote, where({ authorUserId: user.id }));

    cannot(['update', 'delete'], S.agendaItem);
    can(['update', 'delete'], S.agendaItem, where({ authorUserId: user.id }));

    cannot('update', S.review);
    can('update', S.review, where({ reviewerUserId: user.id }));

    if (!peopleManager) {
      cannot(['create', 'update', 'delete'], [S.reviewCycle, S.pulseSurvey]);
      cannot(['update', 'delete'], [S.objective, S.measurable]);
      can(['update'], [S.objective, S.measurable], where({ ownerUserId: user.id }));
    }
  },
});
