import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { parseDate } from '@internationalized/date';
import { priceQuote, QUOTE_CONDITIONS_MAX, QUOTE_VAT_RATES, todayInRome } from '@festalocation/domain';
import {
  Button,
  Checkbox,
  DatePicker,
  Form,
  NumberField,
  Select,
  SelectItem,
  TextAreaField,
  toastQueue,
} from '../../ui';
import { quoteDealStrings as t } from '../../i18n/it.quotes';
import { useFormErrors } from '../../lib/useFormErrors';
import { SendQuoteDocument, type QuoteFieldsFragment } from './quotes.generated';
import {
  checkDraft,
  draftFromQuote,
  draftFromRequest,
  freeLine,
  quoteFields,
  toSendInput,
  toTerms,
  type DraftSource,
  type QuoteDraft,
} from './quoteDraft';
import { AdjustmentField, QuoteLineFields } from './QuoteLineFields';
import { QuoteTotals } from './QuoteTotals';
import { DefaultConditions } from './QuoteView';
import * as s from './QuoteDeal.css';
import { depositStrings as dt } from '../../i18n/it.deposits';
import { DepositAccountDocument } from '../deposits/deposits.generated';

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

const safeDate = (iso: string) => {
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
};

/**
 * The host's quote editor: it starts from the request's ambients and services at list prices (or, for a
 * revision, from the version on offer) and shows the totals `priceQuote` computes, the same function the
 * gateway stores the figures with. One idempotency key per draft: a double click, or a retry of the
 * same draft, sends one quote.
 */
