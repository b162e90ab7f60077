import { Alert, Anchor, Badge, Code, Group, List, Paper, ScrollArea, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { StatCard } from '@suite/sdk/ui';
import type { AssistantAnswer } from '@suite/sdk/endpoints/assistant';
import { COLUMN_UNITS, formatDay, formatFigure } from './format.js';

/** Examples the assistant answers, as buttons that ask them. */
export function ExampleList({ examples, onAsk }: { examples: string[]; onAsk?: (question: string) => void }) {
  return (
    <List size="sm" spacing={4}>
      {examples.map((example) => (
        <List.Item key={example}>
          {onAsk ? (
            <Anchor component="button" type="button" size="sm" onClick={() => onAsk(example)}>
              {example}
            </Anchor>
          ) : (
            example
          )}
        </List.Item>
      ))}
    </List>
  );
}

/** What was understood, in the reader's words: the question's subject, then its team and sprint count. */
export function understoodLine(t: TFunction, understood: NonNullable<AssistantAnswer['understood']>): string {
  const team = understood.parameters.team;
  const sprints = understood.parameters.sprints;
  const parts = [t(`intents.${understood.intent}`)];
  if (team === 'mine' || (team == null && / team=mine\b/.test(understood.query))) parts.push(t('answer.myTeam'));
  else if (typeof team === 'string' && team) parts.push(t('answer.forTeam', { team, interpolation: { escapeValue: false } }));
  if (typeof sprints === 'number') parts.push(t('answer.lastSprints', { count: sprints }));
  return parts.join(' · ');
}

/**
 * One answer: what was understood (the query in the grammar's words), the numbers, the rows behind
 * them, the method, and the screen they come from. Not understood: what it can answer instead.
 */
export function AnswerCard({ answer, onAsk, compact = false }: { answer: AssistantAnswer; onAsk?: (question: string) => void; compact?: boolean }) {
  const { t, i18n } = useTranslation('assistant');
  const language = i18n.language;
  if (answer.status === 'not_understood') {
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} title={t('answer.notUnderstood')} data-testid="assistant-answer">
        <Text size="sm" mb={6}>
          {t('answer.canAnswer')}
        </Text>
        <ExampleList examples={answer.examples} onAsk={onAsk} />
      </Alert>
    );
  }
  const understood = answer.understood!;
  const columns = answer.table?.columns ?? [];
  const cell = (column: string, value: string | number | null | undefined) => {
    if (value === null || value === undefined) return '–';
    if (column === 'outlook') return t(`outlook.${String(value)}`);
    if (column === 'kind') return t(`kind.${String(value)}`);
    const unit = COLUMN_UNITS[column];
    if (unit === 'date' && typeof value === 'string') return formatDay(value, language);
    if (unit) return formatFigure({ value, unit }, language, t);
    return String(value);
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="assistant-answer">
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed" fw={600} tt="uppercase">
            {t('answer.understood')}
          </Text>
          <Text size="sm" fw={500} data-testid="assistant-understood-line">
            {understoodLine(t, understood)}
          </Text>
          <Code data-testid="assistant-understood" title={t('answer.query')}>
            {understood.query}
          </Code>
          {answer.domain ? <Badge variant="light">{t(`domains.${answer.domain}`, { defaultValue: answer.domain })}</Badge> : null}
        </Group>
        {answer.status === 'domain_off' ? (
          <Alert color="orange" variant="light">
            {t('answer.domainOff', { domain: t(`domains.${answer.domain ?? ''}`, { defaultValue: answer.domain ?? '' }) })}
          </Alert>
        ) : null}
        {answer.status === 'no_data' ? <Alert color="gray" variant="light">{t('answer.noData')}</Alert> : null}
        {answer.status === 'unknown_team' ? (
          <Alert color="orange" variant="light">
            {t('answer.unknownTeam', { team: String(understood.parameters.team ?? '') })} {(answer.table?.rows ?? []).map((row) => row.team).join(', ')}
          </Alert>
        ) : null}
        {answer.figures.length > 0 && answer.status !== 'unknown_team' ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: compact ? 2 : Math.min(answer.figures.length, 4) }} spacing="sm">
            {answer.figures.map((figure) => (
              <StatCard key={figure.key} label={t(`figures.${figure.key}`, { defaultValue: figure.key })} value={<span data-testid={`assistant-figure-${figure.key}`}>{formatFigure(figure, language, t)}</span>} />
            ))}
          </SimpleGrid>
        ) : null}
        {answer.table && answer.table.rows.length > 0 && answer.status !== 'unknown_team' ? (
          <ScrollArea.Autosize mah={compact ? 220 : 420} type="auto">
            <Table striped withTableBorder fz="sm" miw={compact ? undefined : 480}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th key={column}>{t(`columns.${column}`, { defaultValue: column })}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {answer.table.rows.map((row, index) => (
                  <Table.Tr key={index}>
                    {columns.map((column) => (
                      <Table.Td key={column}>{cell(column, row[column])}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        ) : null}
        <div>
          <Title order={4} size="sm" mb={2}>
            {t('answer.method')}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`methods.${understood.intent}`)}
          </Text>
          {typeof understood.parameters.asOf === 'string' ? (
            <Text size="xs" c="dimmed">
              {t('answer.asOf', { date: formatDay(understood.parameters.asOf, language) })}
            </Text>
          ) : null}
        </div>
        {answer.link ? (
          <Anchor component={Link} to={answer.link} size="sm" data-testid="assistant-answer-link">
            <Group gap={4} wrap="nowrap" component="span">
              {t('answer.open')} <IconArrowRight size={14} aria-hidden />
            </Group>
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
