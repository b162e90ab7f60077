import { endpointPath } from '@suite/sdk';
import { RetroEndpoints as E } from '../../shared/retro-endpoints.js';
import type { RetroExportFormat } from '../../shared/retro.js';

/**
 * Paths of the retro endpoints for tests that speak HTTP (supertest), filled from the
 * declarations in shared/retro-endpoints.ts: there is no second list of paths.
 */
export const RetroPaths = {
  sessions: endpointPath(E.listSessions),
  session: (id: string) => endpointPath(E.getSession, { id }),
  join: (id: string) => endpointPath(E.join, { id }),
  leave: (id: string) => endpointPath(E.leave, { id }),
  advancePhase: (id: string) => endpointPath(E.advancePhase, { id }),
  setPhase: (id: string) => endpointPath(E.setPhase, { id }),
  timer: (id: string) => endpointPath(E.startTimer, { id }),
  participant: (id: string, participantId: string) => endpointPath(E.updateParticipant, { id, participantId }),
  cards: (id: string) => endpointPath(E.addCard, { id }),
  card: (id: string, cardId: string) => endpointPath(E.updateCard, { id, cardId }),
  cardVotes: (id: string, cardId: string) => endpointPath(E.castVote, { id, cardId }),
  sessionVotes: (id: string) => endpointPath(E.castSessionVote, { id }),
  groups: (id: string) => endpointPath(E.createGroup, { id }),
  group: (id: string, groupId: string) => endpointPath(E.updateGroup, { id, groupId }),
  groupCards: (id: string, groupId: string) => endpointPath(E.groupCard, { id, groupId }),
  groupCard: (id: string, groupId: string, cardId: string) => endpointPath(E.ungroupCard, { id, groupId, cardId }),
  actionItems: (id: string) => endpointPath(E.createActionItem, { id }),
  generateActionItems: (id: string) => endpointPath(E.generateActionItems, { id }),
  analytics: (id: string) => endpointPath(E.analytics, { id }),
  export: (id: string, format: RetroExportFormat) => `${endpointPath(E.exportSession, { id })}?format=${format}`,
  accountRetrospectives: (accountId: string) => endpointPath(E.accountRetrospectives, { accountId }),
  actionItem: (id: string) => endpointPath(E.updateActionItem, { id }),
  actionItemToBoard: (id: string) => endpointPath(E.actionItemToBoard, { id }),
  teamMetrics: (teamId: string, range: { startDate?: string; endDate?: string } = {}) => {
    const query = new URLSearchParams(Object.entries(range).filter(([, v]) => v) as [string, string][]).toString();
    return `${endpointPath(E.teamMetrics, { id: teamId })}${query ? `?${query}` : ''}`;
  },
  templates: endpointPath(E.listTemplates),
  template: (id: string) => endpointPath(E.getTemplate, { id }),
  templateSearch: endpointPath(E.searchTemplates),
  templateSuggestions: (participants: number) => `${endpointPath(E.templateSuggestions)}?participants=${participants}`,
  templateRating: (id: string) => endpointPath(E.rateTemplate, { id }),
} as const;

