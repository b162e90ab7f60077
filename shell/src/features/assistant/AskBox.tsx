import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '@suite/sdk/ui';
import type { AssistantAnswer } from '@suite/sdk/endpoints/assistant';
import { useAskAssistant } from './api.js';
import { AnswerCard, ExampleList } from './AnswerCard.js';

/** The question field and the answer under it (the /ai-assistant/query page and the floating panel). */
export function AskBox({ examples, compact = false, autoFocus = false }: { examples: string[]; compact?: boolean; autoFocus?: boolean }) {
  const { t, i18n } = useTranslation('assistant');
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState<AssistantAnswer | null>(null);
  const ask = useAskAssistant();
  const submit = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setQuestion(trimmed);
    ask.mutate({ body: { question: trimmed, language: i18n.language } }, { onSuccess: setAnswer });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(question);
  };
  return (
    <Stack gap="sm">
      <form onSubmit={onSubmit}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            label={t('ask.label')}
            placeholder={t('ask.placeholder')}
            value={question}
            maxLength={500}
            onChange={(event) => setQuestion(event.currentTarget.value)}
            data-autofocus={autoFocus || undefined}
            data-testid="assistant-question"
          />
          <Button type="submit" leftSection={<IconSparkles size={16} />} loading={ask.isPending} disabled={!question.trim()}>
            {t('ask.submit')}
          </Button>
        </Group>
      </form>
      {ask.isPending ? <LoadingState /> : null}
      {ask.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('ask.failed')}
        </Alert>
      ) : null}
      {answer && !ask.isPending ? <AnswerCard answer={answer} onAsk={submit} compact={compact} /> : null}
      {!answer && examples.length > 0 ? (
        <div>
          <Group gap={4} mb={4}>
            <span style={{ fontSize: 13, color: 'var(--mantine-color-dimmed)' }}>{t('ask.examples')}</span>
          </Group>
          <ExampleList examples={examples} onAsk={submit} />
        </div>
      ) : null}
    </Stack>
  );
}
