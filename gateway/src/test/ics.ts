/**
 * A strict reader of the iCalendar text the gateway writes, for tests: it fails on anything RFC 5545
 * forbids that our writer could get wrong (bare line feeds, lines over 75 octets, bad escapes, unbalanced
 * components, VEVENTs without UID/DTSTAMP/DTSTART), which a lenient parser would forgive. The feed test
 * also reads the same text with ical.js, the parser calendar apps build on.
 */

export interface IcsEvent {
  UID: string;
  SUMMARY?: string;
  DESCRIPTION?: string;
  [property: string]: string | undefined;
}

const TEXT_PROPERTIES = new Set(['SUMMARY', 'DESCRIPTION', 'X-WR-CALNAME']);

function fail(message: string): never {
  throw new Error(`iCalendar non valido: ${message}`);
}

/** TEXT unescaping (§3.3.11); an unescaped ';' or ',' or an unknown escape is an error. */
function unescapeText(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i++) {
    const ch = value[i]!;
    if (ch === ';' || ch === ',') fail(`'${ch}' non protetto in "${value}"`);
    if (ch !== '\\') {
      out += ch;
      continue;
    }
    const next = value[++i];
    if (next === 'n' || next === 'N') out += '\n';
    else if (next === '\\' || next === ';' || next === ',') out += next;
    else fail(`escape sconosciuto "\\${next ?? ''}"`);
  }
  return out;
}

/** Physical lines (CRLF, ≤ 75 octets) → logical lines (unfolded, §3.1). */
export function unfold(text: string): string[] {
  if (!text.endsWith('\r\n')) fail('manca il CRLF finale');
  const physical = text.slice(0, -2).split('\r\n');
  const logical: string[] = [];
  for (const line of physical) {
    if (/[\r\n]/.test(line)) fail('CR o LF isolati');
    if (Buffer.byteLength(line, 'utf8') > 75) fail(`riga oltre 75 ottetti: ${line}`);
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (!logical.length) fail('continuazione senza riga');
      logical[logical.length - 1] += line.slice(1);
    } else {
      if (!line) fail('riga vuota');
      logical.push(line);
    }
  }
  return logical;
}

export function parseIcs(text: string): { name?: string; events: IcsEvent[] } {
  const lines = unfold(text);
  if (lines[0] !== 'BEGIN:VCALENDAR' || lines.at(-1) !== 'END:VCALENDAR') fail('VCALENDAR mancante');
  const stack: string[] = [];
  const events: IcsEvent[] = [];
  const calendar: Record<string, string> = {};
  let event: Record<string, string> | null = null;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) fail(`riga senza nome: ${line}`);
    const key = line.slice(0, colon);
    const raw = line.slice(colon + 1);
    const name = key.split(';')[0]!;
    if (!/^[A-Z][A-Z0-9-]*$/.test(name)) fail(`nome non valido: ${name}`);
    if (name === 'BEGIN') {
      stack.push(raw);
      if (raw === 'VEVENT') event = {};
      continue;
    }
    if (name === 'END') {
      if (stack.pop() !== raw) fail(`END:${raw} senza BEGIN`);
      if (raw === 'VEVENT' && event) {
        for (const p of ['UID', 'DTSTAMP', 'DTSTART;VALUE=DATE']) if (!event[p]) fail(`VEVENT senza ${p}`);
        if (!/^\d{8}T\d{6}Z$/.test(event.DTSTAMP!)) fail('DTSTAMP non UTC');
        events.push(event as IcsEvent);
        event = null;
      }
      continue;
    }
    const value = TEXT_PROPERTIES.has(name) ? unescapeText(raw) : raw;
    const target = event ?? calendar;
    if (key in target) fail(`proprietà ripetuta: ${key}`);
    target[key] = value;
  }
  if (stack.length) fail('componenti non chiusi');
  if (calendar.VERSION !== '2.0' || !calendar.PRODID) fail('VERSION o PRODID mancanti');
  const uids = events.map((e) => e.UID);
  if (new Set(uids).size !== uids.length) fail('UID ripetuti');
  return { name: calendar['X-WR-CALNAME'], events };
}
