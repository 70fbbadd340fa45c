import {
  formatDDMMM,
  formatDDMMMMYYYY,
  formatDDMMYYYY,
  formatEuro,
  relativeChange,
} from '@festalocation/domain';
import { statsStrings as t } from '../../i18n/it.stats';
import type { StatsBucketFieldsFragment } from './stats.generated';

export type Period = 'WEEK' | 'MONTH';
export type Bucket = StatsBucketFieldsFragment;
export type Metric = keyof typeof t.metrics;

/** 1234 → '1.234': grouped by hand, as money is (domain/money.ts), so every browser prints the same. */
export const integerText = (n: number) =>
  `${n < 0 ? '-' : ''}${String(Math.abs(Math.round(n))).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;
const percent = new Intl.NumberFormat('it-IT', { style: 'percent', maximumFractionDigits: 1 });
const signedPercent = new Intl.NumberFormat('it-IT', {
  style: 'percent',
  maximumFractionDigits: 0,
  signDisplay: 'exceptZero',
});

/** A period as a sentence says it: 'novembre 2026', 'settimana del 23/11/2026'. */
export const periodLabel = (period: Period, start: string) =>
  period === 'MONTH' ? formatDDMMMMYYYY(start).slice(3) : t.weekOf(formatDDMMYYYY(start));

/** A period on a chart's axis, where room is short: 'nov 26', '23 nov'. */
export const axisLabel = (period: Period, start: string) =>
  period === 'MONTH' ? `${formatDDMMM(start).slice(3)} ${start.slice(2, 4)}` : formatDDMMM(start);

/** One figure as the host reads it; a figure that cannot exist (no request to convert) is a dash. */
export function metricText(metric: Metric, b: Bucket): string {
  const v = b[metric];
  if (v === null || v === undefined) return t.none;
  if (metric === 'conversionRate') return percent.format(v);
  if (metric === 'medianResponseMinutes') return t.minutes(v);
  if (metric === 'confirmedValueCents') return formatEuro(v);
  return integerText(v);
}

/** How a total moved against the same span before it: '+25% rispetto ai 12 mesi precedenti'. */
export function changeText(metric: Metric, now: Bucket, before: Bucket): string {
  const a = now[metric];
  const b = before[metric];
  if (a === null || a === undefined || b === null || b === undefined) return t.noChange;
  const change = relativeChange(a, b);
  return change === null ? t.noChange : t.change(signedPercent.format(change));
}