export function QuoteEditor({
  quoteRequestId,
  source,
  latest,
  onDone,
}: {
  quoteRequestId: string;
  source: DraftSource;
  /** The version on offer, for a revision. */
  latest?: QuoteFieldsFragment | null;
  onDone: () => void;
}) {
  const today = todayInRome();
  const [draft, setDraftState] = useState<QuoteDraft>(() =>
    latest ? draftFromQuote(latest, today) : draftFromRequest(source, today),
  );
  const key = useRef(newKey());
  const sending = useRef(false);
  // Online deposits are offered once the host's own account takes charges ('Pagamenti').
  const account = useQuery(DepositAccountDocument).data?.depositAccount;
  const takesDepositsOnline = account?.available === true && account.status === 'ACTIVE';
  const heading = useRef<HTMLHeadingElement>(null);
  const fields = quoteFields(draft);
  const { errors, check, run, dropErrors, validationErrors } = useFormErrors<string>({ fields });
  const [send, { loading }] = useMutation(SendQuoteDocument, {
    refetchQueries: ['HostQuoteRequests', 'HostNewQuoteRequests'],
  });
  const figures = useMemo(() => priceQuote(toTerms(draft)), [draft]);

  useEffect(() => heading.current?.focus(), []);

  // A changed draft is another submission: it gets its own key.
  const update = (patch: Partial<QuoteDraft>, touched: string[]) => {
    key.current = newKey();
    dropErrors(touched);
    setDraftState((d) => ({ ...d, ...patch }));
  };
  const updateLine = (index: number, patch: Partial<QuoteDraft['lines'][number]>) =>
    update({ lines: draft.lines.map((l, i) => (i === index ? { ...l, ...patch } : l)) }, [
      `lines.${index}`,
      'total',
      'discount',
      'deposit',
    ]);
  const removeLine = (index: number) => {
    // The errors of later lines would now sit on the wrong line: all line errors go.
    update({ lines: draft.lines.filter((_, i) => i !== index) }, ['lines', 'total']);
  };
  const addLine = (label = '') => update({ lines: [...draft.lines, freeLine(label)] }, ['lines']);

  const onSubmit = async () => {
    if (sending.current) return;
    if (!check(checkDraft(draft, quoteRequestId, today))) {
      toastQueue.error(t.fixErrors);
      return;
    }
    sending.current = true;
    const input = toSendInput(draft, quoteRequestId, key.current);
    const sent = await run(() => send({ variables: { input } }));
    if (sent) {
      toastQueue.success(t.sent);
      // The quote is sent: this editor sends nothing more (a late second click included).
      onDone();
    } else sending.current = false;
  };

  const formError = errors.lines ?? errors.total;
  const validity = safeDate(draft.validUntil);
  return (
    <section className={s.section} aria-labelledby="quote-editor-title">
      <h2 id="quote-editor-title" ref={heading} tabIndex={-1} className={s.heading}>
        {latest ? t.reviseTitle(latest.version + 1) : t.editorTitle}
      </h2>
      <Form onSubmit={onSubmit} validationErrors={validationErrors} className={s.form}>
        <NumberField
          label={t.guests}
          name="guests"
          value={draft.guests}
          minValue={1}
          onChange={(guests) => update({ guests }, ['guests', 'total'])}
        />
        <fieldset className={s.plainFieldset}>
          <legend className={s.legend}>{t.lines}</legend>
          <ol className={s.lineList}>
            {draft.lines.map((line, i) => (
              <QuoteLineFields
                key={line.key}
                line={line}
                index={i}
                totalCents={figures.lines[i]?.totalCents ?? 0}
                onChange={(patch) => updateLine(i, patch)}
                onRemove={() => removeLine(i)}
              />
            ))}
          </ol>
          <div className={s.row}>
            <Button variant="secondary" size="sm" onPress={() => addLine()}>
              {t.addLine}
            </Button>
            {t.freeLineSuggestions.map((label) => (
              <Button key={label} variant="ghost" size="sm" onPress={() => addLine(label)}>
                {t.addSuggested(label)}
              </Button>
            ))}
          </div>
        </fieldset>
        <AdjustmentField
          legend={t.discount}
          name="discount"
          noneLabel={t.none}
          valueLabel={t.discountValue}
          kind={draft.discountKind}
          value={draft.discountValue}
          onChange={(discountKind, discountValue) =>
            update({ discountKind, discountValue }, ['discount', 'deposit', 'total'])
          }
        />
        <div className={s.lineFields}>
          <Select
            label={t.vatRate}
            name="vatRate"
            selectedKey={String(draft.vatRate)}
            onSelectionChange={(k) => update({ vatRate: Number(k) }, ['vatRate', 'deposit', 'total'])}
          >
            {QUOTE_VAT_RATES.map((rate) => (
              <SelectItem key={rate} id={String(rate)}>
                {t.vatRateOption(rate)}
              </SelectItem>
            ))}
          </Select>
          <Checkbox
            isSelected={draft.vatMode === 'INCLUDED'}
            onChange={(on) => update({ vatMode: on ? 'INCLUDED' : 'EXCLUDED' }, ['deposit', 'total'])}
          >
            {t.vatIncluded}
          </Checkbox>
        </div>
        <AdjustmentField
          legend={t.deposit}
          name="deposit"
          noneLabel={t.noneDeposit}
          valueLabel={t.depositValue}
          kind={draft.depositKind}
          value={draft.depositValue}
          description={t.depositNote}
          onChange={(depositKind, depositValue) => update({ depositKind, depositValue }, ['deposit'])}
        />
        {takesDepositsOnline && draft.depositKind !== 'NONE' && (
          <Checkbox
            isSelected={draft.depositOnline}
            onChange={(depositOnline) => update({ depositOnline }, [])}
          >
            {dt.depositOnlineChoice}
          </Checkbox>
        )}
        {draft.depositKind !== 'NONE' && (
          <NumberField
            label={t.middleRefundLabel}
            name="middleRefundPercent"
            value={draft.middleRefundPercent}
            minValue={0}
            maxValue={100}
            description={t.middleRefundNote}
            onChange={(middleRefundPercent) => update({ middleRefundPercent }, ['middleRefundPercent'])}
          />
        )}
        <QuoteTotals figures={{ ...figures, vatRate: draft.vatRate, vatMode: draft.vatMode }} />
        <DatePicker
          label={t.validUntil}
          name="validUntil"
          value={validity}
          onChange={(d) => update({ validUntil: d ? d.toString() : '' }, ['validUntil'])}
        />
        <fieldset className={s.plainFieldset}>
          <legend className={s.legend}>{t.conditions}</legend>
          <Checkbox
            isSelected={draft.ownConditions}
            onChange={(ownConditions) => update({ ownConditions }, ['conditions'])}
          >
            {t.ownConditions}
          </Checkbox>
          {draft.ownConditions ? (
            <TextAreaField
              label={t.conditionsText}
              name="conditions"
              value={draft.conditions}
              maxLength={QUOTE_CONDITIONS_MAX}
              onChange={(conditions) => update({ conditions }, ['conditions'])}
            />
          ) : (
            <DefaultConditions />
          )}
        </fieldset>
        {formError && (
          <p role="alert" className={s.alert}>
            {formError}
          </p>
        )}
        <div className={s.actions}>
          <Button type="submit" isDisabled={loading} isPending={loading}>
            {t.submit}
          </Button>
          <Button variant="secondary" onPress={onDone}>
            {t.cancelEdit}
          </Button>
        </div>
      </Form>
    </section>
  );
}
