import { useState } from 'react';
import { Alert, Button, Code, FileInput, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { BillingErrors, type RevenueImportResultView, type RevenueIntegrationView } from '@suite/sdk';
import { IntegrationEndpoints } from '@suite/sdk/endpoints';
import { translateError } from '@suite/sdk/i18n';
import { failureText, localizedError } from '../billing/failure.js';
import { postWithProgress } from './api.js';

/** What the server accepts in one import (its body limit). */
export const CSV_MAX_BYTES = 1_000_000;

type Stage = { kind: 'idle' } | { kind: 'reading' | 'uploading'; fraction: number } | { kind: 'importing' } | { kind: 'done'; result: RevenueImportResultView } | { kind: 'failed'; message: string };

function readText(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(new Error(BillingErrors.CSV_UNREADABLE));
    reader.readAsText(file);
  });
}

/** Import a CSV export into a CSV integration, with progress (read, upload, import) and the result per line. */
export function CsvImportDialog({
  integration,
  onClose,
  onImported,
  onSync,
}: {
  integration: RevenueIntegrationView | null;
  onClose: () => void;
  onImported: (result: RevenueImportResultView) => void;
  /** Sync the integration now (the dialog closes). */
  onSync: (integration: RevenueIntegrationView) => void;
}) {
  const { t } = useTranslation('integrations');
  const isPhone = useMediaQuery('(max-width: 30em)') ?? false;
  return (
    <Modal opened={integration !== null} onClose={onClose} title={t('import.title', { name: integration?.name ?? '' })} centered size="lg" fullScreen={isPhone}>
      {integration ? <ImportBody integration={integration} onClose={onClose} onImported={onImported} onSync={() => onSync(integration)} /> : null}
    </Modal>
  );
}

function ImportBody({ integration, onClose, onImported, onSync }: { integration: RevenueIntegrationView; onClose: () => void; onImported: (result: RevenueImportResultView) => void; onSync: () => void }) {
  const { t } = useTranslation('integrations');
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const busy = stage.kind === 'reading' || stage.kind === 'uploading' || stage.kind === 'importing';

  const run = async () => {
    if (!file) return;
    if (file.size > CSV_MAX_BYTES) {
      setStage({ kind: 'failed', message: t('import.tooLarge', { size: Math.round(CSV_MAX_BYTES / 1000) }) });
      return;
    }
    try {
      setStage({ kind: 'reading', fraction: 0 });
      const csv = await readText(file, (fraction) => setStage({ kind: 'reading', fraction }));
      if (!csv.trim()) throw new Error(BillingErrors.CSV_UNREADABLE);
      setStage({ kind: 'uploading', fraction: 0 });
      const result = await postWithProgress(IntegrationEndpoints.importCsv, { params: { id: integration.id }, body: { csv } }, (fraction) =>
        setStage(fraction >= 1 ? { kind: 'importing' } : { kind: 'uploading', fraction }),
      );
      setStage({ kind: 'done', result });
      onImported(result);
    } catch (error) {
      setStage({ kind: 'failed', message: error instanceof Error && !('status' in error) ? translateError(error.message) : failureText(error, BillingErrors.CSV_UNREADABLE) });
    }
  };

  const percent = stage.kind === 'reading' ? Math.round(stage.fraction * 40) : stage.kind === 'uploading' ? 40 + Math.round(stage.fraction * 50) : stage.kind === 'importing' ? 95 : 100;
  return (
    <Stack gap="sm">
      <Text size="sm">{t('import.intro')}</Text>
      <Code block>{'date,customer_id,customer_email,amount,currency,type\n2026-01-15,cus_001,ada@example.com,29.00,USD,subscription'}</Code>
      <Text size="xs" c="dimmed">
        {t('import.columns')}
      </Text>
      <FileInput
        label={t('import.file')}
        placeholder={t('import.choose')}
        accept=".csv,text/csv"
        value={file}
        onChange={(value) => {
          setFile(value);
          setStage({ kind: 'idle' });
        }}
        leftSection={<IconFileTypeCsv size={16} />}
        clearable
        disabled={busy}
      />
      {busy || stage.kind === 'done' ? (
        <Stack gap={4}>
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {t(`import.stages.${stage.kind}`)}
            </Text>
            <Text size="xs" fw={600}>
              {percent}%
            </Text>
          </Group>
          <Progress value={percent} animated={busy} striped={busy} aria-label={t('import.progress')} color={stage.kind === 'done' ? 'green' : undefined} />
        </Stack>
      ) : null}
      {stage.kind === 'failed' ? (
        <Alert color="red" variant="light" role="alert">
          {stage.message}
        </Alert>
      ) : null}
      {stage.kind === 'done' ? (
        <Alert color={stage.result.errors.length > 0 ? 'orange' : 'green'} variant="light" title={t('import.doneTitle')}>
          <Text size="sm">{t('import.doneBody', { imported: stage.result.imported, duplicates: stage.result.duplicates, errors: stage.result.errors.length })}</Text>
          {stage.result.errors.length > 0 ? (
            <List size="xs" mt="xs" spacing={2} style={{ maxHeight: 160, overflowY: 'auto' }}>
              {stage.result.errors.slice(0, 50).map((problem) => (
                <List.Item key={`${problem.line}-${problem.message}`}>{t('import.lineProblem', { line: problem.line, message: localizedError(problem.message) })}</List.Item>
              ))}
            </List>
          ) : null}
          <Text size="xs" mt="xs">
            {t('import.syncHint')}
          </Text>
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {stage.kind === 'done' ? t('import.close') : t('import.cancel')}
        </Button>
        {stage.kind !== 'done' ? (
          <Button onClick={() => void run()} disabled={!file} loading={busy}>
            {t('import.submit')}
          </Button>
        ) : stage.result.imported > 0 ? (
          <Button onClick={onSync}>{t('import.syncNow')}</Button>
        ) : null}
      </Group>
    </Stack>
  );
}
