import { useState } from 'react';
import { Alert, Button, Group, Paper, SegmentedControl, Select, Stack, Text, Title, translateError, useTranslation } from '@suite/sdk/web';
import { IconDownload } from '@tabler/icons-react';
import type { DevExportFormat } from '../../../shared/dev-import.js';
import { downloadDevExport, type DevExportChoice } from '../api.js';

type What = 'backlog' | 'board' | 'poker' | 'actions';
const ALL = 'all';

export interface ExportSources {
  boards: { id: string; title: string }[];
  pokerSessions: { id: string; name: string }[];
  retros: { id: string; name: string }[];
}

/** Export the backlog (or the whole board), a poker session's estimates or retro action items, as CSV or as a CSV Jira imports. */
export function ExportPanel({ sources }: { sources: ExportSources }) {
  const { t } = useTranslation('agile');
  const [what, setWhat] = useState<What>('backlog');
  const [boardId, setBoardId] = useState<string | null>(sources.boards[0]?.id ?? null);
  const [pokerId, setPokerId] = useState<string | null>(sources.pokerSessions[0]?.id ?? null);
  const [retroId, setRetroId] = useState<string>(ALL);
  const [format, setFormat] = useState<DevExportFormat>('csv');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const board = sources.boards.find((candidate) => candidate.id === boardId);
  const poker = sources.pokerSessions.find((candidate) => candidate.id === pokerId);
  const retro = sources.retros.find((candidate) => candidate.id === retroId);
  const choice: DevExportChoice | null =
    what === 'backlog' || what === 'board'
      ? board
        ? { kind: what, boardId: board.id, name: board.title }
        : null
      : what === 'poker'
        ? poker
          ? { kind: 'poker', sessionId: poker.id, name: poker.name }
          : null
        : { kind: 'actions', sessionId: retro?.id ?? null, name: retro?.name ?? t('devImport.export.allRetros') };

  const download = async () => {
    if (!choice) return;
    setBusy(true);
    setError(null);
    try {
      await downloadDevExport(choice, format);
    } catch (caught) {
      setError(caught instanceof Error ? translateError(caught.message) : String(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('devImport.export.title')}
        </Title>
        <Select
          label={t('devImport.export.what')}
          data={(['backlog', 'board', 'poker', 'actions'] as const).map((value) => ({ value, label: t(`devImport.export.${value}`) }))}
          value={what}
          onChange={(value) => setWhat((value as What | null) ?? 'backlog')}
          allowDeselect={false}
          maw={520}
        />
        {what === 'backlog' || what === 'board' ? (
          <Select label={t('devImport.import.board')} placeholder={t('devImport.import.boardPlaceholder')} data={sources.boards.map((item) => ({ value: item.id, label: item.title }))} value={boardId} onChange={setBoardId} allowDeselect={false} maw={520} />
        ) : what === 'poker' ? (
          <Select label={t('devImport.import.session')} placeholder={t('devImport.import.sessionPlaceholder')} data={sources.pokerSessions.map((item) => ({ value: item.id, label: item.name }))} value={pokerId} onChange={setPokerId} allowDeselect={false} maw={520} />
        ) : (
          <Select
            label={t('devImport.export.retro')}
            data={[{ value: ALL, label: t('devImport.export.allRetros') }, ...sources.retros.map((item) => ({ value: item.id, label: item.name }))]}
            value={retroId}
            onChange={(value) => setRetroId(value ?? ALL)}
            allowDeselect={false}
            maw={520}
          />
        )}
        <Stack gap={6}>
          <Text size="sm" fw={500} id="dev-export-format">
            {t('devImport.export.format')}
          </Text>
          <SegmentedControl
            aria-labelledby="dev-export-format"
            value={format}
            onChange={(value) => setFormat(value as DevExportFormat)}
            data={[
              { value: 'csv', label: t('devImport.export.csv') },
              { value: 'jira', label: t('devImport.export.jira') },
            ]}
            style={{ maxWidth: 320 }}
          />
          {format === 'jira' ? (
            <Text size="xs" c="dimmed">
              {t('devImport.export.jiraHelp')}
            </Text>
          ) : null}
        </Stack>
        {error ? (
          <Alert color="red" variant="light" role="alert" title={t('devImport.export.failed')}>
            {error}
          </Alert>
        ) : null}
        <Group>
          <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={() => void download()} loading={busy} disabled={!choice}>
            {busy ? t('devImport.export.downloading') : t('devImport.export.download')}
          </Button>
          {!choice ? (
            <Text size="sm" c="dimmed">
              {t('devImport.export.nothing')}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </Paper>
  );
}
