import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '@suite/sdk/react';
import { AssistantFrame } from './AssistantFrame.js';
import { AskBox } from './AskBox.js';
import { useAssistantGrammar } from './api.js';

const SECTIONS = ['query', 'predictive', 'insights', 'meetings'] as const;

/** /ai-assistant: ask a question, or open one of the four analyses. */
export default function AssistantPage() {
  return (
    <AssistantFrame>
      <Overview />
    </AssistantFrame>
  );
}

function Overview() {
  const { t } = useTranslation('assistant');
  const { account } = useSession();
  const grammar = useAssistantGrammar(account?.id);
  const examples = (grammar.data?.intents ?? []).filter((rule) => rule.enabled).map((rule) => rule.examples[0]!);
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="md">
        <AskBox examples={examples.slice(0, 5)} />
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {SECTIONS.map((section) => (
          <Paper key={section} withBorder radius="md" p="md">
            <Title order={3} size="h5" mb={4}>
              <Anchor component={Link} to={`/ai-assistant/${section}`}>
                {t(`nav.${section}`)}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed">
              {t(`cards.${section}`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
