import { useState } from 'react';
import { Alert, Badge, Button, COMMENTS_NAMESPACE, CommentsPanel, EmptyState, ErrorState, Grid, LoadingState, PageHeader, Paper, Stack, Text, Title, UnstyledButton, useAppAbility, useSearchParams, useSession, useTranslation } from '@suite/sdk/web';
import { INVESTOR_RELATIONS_SUBJECT, type ReportKind } from '../../shared/index.js';
import { useCreateReport, useReports } from '../api.js';
import { InvestorsPanel } from '../components/InvestorsPanel.js';
import { ReportEditor } from '../components/ReportEditor.js';
import { ActivityPanel, RequestsPanel } from '../components/RequestsPanel.js';

/**
 * The company composes monthly investor updates (/investor-reports) or board packages
 * (/board-packages): drafts pre-filled with its live figures, edited, sent to chosen investors.
 * Beside them: who its investors are, their update requests and what they read.
 */
export function ReportsScreen({ kind }: { kind: ReportKind }) {
  const { t } = useTranslation('investor');
  const { t: tc } = useTranslation(COMMENTS_NAMESPACE);
  const { account } = useSession();
  const canWrite = useAppAbility().can('create', INVESTOR_RELATIONS_SUBJECT);
  const reports = useReports();
  const create = useCreateReport();
  // ?report=<id> selects a report (the links of comments and mentions).
  const [params] = useSearchParams();
  const [selected, setSelected] = useState<string | null>(() => params.get('report'));
  const mine = (reports.data ?? []).filter((r) => r.kind === kind);
  const current = mine.find((r) => r.id === selected) ?? mine.find((r) => r.status === 'draft') ?? mine[0] ?? null;
  const period = new Date().toISOString().slice(0, 7);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t(kind === 'update' ? 'pages.investorReports' : 'pages.boardPackages')}
        description={t(kind === 'update' ? 'reports.descriptionUpdate' : 'reports.descriptionBoard')}
        actions={
          canWrite ? (
            <Button
              loading={create.isPending}
              onClick={() => create.mutate({ body: { kind, period, title: t(kind === 'update' ? 'reports.titleUpdate' : 'reports.titleBoard', { period }) } }, { onSuccess: (report) => setSelected(report.id) })}
            >
              {t(kind === 'update' ? 'reports.newUpdate' : 'reports.newBoard')}
            </Button>
          ) : undefined
        }
      />
      {create.isError ? <Alert color="red">{create.error.message}</Alert> : null}
      <Grid>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="sm" radius="md">
            {reports.isPending ? (
              <LoadingState variant="table" rows={3} />
            ) : reports.isError ? (
              <ErrorState error={reports.error} onRetry={() => void reports.refetch()} />
            ) : mine.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('reports.empty')}
              </Text>
            ) : (
              <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {mine.map((report) => (
                  <li key={report.id}>
                    <UnstyledButton onClick={() => setSelected(report.id)} p="xs" w="100%" style={{ borderRadius: 6, background: current?.id === report.id ? 'var(--mantine-color-default-hover)' : undefined }} aria-current={current?.id === report.id}>
                      <Text size="sm" fw={600}>
                        {report.title}
                      </Text>
                      <Badge size="xs" variant="light" color={report.status === 'sent' ? 'green' : 'gray'} tt="none">
                        {report.status === 'sent' ? t('reports.sent') : t('reports.draft')}
                      </Badge>
                    </UnstyledButton>
                  </li>
                ))}
              </Stack>
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          {current && account ? <ReportEditor key={current.id} report={current} companyId={account.id} /> : <EmptyState title={t('reports.empty')} />}
          {current && (
            <Paper withBorder p="sm" radius="md" mt="md">
              <Title order={3} size="h5" mb="sm">
                {tc('panel.title')}
              </Title>
              <CommentsPanel key={current.id} objectType="investor.update" objectId={current.id} />
            </Paper>
          )}
        </Grid.Col>
      </Grid>
      <InvestorsPanel />
      <RequestsPanel />
      <ActivityPanel companyId={account?.id} />
    </Stack>
  );
}
