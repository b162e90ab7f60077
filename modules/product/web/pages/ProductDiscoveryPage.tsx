import { useState, type FormEvent } from 'react';
import {
  Badge,
  Button,
  EmptyState,
  FileInput,
  Group,
  List,
  Modal,
  NumberInput,
  Paper,
  Progress,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
  UnstyledButton,
  notifications,
  translateError,
  useSearchParams,
} from '@suite/sdk/web';
import { DISCOVERY_TRANSITIONS, type DiscoveryDocument, type DocumentSource } from '../../shared/discovery-endpoints.js';
import { DiscoveryErrors } from '../../shared/errors.js';
import { downloadDiscovery, useAnalyzeDiscovery, useCreateDiscovery, useDiscoveryDocuments, useDiscoveryStatus, usePortfolioItems, useProductT } from '../api.js';
import { money } from '../format.js';
import { useProductAbility } from '../can.js';
import { ModalFormFooter, ProductPageFrame, useCreateAction } from '../components/ProductPageFrame.js';

const STATUS_COLORS = { draft: 'gray', in_review: 'yellow', approved: 'green' } as const;

function NewDocumentModal({ onClose, onCreated }: { onClose: () => void; onCreated: (id: string) => void }) {
  const { t } = useProductT();
  const items = usePortfolioItems();
  const create = useCreateDiscovery();
  const products = (items.data ?? []).filter((i) => i.level === 'product');
  const [title, setTitle] = useState('');
  const [productId, setProductId] = useState<string | null>(null);
  const [lineOfBusiness, setLineOfBusiness] = useState('');
  const [runway, setRunway] = useState<number | string>('');
  const [links, setLinks] = useState('');
  const [notes, setNotes] = useState('');
  const [files, setFiles] = useState<DocumentSource[]>([]);
  const [touched, setTouched] = useState(false);
  const titleError = title.trim() ? null : DiscoveryErrors.TITLE_REQUIRED;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (titleError) return;
    const sources: DocumentSource[] = [
      ...links
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => /^https?:\/\//.test(l))
        .map((url) => ({ kind: 'link' as const, title: url.replace(/^https?:\/\//, '').slice(0, 200), url })),
      ...(notes.trim() ? [{ kind: 'text' as const, title: t('discovery.notesTitle'), content: notes.trim() }] : []),
      ...files,
    ];
    create.mutate(
      { body: { title, productId, lineOfBusiness, runwayMonths: runway === '' ? null : Number(runway), documentSources: sources } },
      {
        onSuccess: (doc) => {
          onCreated(doc.id);
          onClose();
        },
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('discovery.new')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('fields.title')} value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={touched && titleError ? translateError(titleError) : undefined} required data-autofocus />
          <Select label={t('discovery.product')} placeholder={t('discovery.chooseProduct')} data={products.map((p) => ({ value: p.id, label: p.title }))} value={productId} onChange={setProductId} clearable />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t('discovery.lineOfBusiness')} value={lineOfBusiness} onChange={(e) => setLineOfBusiness(e.currentTarget.value)} />
            <NumberInput label={t('discovery.runway')} description={t('discovery.runwayHint')} min={0} suffix={` ${t('discovery.months')}`} value={runway} onChange={setRunway} />
          </SimpleGrid>
          <Textarea label={t('discovery.links')} description={t('discovery.linksHint')} autosize minRows={2} value={links} onChange={(e) => setLinks(e.currentTarget.value)} />
          <Textarea label={t('discovery.notes')} autosize minRows={3} value={notes} onChange={(e) => setNotes(e.currentTarget.value)} />
          <FileInput
            label={t('discovery.upload')}
            description={t('discovery.uploadHint')}
            accept=".txt,.md,.csv,text/plain,text/markdown,text/csv"
            multiple
            clearable
            onChange={(picked) => void Promise.all(picked.map(async (file) => ({ kind: 'text' as const, title: file.name.slice(0, 200), content: (await file.text()).slice(0, 100_000) }))).then(setFiles)}
          />
          <ModalFormFooter mutation={create} submitLabel={t('actions.create')} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

function DocumentView({ doc }: { doc: DiscoveryDocument }) {
  const { t, i18n } = useProductT();
  const can = useProductAbility();
  const analyze = useAnalyzeDiscovery();
  const status = useDiscoveryStatus();
  const lang = i18n.language;
  const failed = (error: Error) => notifications.show({ color: 'red', message: translateError(error.message) });
  const exportAs = (format: 'markdown' | 'pdf') => downloadDiscovery(doc.id, format, doc.title).catch(failed);
  const runway = doc.businessDetails.runwayMonths;
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={2}>
            <Group gap="xs">
              <Title order={2} size="h3">
                {doc.title}
              </Title>
              <Badge color={STATUS_COLORS[doc.status]} data-testid="discovery-status">
                {t(`discovery.status.${doc.status}`)}
              </Badge>
            </Group>
            <Text size="sm" c="dimmed">
              {t('discovery.summary', {
                product: doc.productTitle ?? t('discovery.noProduct'),
                line: doc.businessDetails.lineOfBusiness || '–',
                runway: runway === null ? t('discovery.runwayUnknown') : t('discovery.runwayMonths', { count: runway }),
              })}
              {doc.businessDetails.runwaySource === 'bi' ? ` ${t('discovery.fromBi')}` : ''}
            </Text>
          </Stack>
          <Group gap="xs" wrap="wrap">
            {can.editDiscovery && doc.status !== 'approved' && (
              <Button onClick={() => analyze.mutate({ params: { id: doc.id } }, { onError: failed })} loading={analyze.isPending} disabled={!doc.productId}>
                {doc.analyzedAt ? t('discovery.reanalyze') : t('discovery.analyze')}
              </Button>
            )}
            {(can.editDiscovery ? DISCOVERY_TRANSITIONS[doc.status] : []).map((next) => (
              <Button key={next} variant="light" onClick={() => status.mutate({ params: { id: doc.id }, body: { status: next } }, { onError: failed })} loading={status.isPending && status.variables?.body.status === next}>
                {t(`discovery.to.${doc.status}_${next}`)}
              </Button>
            ))}
            <Button variant="default" onClick={() => void exportAs('markdown')}>
              {t('discovery.exportMd')}
            </Button>
            <Button variant="default" onClick={() => void exportAs('pdf')}>
              {t('discovery.exportPdf')}
            </Button>
          </Group>
        </Group>
        {!doc.productId && (
          <Text size="sm" c="orange" mt="xs">
            {translateError(DiscoveryErrors.PRODUCT_REQUIRED)}
          </Text>
        )}
        {doc.documentSources.length > 0 && (
          <List size="sm" mt="sm">
            {doc.documentSources.map((source, index) => (
              <List.Item key={index}>{source.url ? <a href={source.url} target="_blank" rel="noreferrer">{source.title}</a> : source.title}</List.Item>
            ))}
          </List>
        )}
      </Paper>
      {!doc.analyzedAt ? (
        <EmptyState title={t('discovery.notAnalyzedTitle')} description={t('discovery.notAnalyzed')} />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Paper withBorder p="md" component="section" aria-labelledby="insights">
            <Title order={3} size="h5" id="insights" mb="xs">
              {t('discovery.insights')}
            </Title>
            <Text size="xs" c="dimmed" mb="xs">
              {t('discovery.deterministic')}
            </Text>
            <List size="sm" spacing={4}>
              {(doc.aiInsights ?? []).map((insight) => (
                <List.Item key={insight.key} title={insight.basis}>
                  {t(`insights.${insight.key}`, { ...insight.params, defaultValue: insight.text })}
                </List.Item>
              ))}
            </List>
          </Paper>
          <Paper withBorder p="md" component="section" aria-labelledby="gaps">
            <Title order={3} size="h5" id="gaps" mb="xs">
              {t('discovery.gaps', { count: doc.gapAnalysis?.length ?? 0 })}
            </Title>
            <List size="sm" spacing={4}>
              {(doc.gapAnalysis ?? []).map((gap, index) => (
                <List.Item key={index}>
                  <Badge size="xs" color={gap.severity === 'warning' ? 'orange' : 'gray'} mr={6}>
                    {t(`discovery.severity.${gap.severity}`)}
                  </Badge>
                  {t(`gaps.${gap.rule}`)}: {gap.subject}
                </List.Item>
              ))}
            </List>
          </Paper>
          <Paper withBorder p="md" component="section" aria-labelledby="mix">
            <Title order={3} size="h5" id="mix" mb="xs">
              {t('discovery.categories')}
            </Title>
            <Stack gap={6}>
              {(doc.investmentCategories ?? []).map((c) => (
                <div key={c.code}>
                  <Group justify="space-between" gap={4}>
                    <Text size="sm">
                      {c.code} · {c.name}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {money(c.cents, lang)} · {c.sharePct} %
                    </Text>
                  </Group>
                  <Progress value={c.sharePct} color={c.color} size="sm" aria-label={`${c.code} ${c.sharePct} %`} />
                </div>
              ))}
            </Stack>
          </Paper>
          <Paper withBorder p="md" component="section" aria-labelledby="hierarchy">
            <Title order={3} size="h5" id="hierarchy" mb="xs">
              {t('discovery.valueHierarchy')}
            </Title>
            <Stack gap={2}>
              {(doc.valueHierarchy ?? []).map((node) => (
                <Text key={node.id} size="sm" pl={node.depth * 16}>
                  {t(`levels.${node.level}`)} · {node.title} — {t('roi.short', { score: node.roiScore })}, {money(node.allocatedCents, lang)}
                </Text>
              ))}
            </Stack>
          </Paper>
          <Paper withBorder p="md" component="section" aria-labelledby="roadmap" style={{ gridColumn: '1 / -1' }}>
            <Title order={3} size="h5" id="roadmap" mb="xs">
              {t('discovery.roadmap')}
            </Title>
            <Text size="xs" c="dimmed" mb="sm" title={doc.roadmap?.explanation}>
              {t('discovery.roadmapExplain', { count: doc.roadmap?.quarters.length ?? 0 })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              {(doc.roadmap?.quarters ?? []).map((quarter) => (
                <Paper key={quarter.quarter} withBorder p="sm" bg="var(--mantine-color-default-hover)">
                  <Text fw={600}>{quarter.quarter}</Text>
                  <Text size="xs" c="dimmed" mb={4}>
                    {money(quarter.budgetCents, lang)}
                  </Text>
                  {quarter.epics.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {t('discovery.quarterEmpty')}
                    </Text>
                  ) : (
                    quarter.epics.map((epic) => (
                      <Text key={epic.id} size="sm">
                        {epic.title} ({epic.roiScore})
                      </Text>
                    ))
                  )}
                </Paper>
              ))}
            </SimpleGrid>
          </Paper>
        </SimpleGrid>
      )}
    </Stack>
  );
}

/** /product-discovery: discovery documents with gap analysis, value hierarchy and roadmap. */
export default function ProductDiscoveryPage() {
  const { t } = useProductT();
  const documents = useDiscoveryDocuments();
  const [params, setParams] = useSearchParams();
  const open = (id: string) => setParams({ doc: id }, { replace: true });
  const can = useProductAbility();
  const { creating, setCreating, newButton } = useCreateAction(can.editDiscovery, t('discovery.new'));
  const selected = documents.data?.find((d) => d.id === params.get('doc')) ?? documents.data?.[0];

  return (
    <ProductPageFrame
      title={t('pages.productDiscovery')}
      description={t('discovery.description')}
      actions={newButton}
      query={documents}
      loading={{ variant: 'cards', rows: 3 }}
      loadError={t('discovery.loadError')}
      empty={{ when: (data) => data.length === 0, title: t('discovery.emptyTitle'), description: t('discovery.empty') }}
      overlays={creating && <NewDocumentModal onClose={() => setCreating(false)} onCreated={open} />}
    >
      {(data) => (
        <>
          <Group gap="xs" wrap="wrap" role="list" aria-label={t('discovery.list')}>
            {data.map((doc) => (
              <UnstyledButton key={doc.id} onClick={() => open(doc.id)} role="listitem" aria-current={doc.id === selected?.id ? 'true' : undefined}>
                <Paper withBorder p="xs" px="sm" bg={doc.id === selected?.id ? 'var(--mantine-color-blue-light)' : undefined}>
                  <Group gap={6} wrap="nowrap">
                    <Text size="sm" fw={500}>
                      {doc.title}
                    </Text>
                    <Badge size="xs" color={STATUS_COLORS[doc.status]}>
                      {t(`discovery.status.${doc.status}`)}
                    </Badge>
                  </Group>
                </Paper>
              </UnstyledButton>
            ))}
          </Group>
          {selected && <DocumentView doc={selected} />}
        </>
      )}
    </ProductPageFrame>
  );
}
