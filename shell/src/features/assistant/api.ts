import { useEndpointMutation, useEndpointQuery } from '@suite/sdk/client';
import { AssistantEndpoints } from '@suite/sdk/endpoints/assistant';

/** The assistant's reads and its question (keys end with the account, so two accounts never share an answer). */
export const useAssistantGrammar = (accountId: string | undefined) => useEndpointQuery(AssistantEndpoints.grammar, {}, { key: [accountId ?? ''], enabled: Boolean(accountId) });
export const usePredictive = (accountId: string | undefined) => useEndpointQuery(AssistantEndpoints.predictive, {}, { key: [accountId ?? ''], enabled: Boolean(accountId) });
export const useAssistantInsights = (accountId: string | undefined) => useEndpointQuery(AssistantEndpoints.insights, {}, { key: [accountId ?? ''], enabled: Boolean(accountId) });
export const useMeetings = (accountId: string | undefined) => useEndpointQuery(AssistantEndpoints.meetings, {}, { key: [accountId ?? ''], enabled: Boolean(accountId) });
export const useAskAssistant = () => useEndpointMutation(AssistantEndpoints.query);
