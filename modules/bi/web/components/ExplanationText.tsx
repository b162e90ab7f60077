import { Text, useTranslation } from '@suite/sdk/web';
import type { ForecastView } from '../../shared/views.js';
import { money, months } from '../format.js';

type Explanation = ForecastView['explanation'];

/** The sentence beside a forecast: "Runway falls from 14 to 11 months because payroll grows 18 % with 2 planned hires." */
export function explanationSentence(explanation: Explanation, t: (key: string, options?: Record<string, unknown>) => string, language: string, currency: string, scenarioName?: string): string {
  const from = months(explanation.fromMonths, language);
  const to = months(explanation.toMonths, language);
  const direction = explanation.toMonths === null || (explanation.fromMonths !== null && explanation.toMonths > explanation.fromMonths) ? 'up' : explanation.fromMonths !== null && Math.abs(explanation.toMonths - explanation.fromMonths) < 0.1 ? 'same' : 'down';
  const values = { from, to, count: explanation.hires, hires: explanation.hires, pct: Math.abs(explanation.payrollGrowthPct), growth: Math.abs(explanation.revenueGrowthPct), percent: Math.abs(explanation.percent), amount: money(explanation.amountCents, language, currency), name: scenarioName ?? '' };
  const runway = explanation.toMonths === null ? t('forecast.sentence.beyond', values) : t(`forecast.sentence.${direction}`, values);
  switch (explanation.driver) {
    case 'NO_DATA':
      return t('forecast.sentence.noData');
    case 'BEYOND_HORIZON':
      return t('forecast.sentence.beyondHorizon', values);
    case 'STEADY':
      return t('forecast.sentence.steady', values);
    case 'HIRES':
      return `${runway} ${t('forecast.because.hires', values)}`;
    case 'REVENUE_GROWTH':
      return `${runway} ${t('forecast.because.revenueGrowth', values)}`;
    case 'REVENUE_DECLINE':
      return `${runway} ${t('forecast.because.revenueDecline', values)}`;
    case 'FUNDRAISE':
      return `${runway} ${t('forecast.because.fundraise', values)}`;
    case 'COST_CUT':
      return `${runway} ${t('forecast.because.costCut', values)}`;
    case 'PRICE_CHANGE':
      return `${runway} ${t(explanation.percent >= 0 ? 'forecast.because.priceUp' : 'forecast.because.priceDown', values)}`;
  }
}

export function ExplanationText({ explanation, currency, scenarioName }: { explanation: Explanation; currency: string; scenarioName?: string }) {
  const { t, i18n } = useTranslation('bi');
  return (
    <Text size="sm" data-testid="bi-forecast-sentence">
      {explanationSentence(explanation, t as never, i18n.language, currency, scenarioName)}
    </Text>
  );
}
