import { useId, useState } from 'react';
import { Anchor, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { computeRunway, parseAmount } from './runway.js';

/** The landing page's runway calculator: works on the page, no sign-up (cash / (expenses - revenue)). */
export function RunwayCalculator() {
  const { t, i18n } = useTranslation('site');
  const [cash, setCash] = useState('150000');
  const [expenses, setExpenses] = useState('25000');
  const [revenue, setRevenue] = useState('5000');
  const resultId = useId();
  const result = computeRunway({ cash: parseAmount(cash), expenses: parseAmount(expenses), revenue: parseAmount(revenue) }, new Date());
  const money = new Intl.NumberFormat(i18n.language, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeZone: 'UTC' });
  const field = (label: string, value: string, set: (value: string) => void, testId: string) => (
    <TextInput label={label} value={value} onChange={(event) => set(event.currentTarget.value)} inputMode="decimal" aria-describedby={resultId} data-testid={testId} />
  );
  return (
    <Card withBorder radius="md" padding="lg" data-testid="runway-calculator">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('tools.runway.title')}
        </Title>
        {field(t('tools.runway.cash'), cash, setCash, 'runway-cash')}
        {field(t('tools.runway.burn'), expenses, setExpenses, 'runway-expenses')}
        {field(t('tools.runway.revenue'), revenue, setRevenue, 'runway-revenue')}
        <Stack gap={2} id={resultId} aria-live="polite" data-testid="runway-result">
          <Text size="sm" c="dimmed">
            {t('tools.runway.result')}
          </Text>
          {result.months === null ? (
            <Text fw={600} c="teal">
              {t('tools.runway.profitable')}
            </Text>
          ) : (
            <>
              <Text fz={28} fw={700} lh={1.1} c={result.months < 6 ? 'red' : undefined} data-testid="runway-months">
                {t('tools.runway.months', { value: result.months.toLocaleString(i18n.language) })}
              </Text>
              <Text size="sm">{t('tools.runway.netBurn', { value: money.format(result.netBurn) })}</Text>
              {result.outOfCash ? <Text size="sm">{t('tools.runway.until', { date: date.format(result.outOfCash) })}</Text> : null}
              {result.months < 6 ? (
                <Text size="sm" c="red">
                  {t('tools.runway.warning')}
                </Text>
              ) : null}
            </>
          )}
        </Stack>
        <Anchor component={Link} to="/business-intelligence" size="sm">
          {t('tools.runway.fullTool')}
        </Anchor>
      </Stack>
    </Card>
  );
}
