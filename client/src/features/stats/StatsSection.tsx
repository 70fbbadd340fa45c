import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { formatEuro } from '@festalocation/domain';
import { Radio, RadioGroup, Skeleton } from '../../ui';
import { statsStrings as t } from '../../i18n/it.stats';
import { changeText, integerText, metricText, type Metric, type Period } from './format';
import { StatsFigure } from './StatsFigure';
import { LocationStatsDocument } from './stats.generated';
import * as s from './Stats.css';

const SUMMARY: Metric[] = [
  'views',
  'phoneClicks',
  'whatsappClicks',
  'favorites',
  'quoteRequests',
  'quotesSent',
  'confirmedBookings',
  'conversionRate',
  'medianResponseMinutes',
  'confirmedValueCents',
];

// Colours with at least 3:1 against the white chart background, told apart by the legend beside them.
const COLORS = ['#C2185B', '#1565C0', '#2E7D32', '#6A1B9A'];
const euro = (cents: number) => formatEuro(cents);

/**
 * `/dashboard/stats`: the selected location's last year, by week or month, against the year before:
 * the totals first, then three charts, each with its summary and table.
 */
export function StatsSection({ locationId }: { locationId: string }) {
  const [period, setPeriod] = useState<Period>('MONTH');
  const { data, previousData, error } = useQuery(LocationStatsDocument, {
    variables: { locationId, period },
    fetchPolicy: 'cache-and-network',
  });
  // While the other grouping loads, the figures in view stay (an open table stays open).
  const stats = data?.locationStats ?? previousData?.locationStats;

  return (
    <section className={s.section} aria-labelledby="stats-title">
      <h1 id="stats-title" className={s.title}>
        {t.title}
      </h1>
      <p className={s.intro}>{t.intro}</p>
      <RadioGroup
        label={t.periodLabel}
        orientation="horizontal"
        value={period}
        onChange={(v) => setPeriod(v === 'WEEK' ? 'WEEK' : 'MONTH')}
      >
        <Radio value="MONTH">{t.month}</Radio>
        <Radio value="WEEK">{t.week}</Radio>
      </RadioGroup>
      {!stats ? (
        error ? (
          <p role="alert">{t.error}</p>
        ) : (
          <Skeleton variant="text" lines={6} />
        )
      ) : (
        <>
          <h2 className={s.figureTitle}>{t.summaryTitle}</h2>
          <ul className={s.cards}>
            {SUMMARY.map((m) => (
              <li key={m} className={s.card}>
                <p className={s.cardLabel}>{t.metrics[m]}</p>
                <p className={s.cardValue}>{metricText(m, stats.total)}</p>
                <p className={s.cardNote}>{t.previousLabel(metricText(m, stats.previous))}</p>
                <p className={s.cardNote}>{changeText(m, stats.total, stats.previous)}</p>
              </li>
            ))}
          </ul>
          <StatsFigure
            title={t.charts.interest}
            period={stats.period}
            buckets={stats.buckets}
            format={integerText}
            series={[
              { metric: 'views', color: COLORS[0]! },
              { metric: 'phoneClicks', color: COLORS[1]! },
              { metric: 'whatsappClicks', color: COLORS[2]! },
              { metric: 'favorites', color: COLORS[3]! },
            ]}
          />
          <StatsFigure
            title={t.charts.requests}
            period={stats.period}
            buckets={stats.buckets}
            format={integerText}
            series={[
              { metric: 'quoteRequests', color: COLORS[0]! },
              { metric: 'quotesSent', color: COLORS[1]! },
              { metric: 'confirmedBookings', color: COLORS[2]! },
            ]}
            extra={['conversionRate', 'medianResponseMinutes']}
          />
          <StatsFigure
            title={t.charts.value}
            period={stats.period}
            buckets={stats.buckets}
            format={euro}
            series={[{ metric: 'confirmedValueCents', color: COLORS[0]! }]}
          />
        </>
      )}
    </section>
  );
}
