import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@suite/sdk/react';
import { AskBox } from './AskBox.js';
import { useAssistantGrammar } from './api.js';

/** The floating button's panel: ask, with a few examples of what the account's domains can answer. */
export function AssistantPanel() {
  const { t } = useTranslation('assistant');
  const { account } = useSession();
  const grammar = useAssistantGrammar(account?.id);
  const examples = (grammar.data?.intents ?? []).filter((rule) => rule.enabled).flatMap((rule) => rule.examples.slice(0, 1));
  return (
    <>
      <Text size="xs" c="dimmed">
        {t('deterministic')}
      </Text>
      <AskBox examples={examples.slice(0, 6)} compact autoFocus />
    </>
  );
}
