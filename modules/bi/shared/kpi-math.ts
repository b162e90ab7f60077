import { CFO_KPI_NAME_PATTERN, CFO_LIST_MAX, KPI_METRICS, type Kpi, type KpiMetric, type KpiResult, type KpiStatus, type KpiUnit, type MetricValues } from './finance.js';
import { round1 } from './runway-math.js';

/**
 * KPIs: a value from a metric or a formula over the metrics, its status against the KPI's
 * thresholds, its trend against last month, and the CFO dashboard's two lists.
 */

// ---------- formulas ----------

type Token = { kind: 'number'; value: number } | { kind: 'name'; value: string } | { kind: 'op'; value: string };

function tokenize(formula: string): Token[] | null {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+(?:\.\d+)?)|([A-Za-z_][A-Za-z0-9_]*)|([-+*/()]))/y;
  let index = 0;
  while (index < formula.length) {
    if (/^\s*$/.test(formula.slice(index))) break;
    pattern.lastIndex = index;
    const match = pattern.exec(formula);
    if (!match) return null;
    if (match[1] !== undefined) tokens.push({ kind: 'number', value: Number(match[1]) });
    else if (match[2] !== undefined) tokens.push({ kind: 'name', value: match[2].toUpperCase() });
    else tokens.push({ kind: 'op', value: match[3]! });
    index = pattern.lastIndex;
  }
  return tokens;
}

class FormulaError extends Error {}

/** Recursive descent over + - * / and parentheses; a missing metric or a division by zero gives null. */
function evaluateTokens(tokens: Token[], values: Partial<MetricValues>): number | null {
  let position = 0;
  const peek = () => tokens[position];
  const expression = (): number | null => {
    let left = term();
    while (peek()?.kind === 'op' && (peek()!.value === '+' || peek()!.value === '-')) {
      const op = tokens[position++]!.value;
      const right = term();
      left = left === null || right === null ? null : op === '+' ? left + right : left - right;
    }
    return left;
  };
  const term = (): number | null => {
    let left = factor();
    while (peek()?.kind === 'op' && (peek()!.value === '*' || peek()!.value === '/')) {
      const op = tokens[position++]!.value;
      const right = factor();
      if (left === null || right === null) left = null;
      else if (op === '*') left = left * right;
      else left = right === 0 ? null : left / right;
    }
    return left;
  };
  const factor = (): number | null => {
    const token = tokens[position++];
    if (!token) throw new FormulaError();
    if (token.kind === 'number') return token.value;
    if (token.kind === 'name') {
      if (!(KPI_METRICS as readonly string[]).includes(token.value)) throw new FormulaError();
      return values[token.value as KpiMetric] ?? null;
    }
    if (token.value === '-') {
      const inner = factor();
      return inner === null ? null : -inner;
    }
    if (token.value === '(') {
      const inner = expression();
      if (tokens[position++]?.value !== ')') throw new FormulaError();
      return inner;
    }
    throw new FormulaError();
  };
  const result = expression();
  if (position !== tokens.length) throw new FormulaError();
  return result;
}

/** Whether a formula uses only metric names, numbers, + - * / and parentheses, and parses. */
export function isValidFormula(formula: string): boolean {
  const tokens = tokenize(formula);
  if (!tokens || tokens.length === 0) return false;
  try {
    evaluateTokens(tokens, Object.fromEntries(KPI_METRICS.map((m) => [m, 1])));
    return true;
  } catch {
    return false;
  }
}

export function evaluateFormula(formula: string, values: Partial<MetricValues>): number | null {
  const tokens = tokenize(formula);
  if (!tokens) return null;
  try {
    return evaluateTokens(tokens, values);
  } catch {
    return null;
  }
}

