import { Badge, Tooltip, useTranslation } from '@suite/sdk/web';
import type { ResponseView } from '../../shared/views.js';

const COLORS = { POSITIVE: 'green', NEUTRAL: 'gray', NEGATIVE: 'red' } as const;

/** A comment's sentiment, with the words that decided it (never colour alone: the label is written). */
export function SentimentBadge({ sentiment }: { sentiment: ResponseView['sentiment'] }) {
  const { t } = useTranslation('engagement');
  const label = t(`hub.sentiments.${sentiment.label}`);
  const why = sentiment.terms.length ? t('hub.why', { label: label.toLowerCase(), terms: sentiment.terms.map((term) => `“${term.term}” (${term.weight > 0 ? '+' : ''}${term.weight})`).join(', ') }) : label;
  return (
    <Tooltip label={why} multiline maw={320} withArrow>
      <Badge color={COLORS[sentiment.label]} variant="light" tabIndex={0} aria-label={why}>
        {label}
      </Badge>
    </Tooltip>
  );
}
