import { formatEuro, type QuoteLinePricing } from '@festalocation/domain';
import { Button, NumberField, Radio, RadioGroup, TextField } from '../../ui';
import { quoteDealStrings as t } from '../../i18n/it.quotes';
import type { AdjustmentKind, DraftLine } from './quoteDraft';
import * as s from './QuoteDeal.css';

// Euros with cents, as Italians type them (1.250,50); an empty field is NaN until the checks name it.
const EURO = { minimumFractionDigits: 0, maximumFractionDigits: 2 } as const;

/** One line of the quote: what it is, its price, per person or flat, its total and its 'Rimuovi'. */
export function QuoteLineFields({
  line,
  index,
  totalCents,
  onChange,
  onRemove,
}: {
  line: DraftLine;
  index: number;
  totalCents: number;
  onChange: (patch: Partial<DraftLine>) => void;
  onRemove: () => void;
}) {
  const name = t.lineLegend(index + 1, line.label);
  return (
    <li>
      <fieldset className={s.fieldset}>
        <legend className={s.legend}>{name}</legend>
        <div className={s.lineFields}>
          <TextField
            label={t.lineLabel}
            name={`lines.${index}.label`}
            value={line.label}
            onChange={(label) => onChange({ label })}
            maxLength={200}
          />
          <NumberField
            label={t.linePrice}
            name={`lines.${index}.unitPriceCents`}
            value={line.price}
            onChange={(price) => onChange({ price })}
            formatOptions={EURO}
            allowDecimals
            step={0.01}
          />
          <RadioGroup
            label={t.linePricing}
            orientation="horizontal"
            value={line.pricing}
            onChange={(pricing) => onChange({ pricing: pricing as QuoteLinePricing })}
          >
            <Radio value="PER_PERSON">{t.perPerson}</Radio>
            <Radio value="FLAT">{t.flat}</Radio>
          </RadioGroup>
        </div>
        <div className={s.lineFoot}>
          <span>
            {t.lineTotal}: <strong>{formatEuro(totalCents)}</strong>
          </span>
          <Button variant="ghost" size="sm" onPress={onRemove} aria-label={t.removeLine(name)}>
            {t.remove}
          </Button>
        </div>
      </fieldset>
    </li>
  );
}

/** A discount or a deposit: none, an amount in euros or a percentage, and its value. */
export function AdjustmentField({
  legend,
  name,
  noneLabel,
  valueLabel,
  kind,
  value,
  description,
  onChange,
}: {
  legend: string;
  name: 'discount' | 'deposit';
  noneLabel: string;
  valueLabel: string;
  kind: AdjustmentKind;
  value: number;
  description?: string;
  onChange: (kind: AdjustmentKind, value: number) => void;
}) {
  return (
    <fieldset className={s.plainFieldset}>
      <legend className={s.legend}>{legend}</legend>
      <div className={s.lineFields}>
        <RadioGroup
          aria-label={legend}
          orientation="horizontal"
          value={kind}
          onChange={(k) => onChange(k as AdjustmentKind, k === 'NONE' ? NaN : value)}
          description={description}
        >
          <Radio value="NONE">{noneLabel}</Radio>
          <Radio value="AMOUNT">{t.amount}</Radio>
          <Radio value="PERCENT">{t.percent}</Radio>
        </RadioGroup>
        {kind !== 'NONE' && (
          <NumberField
            label={valueLabel}
            name={name}
            value={value}
            onChange={(v) => onChange(kind, v)}
            formatOptions={EURO}
            allowDecimals
            step={0.01}
            maxValue={kind === 'PERCENT' ? 100 : undefined}
          />
        )}
      </div>
    </fieldset>
  );
}
