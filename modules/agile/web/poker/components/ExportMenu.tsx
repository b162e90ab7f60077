import { useState } from 'react';
import { Button, Menu, useTranslation } from '@suite/sdk/web';
import { IconChevronDown, IconDownload, IconFileText, IconJson, IconMarkdown } from '@tabler/icons-react';
import { POKER_EXPORT_FORMATS, type PokerExportFormat } from '../../../shared/poker.js';
import { downloadExport } from '../api.js';
import { useRoom } from './room-context.js';
import { notifyFailure } from '../../live/commands.js';

const ICONS: Record<PokerExportFormat, typeof IconFileText> = { csv: IconFileText, json: IconJson, markdown: IconMarkdown };

/** Download the session (stories, votes, estimates) as CSV, JSON or Markdown. */
export function ExportMenu() {
  const { t } = useTranslation('agile');
  const { snapshot } = useRoom();
  const [running, setRunning] = useState<PokerExportFormat | null>(null);
  const download = async (format: PokerExportFormat) => {
    setRunning(format);
    try {
      await downloadExport(snapshot.session.id, snapshot.session.name, format);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setRunning(null);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" size="sm" leftSection={<IconDownload size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />} loading={running !== null}>
          {running ? t('export.running') : t('export.label')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {POKER_EXPORT_FORMATS.map((format) => {
          const Icon = ICONS[format];
          return (
            <Menu.Item key={format} leftSection={<Icon size={14} aria-hidden />} onClick={() => void download(format)}>
              {t(`export.${format}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
