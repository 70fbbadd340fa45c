import { adminStrings as adminIt } from '../../i18n/it.admin';

const a = adminIt;

/** The 48-hour promise in words: 'Mancano 31 ore' or 'In ritardo di 5 ore' (overdue is never colour alone). */
export function timerText(hoursLeft: number, overdue: boolean): string {
  return overdue ? a.overdueBy(Math.abs(hoursLeft)) : a.hoursLeft(hoursLeft);
}

/** 25/11/2026, 14:05 in Italian time. */
export function dateTime(iso: string): string {
  return new Date(iso).toLocaleString('it-IT', {
    timeZone: 'Europe/Rome',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** A vote with one decimal and an Italian comma: 4 → '4,0'. */
export function voteText(vote: number): string {
  return vote.toLocaleString('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** Who a person is, for lists: the e-mail is what an operator searches by, so it always shows. */
export function personText(p: { email: string; fullName?: string | null } | null | undefined): string {
  if (!p) return a.none;
  return p.fullName ? `${p.fullName} (${p.email})` : p.email;
}
