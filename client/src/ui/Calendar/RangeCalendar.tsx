import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { CalendarDate } from '@internationalized/date';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  I18nProvider,
  RangeCalendar as AriaRangeCalendar,
  type DateRange,
  type RangeCalendarProps as AriaRangeCalendarProps,
} from 'react-aria-components';
import * as styles from './Calendar.css';

export type CalendarRange = { start: CalendarDate; end: CalendarDate };

export interface RangeCalendarProps extends Omit<
  AriaRangeCalendarProps<CalendarDate>,
  'className' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'firstDayOfWeek'
> {
  value?: CalendarRange | null;
  onChange?: (value: CalendarRange) => void;
  /** Days drawn as marked (e.g. blocked) while staying selectable; say it in text too (colour alone is not read). */
  isDateMarked?: (date: CalendarDate) => boolean;
  className?: string;
}

/**
 * Italian month calendar (week starts on Monday) where a range of days is chosen: first day, then last,
 * with the pointer or the keyboard (arrows move, Enter picks). No year view: ranges are near in time.
 */
export function RangeCalendar({ value, onChange, isDateMarked, className, ...props }: RangeCalendarProps) {
  return (
    <I18nProvider locale="it-IT">
      <AriaRangeCalendar
        firstDayOfWeek="mon"
        {...props}
        value={value as DateRange | null | undefined}
        onChange={(range) => onChange?.(range as CalendarRange)}
        className={[styles.calendar, className].filter(Boolean).join(' ')}
      >
        <RangeHeader />
        <CalendarGrid className={styles.grid} weekdayStyle="short">
          <CalendarGridHeader>
            {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
          </CalendarGridHeader>
          <CalendarGridBody>
            {(date) => (
              <CalendarCell
                date={date}
                className={() =>
                  isDateMarked?.(date as CalendarDate)
                    ? `${styles.rangeCell} ${styles.markedCell}`
                    : styles.rangeCell
                }
              />
            )}
          </CalendarGridBody>
        </CalendarGrid>
      </AriaRangeCalendar>
    </I18nProvider>
  );
}

function RangeHeader() {
  // The caption is react-aria's Heading: the calendar's label names the grid, the heading the month.
  return (
    <div className={styles.header}>
      <Button slot="previous" className={styles.navButton} aria-label="Mese precedente">
        <ChevronLeft aria-hidden="true" className={styles.navIcon} />
      </Button>
      <Heading className={styles.captionText} />
      <Button slot="next" className={styles.navButton} aria-label="Mese successivo">
        <ChevronRight aria-hidden="true" className={styles.navIcon} />
      </Button>
    </div>
  );
}
