import { useState } from 'react';
import { Alert, Button, ConfirmDialog, EmptyState, ErrorState, FileInput, Group, LoadingState, PageHeader, Paper, Stack, Table, Text, TextInput, useAppAbility, useSession, useTranslation } from '@suite/sdk/web';
import { DATA_ROOM_MAX_BYTES, INVESTOR_RELATIONS_SUBJECT, InvestorErrors, type DataRoomDocument } from '../../shared/index.js';
import { useCompanyDataRoom, useDeleteDocument, useUploadDocument } from '../api.js';
import { ActivityPanel } from '../components/RequestsPanel.js';
import { useDay } from '../useDay.js';

function toBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '');
    reader.onerror = () => reject(reader.error ?? new Error('read'));
    reader.readAsDataURL(file);
  });
}

/** /data-room: the company's documents for its investors, in folders, with who opened what. */
export default function DataRoomPage() {
  const { t } = useTranslation('investor');
  const { account } = useSession();
  const canWrite = useAppAbility().can('create', INVESTOR_RELATIONS_SUBJECT);
  const documents = useCompanyDataRoom(undefined);
  const upload = useUploadDocument();
  const remove = useDeleteDocument();
  const [file, setFile] = useState<File | null>(null);
  const [folder, setFolder] = useState('General');
  const [deleting, setDeleting] = useState<DataRoomDocument | null>(null);
  const tooLarge = file !== null && file.size > DATA_ROOM_MAX_BYTES;
  const day = useDay();

  return (
    <Stack gap="lg">
      <PageHeader title={t('pages.dataRoom')} description={t('dataRoom.description')} />
      {canWrite ? (
        <Paper withBorder p="md" radius="md">
          <Group
            component="form"
            align="flex-end"
            wrap="wrap"
            onSubmit={async (event) => {
              event.preventDefault();
              if (!file || tooLarge) return;
              upload.mutate({ body: { folder, name: file.name, contentType: file.type || 'application/octet-stream', contentBase64: await toBase64(file) } }, { onSuccess: () => setFile(null) });
            }}
          >
            <FileInput label={t('dataRoom.file')} value={file} onChange={setFile} w={260} clearable error={tooLarge ? t(InvestorErrors.DOCUMENT_TOO_LARGE, { ns: 'errors', defaultValue: InvestorErrors.DOCUMENT_TOO_LARGE }) : undefined} />
            <TextInput label={t('dataRoom.folder')} value={folder} onChange={(event) => setFolder(event.currentTarget.value)} w={180} />
            <Button type="submit" loading={upload.isPending} disabled={!file || tooLarge}>
              {t('dataRoom.upload')}
            </Button>
          </Group>
          {upload.isError ? <Alert mt="sm" color="red">{upload.error.message}</Alert> : null}
        </Paper>
      ) : null}
      {documents.isPending ? (
        <LoadingState variant="table" />
      ) : documents.isError ? (
        <ErrorState error={documents.error} onRetry={() => void documents.refetch()} />
      ) : documents.data.length === 0 ? (
        <EmptyState title={t('dataRoom.empty')} />
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={520}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('dataRoom.folder')}</Table.Th>
                  <Table.Th>{t('dataRoom.file')}</Table.Th>
                  <Table.Th>{t('dataRoom.log')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {documents.data.map((doc) => (
                  <Table.Tr key={doc.id}>
                    <Table.Td>{doc.folder}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{doc.name}</Text>
                      <Text size="xs" c="dimmed">
                        {Math.ceil(doc.sizeBytes / 1024)} KB · {day(doc.createdAt)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t('dataRoom.opens', { count: doc.opens })}</Table.Td>
                    <Table.Td>
                      {canWrite ? (
                        <Button size="xs" variant="subtle" color="red" onClick={() => setDeleting(doc)}>
                          {t('common.delete')}
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      <ActivityPanel companyId={account?.id} />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('common.delete')}
        message={deleting?.name ?? ''}
        danger
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        loading={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ params: { id: deleting.id } }, { onSuccess: () => setDeleting(null) })}
      />
    </Stack>
  );
}
