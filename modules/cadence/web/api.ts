import { useEffect } from 'react';
import { useEndpointMutation, useEndpointQuery, useQueryClient, useRealtime, useRealtimeEvent } from '@suite/sdk/web';
import { CalendarEndpoints } from '../shared/calendar-endpoints.js';
import { GoalEndpoints as G } from '../shared/goal-endpoints.js';
import { InsightEndpoints } from '../shared/insight-endpoints.js';
import { OneOnOneEndpoints as O } from '../shared/one-on-one-endpoints.js';
import { ONE_ON_ONE_CHANGED, OneOnOneSocket, type OneOnOneChange } from '../shared/one-on-one-socket.js';
import { ReviewEndpoints as RV } from '../shared/review-endpoints.js';
import { RosterEndpoints as R } from '../shared/roster-endpoints.js';
import { TeamEndpoints as TE } from '../shared/team-endpoints.js';

/** The cadence screens' reads and writes, over the endpoints declared in shared/. */

const ROSTER = [R.roster, O.members, TE.teamHealth];
export const useRoster = () => useEndpointQuery(R.roster, {});
export const useMembers = () => useEndpointQuery(O.members, {}, { staleTime: 60_000 });
export const useCreatePerson = () => useEndpointMutation(R.createPerson, { invalidates: ROSTER });
export const useUpdatePerson = () => useEndpointMutation(R.updatePerson, { invalidates: ROSTER });
export const useDeletePerson = () => useEndpointMutation(R.deletePerson, { invalidates: ROSTER });
export const useImportPeople = () => useEndpointMutation(R.importPeople, { invalidates: ROSTER });
export const useCreateTeam = () => useEndpointMutation(R.createTeam, { invalidates: ROSTER });
export const useUpdateTeam = () => useEndpointMutation(R.updateTeam, { invalidates: ROSTER });
export const useAgileTeams = () => useEndpointQuery(R.agileTeams, {}, { staleTime: 60_000 });
export const useDeleteTeam = () => useEndpointMutation(R.deleteTeam, { invalidates: ROSTER });

const ONE_ON_ONES = [O.list, O.get, O.meeting];
export const useOneOnOnes = () => useEndpointQuery(O.list, {});
export const useOneOnOne = (id: string | null) => useEndpointQuery(O.get, { params: { id: id ?? '' } }, { enabled: Boolean(id) });

/**
 * Both sides edit the same meeting: while a 1:1 is open its screen watches the 1:1's room, and a
 * change the other side shares (agenda, shared notes, action items, the meeting held) is pushed
 * there; the 1:1 is then read again (the server answers each side with only what it may see, so
 * private notes stay their author's).
 */
export function useOneOnOneLive(id: string | null): void {
  const client = useRealtime();
  const queries = useQueryClient();
  useEffect(() => {
    if (!id) return;
    const watch = client?.join(`${OneOnOneSocket.watch.event}:${id}`, OneOnOneSocket.watch.event, { oneOnOneId: id }, OneOnOneSocket.unwatch.event);
    return () => watch?.leave();
  }, [client, id]);
  useRealtimeEvent<OneOnOneChange>(ONE_ON_ONE_CHANGED, (change) => {
    if (!id || change.oneOnOneId !== id) return;
    for (const stale of [...ONE_ON_ONES, InsightEndpoints.summary]) void queries.invalidateQueries({ queryKey: [stale.method, stale.path] });
  });
}
export const useCreateOneOnOne = () => useEndpointMutation(O.create, { invalidates: ONE_ON_ONES });
export const useAddAgendaItem = () => useEndpointMutation(O.addAgendaItem, { invalidates: ONE_ON_ONES });
export const useUpdateAgendaItem = () => useEndpointMutation(O.updateAgendaItem, { invalidates: ONE_ON_ONES });
export const useDeleteAgendaItem = () => useEndpointMutation(O.deleteAgendaItem, { invalidates: ONE_ON_ONES });
export const useSaveSharedNotes = () => useEndpointMutation(O.saveSharedNotes, { invalidates: ONE_ON_ONES });
export const useSavePrivateNote = () => useEndpointMutation(O.savePrivateNote, { invalidates: ONE_ON_ONES });
export const useAddActionItem = () => useEndpointMutation(O.addActionItem, { invalidates: ONE_ON_ONES });
export const useUpdateActionItem = () => useEndpointMutation(O.updateActionItem, { invalidates: ONE_ON_ONES });
export const useHoldMeeting = () => useEndpointMutation(O.hold, { invalidates: ONE_ON_ONES });

