// What the cluster test shows after one gateway was killed: the figures, and the problems that fail it.
import type { Outcome } from './load.js';
import { currentUpstream, type HostSocket } from './sockets.js';

export interface Evidence {
  outcomes: Outcome[];
  sockets: HostSocket[];
  killedAddr: string;
  killAt: number;
  /** When the killed process's exit was seen: until then its listening socket still took connections. */
  diedAt: number;
  /** The sockets on the killed gateway when it was killed. */
  onKilled: Set<HostSocket>;
  /** Per host index: the ids of its HOST notifications in the database, with their request's idempotency key. */
  notifications: Map<number, Map<string, string | null>>;
  storedQuoteIds: Set<string>;
  storedKeys: Set<string>;
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
};

export function analyse(e: Evidence): { figures: string[]; problems: string[] } {
  const figures: string[] = [];
  const problems: string[] = [];

  // Requests: a failure is allowed only when nginx had handed it to the killed gateway before the process was
  // gone (the kernel completes connections on a listening socket until the dying process's sockets close).
  const failed = e.outcomes.filter((o) => !o.ok);
  const inFlight = failed.filter(
    (o) => o.upstream === e.killedAddr && o.start <= e.diedAt && o.end >= e.killAt,
  );
  const unexpected = failed.filter((o) => !inFlight.includes(o));
  const afterSignal = inFlight.filter((o) => o.start > e.killAt).length;
  figures.push(
    `failed requests: ${failed.length}; in flight on the killed gateway: ${inFlight.length} ` +
      `(${inFlight.length - afterSignal} sent before the signal, ${afterSignal} between it and the exit); ` +
      `others: ${unexpected.length}`,
  );
  for (const kind of ['search', 'quote'] as const) {
    const all = e.outcomes.filter((o) => o.kind === kind);
    const ok = all.filter((o) => o.ok);
    const ms = ok.map((o) => o.end - o.start);
    figures.push(
      `${kind === 'search' ? 'searches' : 'quote requests'}: ${all.length} sent, ${ok.length} ok, ` +
        `${all.length - ok.length} failed (${inFlight.filter((o) => o.kind === kind).length} in flight on ` +
        `the killed gateway); p50 ${pct(ms, 50)} ms, p99 ${pct(ms, 99)} ms, max ${pct(ms, 100)} ms`,
    );
  }
  const byGateway = new Map<string, number>();
  for (const o of e.outcomes.filter((o) => o.ok && o.start > e.killAt))
    byGateway.set(o.upstream, (byGateway.get(o.upstream) ?? 0) + 1);
  figures.push(
    `answered after the kill, by gateway: ${[...byGateway].map(([g, n]) => `${g} ${n}`).join(', ')}`,
  );
  if (byGateway.has(e.killedAddr)) problems.push('requests answered by the killed gateway after its death');
  for (const o of unexpected.slice(0, 5))
    problems.push(`unexpected failure (${o.kind}, ${o.status}, via ${o.upstream || 'none'}): ${o.error}`);
  if (unexpected.length)
    problems.push(`${unexpected.length} failed requests not in flight on the killed gateway`);

  // Writes: every acknowledged request is stored; in-flight ones may or may not have committed.
  const acknowledged = e.outcomes.filter((o) => o.kind === 'quote' && o.id);
  const lost = acknowledged.filter((o) => !e.storedQuoteIds.has(o.id!));
  const inFlightQuotes = inFlight.filter((o) => o.kind === 'quote');
  const committedAnyway = inFlightQuotes.filter((o) => e.storedKeys.has(o.idempotencyKey!));
  figures.push(
    `acknowledged quote requests: ${acknowledged.length}, in the database: ${acknowledged.length - lost.length}, ` +
      `lost: ${lost.length}; in flight on the killed gateway: ${inFlightQuotes.length}, of which committed ` +
      `before it died (unacknowledged): ${committedAnyway.length}`,
  );
  if (lost.length) problems.push(`${lost.length} acknowledged quote requests are not in the database`);

  // Sockets: those on the killed gateway reconnect elsewhere; the others never drop.
  const reconnected = [...e.onKilled].filter(
    (s) => s.reconnectedAt.some((t) => t >= e.killAt) && currentUpstream(s) !== e.killedAddr,
  );
  const delays = reconnected.map((s) => s.reconnectedAt.find((t) => t >= e.killAt)! - e.killAt);
  const newHomes = new Map<string, number>();
  for (const s of reconnected) newHomes.set(currentUpstream(s), (newHomes.get(currentUpstream(s)) ?? 0) + 1);
  figures.push(
    `sockets: ${e.sockets.length}, on the killed gateway: ${e.onKilled.size}, reconnected through nginx to ` +
      `another gateway: ${reconnected.length} (${[...newHomes].map(([g, n]) => `${g} ${n}`).join(', ')}); ` +
      `kill → reconnected p50 ${pct(delays, 50)} ms, max ${pct(delays, 100)} ms`,
  );
  if (reconnected.length !== e.onKilled.size)
    problems.push(`${e.onKilled.size - reconnected.length} sockets of the killed gateway did not reconnect`);
  const dropped = e.sockets.filter((s) => !e.onKilled.has(s) && s.closedAt.length);
  if (dropped.length) problems.push(`${dropped.length} sockets on surviving gateways were dropped`);

  // Badges: each socket has every notification of its host, live or from the feed fetched on reconnection,
  // except one whose request committed on the killed gateway, which died before publishing it.
  let missed = 0;
  let caughtUp = 0;
  let unpublished = 0;
  let badgesLost = 0;
  const inFlightKeys = new Set(inFlightQuotes.map((o) => o.idempotencyKey));
  for (const s of e.sockets) {
    for (const [id, key] of e.notifications.get(s.host) ?? []) {
      if (s.live.has(id)) continue;
      missed++;
      if (s.caughtUp.has(id)) caughtUp++;
      else if (key && inFlightKeys.has(key)) unpublished++;
      else badgesLost++;
    }
  }
  const catchUpFailures = e.sockets.reduce((n, s) => n + s.catchUpFailures, 0);
  figures.push(
    `badges (host notifications) not delivered live: ${missed}; found by the feed fetched on reconnection: ` +
      `${caughtUp}; never published (request committed by the killed gateway as it died): ${unpublished}; ` +
      `lost: ${badgesLost}; failed catch-up fetches: ${catchUpFailures}`,
  );
  if (badgesLost) problems.push(`${badgesLost} badges neither delivered nor caught up`);
  if (catchUpFailures) problems.push(`${catchUpFailures} catch-up fetches failed`);
  return { figures, problems };
}
