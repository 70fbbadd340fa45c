import { createHmac } from 'node:crypto';

const ROME_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day in Italy, `YYYY-MM-DD`: a visitor counts once per location, contact and day. */
export const romeDay = (now: Date) => ROME_DAY.format(now);

/**
 * Who clicked, as a keyed hash that changes every day: the user id when signed in, otherwise the client
 * address with the user agent. The day is part of the key, so one day's keys cannot be linked to
 * another's, and neither the address nor the id can be read back without the server's secret. `purpose`
 * keeps the keys of different counters (a contact click, a location's page view) apart.
 */
export function visitorKey(
  secret: string,
  day: string,
  visitor: { userId: string } | { ip: string; userAgent: string | undefined },
  purpose = 'contact-click',
): string {
  const subject =
    'userId' in visitor ? `u\0${visitor.userId}` : `a\0${visitor.ip}\0${visitor.userAgent ?? ''}`;
  const daily = createHmac('sha256', secret).update(`${purpose}\0${day}`).digest();
  return createHmac('sha256', daily).update(subject).digest('base64url');
}