/** A KPI's value for a month's metric values: its metric, else its formula. */
export function kpiValue(kpi: Pick<Kpi, 'metric' | 'formula'>, values: Partial<MetricValues>): number | null {
  const value = kpi.metric ? (values[kpi.metric] ?? null) : kpi.formula ? evaluateFormula(kpi.formula, values) : null;
  return value === null || !Number.isFinite(value) ? null : Math.round(value * 100) / 100;
}

// ---------- status and trend ----------

/**
 * Higher is better: at or above the warning threshold (the target when unset) GOOD, at or above the
 * critical threshold (80 % of the target when unset) WARNING, else CRITICAL. Lower is better mirrors
 * it (critical at 120 % of the target when unset). An unknown value needs attention: WARNING.
 */
export function kpiStatus(value: number | null, kpi: Pick<Kpi, 'targetValue' | 'direction' | 'warningThreshold' | 'criticalThreshold'>): KpiStatus {
  if (value === null) return 'WARNING';
  const warning = kpi.warningThreshold ?? kpi.targetValue;
  if (kpi.direction === 'LOWER_IS_BETTER') {
    const critical = kpi.criticalThreshold ?? kpi.targetValue * 1.2;
    if (value <= warning) return 'GOOD';
    return value <= critical ? 'WARNING' : 'CRITICAL';
  }
  const critical = kpi.criticalThreshold ?? kpi.targetValue * 0.8;
  if (value >= warning) return 'GOOD';
  return value >= critical ? 'WARNING' : 'CRITICAL';
}

/** UP when the value rose or held since last month, DOWN when it fell; the change in percent of last month's value, one decimal. */
export function kpiTrend(current: number | null, previous: number | null): Pick<KpiResult, 'trend' | 'changePercent'> {
  if (current === null || previous === null) return { trend: 'UP', changePercent: 0 };
  const changePercent = previous === 0 ? 0 : round1(((current - previous) / Math.abs(previous)) * 100);
  return { trend: current >= previous ? 'UP' : 'DOWN', changePercent };
}

export function calculateKpi(kpi: Kpi, current: Partial<MetricValues>, previous: Partial<MetricValues>): KpiResult {
  const value = kpiValue(kpi, current);
  return { value, status: kpiStatus(value, kpi), ...kpiTrend(value, kpiValue(kpi, previous)) };
}

// ---------- CFO dashboard ----------

export interface CfoItem {
  id: string;
  name: string;
  unit: KpiUnit;
  direction: Kpi['direction'];
  value: number | null;
  targetValue: number;
  status: KpiStatus;
  trend: KpiResult['trend'];
  changePercent: number;
}

/** The CFO dashboard's KPIs: active ones whose name contains budget, spent, burn rate, runway or roi. */
export const isCfoKpi = (kpi: Pick<Kpi, 'name' | 'isActive'>) => kpi.isActive && CFO_KPI_NAME_PATTERN.test(kpi.name);

/** "Performing Well" (GOOD) and "Needs Attention" (WARNING or CRITICAL, critical first), up to 3 each. */
export function cfoLists(items: readonly CfoItem[]): { performingWell: CfoItem[]; needsAttention: CfoItem[] } {
  const rank = (status: KpiStatus) => (status === 'CRITICAL' ? 0 : 1);
  return {
    performingWell: items.filter((item) => item.status === 'GOOD').slice(0, CFO_LIST_MAX),
    needsAttention: items
      .filter((item) => item.status !== 'GOOD')
      .map((item, index) => ({ item, index }))
      .sort((a, b) => rank(a.item.status) - rank(b.item.status) || a.index - b.index)
      .map(({ item }) => item)
      .slice(0, CFO_LIST_MAX),
  };
}

/** A KPI value as the CFO dashboard writes it: dollars without decimals, percentages with one, numbers with up to one. */
export function formatKpiValue(value: number | null, unit: KpiUnit, language = 'en'): string {
  if (value === null) return '–';
  if (unit === 'DOLLARS') return new Intl.NumberFormat(language, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(value);
  if (unit === 'PERCENTAGE') return `${new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value)}%`;
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}
