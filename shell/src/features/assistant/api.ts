import { useEndpointMutation, useEndpointQuery } from '@suite/sdk/client';
import { AssistantEndpoints } from '@suite/sdk/endpoints/assistant';
import { useTranslation } from 'react-i18next';

/** The assistant's reads and its question (keys end with the account, so two accounts never share an answer). */
/** The reader's interface language: examples and this month's insights are written in it. */
const useLanguage = () => useTranslation().i18n.language;
export const useAssistantGrammar = (accountId: string | undefined) => {
  const language = useLanguage();
  return useEndpointQuery(AssistantEndpoints.grammar, { query: { language } }, { key: [accountId ?? ''], enabled: Boolean(accountId) });
};
export const usePredictive = (accountId: string | undefined) => useEndpointQuery(AssistantEndpoints.predictive, {}, { key: [accountId ?? ''], enabled: Boolean(accountId) });
export const useAssistantInsights = (accountId: string | undefined) => {
  const language = useLanguage();
  return useEndpointQuery(AssistantEndpoints.insights, { query: { language } }, { key: [accountId ?? ''], enabled: Boolean(accountId) });
};
export const useMeetings = (accountId: string | undefined) => useEndpointQuery(AssistantEndpoints.meetings, {}, { key: [accountId ?? ''], enabled: Boolean(accountId) });
export const useAskAssistant = () => useEndpointMutation(AssistantEndpoints.query);
