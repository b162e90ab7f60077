import { useState } from 'react';
import { Alert, Badge, Button, FileInput, FormError, Group, Modal, ScrollArea, SegmentedControl, Select, SimpleGrid, Stack, Table, Text, Textarea, notifications, translateError, useTranslation } from '@suite/sdk/web';
import { ImportEndpoints } from '../../shared/endpoints.js';
import { IMPORT_KINDS, type ImportKind, type ImportPreview } from '../../shared/views.js';
import { useBiMutation } from '../api.js';

const PREVIEW_ROWS = 50;

/**
 * CSV import: pick what the file holds, paste it or choose a file, preview the column mapping
 * and every row's check, then import; a file with a bad row is refused whole, with that row's error.
 */
export function CsvImportModal({ onClose, initialKind }: { onClose: () => void; initialKind: ImportKind }) {
  const { t } = useTranslation('bi');
  const [kind, setKind] = useState<ImportKind>(initialKind);
  const [csv, setCsv] = useState('');
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const previewCall = useBiMutation(ImportEndpoints.preview);
  const importCall = useBiMutation(ImportEndpoints.commit);

  const runPreview = (nextMapping = mapping) =>
    previewCall.mutate(
      { body: { kind, csv, mapping: nextMapping } },
      {
        onSuccess: (data) => {
          setPreview(data);
          setMapping(data.mapping);
        },
      },
    );
  const runImport = () =>
    importCall.mutate(
      { body: { kind, csv, mapping } },
      {
        onSuccess: (data) => {
          notifications.show({ color: 'green', message: t('import.done', { count: data.imported }) });
          onClose();
        },
      },
    );
  const readFile = async (file: File | null) => {
    if (!file) return;
    setCsv(await file.text());
    setPreview(null);
  };

  return (
    <Modal opened onClose={onClose} title={t('import.title')} size="xl">
      <Stack gap="sm">
        <SegmentedControl
          value={kind}
          onChange={(value) => {
            setKind(value as ImportKind);
            setPreview(null);
            setMapping({});
          }}
          data={IMPORT_KINDS.map((value) => ({ value, label: t(`import.kinds.${value}`) }))}
          fullWidth
        />
        <Text size="sm" c="dimmed">
          {t(`import.help.${kind}`)}
        </Text>
        <FileInput label={t('import.file')} placeholder={t('import.filePlaceholder')} accept=".csv,text/csv" onChange={(file) => void readFile(file)} clearable />
        <Textarea
          label={t('import.paste')}
          value={csv}
          onChange={(event) => {
            setCsv(event.currentTarget.value);
            setPreview(null);
          }}
          autosize
          minRows={4}
          maxRows={10}
          styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => runPreview()} loading={previewCall.isPending} disabled={!csv.trim()}>
            {t('import.preview')}
          </Button>
        </Group>
        <FormError error={previewCall.error} />
        {preview ? (
          <Stack gap="sm">
            <Text fw={600} size="sm">
              {t('import.mapping')}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {preview.fields.map(({ field, required }) => (
                <Select
                  key={field}
                  label={t(`import.fields.${field}`)}
                  required={required}
                  data={preview.columns}
                  value={mapping[field] ?? null}
                  clearable={!required}
                  onChange={(column) => {
                    const next = { ...mapping };
                    if (column) next[field] = column;
                    else delete next[field];
                    setMapping(next);
                    runPreview(next);
                  }}
                />
              ))}
            </SimpleGrid>
            {preview.errorRows > 0 ? (
              <Alert color="red" variant="light" role="alert">
                {t('import.hasErrors', { count: preview.errorRows })}
              </Alert>
            ) : (
              <Alert color="green" variant="light">
                {t('import.allGood', { count: preview.validRows })}
              </Alert>
            )}
            <ScrollArea.Autosize mah={260} type="auto">
              <Table striped fz="xs" miw={520}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('import.row')}</Table.Th>
                    {preview.fields.filter(({ field }) => mapping[field]).map(({ field }) => (
                      <Table.Th key={field}>{t(`import.fields.${field}`)}</Table.Th>
                    ))}
                    <Table.Th>{t('import.check')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.rows.slice(0, PREVIEW_ROWS).map((row) => (
                    <Table.Tr key={row.row}>
                      <Table.Td>{row.row}</Table.Td>
                      {preview.fields.filter(({ field }) => mapping[field]).map(({ field }) => (
                        <Table.Td key={field}>{String(row.values[field] ?? '')}</Table.Td>
                      ))}
                      <Table.Td>{row.error ? <Text size="xs" c="red">{translateError(row.error)}</Text> : <Badge color="green" variant="light" size="xs">{t('import.ok')}</Badge>}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
            {preview.rows.length > PREVIEW_ROWS ? <Text size="xs" c="dimmed">{t('import.more', { count: preview.rows.length - PREVIEW_ROWS })}</Text> : null}
            <FormError error={importCall.error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('entries.cancel')}
              </Button>
              <Button onClick={runImport} loading={importCall.isPending}>
                {t('import.import', { count: preview.rows.length })}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Stack>
    </Modal>
  );
}
