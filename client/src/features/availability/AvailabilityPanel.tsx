import { useMemo, useState, type JSX } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  AVAILABILITY_MAX_DAYS,
  consecutiveRuns,
  datesBetween,
  formatDDMMYYYY,
  todayInRome,
} from '@festalocation/domain';
import { Button, RangeCalendar, Skeleton, toastQueue, type CalendarRange } from '../../ui';
import { hostStrings as hostIt } from '../../i18n/it.host';
import { calendarStrings } from '../../i18n/it.calendar';
import { runMutation } from '../../lib/mutationErrors';
import { SetItemUnavailabilityDocument } from './availability.generated';
import {
  HostItemUnavailabilitiesDocument,
  type HostItemUnavailabilitiesQuery,
} from './hostAvailability.generated';
import { AvailabilityBlock } from './AvailabilityBlock';
import * as s from './Availability.css';

export interface AvailabilityPanelProps {
  locationId: string;
  target: { kind: 'AMBIENT' | 'SERVICE'; id: string };
  /** The editing gate is closed (e.g. approved without an active subscription): shown, not changeable. */
  isDisabled?: boolean;
}

const t = hostIt.availability;
const ci = calendarStrings.imports;

type Lists = HostItemUnavailabilitiesQuery['locationUnavailabilities'];

/** The lists with `dates` blocked or freed for the target; an item the lists do not know yet (just created) is added. */
function withDates(
  lists: Lists,
  target: AvailabilityPanelProps['target'],
  dates: string[],
  available: boolean,
): Lists {
  const key = target.kind === 'AMBIENT' ? 'ambients' : 'services';
  const items = lists[key];
  const current = items.find((i) => i.id === target.id);
  const next = new Set(current?.dates ?? []);
  const imported = current?.importedDates ?? [];
  for (const d of dates) {
    // An imported day stays closed: only its source calendar frees it.
    if (available && !imported.includes(d)) next.delete(d);
    else if (!available) next.add(d);
  }
  const item = {
    __typename: 'ItemUnavailability' as const,
    id: target.id,
    dates: [...next].sort(),
    importedDates: imported,
  };
  return {
    ...lists,
    [key]: current ? items.map((i) => (i.id === target.id ? item : i)) : [...items, item],
  };
}

/**
 * 'Disponibilità' of one ambient or service: a month calendar showing its blocked days, where a range is
 * chosen and marked 'Disponibile' or 'Bloccato'. The change shows at once (an optimistic layer of the
 * cache) and is rolled back by Apollo if the server refuses it, with the 'Errore' dialog.
 */
export function AvailabilityPanel({
  locationId,
  target,
  isDisabled = false,
}: AvailabilityPanelProps): JSX.Element {
  const { data, loading, error } = useQuery(HostItemUnavailabilitiesDocument, { variables: { locationId } });
  const [save] = useMutation(SetItemUnavailabilityDocument);
  const [range, setRange] = useState<CalendarRange | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const today = todayInRome();
  const list =
    target.kind === 'AMBIENT'
      ? data?.locationUnavailabilities.ambients
      : data?.locationUnavailabilities.services;
  const blocked = useMemo(
    () => new Set(list?.find((i) => i.id === target.id)?.dates ?? []),
    [list, target.id],
  );
  const imported = useMemo(
    () => new Set(list?.find((i) => i.id === target.id)?.importedDates ?? []),
    [list, target.id],
  );
  const days = range ? datesBetween(range.start.toString(), range.end.toString()) : [];
  const tooLong = days.length > AVAILABILITY_MAX_DAYS;
  const canSave = !isDisabled && !saving && days.length > 0 && !tooLong;

  const apply = async (available: boolean) => {
    if (!canSave) return;
    setSaving(true);
    const chosen = days;
    const saved = await runMutation(
      () =>
        save({
          variables: { input: { target: target.kind, id: target.id, dates: chosen, available } },
          optimisticResponse: { setUnavailability: true },
          // Runs for the optimistic answer and again for the real one; on an error Apollo drops the
          // optimistic layer, which is the rollback.
          update: (cache) => {
            cache.updateQuery(
              { query: HostItemUnavailabilitiesDocument, variables: { locationId } },
              (prev) =>
                prev
                  ? {
                      locationUnavailabilities: withDates(
                        prev.locationUnavailabilities,
                        target,
                        chosen,
                        available,
                      ),
                    }
                  : prev,
            );
          },
        }),
      { message: t.saveError, onMessage: (e) => setFailure(e.message) },
    );
    setSaving(false);
    if (saved) {
      toastQueue.success(t.saved);
      setRange(null);
    }
  };

  const runs = consecutiveRuns([...blocked].filter((d) => !imported.has(d)));
  const importedRuns = consecutiveRuns([...imported]);
  const selectionText = range
    ? t.selection(formatDDMMYYYY(range.start.toString()), formatDDMMYYYY(range.end.toString()), days.length)
    : t.noSelection;

  return (
    <AvailabilityBlock
      className={s.panel}
      level={2}
      title={t.title}
      intro={t.intro}
      failure={failure}
      onCloseFailure={() => setFailure(null)}
    >
      {loading && !data ? (
        <Skeleton variant="rect" height={320} />
      ) : error && !data ? (
        <p role="alert">{t.loadError}</p>
      ) : (
        <>
          <div className={s.calendarBox}>
            <RangeCalendar
              aria-label={t.calendarLabel}
              value={range}
              onChange={setRange}
              minValue={parseDate(today)}
              isDisabled={isDisabled}
              isDateMarked={(d: CalendarDate) => blocked.has(d.toString())}
            />
          </div>
          <p className={s.legend}>
            <span className={s.swatch} aria-hidden="true" />
            {t.legendBlocked}
          </p>
          {importedRuns.length > 0 && (
            <p className={s.legend}>
              <span className={s.swatchImported} aria-hidden="true" />
              {ci.importedLegend}
            </p>
          )}
          <p aria-live="polite" className={s.muted}>
            {tooLong ? t.tooLong(AVAILABILITY_MAX_DAYS) : selectionText}
          </p>
          <div className={s.actions}>
            <Button variant="secondary" isDisabled={!canSave} onPress={() => void apply(true)}>
              {t.available}
            </Button>
            <Button variant="primary" isDisabled={!canSave} onPress={() => void apply(false)}>
              {t.blocked}
            </Button>
          </div>
          <div>
            <h3 className={s.subtitle}>{t.blockedListTitle}</h3>
            {runs.length ? (
              <ul className={s.list} aria-label={t.blockedListTitle}>
                {runs.map((r) => (
                  <li key={r.start}>{t.range(formatDDMMYYYY(r.start), formatDDMMYYYY(r.end))}</li>
                ))}
              </ul>
            ) : (
              <p className={s.muted}>{t.noneBlocked}</p>
            )}
          </div>
          {importedRuns.length > 0 && (
            <div>
              <h3 className={s.subtitle}>{ci.importedListTitle}</h3>
              <ul className={s.list} aria-label={ci.importedListTitle}>
                {importedRuns.map((r) => (
                  <li key={r.start}>{t.range(formatDDMMYYYY(r.start), formatDDMMYYYY(r.end))}</li>
                ))}
              </ul>
            </div>
          )}
        </>
      )}
    </AvailabilityBlock>
  );
}