const REVIEWS = [RV.cycles, RV.cycle, RV.calibration, RV.review, RV.results];
export const useCycles = () => useEndpointQuery(RV.cycles, {});
export const useCalibration = (id: string | null) => useEndpointQuery(RV.calibration, { params: { id: id ?? '' } }, { enabled: Boolean(id) });
export const useReview = (id: string | null) => useEndpointQuery(RV.review, { params: { id: id ?? '' } }, { enabled: Boolean(id) });
export const useResults = (id: string | null, userId: string | null) => useEndpointQuery(RV.results, { params: { id: id ?? '', userId: userId ?? '' } }, { enabled: Boolean(id && userId) });
export const useCreateCycle = () => useEndpointMutation(RV.createCycle, { invalidates: REVIEWS });
export const useMoveCycle = () => useEndpointMutation(RV.moveCycle, { invalidates: REVIEWS });
export const useSetFinalRating = () => useEndpointMutation(RV.setFinalRating, { invalidates: REVIEWS });
export const useSaveReview = () => useEndpointMutation(RV.saveReview, { invalidates: REVIEWS });

const GOALS = [G.objectives, G.checkIns, TE.teamHealth];
export const useObjectives = () => useEndpointQuery(G.objectives, {});
export const useCheckIns = (keyResultId?: string) => useEndpointQuery(G.checkIns, { query: { limit: 100, ...(keyResultId ? { keyResultId } : {}) } });
export const useCreateObjective = () => useEndpointMutation(G.createObjective, { invalidates: GOALS });
export const useDeleteObjective = () => useEndpointMutation(G.deleteObjective, { invalidates: GOALS });
export const useUpdateObjective = () => useEndpointMutation(G.updateObjective, { invalidates: GOALS });
export const useUpdateKeyResult = () => useEndpointMutation(G.updateKeyResult, { invalidates: GOALS });
export const useCreateKeyResult = () => useEndpointMutation(G.createKeyResult, { invalidates: GOALS });
export const useDeleteKeyResult = () => useEndpointMutation(G.deleteKeyResult, { invalidates: GOALS });
export const useCheckIn = () => useEndpointMutation(G.checkIn, { invalidates: GOALS });

const SCORECARD = [TE.scorecard, TE.weeklySync];
export const useScorecard = (teamId?: string) => useEndpointQuery(TE.scorecard, { query: teamId ? { teamId } : {} });
export const useCreateMeasurable = () => useEndpointMutation(TE.createMeasurable, { invalidates: SCORECARD });
export const useDeleteMeasurable = () => useEndpointMutation(TE.deleteMeasurable, { invalidates: SCORECARD });
export const useUpdateMeasurable = () => useEndpointMutation(TE.updateMeasurable, { invalidates: SCORECARD });
export const useRecordEntry = () => useEndpointMutation(TE.recordEntry, { invalidates: SCORECARD });

const PULSE = [TE.surveys, TE.results, TE.teamHealth];
export const useSurveys = () => useEndpointQuery(TE.surveys, {});
export const usePulseResults = (id: string | null, query: { round?: string; teamId?: string }) => useEndpointQuery(TE.results, { params: { id: id ?? '' }, query }, { enabled: Boolean(id), retry: false });
export const useCreateSurvey = () => useEndpointMutation(TE.createSurvey, { invalidates: PULSE });
export const useCloseSurvey = () => useEndpointMutation(TE.closeSurvey, { invalidates: PULSE });
export const useAnswerSurvey = () => useEndpointMutation(TE.answer, { invalidates: PULSE });

export const useWeeklySync = (teamId: string | null, week: string) => useEndpointQuery(TE.weeklySync, { params: { teamId: teamId ?? '', week } }, { enabled: Boolean(teamId) });
export const useSaveWeeklySync = () => useEndpointMutation(TE.saveWeeklySync, { invalidates: [TE.weeklySync] });
export const useTeamHealth = () => useEndpointQuery(TE.teamHealth, {});
export const useMeeting = (id: string | null, meetingId: string | null) => useEndpointQuery(O.meeting, { params: { id: id ?? '', meetingId: meetingId ?? '' } }, { enabled: Boolean(id && meetingId) });
export const useCoaching = (id: string | null) => useEndpointQuery(InsightEndpoints.coaching, { params: { id: id ?? '' } }, { enabled: Boolean(id) });
export const useMeetingSummary = (id: string | null, meetingId: string | null) => useEndpointQuery(InsightEndpoints.summary, { params: { id: id ?? '', meetingId: meetingId ?? '' } }, { enabled: Boolean(id && meetingId) });
export const useCalendar = () => useEndpointQuery(CalendarEndpoints.calendar, {});
export const useCalendarFeed = () => useEndpointQuery(CalendarEndpoints.feed, {});
export const useCreateCalendarFeed = () => useEndpointMutation(CalendarEndpoints.createFeed, { invalidates: [CalendarEndpoints.feed] });
export const useRituals = () => useEndpointQuery(CalendarEndpoints.rituals, {});
