import { useState } from 'react';
import { Alert, Badge, Button, COMMENTS_NAMESPACE, CommentsPanel, EmptyState, FileInput, Group, List, Modal, PageHeader, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title, VersionHistoryPanel, useQueryClient, useSearchParams, useTranslation } from '@suite/sdk/web';
import { DOCUMENT_MIN_CONTENT, DocumentEndpoints, type BusinessDocumentView, type DocumentAnalysis } from '../../shared/growth.js';
import { useBiMutation, useBiQuery } from '../api.js';
import { QueryState } from '../components/QueryState.js';

const toBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export function Analysis({ analysis }: { analysis: DocumentAnalysis }) {
  const { t } = useTranslation('bi');
  return (
    <Stack gap="xs" mt="sm" data-testid="bi-document-analysis">
      <Text size="sm">{t('documents.reading', { minutes: analysis.readingMinutes, words: analysis.words })}</Text>
      <Text size="sm">{t('documents.figures')}: {[...analysis.figures.money, ...analysis.figures.percentages, ...analysis.figures.dates].join(', ') || '—'}</Text>
      <Group gap={4}>{analysis.keyTerms.map((term) => <Badge key={term.term} variant="light">{term.term} ×{term.count}</Badge>)}</Group>
      <Text size="sm" fw={600}>{t('documents.summary')}</Text>
      <List size="sm">{analysis.summary.map((sentence) => <List.Item key={sentence}>{sentence}</List.Item>)}</List>
      {analysis.disagreements.length ? (
        <Alert color="orange" title={t('documents.disagreements')}>
          {analysis.disagreements.map((d) => <Text key={d.metric + d.sentence} size="sm">{t('documents.disagreement', { metric: d.metric, document: d.documentValue.toLocaleString(), account: d.accountValue.toLocaleString() })}</Text>)}
        </Alert>
      ) : <Text size="sm" c="dimmed">{t('documents.agrees')}</Text>}
      <Text size="xs" c="dimmed">{analysis.method}</Text>
    </Stack>
  );
}

/** /bi/documents: business documents written or uploaded (PDF, DOCX, Markdown, text), analysed on request. */
/** A document's comment threads (issue 22), opened from its card or a link (?document=<id>). */
function DocumentComments({ documentId }: { documentId: string }) {
  const { t } = useTranslation(COMMENTS_NAMESPACE);
  const [params] = useSearchParams();
  const [open, setOpen] = useState(params.get('document') === documentId);
  return (
    <Stack gap="xs" mt="sm">
      <Group>
        <Button size="compact-sm" variant="subtle" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {t('panel.title')}
        </Button>
      </Group>
      {open && <CommentsPanel objectType="bi.document" objectId={documentId} />}
    </Stack>
  );
}

