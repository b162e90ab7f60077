import { useState } from 'react';
import { Button, Menu, useTranslation } from '@suite/sdk/web';
import { IconChevronDown, IconDownload, IconFileText, IconJson, IconMarkdown } from '@tabler/icons-react';
import { notifyFailure } from './commands.js';

export type LiveExportFormat = 'csv' | 'json' | 'markdown';

const ICONS: Record<LiveExportFormat, typeof IconFileText> = { csv: IconFileText, json: IconJson, markdown: IconMarkdown };

/** Download a room's session in one of its formats (a failed download shows the server's text). */
export function ExportMenu<F extends LiveExportFormat>({ formats, download }: { formats: readonly F[]; download(format: F): Promise<unknown> }) {
  const { t } = useTranslation('agile');
  const [running, setRunning] = useState<F | null>(null);
  const start = async (format: F) => {
    setRunning(format);
    try {
      await download(format);
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
        {formats.map((format) => {
          const Icon: typeof IconFileText = ICONS[format];
          return (
            <Menu.Item key={format} leftSection={<Icon size={14} aria-hidden />} onClick={() => void start(format)}>
              {t(`export.${format}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
