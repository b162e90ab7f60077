import { UNLIMITED, type UsageMeter } from '@suite/sdk';

export type MeterTone = 'good' | 'warning' | 'critical';

export interface MeterDisplay {
  /** 'unlimited', 'unreported' (the owning module does not count it) or 'counted'. */
  kind: 'unlimited' | 'unreported' | 'counted';
  used: number | null;
  limit: number;
  /** 0..100 for the bar. */
  percent: number;
  tone: MeterTone;
}

/** How a usage meter is drawn: green under 80 %, orange from 80 %, red at the limit. */
export function meterDisplay(meter: UsageMeter): MeterDisplay {
  if (meter.limit === UNLIMITED) return { kind: 'unlimited', used: meter.used, limit: meter.limit, percent: 0, tone: 'good' };
  if (meter.used === null) return { kind: 'unreported', used: null, limit: meter.limit, percent: 0, tone: 'good' };
  const percent = meter.limit <= 0 ? 100 : Math.min(100, Math.round((meter.used / meter.limit) * 100));
  const tone: MeterTone = meter.used >= meter.limit ? 'critical' : percent >= 80 ? 'warning' : 'good';
  return { kind: 'counted', used: meter.used, limit: meter.limit, percent, tone };
}
