import { Trash2 } from 'lucide-react';
import { TIME_RANGES_MAX } from '@festa/domain/schemas/listing';
import { it } from '../../i18n/it';
import { Button, TextField } from '../../ui';
import { DEFAULT_RANGE, type GeneralErrors, type TimeRangeValue } from './generalForm';
import * as s from './Listing.css';

const t = it.listing.general;

/**
 * The opening hours as ranges, each a start and an end. Their messages come by name through the enclosing
 * Form (`timeRanges.0.endTime`); the list's own ('Devi inserire almeno una fascia oraria') is shown here.
 */
export function TimeRangesField({
  ranges,
  errors,
  onChange,
  isDisabled,
}: {
  ranges: TimeRangeValue[];
  errors: GeneralErrors;
  onChange: (ranges: TimeRangeValue[]) => void;
  isDisabled: boolean;
}) {
  const set = (i: number, patch: Partial<TimeRangeValue>) =>
    onChange(ranges.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <fieldset className={s.group}>
      <legend>{t.timeRanges}</legend>
      {ranges.map((r, i) => (
        <div key={i} className={s.rangeRow} role="group" aria-label={t.rangeLabel(i + 1)}>
          <TextField
            type="time"
            label={t.start}
            name={`timeRanges.${i}.startTime`}
            value={r.startTime}
            onChange={(startTime) => set(i, { startTime })}
            isDisabled={isDisabled}
          />
          <TextField
            type="time"
            label={t.end}
            name={`timeRanges.${i}.endTime`}
            value={r.endTime}
            onChange={(endTime) => set(i, { endTime })}
            isDisabled={isDisabled}
          />
          <Button
            variant="ghost"
            iconOnly
            aria-label={t.removeRange(i + 1)}
            isDisabled={isDisabled}
            onPress={() => onChange(ranges.filter((_, j) => j !== i))}
          >
            <Trash2 aria-hidden="true" size={20} />
          </Button>
        </div>
      ))}
      {errors.timeRanges && (
        <p className={s.error} role="alert">
          {errors.timeRanges}
        </p>
      )}
      <div>
        <Button
          variant="secondary"
          size="sm"
          // At the schema's limit no range is offered (its own message would be zod's, in English).
          isDisabled={isDisabled || ranges.length >= TIME_RANGES_MAX}
          onPress={() => onChange([...ranges, { ...DEFAULT_RANGE }])}
        >
          {t.addRange}
        </Button>
      </div>
    </fieldset>
  );
}
