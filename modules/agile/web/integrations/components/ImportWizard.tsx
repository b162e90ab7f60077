import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileInput,
  Group,
  Link,
  LoadingOverlay,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Stepper,
  Switch,
  Text,
  Title,
  translateError,
  useMediaQuery,
  useMutation,
  useQueryClient,
  useTranslation,
} from '@suite/sdk/web';
import { IconAlertTriangle, IconCircleCheck, IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { AGILE_ROUTES } from '../../../shared/routes.js';
import { DEV_IMPORT_FORMATS, DEV_IMPORT_MAX_CHARS, type DevImportBody, type DevImportFormat, type DevImportPreview, type DevImportResolvedMapping, type DevImportResult } from '../../../shared/dev-import.js';
import { DevImportErrors } from '../../../shared/errors/dev-import-errors.js';
import { SCOPE_PARAMS } from '../../kanban/paths.js';
import { devImportCalls, readFileText } from '../api.js';
import { MappingForm } from './MappingForm.js';
import { PreviewTable } from './PreviewTable.js';

export interface ImportTargets {
  boards: { id: string; title: string; teamName: string | null }[];
  sessions: { id: string; name: string }[];
}

type TargetKind = 'backlog' | 'poker';
type FormatChoice = 'auto' | DevImportFormat;

/** The server's text (translated), with the file's line when the CSV itself could not be read. */
function failureText(error: unknown, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (!(error instanceof Error)) return String(error);
  const details = (error as { details?: unknown }).details;
  const line = Array.isArray(details) && typeof (details[0] as { line?: unknown })?.line === 'number' ? (details[0] as { line: number }).line : null;
  // A body over the platform's limit answers its generic 413: say what the import's limit is.
  const message = (error as { status?: number }).status === 413 ? DevImportErrors.FILE_TOO_LARGE : error.message;
  return line ? `${translateError(message)} ${t('devImport.import.atLine', { line })}` : translateError(message);
}

/**
 * Import stories: choose the target and the file, check the guessed column mapping, read the
 * preview with each row's errors, import (every row, or the valid ones when the user says so).
 */
export function ImportWizard({ targets, canImportBacklog }: { targets: ImportTargets; canImportBacklog: boolean }) {
  const { t } = useTranslation('agile');
  const queryClient = useQueryClient();
  const narrow = useMediaQuery('(max-width: 36em)');
  const [step, setStep] = useState(0);
  const [kind, setKind] = useState<TargetKind>(canImportBacklog && targets.boards.length ? 'backlog' : 'poker');
  const [boardId, setBoardId] = useState<string | null>(targets.boards[0]?.id ?? null);
  const [sessionId, setSessionId] = useState<string | null>(targets.sessions[0]?.id ?? null);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [csv, setCsv] = useState('');
  const [format, setFormat] = useState<FormatChoice>('auto');
  const [preview, setPreview] = useState<DevImportPreview | null>(null);
  const [mapping, setMapping] = useState<DevImportResolvedMapping | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [skipInvalid, setSkipInvalid] = useState(false);
  const [result, setResult] = useState<DevImportResult | null>(null);

  const target: DevImportBody['target'] | null = kind === 'backlog' ? (boardId ? { kind, boardId } : null) : sessionId ? { kind, sessionId } : null;
  const body = (next: { mapping?: DevImportResolvedMapping | null; skipInvalid?: boolean } = {}): DevImportBody => ({
    target: target!,
    csv,
    ...(format !== 'auto' ? { format } : {}),
    ...(next.mapping ? { mapping: next.mapping } : {}),
    ...(next.skipInvalid ? { skipInvalid: true } : {}),
  });

  const read = useMutation({
    mutationFn: (input: DevImportBody) => devImportCalls.preview(input),
    onSuccess: (answer) => {
      setPreview(answer);
      setMapping(answer.mapping);
      setSkipInvalid(false);
    },
  });
  const write = useMutation({
    mutationFn: (input: DevImportBody) => devImportCalls.commit(input),
    onSuccess: async (answer) => {
      setResult(answer);
      setStep(3);
      await queryClient.invalidateQueries({ predicate: (query) => typeof query.queryKey[1] === 'string' && (query.queryKey[1].startsWith('/kanban/') || query.queryKey[1].startsWith('/planning-poker/')) });
    },
  });

  const chooseFile = async (chosen: File | null) => {
    setFile(chosen);
    setFileProblem(null);
    setCsv('');
    setPreview(null);
    if (!chosen) return;
    if (chosen.size > DEV_IMPORT_MAX_CHARS * 4) {
      setFileProblem(translateError(DevImportErrors.FILE_TOO_LARGE));
      return;
    }
    const text = await readFileText(chosen);
    if (text.length > DEV_IMPORT_MAX_CHARS) setFileProblem(translateError(DevImportErrors.FILE_TOO_LARGE));
    else if (!text.trim()) setFileProblem(translateError(DevImportErrors.FILE_EMPTY));
    else setCsv(text);
  };

  const start = () => {
    if (!target || !csv) return;
    read.mutate(body(), { onSuccess: () => setStep(1) });
  };
  const remap = (next: DevImportResolvedMapping) => {
    setMapping(next);
    if (next.title === null) return;
    read.mutate(body({ mapping: next }));
  };
  const restart = () => {
    setStep(0);
    setFile(null);
    setCsv('');
    setPreview(null);
    setMapping(null);
    setResult(null);
    read.reset();
    write.reset();
  };

  const rows = preview ? (onlyErrors ? preview.rows.filter((row) => row.errors.length) : preview.rows) : [];
  const blocked = preview !== null && preview.invalidRows > 0 && !skipInvalid;
  const importCount = preview ? preview.validRows : 0;

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} pos="relative">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('devImport.import.title')}
        </Title>
        <Stepper active={step} size="sm" allowNextStepsSelect={false} onStepClick={(index) => index < step && step < 3 && setStep(index)}>
          {/* ---------- 1. the target and the file ---------- */}
          <Stepper.Step label={t('devImport.import.steps.upload')}>
            <Stack gap="md" mt="md">
              <Stack gap={6}>
                <Text size="sm" fw={500} id="dev-import-target">
                  {t('devImport.import.target')}
                </Text>
                <SegmentedControl
                  aria-labelledby="dev-import-target"
                  value={kind}
                  onChange={(value) => {
                    setKind(value as TargetKind);
                    setPreview(null);
                  }}
                  data={[
                    { value: 'backlog', label: t('devImport.import.targetBacklog'), disabled: !canImportBacklog },
                    { value: 'poker', label: t('devImport.import.targetPoker') },
                  ]}
                  fullWidth
                  orientation={narrow ? 'vertical' : 'horizontal'}
                  style={{ maxWidth: 520 }}
                />
              </Stack>
              {kind === 'backlog' ? (
                targets.boards.length ? (
                  <Select
                    label={t('devImport.import.board')}
                    placeholder={t('devImport.import.boardPlaceholder')}
                    data={targets.boards.map((board) => ({ value: board.id, label: board.teamName && board.teamName !== board.title ? `${board.title} · ${board.teamName}` : board.title }))}
                    value={boardId}
                    onChange={setBoardId}
                    allowDeselect={false}
                    maw={520}
                  />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('devImport.import.noBoards')}{' '}
                    <Anchor component={Link} to={AGILE_ROUTES.kanban.path}>
                      {t('nav.kanban')}
                    </Anchor>
                  </Text>
                )
              ) : targets.sessions.length ? (
                <Select
                  label={t('devImport.import.session')}
                  placeholder={t('devImport.import.sessionPlaceholder')}
                  data={targets.sessions.map((session) => ({ value: session.id, label: session.name }))}
                  value={sessionId}
                  onChange={setSessionId}
                  allowDeselect={false}
                  maw={520}
                />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('devImport.import.noSessions')}
                </Text>
              )}
              <FileInput
                label={t('devImport.import.file')}
                placeholder={t('devImport.import.filePlaceholder')}
                description={t('devImport.import.fileHelp')}
                accept=".csv,text/csv,text/plain"
                value={file}
                onChange={(chosen) => void chooseFile(chosen)}
                leftSection={<IconFileTypeCsv size={16} aria-hidden />}
                error={fileProblem}
                clearable
                maw={520}
                styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
                data-testid="dev-import-file"
              />
              {file && csv ? (
                <Text size="xs" c="dimmed">
                  {t('devImport.import.fileRead', { name: file.name, size: Math.max(1, Math.round(file.size / 1024)) })}
                </Text>
              ) : null}
              <Select
                label={t('devImport.import.format')}
                data={[{ value: 'auto', label: t('devImport.import.formats.auto') }, ...DEV_IMPORT_FORMATS.map((value) => ({ value, label: t(`devImport.import.formats.${value}`) }))]}
                value={format}
                onChange={(value) => setFormat((value as FormatChoice | null) ?? 'auto')}
                allowDeselect={false}
                maw={520}
              />
              {read.isError ? (
                <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={16} aria-hidden />} title={t('devImport.import.previewFailed')}>
                  {failureText(read.error, t)}
                </Alert>
              ) : null}
              <Group>
                <Button onClick={start} disabled={!target || !csv} loading={read.isPending} leftSection={<IconUpload size={16} aria-hidden />}>
                  {t('devImport.import.next')}
                </Button>
              </Group>
            </Stack>
          </Stepper.Step>

          {/* ---------- 2. the columns ---------- */}
          <Stepper.Step label={t('devImport.import.steps.map')}>
            {preview && mapping ? (
              <Stack gap="md" mt="md">
                <Text size="sm">
                  {t('devImport.import.detected', { format: t(`devImport.import.formats.${preview.format}`), rows: preview.totalRows, delimiter: preview.delimiter === '\t' ? 'tab' : preview.delimiter })}{' '}
                  {t('devImport.import.mappingHelp')}
                </Text>
                <MappingForm preview={preview} mapping={mapping} onChange={remap} disabled={read.isPending} />
                {mapping.title === null ? (
                  <Text size="sm" c="red.9" role="alert">
                    {translateError(DevImportErrors.TITLE_COLUMN_REQUIRED)}
                  </Text>
                ) : null}
                {read.isError ? (
                  <Alert color="red" variant="light" role="alert">
                    {failureText(read.error, t)}
                  </Alert>
                ) : null}
                <Group>
                  <Button variant="default" onClick={() => setStep(0)}>
                    {t('devImport.import.back')}
                  </Button>
                  <Button onClick={() => setStep(2)} disabled={mapping.title === null || read.isPending || read.isError}>
                    {t('devImport.import.toPreview')}
                  </Button>
                </Group>
              </Stack>
            ) : null}
          </Stepper.Step>

          {/* ---------- 3. the preview ---------- */}
          <Stepper.Step label={t('devImport.import.steps.preview')}>
            {preview ? (
              <Stack gap="md" mt="md">
                <Alert color={preview.invalidRows ? 'orange' : 'green'} variant="light" icon={preview.invalidRows ? <IconAlertTriangle size={16} aria-hidden /> : <IconCircleCheck size={16} aria-hidden />}>
                  <Text size="sm" data-testid="dev-import-summary">
                    {t('devImport.import.summary', { valid: preview.validRows, total: preview.totalRows, target: preview.target.name })}{' '}
                    {preview.invalidRows ? t('devImport.import.summaryErrors', { count: preview.invalidRows }) : t('devImport.import.noErrors')}
                    {preview.updateRows ? ` ${t('devImport.import.summaryUpdates', { count: preview.updateRows })}` : ''}
                    {preview.warningRows ? ` ${t('devImport.import.summaryWarnings', { count: preview.warningRows })}` : ''}
                  </Text>
                  <Text size="xs" mt={4}>
                    {t('devImport.import.rowNumbers')}
                  </Text>
                </Alert>
                {preview.invalidRows ? <Switch label={t('devImport.import.onlyErrors')} checked={onlyErrors} onChange={(event) => setOnlyErrors(event.currentTarget.checked)} /> : null}
                <PreviewTable rows={rows} fields={preview.fields} />
                {preview.invalidRows ? (
                  <Checkbox
                    label={t('devImport.import.skipInvalid', { count: preview.invalidRows })}
                    checked={skipInvalid}
                    onChange={(event) => setSkipInvalid(event.currentTarget.checked)}
                    disabled={preview.validRows === 0}
                  />
                ) : null}
                {blocked ? (
                  <Text size="sm" c="dimmed">
                    {t('devImport.import.mustChoose')}
                  </Text>
                ) : null}
                {write.isError ? (
                  <Alert color="red" variant="light" role="alert" title={t('devImport.import.failed')}>
                    {failureText(write.error, t)}
                  </Alert>
                ) : null}
                <Group>
                  <Button variant="default" onClick={() => setStep(1)}>
                    {t('devImport.import.back')}
                  </Button>
                  <Button onClick={() => write.mutate(body({ mapping, skipInvalid }))} disabled={blocked || importCount === 0} loading={write.isPending}>
                    {t('devImport.import.importButton', { count: importCount })}
                  </Button>
                </Group>
              </Stack>
            ) : null}
          </Stepper.Step>

          {/* ---------- done ---------- */}
          <Stepper.Completed>
            {result ? (
              <Stack gap="md" mt="md">
                <Alert color="green" variant="light" icon={<IconCircleCheck size={16} aria-hidden />} role="status">
                  <Text size="sm" data-testid="dev-import-done">
                    {t('devImport.import.imported', { count: result.imported, target: result.target.name })}
                    {result.updated ? ` ${t('devImport.import.importedUpdated', { count: result.updated })}` : ''}
                  </Text>
                  {result.warnings.length ? (
                    <Text size="sm" mt={4} data-testid="dev-import-warnings">
                      {t('devImport.import.importedWarnings', { count: result.warnings.length })}
                    </Text>
                  ) : null}
                  {result.skippedRows.length ? (
                    <Text size="sm" mt={4}>
                      {t('devImport.import.importedSkipped', { rows: result.skippedRows.join(', ') })}
                    </Text>
                  ) : null}
                </Alert>
                <Group>
                  {result.target.kind === 'backlog' ? (
                    <Button component={Link} to={`${AGILE_ROUTES.backlog.path}?${SCOPE_PARAMS.board}=${result.target.id}`}>
                      {t('devImport.import.openBacklog')}
                    </Button>
                  ) : (
                    <Button component={Link} to={AGILE_ROUTES.pokerSession.path.replace(':id', result.target.id)}>
                      {t('devImport.import.openSession')}
                    </Button>
                  )}
                  <Button variant="default" onClick={restart}>
                    {t('devImport.import.again')}
                  </Button>
                </Group>
              </Stack>
            ) : null}
          </Stepper.Completed>
        </Stepper>
      </Stack>
      <LoadingOverlay visible={read.isPending && step > 0} zIndex={5} overlayProps={{ blur: 1 }} />
    </Paper>
  );
}
