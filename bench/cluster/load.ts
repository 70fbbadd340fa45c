// A steady mixed load through the proxy: public searches and quote requests by signed-in guests, started
// on a fixed schedule (an open model: a slow or dead gateway does not slow the arrivals), each request's
// outcome recorded with the gateway nginx says answered it.
import { addDays, todayInRome } from '@festalocation/domain';

export interface Target {
  locationId: string;
  ambientId: string;
}

export interface Outcome {
  kind: 'search' | 'quote';
  start: number;
  end: number;
  ok: boolean;
  status: number;
  /** The gateway that answered (the last one nginx tried), '' when no answer came. */
  upstream: string;
  error?: string;
  /** The quote request's id, when acknowledged. */
  id?: string;
  idempotencyKey?: string;
}

export interface LoadPlan {
  baseUrl: string;
  seconds: number;
  searchesPerSecond: number;
  quotesPerSecond: number;
  guestTokens: string[];
  targets: Target[];
}

const SEARCH = `query ($f: SearchFilters) { searchLocations(filters: $f, first: 12) { items { id slug } hasMore } }`;
const CREATE = 'mutation ($i: CreateQuoteRequestInput!) { createQuoteRequest(input: $i) { id } }';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function send(baseUrl: string, kind: Outcome['kind'], body: object, token?: string): Promise<Outcome> {
  const start = Date.now();
  try {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const upstream = (res.headers.get('x-upstream') ?? '').split(', ').pop() ?? '';
    const text = await res.text();
    const parsed = safeJson(text) as { data?: Record<string, { id?: string } | null>; errors?: unknown };
    const ok = res.status === 200 && !!parsed?.data && !parsed.errors;
    return {
      kind,
      start,
      end: Date.now(),
      ok,
      status: res.status,
      upstream,
      ...(ok ? {} : { error: text.slice(0, 200) }),
      ...(kind === 'quote' && ok ? { id: parsed.data!.createQuoteRequest!.id } : {}),
    };
  } catch (e) {
    return { kind, start, end: Date.now(), ok: false, status: 0, upstream: '', error: String(e) };
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export async function steadyLoad(plan: LoadPlan, runId: string): Promise<Outcome[]> {
  const perSecond = plan.searchesPerSecond + plan.quotesPerSecond;
  const total = perSecond * plan.seconds;
  const today = todayInRome();
  const inflight: Promise<Outcome>[] = [];
  const t0 = performance.now();
  for (let n = 0; n < total; n++) {
    const wait = t0 + (n * 1000) / perSecond - performance.now();
    if (wait > 0) await sleep(wait);
    // Spread evenly: within each second, quotesPerSecond of the slots are quote requests.
    const quote =
      Math.floor(((n % perSecond) * plan.quotesPerSecond) / perSecond) !==
      Math.floor((((n % perSecond) + 1) * plan.quotesPerSecond) / perSecond);
    if (!quote) {
      const filters = n % 3 === 0 ? { city: 'Milano', guests: 10 + (n % 60) } : { name: `Cluster ${n % 40}` };
      inflight.push(send(plan.baseUrl, 'search', { query: SEARCH, variables: { f: filters } }));
      continue;
    }
    const target = plan.targets[n % plan.targets.length]!;
    const idempotencyKey = `cluster-${runId}-${n}`;
    const i = {
      locationId: target.locationId,
      ambients: [target.ambientId],
      services: [],
      guests: 10,
      date: addDays(today, 20 + (n % 300)),
      idempotencyKey,
    };
    const token = plan.guestTokens[n % plan.guestTokens.length]!;
    inflight.push(
      send(plan.baseUrl, 'quote', { query: CREATE, variables: { i } }, token).then((o) => ({
        ...o,
        idempotencyKey,
      })),
    );
  }
  return Promise.all(inflight);
}
