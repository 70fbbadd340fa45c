import { useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  firstSelectableDate,
  formatEuro,
  isDateSelectable,
  QUOTE_TEXT_MAX,
  quoteTotalCents,
  todayInRome,
  validateQuote,
  type QuoteContext,
} from '@festa/domain';
import { CreateQuoteRequestDocument, LocationUnavailabilitiesDocument } from './quotes.generated';
import { Button, Checkbox, DatePicker, NumberField, TextAreaField } from '../../ui';
import { it } from '../../i18n/it';
import { getToken } from '../../state/session';
import { openAuthDialog } from '../../state/authDialog';
import { clearDraft, ensureDraft, updateDraft, useQuoteDraft } from './draftStore';
import { runMutation } from '../../lib/mutationErrors';
import { quoteErrorMessage } from './errors';
import * as s from './Quotes.css';

export interface QuoteLocation {
  id: string;
  openingDays: readonly string[];
  ambients: readonly {
    id: string;
    name: string;
    capacity: number;
    rentPriceCents: number;
    rentDuration: string;
  }[];
  services: readonly { id: string; name: string; pricePerPersonCents: number; ambientIncluded: boolean }[];
}

export type QuoteOutcome = { kind: 'success' } | { kind: 'error'; message: string };

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** The quote form shared by the desktop box and the mobile panel; `mode` picks the date wording. */
export function QuoteForm({
  location,
  mode,
  onOutcome,
}: {
  location: QuoteLocation;
  mode: 'box' | 'form';
  onOutcome: (o: QuoteOutcome) => void;
}) {
  const draft = useQuoteDraft(location.id);
  const [note, setNote] = useState('');
  const [allergens, setAllergens] = useState('');
  const [submitted, setSubmitted] = useState(false);
  // One key per submission attempt of this draft: a retry or double click creates one request.
  const key = useRef<string | null>(null);
  const { data } = useQuery(LocationUnavailabilitiesDocument, { variables: { locationId: location.id } });
  const [create, { loading }] = useMutation(CreateQuoteRequestDocument);

  const ctx: QuoteContext = useMemo(() => {
    const blocked = (list?: readonly { id: string; dates: readonly string[] }[]) =>
      Object.fromEntries((list ?? []).map((x) => [x.id, x.dates]));
    return {
      today: todayInRome(),
      openingDays: location.openingDays,
      ambients: location.ambients.map((a) => ({ ...a })),
      services: location.services.map((x) => ({ ...x })),
      blockedAmbients: blocked(data?.locationUnavailabilities.ambients),
      blockedServices: blocked(data?.locationUnavailabilities.services),
    };
  }, [location, data]);

  const input = {
    date: draft.date ?? null,
    guests: draft.guests,
    ambientIds: draft.ambients,
    serviceIds: draft.services,
    note,
    allergens,
  };
  const issues = validateQuote(input, ctx, mode);
  const shown = issues.filter((i) => i.blocking || submitted);
  const blocking = issues.some((i) => i.blocking);
  const total = quoteTotalCents({
    guests: draft.guests,
    ambients: location.ambients.filter((a) => draft.ambients.includes(a.id)),
    services: location.services.filter((x) => draft.services.includes(x.id)),
  });

  const change = (patch: Parameters<typeof updateDraft>[0]) => {
    ensureDraft(location.id);
    updateDraft(patch);
    key.current = null;
  };
  const toggle = (kind: 'ambients' | 'services', id: string, on: boolean) => {
    const list = draft[kind];
    change({ [kind]: on ? [...list, id] : list.filter((x) => x !== id) });
  };

  const send = async () => {
    if (!getToken()) {
      openAuthDialog('login', 'GUEST');
      return;
    }
    setSubmitted(true);
    if (issues.length) return;
    key.current ??= newKey();
    const date = draft.date!;
    // This form's errors open its 'Errore' dialog, with the catalogue's text for the code.
    const sent = await runMutation(
      () =>
        create({
          variables: {
            input: {
              locationId: location.id,
              ambients: draft.ambients,
              services: draft.services,
              guests: draft.guests,
              date: draft.date!,
              note: note || null,
              allergens: allergens || null,
              idempotencyKey: key.current,
            },
          },
        }),
      { onMessage: (error) => onOutcome({ kind: 'error', message: quoteErrorMessage(error, date) }) },
    );
    if (!sent) return;
    clearDraft();
    key.current = null;
    setNote('');
    setAllergens('');
    setSubmitted(false);
    onOutcome({ kind: 'success' });
  };

  const dateIssue = shown.find((i) => i.field === 'date');
  const value: CalendarDate | null = draft.date ? parseDate(draft.date) : null;
  const selection = { ambientIds: draft.ambients, serviceIds: draft.services };
  // The calendar announces its lower bound as 'Prima data disponibile': the bound is the first day it
  // offers, not today when today is closed. A chosen date earlier than that (carried over, or blocked by
  // a room picked since) stays in range, so the form's own message explains it rather than the picker's.
  const firstDay = firstSelectableDate(ctx, selection) ?? ctx.today;
  const earlier = draft.date && draft.date >= ctx.today && draft.date < firstDay ? draft.date : null;
  const minValue = parseDate(earlier ?? firstDay);
  return (
    <form
      className={s.form}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <DatePicker
        label={it.quotes.date}
        value={value}
        minValue={minValue}
        isDateUnavailable={(d) => !isDateSelectable(d.toString(), ctx, selection)}
        onChange={(d) => change({ date: d ? d.toString() : undefined })}
        isInvalid={!!dateIssue}
        errorMessage={dateIssue?.message}
      />
      <NumberField
        label={it.quotes.guests}
        minValue={1}
        value={draft.guests}
        onChange={(n) => change({ guests: Number.isFinite(n) && n >= 1 ? Math.floor(n) : 1 })}
        incrementLabel="Aumenta ospiti"
        decrementLabel="Diminuisci ospiti"
      />
      {location.ambients.length > 0 && (
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>{it.quotes.ambients}</legend>
          {location.ambients.map((a) => (
            <div key={a.id} className={s.itemRow}>
              <Checkbox
                isSelected={draft.ambients.includes(a.id)}
                onChange={(on) => toggle('ambients', a.id, on)}
              >
                {a.name}
              </Checkbox>
              <span className={s.price}>
                {a.rentPriceCents === 0 ? it.quotes.included : formatEuro(a.rentPriceCents)}
                {a.rentDuration === 'HALF' ? '*' : ''}
              </span>
            </div>
          ))}
        </fieldset>
      )}
      {location.services.length > 0 && (
        <fieldset className={s.fieldset}>
          <legend className={s.legend}>{it.quotes.services}</legend>
          {location.services.map((x) => (
            <div key={x.id} className={s.itemRow}>
              <Checkbox
                isSelected={draft.services.includes(x.id)}
                onChange={(on) => toggle('services', x.id, on)}
              >
                {x.name}
              </Checkbox>
              <span className={s.price}>
                {formatEuro(x.pricePerPersonCents)} {it.quotes.perPerson}
              </span>
            </div>
          ))}
        </fieldset>
      )}
      <TextAreaField
        label={it.quotes.note}
        value={note}
        onChange={setNote}
        maxLength={QUOTE_TEXT_MAX}
        rows={3}
      />
      <TextAreaField
        label={it.quotes.allergens}
        value={allergens}
        onChange={setAllergens}
        maxLength={QUOTE_TEXT_MAX}
        rows={2}
      />
      {shown.filter((i) => i.field !== 'date').length > 0 && (
        <ul className={s.errors} role="alert">
          {shown
            .filter((i) => i.field !== 'date')
            .map((i) => (
              <li key={i.message}>{i.message}</li>
            ))}
        </ul>
      )}
      <div className={s.total} role="status" aria-label={it.quotes.total}>
        <span>{it.quotes.total}</span>
        <span>{formatEuro(total)}</span>
      </div>
      <Button type="submit" isDisabled={blocking || loading} isPending={loading}>
        {it.quotes.send}
      </Button>
    </form>
  );
}
