import { Alert, formatPrice, useTranslation } from '@suite/sdk/web';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { RevenueAtRisk } from '../../shared/views.js';

/** "3 detractors worth $1,240 MRR": paying customers whose latest NPS answer is a detractor's. */
export function RevenueAtRiskAlert({ risk }: { risk: RevenueAtRisk }) {
  const { t, i18n } = useTranslation('engagement');
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />} title={t('hub.revenueAtRisk', { count: risk.detractors, amount: formatPrice(risk.mrrCents, i18n.language, risk.currency) })} data-testid="revenue-at-risk">
      {t('hub.revenueAtRiskHint')}
    </Alert>
  );
}
