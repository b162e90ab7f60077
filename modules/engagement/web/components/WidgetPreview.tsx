import { useMemo } from 'react';
import { Paper, Stack, Text, useDebouncedValue, useTranslation } from '@suite/sdk/web';
import { WIDGET_BUNDLE_PATH, type WidgetConfiguration } from '../../shared/widget.js';

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The live preview: a frame running the same loader a customer's site runs, in preview mode
 * (configuration from the tag, nothing recorded), re-created on each change.
 */
export function WidgetPreview({ configuration, lang }: { configuration: WidgetConfiguration; lang: string }) {
  const { t } = useTranslation('engagement');
  // Rebuilt once typing pauses, not on every key.
  const [settled] = useDebouncedValue(configuration, 400);
  const srcDoc = useMemo(() => {
    const config = JSON.stringify({ widgetId: 'preview', configuration: { ...settled, frequency: { mode: 'always' } } });
    return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"></head><body style="margin:0;height:100vh;background:repeating-linear-gradient(0deg,#f1f3f5 0 1px,transparent 1px 28px)"><script src="${window.location.origin}${WIDGET_BUNDLE_PATH}" data-preview="1" data-config="${escapeAttribute(config)}"></script></body></html>`;
  }, [settled, lang]);
  return (
    <Stack gap={6}>
      <Text fw={600}>{t('setup.preview')}</Text>
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <iframe key={srcDoc} title={t('setup.preview')} srcDoc={srcDoc} style={{ border: 0, width: '100%', height: 520, display: 'block' }} data-testid="widget-preview" />
      </Paper>
      <Text size="xs" c="dimmed">
        {t('setup.previewHint')}
      </Text>
    </Stack>
  );
}
