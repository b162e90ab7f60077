import { endpointPath } from '@suite/sdk';
import type { PokerExportFormat } from '../../shared/poker.js';
import { PokerEndpoints as E } from '../../shared/poker-endpoints.js';

/** Test helper: the paths of the declared poker endpoints, filled in (the declarations stay the one list). */
export const PokerApi = {
  sessions: E.listSessions.path,
  session: (id: string) => endpointPath(E.getSession, { id }),
  joinInfo: (id: string) => endpointPath(E.joinInfo, { id }),
  guestJoin: (id: string) => endpointPath(E.guestJoin, { id }),
  join: (id: string) => endpointPath(E.join, { id }),
  leave: (id: string) => endpointPath(E.leave, { id }),
  navigate: (id: string) => endpointPath(E.navigate, { id }),
  timer: (id: string) => endpointPath(E.startTimer, { id }),
  participant: (id: string, participantId: string) => endpointPath(E.updateParticipantRole, { id, participantId }),
  stories: (id: string) => endpointPath(E.addStory, { id }),
  reorder: (id: string) => endpointPath(E.reorderStories, { id }),
  story: (id: string, storyId: string) => endpointPath(E.updateStory, { id, storyId }),
  startVoting: (id: string, storyId: string) => endpointPath(E.startVoting, { id, storyId }),
  votes: (id: string, storyId: string) => endpointPath(E.castVote, { id, storyId }),
  reveal: (id: string, storyId: string) => endpointPath(E.reveal, { id, storyId }),
  reset: (id: string, storyId: string) => endpointPath(E.resetVotes, { id, storyId }),
  estimate: (id: string, storyId: string) => endpointPath(E.estimateStory, { id, storyId }),
  similar: (id: string, storyId: string) => endpointPath(E.similarEstimates, { id, storyId }),
  comments: (id: string, storyId: string) => endpointPath(E.listComments, { id, storyId }),
  comment: (id: string, storyId: string, commentId: string) => endpointPath(E.deleteComment, { id, storyId, commentId }),
  sessionAnalytics: (id: string) => endpointPath(E.sessionAnalytics, { id }),
  export: (id: string, format: PokerExportFormat) => `${endpointPath(E.exportSession, { id })}?format=${format}`,
  votingSystems: E.listVotingSystems.path,
  votingSystem: (id: string) => endpointPath(E.updateVotingSystem, { id }),
  votingHistory: E.listVotingHistory.path,
  analytics: E.accountAnalytics.path,
} as const;
