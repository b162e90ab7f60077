import { CADENCE_SCHEMA } from '../shared/constants.js';

/** The cadence tables. */
export const T = {
  teams: `${CADENCE_SCHEMA}.teams`,
  people: `${CADENCE_SCHEMA}.people`,
  oneOnOnes: `${CADENCE_SCHEMA}.one_on_ones`,
  meetings: `${CADENCE_SCHEMA}.meetings`,
  agendaItems: `${CADENCE_SCHEMA}.agenda_items`,
  privateNotes: `${CADENCE_SCHEMA}.private_notes`,
  actionItems: `${CADENCE_SCHEMA}.action_items`,
  reviewCycles: `${CADENCE_SCHEMA}.review_cycles`,
  reviewParticipants: `${CADENCE_SCHEMA}.review_participants`,
  reviews: `${CADENCE_SCHEMA}.reviews`,
  objectives: `${CADENCE_SCHEMA}.objectives`,
  keyResults: `${CADENCE_SCHEMA}.key_results`,
  checkIns: `${CADENCE_SCHEMA}.check_ins`,
  measurables: `${CADENCE_SCHEMA}.measurables`,
  measurableEntries: `${CADENCE_SCHEMA}.measurable_entries`,
  pulseSurveys: `${CADENCE_SCHEMA}.pulse_surveys`,
  pulseResponses: `${CADENCE_SCHEMA}.pulse_responses`,
  pulseReceipts: `${CADENCE_SCHEMA}.pulse_receipts`,
  weeklySyncs: `${CADENCE_SCHEMA}.weekly_syncs`,
  calendarFeeds: `${CADENCE_SCHEMA}.calendar_feeds`,
} as const;
