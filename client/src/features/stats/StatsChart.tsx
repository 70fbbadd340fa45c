import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import * as s from './Stats.css';

export interface ChartSeries {
  label: string;
  color: string;
  values: number[];
}

const HEIGHT = 220;

/**
 * One chart of the statistics, drawn by uPlot on a canvas (no inline script or style element, so the page
 * policy holds; its stylesheet is a file of this chunk). The canvas is hidden from assistive technology:
 * the figure around it gives the same figures as a text summary and a table. Lazy-loaded, so the chart
 * library is fetched only when the statistics are opened.
 */
export default function StatsChart({
  labels,
  series,
  format,
}: {
  labels: string[];
  series: ChartSeries[];
  format: (v: number) => string;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const width = () => Math.max(200, Math.floor(el.clientWidth));
    const plot = new uPlot(
      {
        width: width(),
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: false } },
        axes: [
          {
            values: (_u, splits) => splits.map((i) => labels[Math.round(i)] ?? ''),
            space: 60,
          },
          { values: (_u, splits) => splits.map(format), size: 70 },
        ],
        series: [
          {},
          ...series.map((x) => ({ label: x.label, stroke: x.color, width: 2, points: { show: false } })),
        ],
      },
      [labels.map((_, i) => i), ...series.map((x) => x.values)],
      el,
    );
    const resize = new ResizeObserver(() => plot.setSize({ width: width(), height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [labels, series, format]);

  return <div ref={box} className={s.chart} aria-hidden="true" />;
}
