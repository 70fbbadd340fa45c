import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { Button, useLocale, type CalendarState } from 'react-aria-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Calendar.css';
import {
  YEARS_PER_PAGE,
  capitalize,
  handleGridKeyDown,
  monthNames,
  pageCountOf,
  pageOfYear,
  yearsOfPage,
  type YearRange,
} from './utils';

interface ViewProps {
  state: CalendarState<'single' | 'multiple'>;
  /** Ref attached to the button that should receive focus when the view opens. */
  activeRef: RefObject<HTMLButtonElement | null>;
}

interface YearViewProps extends ViewProps {
  range: YearRange;
  onSelect: (year: number) => void;
}

/** Grid of 24 years per page with previous / next page buttons. */
export function YearView({ state, range, activeRef, onSelect }: YearViewProps) {
  const currentYear = state.focusedDate.year;
  const [page, setPage] = useState(() => pageOfYear(range, currentYear));
  const pageCount = pageCountOf(range);
  const years = yearsOfPage(range, page);
  const first = years[0] ?? range.start;
  const last = years[years.length - 1] ?? first;
  const minYear = state.minValue?.year;
  const maxYear = state.maxValue?.year;

  return (
    <>
      <div className={styles.header}>
        <Button
          slot={null}
          className={styles.navButton}
          aria-label={`${YEARS_PER_PAGE} anni precedenti`}
          isDisabled={page === 0}
          onPress={() => setPage((p) => Math.max(0, p - 1))}
        >
          <ChevronLeft aria-hidden="true" className={styles.navIcon} />
        </Button>
        <span className={styles.captionText} aria-live="polite">
          {first} – {last}
        </span>
        <Button
          slot={null}
          className={styles.navButton}
          aria-label={`${YEARS_PER_PAGE} anni successivi`}
          isDisabled={page >= pageCount - 1}
          onPress={() => setPage((p) => Math.min(pageCount - 1, p + 1))}
        >
          <ChevronRight aria-hidden="true" className={styles.navIcon} />
        </Button>
      </div>
      <div
        role="group"
        aria-label="Seleziona l'anno"
        className={styles.yearGrid}
        onKeyDown={(e) => handleGridKeyDown(e, 4)}
      >
        {years.map((year) => {
          const isCurrent = year === currentYear;
          const isDisabled =
            (minYear !== undefined && year < minYear) || (maxYear !== undefined && year > maxYear);
          return (
            <Button
              key={year}
              slot={null}
              ref={isCurrent ? activeRef : undefined}
              className={styles.pickerItem}
              isDisabled={isDisabled || state.isDisabled}
              aria-current={isCurrent ? 'true' : undefined}
              data-current={isCurrent || undefined}
              onPress={() => onSelect(year)}
            >
              {year}
            </Button>
          );
        })}
      </div>
    </>
  );
}

interface MonthViewProps extends ViewProps {
  onSelect: (month: number) => void;
  onOpenYears: () => void;
}

/** The 12 month names of the focused year. */
export function MonthView({ state, activeRef, onSelect, onOpenYears }: MonthViewProps) {
  const { locale } = useLocale();
  const { year, month: currentMonth } = state.focusedDate;
  const names = monthNames(locale);
  const min = state.minValue;
  const max = state.maxValue;
  const isMonthDisabled = (month: number) =>
    (min != null && (year < min.year || (year === min.year && month < min.month))) ||
    (max != null && (year > max.year || (year === max.year && month > max.month)));
  const canGoBack = min == null || year > min.year;
  const canGoForward = max == null || year < max.year;

  return (
    <>
      <div className={styles.header}>
        <Button
          slot={null}
          className={styles.navButton}
          aria-label="Anno precedente"
          isDisabled={!canGoBack}
          onPress={() => state.setFocusedDate(state.focusedDate.subtract({ years: 1 }))}
        >
          <ChevronLeft aria-hidden="true" className={styles.navIcon} />
        </Button>
        <Button slot={null} className={styles.caption} onPress={onOpenYears}>
          {year}
          <VisuallyHidden>, scegli l&apos;anno</VisuallyHidden>
        </Button>
        <Button
          slot={null}
          className={styles.navButton}
          aria-label="Anno successivo"
          isDisabled={!canGoForward}
          onPress={() => state.setFocusedDate(state.focusedDate.add({ years: 1 }))}
        >
          <ChevronRight aria-hidden="true" className={styles.navIcon} />
        </Button>
      </div>
      <div
        role="group"
        aria-label="Seleziona il mese"
        className={styles.monthGrid}
        onKeyDown={(e) => handleGridKeyDown(e, 3)}
      >
        {names.map((name, index) => {
          const month = index + 1;
          const isCurrent = month === currentMonth;
          return (
            <Button
              key={month}
              slot={null}
              ref={isCurrent ? activeRef : undefined}
              className={styles.pickerItem}
              isDisabled={isMonthDisabled(month) || state.isDisabled}
              aria-current={isCurrent ? 'true' : undefined}
              data-current={isCurrent || undefined}
              onPress={() => onSelect(month)}
            >
              {capitalize(name)}
            </Button>
          );
        })}
      </div>
    </>
  );
}
