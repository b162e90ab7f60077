import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, MultiSelect, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title, notifications, useTranslation } from '@suite/sdk/web';
import type { InvestorReport } from '../../shared/index.js';
import { useCompanyInvestors, useSendReport, useUpdateReport } from '../api.js';
import { shortMoney } from '../format.js';
import { Figure } from './Figure.js';
import { useDay } from '../useDay.js';

/** A draft update or board package: pre-filled figures, the words, then the investors it goes to. */
export function ReportEditor({ report, companyId }: { report: InvestorReport; companyId: string }) {
  const { t } = useTranslation('investor');
  const update = useUpdateReport();
  const send = useSendReport();
  const day = useDay();
  const investors = useCompanyInvestors(companyId);
  const [fields, setFields] = useState({ title: report.title, highlights: report.highlights, lowlights: report.lowlights, asks: report.asks, body: report.body });
  const [recipients, setRecipients] = useState<string[]>([]);
  useEffect(() => setFields({ title: report.title, highlights: report.highlights, lowlights: report.lowlights, asks: report.asks, body: report.body }), [report]);
  const sent = report.status === 'sent';
  const active = (investors.data ?? []).filter((g) => g.status === 'active' && g.investorId);
  const m = report.metrics;
  const field = (name: keyof typeof fields) => ({ value: fields[name], disabled: sent, onChange: (event: { currentTarget: { value: string } }) => {
      // Read now: React clears currentTarget before the state updater runs.
      const value = event.currentTarget.value;
      setFields((current) => ({ ...current, [name]: value }));
    },
  });

  return (
    <Paper withBorder p="md" radius="md" data-testid="report-editor">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {report.title}
          </Title>
          <Badge color={sent ? 'green' : 'gray'} variant="light" tt="none">
            {sent ? t('reports.sent') : t('reports.draft')}
          </Badge>
        </Group>
        {m ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              {t('reports.prefilled', { date: day(m.asOf) })}
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              <Figure label={t('metrics.cashOnHand')} value={shortMoney(m.cashOnHand)} />
              <Figure label={t('metrics.monthlyNetBurn')} value={shortMoney(m.monthlyNetBurn)} />
              <Figure label={t('metrics.runway')} value={m.runwayDays === null ? null : t('common.days', { count: m.runwayDays })} />
              <Figure label={t('metrics.mrr')} value={shortMoney(m.mrr)} />
            </SimpleGrid>
          </Stack>
        ) : (
          <Alert color="gray">{t('reports.noFigures')}</Alert>
        )}
        <TextInput label={t('reports.title')} {...field('title')} />
        <Textarea label={t('reports.highlights')} autosize minRows={2} {...field('highlights')} />
        <Textarea label={t('reports.lowlights')} autosize minRows={2} {...field('lowlights')} />
        <Textarea label={t('reports.asks')} autosize minRows={2} {...field('asks')} />
        <Textarea label={t('reports.body')} autosize minRows={3} {...field('body')} />
        {update.isError ? <Alert color="red">{update.error.message}</Alert> : null}
        {sent ? (
          <Text size="sm" c="dimmed">
            {t('reports.sentTo', { count: report.recipients.length })}
          </Text>
        ) : (
          <>
            <Group>
              <Button variant="default" loading={update.isPending} onClick={() => update.mutate({ params: { id: report.id }, body: fields }, { onSuccess: () => notifications.show({ message: t('reports.saved'), color: 'green' }) })}>
                {t('common.save')}
              </Button>
            </Group>
            <MultiSelect
              label={t('reports.recipients')}
              placeholder={t('reports.recipientsPlaceholder')}
              data={active.map((g) => ({ value: g.investorId!, label: g.investorName || g.email || g.investorId! }))}
              value={recipients}
              onChange={setRecipients}
              searchable
            />
            {send.isError ? <Alert color="red">{send.error.message}</Alert> : null}
            <Group>
              <Button
                disabled={recipients.length === 0}
                loading={send.isPending || update.isPending}
                onClick={() => update.mutate({ params: { id: report.id }, body: fields }, { onSuccess: () => send.mutate({ params: { id: report.id }, body: { investorIds: recipients } }) })}
              >
                {t('common.send')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
