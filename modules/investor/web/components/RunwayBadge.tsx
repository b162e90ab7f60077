import { Badge, Tooltip, formatNumber, useTranslation } from '@suite/sdk/web';
import { runwayMonths, runwayTone } from '../../shared/index.js';
import { TONE_COLOR } from '../format.js';

/** Runway in days with its colour and, never colour alone, its words (section 9). */
export function RunwayBadge({ runwayDays }: { runwayDays: number | null }) {
  const { t, i18n } = useTranslation('investor');
  if (runwayDays === null) return <Badge variant="light" color="gray" tt="none">{t('metrics.notBurning')}</Badge>;
  const tone = runwayTone(runwayDays);
  return (
    <Tooltip label={t(`metrics.runwayTone.${tone}`)}>
      <Badge variant="light" color={TONE_COLOR[tone]} tt="none" data-tone={tone}>
        {t('common.days', { count: runwayDays })} · {t('common.months', { value: formatNumber(runwayMonths(runwayDays), i18n.language) })}
      </Badge>
    </Tooltip>
  );
}
