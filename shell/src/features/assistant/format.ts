import type { TFunction } from 'i18next';
import { formatMoney, formatNumber, NO_VALUE } from '@suite/sdk';
import type { AssistantFigure } from '@suite/sdk/endpoints/assistant';

/** A figure of an answer in the reader's language and the unit it carries (money in USD cents). */
export function formatFigure(figure: Pick<AssistantFigure, 'value' | 'unit'>, language: string, t: TFunction): string {
  const { value, unit } = figure;
  if (value === null || value === undefined) return NO_VALUE;
  if (typeof value === 'string') return unit === 'date' ? formatDay(value, language) : value;
  switch (unit) {
    case 'months':
      return t('units.months', { count: value, value: formatNumber(value, language, 1) });
    case 'days':
      return t('units.days', { count: value });
    case 'cents':
      return formatMoney(value, language);
    case 'percent':
      return `${formatNumber(value, language, 1)} %`;
    case 'points':
      return t('units.points', { value: formatNumber(value, language, 1) });
    case 'sprints':
      return t('units.sprints', { count: value });
    default:
      return formatNumber(value, language, 1);
  }
}

/** A YYYY-MM-DD day (or an ISO time) as a date in the reader's language. */
export function formatDay(day: string, language: string): string {
  const date = new Date(day.length === 10 ? `${day}T00:00:00Z` : day);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** The unit of a table column, so money and dates read as such. */
export const COLUMN_UNITS: Record<string, AssistantFigure['unit']> = {
  budgetAllocated: 'cents',
  endDate: 'date',
  dueDate: 'date',
  createdAt: 'date',
  completionRatePct: 'percent',
  averageCommittedPoints: 'points',
  averageCompletedPoints: 'points',
  committedPoints: 'points',
  completedPoints: 'points',
  openPoints: 'points',
};
