import { lazy, Suspense, useId, useMemo } from 'react';
import { Skeleton } from '../../ui';
import { statsStrings as t } from '../../i18n/it.stats';
import { axisLabel, metricText, periodLabel, type Bucket, type Metric, type Period } from './format';
import * as s from './Stats.css';

const StatsChart = lazy(() => import('./StatsChart'));

export interface FigureSeries {
  metric: Metric;
  color: string;
}

/**
 * A chart with what it shows in words: its title, a one-sentence summary (the total and the best period
 * of its first series) and, behind 'Mostra i dati in tabella', every figure it draws (and `extra`), period
 * by period.
 */
export function StatsFigure({
  title,
  period,
  buckets,
  series,
  format,
  extra = [],
}: {
  title: string;
  period: Period;
  buckets: readonly Bucket[];
  series: FigureSeries[];
  format: (v: number) => string;
  /** Figures of the same periods the table adds without drawing them (a rate, a median). */
  extra?: Metric[];
}) {
  const titleId = useId();
  const labels = useMemo(() => buckets.map((b) => axisLabel(period, b.start)), [buckets, period]);
  const lines = useMemo(
    () =>
      series.map((x) => ({
        label: t.metrics[x.metric],
        color: x.color,
        values: buckets.map((b) => b[x.metric] ?? 0),
      })),
    [buckets, series],
  );
  const first = lines[0]!.values;
  const total = first.reduce((a, b) => a + b, 0);
  const bestAt = first.indexOf(Math.max(...first));
  const columns = [...series.map((x) => x.metric), ...extra];
  const summary = t.chartSummary(
    lines[0]!.label,
    format(total),
    total > 0 ? periodLabel(period, buckets[bestAt]!.start) : null,
  );

  return (
    <figure className={s.figure} aria-labelledby={titleId}>
      <h3 id={titleId} className={s.figureTitle}>
        {title}
      </h3>
      <p className={s.intro}>{summary}</p>
      <ul className={s.legend}>
        {lines.map((l) => (
          <li key={l.label}>
            <span className={s.swatch} style={{ backgroundColor: l.color }} aria-hidden="true" />
            {l.label}
          </li>
        ))}
      </ul>
      <Suspense fallback={<Skeleton variant="rect" />}>
        <StatsChart labels={labels} series={lines} format={format} />
      </Suspense>
      <details>
        <summary className={s.toggle}>{t.showTable}</summary>
        <div className={s.tableWrap} tabIndex={0} role="region" aria-label={t.tableOf(title)}>
          <table className={s.table}>
            <caption className={s.intro}>{title}</caption>
            <thead>
              <tr>
                <th scope="col" className={s.cell}>
                  {t.periodColumn}
                </th>
                {columns.map((m) => (
                  <th key={m} scope="col" className={s.cell}>
                    {t.metrics[m]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {buckets.map((b) => (
                <tr key={b.start}>
                  <th scope="row" className={s.cell}>
                    {periodLabel(period, b.start)}
                  </th>
                  {columns.map((m) => (
                    <td key={m} className={s.cell}>
                      {metricText(m, b)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
