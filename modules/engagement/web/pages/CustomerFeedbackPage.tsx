import { useState } from 'react';
import {
  Anchor,
  Button,
  callEndpoint,
  EmptyState,
  ErrorState,
  Group,
  Link,
  LoadingState,
  PageHeader,
  Select,
  Stack,
  Text,
  TextInput,
  notifications,
  saveFile,
  useAppAbility,
  useDebouncedValue,
  useSearchParams,
  useSession,
  useTranslation,
} from '@suite/sdk/web';
import { IconDownload, IconMessageCircle, IconSearch } from '@tabler/icons-react';
import { EngagementEndpoints } from '../../shared/endpoints.js';
import { RESPONSE_SUBJECT } from '../../shared/permissions.js';
import { ENGAGEMENT_ROUTES } from '../../shared/routes.js';
import { useResponses, type ResponseFilters } from '../api.js';
import { ResponseCard } from '../components/ResponseCard.js';
import { RevenueAtRiskAlert } from '../components/RevenueAtRiskAlert.js';

const PAGE = 25;
/** /customer-feedback (and /user-feedback): every response, with filters, triage, tags, CSV export and the backlog. */
export default function CustomerFeedbackPage() {
  const { t } = useTranslation('engagement');
  const ability = useAppAbility();
  const { account } = useSession();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<ResponseFilters['status']>();
  const [sentiment, setSentiment] = useState<ResponseFilters['sentiment']>();
  const [limit, setLimit] = useState(PAGE);
  const [exporting, setExporting] = useState(false);
  const [sort, setSort] = useState<'recent' | 'revenue'>('recent');
  // ?response=<id>: one answer (the link on a backlog item made from it).
  const [params, setParams] = useSearchParams();
  const only = params.get('response') ?? undefined;
  const filters: ResponseFilters = { limit, offset: 0, sort, ...(only ? { id: only } : {}), ...(debounced ? { search: debounced } : {}), ...(status ? { status } : {}), ...(sentiment ? { sentiment } : {}) };
  const responses = useResponses(filters);
  const filtered = Boolean(debounced || status || sentiment || only);
  const canTriage = ability.can('update', RESPONSE_SUBJECT);
  const backlogOn = account?.enabledFeatures.includes('agile_survival') ?? false;

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile((await callEndpoint(EngagementEndpoints.exportResponses, { query: {} })) as unknown as Blob, 'feedback-responses.csv');
    } catch (error) {
      notifications.show({ color: 'red', message: error instanceof Error ? error.message : String(error) });
    } finally {
      setExporting(false);
    }
  };

  const data = responses.data;
  let body;
  if (responses.isLoading) body = <LoadingState variant="cards" rows={4} />;
  else if (responses.isError) body = <ErrorState error={responses.error} onRetry={() => void responses.refetch()} />;
  else if (!data || data.items.length === 0)
    body = filtered ? (
      <EmptyState title={t('hub.emptyFiltered')} />
    ) : (
      <EmptyState
        icon={<IconMessageCircle size={22} aria-hidden />}
        title={t('hub.emptyTitle')}
        description={t('hub.emptyText')}
        action={
          <Button component={Link} to={ENGAGEMENT_ROUTES.feedbackSetup.path}>
            {t('hub.setUp')}
          </Button>
        }
      />
    );
  else
    body = (
      <Stack gap="sm">
        <Stack component="ul" gap="sm" p={0} m={0}>
          {data.items.map((r) => (
            <ResponseCard key={r.id} response={r} canTriage={canTriage} backlogOn={backlogOn} />
          ))}
        </Stack>
        <Group justify="space-between">
          <Text size="sm" c="dimmed">
            {t('hub.shown', { shown: data.items.length, total: data.total })}
          </Text>
          {data.items.length < data.total ? (
            <Anchor component="button" type="button" onClick={() => setLimit((l) => Math.min(200, l + PAGE))}>
              {t('hub.more')}
            </Anchor>
          ) : null}
        </Group>
      </Stack>
    );

  const statusOptions = [{ value: '', label: t('hub.all') }, ...(['NEW', 'READ', 'ACTIONED'] as const).map((s) => ({ value: s, label: t(`hub.statuses.${s}`) }))];
  const sentimentOptions = [{ value: '', label: t('hub.all') }, ...(['POSITIVE', 'NEUTRAL', 'NEGATIVE'] as const).map((s) => ({ value: s, label: t(`hub.sentiments.${s}`) }))];
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('pages.customerFeedback')}
        description={t('hub.description')}
        actions={
          <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} loading={exporting} onClick={() => void exportCsv()}>
            {t('hub.exportCsv')}
          </Button>
        }
      />
      {data?.revenueAtRisk && data.revenueAtRisk.detractors > 0 && !only ? <RevenueAtRiskAlert risk={data.revenueAtRisk} /> : null}
      {only ? (
        <Group gap="sm">
          <Text size="sm">{t('hub.oneResponse')}</Text>
          <Anchor component="button" type="button" size="sm" onClick={() => setParams({})}>
            {t('hub.showAll')}
          </Anchor>
        </Group>
      ) : null}
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput style={{ flex: 1, minWidth: 220 }} leftSection={<IconSearch size={16} aria-hidden />} aria-label={t('hub.search')} placeholder={t('hub.search')} value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
        <Select w={150} label={t('hub.status')} data={statusOptions} value={status ?? ''} allowDeselect={false} onChange={(v) => setStatus((v || undefined) as ResponseFilters['status'])} />
        <Select w={150} label={t('hub.sentiment')} data={sentimentOptions} value={sentiment ?? ''} allowDeselect={false} onChange={(v) => setSentiment((v || undefined) as ResponseFilters['sentiment'])} />
        {data?.revenueAtRisk || sort === 'revenue' ? (
          <Select w={200} label={t('hub.sortBy')} data={(['recent', 'revenue'] as const).map((value) => ({ value, label: t(`hub.sorts.${value}`) }))} value={sort} allowDeselect={false} onChange={(v) => setSort((v ?? 'recent') as 'recent' | 'revenue')} />
        ) : null}
      </Group>
      {body}
    </Stack>
  );
}