/** Change a document's name and text (each save is kept as a version, issue 22). */
function EditDocument({ document, onClose }: { document: BusinessDocumentView; onClose(): void }) {
  const { t } = useTranslation('bi');
  const update = useBiMutation(DocumentEndpoints.update);
  const [name, setName] = useState(document.name);
  const [content, setContent] = useState(document.content);
  return (
    <Modal opened onClose={onClose} title={t('documents.editTitle', { name: document.name })} size="lg">
      <Stack gap="sm">
        <TextInput label={t('documents.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={200} />
        <Textarea label={t('documents.content')} description={t('documents.contentHint', { count: DOCUMENT_MIN_CONTENT })} value={content} onChange={(event) => setContent(event.currentTarget.value)} autosize minRows={6} maxRows={16} />
        {update.error ? <Alert color="red">{t(update.error.message, { ns: 'errors', defaultValue: update.error.message })}</Alert> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>{t('documents.cancel')}</Button>
          <Button disabled={!name.trim() || content.trim().length < DOCUMENT_MIN_CONTENT} loading={update.isPending} onClick={() => update.mutate({ params: { id: document.id }, body: { name, content } }, { onSuccess: onClose })}>
            {t('documents.saveChanges')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Edit a document, and its version history with restore (owners and admins restore). */
function DocumentVersions({ document }: { document: BusinessDocumentView }) {
  const { t } = useTranslation('bi');
  const client = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="xs" mt="sm">
      <Group gap="xs">
        <Button size="compact-sm" variant="subtle" onClick={() => setEditing(true)}>{t('documents.edit')}</Button>
        <Button size="compact-sm" variant="subtle" aria-expanded={open} onClick={() => setOpen((value) => !value)}>{t('documents.versions')}</Button>
      </Group>
      {open && <VersionHistoryPanel objectType="bi.document" objectId={document.id} onRestored={() => void client.invalidateQueries()} />}
      {editing && <EditDocument document={document} onClose={() => setEditing(false)} />}
    </Stack>
  );
}

export default function DocumentsPage() {
  const { t } = useTranslation('bi');
  const query = useBiQuery(DocumentEndpoints.list);
  const create = useBiMutation(DocumentEndpoints.create);
  const upload = useBiMutation(DocumentEndpoints.upload);
  const analyze = useBiMutation(DocumentEndpoints.analyze);
  const [name, setName] = useState('');
  const [content, setContent] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const error = create.error ?? upload.error ?? analyze.error;
  const reset = () => {
    setName('');
    setContent('');
    setFile(null);
  };
  return (
    <>
      <PageHeader title={t('pages.documents')} description={t('documents.description')} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper p="md" radius="md" withBorder>
          <Stack gap="sm">
            <Title order={2} size="h5">{t('documents.add')}</Title>
            <TextInput label={t('documents.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={200} />
            <Textarea label={t('documents.content')} description={t('documents.contentHint', { count: DOCUMENT_MIN_CONTENT })} value={content} onChange={(event) => setContent(event.currentTarget.value)} autosize minRows={4} maxRows={10} />
            <Button disabled={!name.trim() || content.trim().length < DOCUMENT_MIN_CONTENT} loading={create.isPending} onClick={() => create.mutate({ body: { name, content } }, { onSuccess: reset })}>{t('documents.save')}</Button>
            <FileInput label={t('documents.upload')} description={t('documents.uploadHint')} accept=".pdf,.docx,.md,.markdown,.txt" value={file} onChange={setFile} clearable />
            <Button variant="default" disabled={!file} loading={upload.isPending} onClick={async () => file && upload.mutate({ body: { name: name.trim() || undefined, fileName: file.name, contentType: file.type || undefined, dataBase64: await toBase64(file) } }, { onSuccess: reset })}>{t('documents.uploadButton')}</Button>
            {error ? <Alert color="red">{t(error.message, { ns: 'errors', defaultValue: error.message })}</Alert> : null}
          </Stack>
        </Paper>
        <QueryState query={query}>
          {(documents: BusinessDocumentView[]) =>
            documents.length === 0 ? (
              <EmptyState title={t('documents.emptyTitle')} description={t('documents.emptyBody')} />
            ) : (
              <Stack gap="sm">
                {documents.map((document) => (
                  <Paper key={document.id} p="md" radius="md" withBorder>
                    <Group justify="space-between" wrap="nowrap">
                      <div>
                        <Text fw={600}>{document.name}</Text>
                        <Text size="xs" c="dimmed">{document.file ? document.file.fileName : t('documents.written')} · {document.content.length.toLocaleString()} {t('documents.characters')}</Text>
                      </div>
                      <Button size="compact-sm" variant="light" loading={analyze.isPending && analyze.variables?.body?.documentId === document.id} onClick={() => analyze.mutate({ body: { documentId: document.id } })}>{t('documents.analyze')}</Button>
                    </Group>
                    {document.analysis ? <Analysis analysis={document.analysis} /> : null}
                    <DocumentVersions document={document} />
                    <DocumentComments documentId={document.id} />
                  </Paper>
                ))}
              </Stack>
            )
          }
        </QueryState>
      </SimpleGrid>
    </>
  );
}
