import { Badge, Code, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '@suite/sdk/ui';
import { useSession } from '@suite/sdk/react';
import { AssistantFrame } from './AssistantFrame.js';
import { AskBox } from './AskBox.js';
import { useAssistantGrammar } from './api.js';

/** /ai-assistant/query: ask, and the documented grammar (what it answers, by domain). */
export default function QueryPage() {
  return (
    <AssistantFrame>
      <Query />
    </AssistantFrame>
  );
}

function Query() {
  const { t } = useTranslation('assistant');
  const { account } = useSession();
  const grammar = useAssistantGrammar(account?.id);
  const rules = grammar.data?.intents ?? [];
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <AskBox examples={rules.filter((rule) => rule.enabled).flatMap((rule) => rule.examples.slice(0, 1))} autoFocus />
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} size="h4" mb="sm">
          {t('grammar.title')}
        </Title>
        {grammar.isLoading ? <LoadingState variant="table" /> : null}
        {grammar.isError ? <ErrorState error={grammar.error} onRetry={() => void grammar.refetch()} /> : null}
        {rules.length ? (
          <ScrollArea type="auto">
            <Table striped fz="sm" miw={560}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('answer.query')}</Table.Th>
                  <Table.Th>{t('grammar.pattern')}</Table.Th>
                  <Table.Th>{t('ask.examples')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rules.map((rule) => (
                  <Table.Tr key={rule.intent} style={rule.enabled ? undefined : { opacity: 0.6 }}>
                    <Table.Td>
                      <Code>{rule.intent}</Code> <Badge variant="light" size="xs">{t(`domains.${rule.domain}`)}</Badge>
                      {rule.enabled ? null : (
                        <Text size="xs" c="dimmed">
                          {t('grammar.off')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Code>{rule.pattern}</Code>
                    </Table.Td>
                    <Table.Td>{rule.examples.join(' · ')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        ) : null}
      </Paper>
    </Stack>
  );
}
