import { ChevronLeft, ChevronRight } from 'lucide-react';
import { isSameDay, type CalendarDate } from '@internationalized/date';
import { useContext, useEffect, useRef, useState } from 'react';
import {
  Button,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  I18nProvider,
  Text,
  useLocale,
  type CalendarProps as AriaCalendarProps,
} from 'react-aria-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Calendar.css';
import { MonthView, YearView } from './PickerViews';
import { clampYearRange, defaultYearRange, formatMonthYear, type YearRange } from './utils';

export type CalendarView = 'day' | 'month' | 'year';

/** What a calendar and a date picker are told alike: the chosen day and how the calendar behaves. */
export interface CalendarChoiceProps {
  value?: CalendarDate | null;
  defaultValue?: CalendarDate | null;
  /** Receives `null` when `clearOnReselect` clears the selection. */
  onChange?: (value: CalendarDate | null) => void;
  /** Start in the year view (e.g. birth dates). */
  openInYearView?: boolean;
  /** Selecting the already selected day clears the value (search filters). */
  clearOnReselect?: boolean;
  /** Years offered by the year view (default: 119 years ago to 23 years ahead). */
  yearRange?: YearRange;
  className?: string;
}

export interface CalendarProps
  extends
    Omit<
      AriaCalendarProps<CalendarDate>,
      'className' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'visibleDuration' | 'selectionMode'
    >,
    CalendarChoiceProps {
  errorMessage?: string;
}

/**
 * Italian calendar (week starts on Monday). Clicking the caption opens a year view, choosing a
 * year opens the month view, choosing a month returns to the day view.
 */
export function Calendar({
  openInYearView = false,
  clearOnReselect = false,
  yearRange,
  errorMessage,
  className,
  value,
  defaultValue,
  onChange,
  ...props
}: CalendarProps) {
  const [uncontrolled, setUncontrolled] = useState<CalendarDate | null>(defaultValue ?? null);
  const isControlled = value !== undefined;
  const current = isControlled ? value : uncontrolled;

  // Only pass value props that are actually set, so a parent DatePicker's context is not overridden.
  const valueProps: Partial<AriaCalendarProps<CalendarDate>> = clearOnReselect
    ? {
        value: current,
        onChange: (next: CalendarDate) => {
          const result = current && isSameDay(current, next) ? null : next;
          if (!isControlled) setUncontrolled(result);
          onChange?.(result);
        },
      }
    : { value, defaultValue, onChange };

  return (
    <I18nProvider locale="it-IT">
      <AriaCalendar
        firstDayOfWeek="mon"
        {...props}
        {...valueProps}
        className={[styles.calendar, className].filter(Boolean).join(' ')}
      >
        <CalendarBody initialView={openInYearView ? 'year' : 'day'} yearRange={yearRange} />
        {errorMessage && (
          <Text slot="errorMessage" className={styles.errorMessage}>
            {errorMessage}
          </Text>
        )}
      </AriaCalendar>
    </I18nProvider>
  );
}

interface CalendarBodyProps {
  initialView: CalendarView;
  yearRange?: YearRange;
}

function CalendarBody({ initialView, yearRange }: CalendarBodyProps) {
  const state = useContext(CalendarStateContext);
  const { locale } = useLocale();
  const [view, setView] = useState<CalendarView>(initialView);
  const activeRef = useRef<HTMLButtonElement>(null);
  // Move DOM focus after a user-initiated view change, or on mount when the calendar autofocuses.
  const shouldMoveFocus = useRef(state?.isFocused ?? false);

  useEffect(() => {
    if (!shouldMoveFocus.current || !state) return;
    shouldMoveFocus.current = false;
    if (view === 'day') state.setFocused(true);
    else activeRef.current?.focus();
  }, [view, state]);

  if (!state) return null;

  const changeView = (next: CalendarView) => {
    shouldMoveFocus.current = true;
    setView(next);
  };

  if (view === 'year') {
    const range = clampYearRange(yearRange ?? defaultYearRange(), state.minValue, state.maxValue);
    return (
      <YearView
        state={state}
        range={range}
        activeRef={activeRef}
        onSelect={(year) => {
          state.setFocusedDate(state.focusedDate.set({ year }));
          changeView('month');
        }}
      />
    );
  }

  if (view === 'month') {
    return (
      <MonthView
        state={state}
        activeRef={activeRef}
        onOpenYears={() => changeView('year')}
        onSelect={(month) => {
          state.setFocusedDate(state.focusedDate.set({ month }));
          changeView('day');
        }}
      />
    );
  }

  const caption = formatMonthYear(state.visibleRange.start, locale, state.timeZone);
  return (
    <>
      <div className={styles.header}>
        <Button slot="previous" className={styles.navButton}>
          <ChevronLeft aria-hidden="true" className={styles.navIcon} />
        </Button>
        <Button slot={null} className={styles.caption} onPress={() => changeView('year')}>
          {caption}
          <VisuallyHidden>, scegli l&apos;anno</VisuallyHidden>
        </Button>
        <Button slot="next" className={styles.navButton}>
          <ChevronRight aria-hidden="true" className={styles.navIcon} />
        </Button>
      </div>
      <CalendarGrid className={styles.grid} weekdayStyle="short">
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={styles.cell} />}</CalendarGridBody>
      </CalendarGrid>
    </>
  );
}
