import { randomBytes, createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { missing } from './params.js';
import { emptyConnectState } from './connectState.js';
import type { CouponObject, PriceObject, StandInPrice, StandInState } from './types.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export function newId(prefix: string): string {
  const bytes = randomBytes(24);
  let out = '';
  for (const byte of bytes) out += BASE62[byte % 62];
  return prefix + out;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** One calendar month or year later, in UTC (Stripe clamps the 31st to the month's last day). */
export function addInterval(start: number, interval: 'month' | 'year'): number {
  const date = new Date(start * 1000);
  const day = date.getUTCDate();
  const target = new Date(date);
  target.setUTCDate(1);
  if (interval === 'month') target.setUTCMonth(target.getUTCMonth() + 1);
  else target.setUTCFullYear(target.getUTCFullYear() + 1);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return Math.floor(target.getTime() / 1000);
}

function emptyState(): StandInState {
  return {
    customers: {},
    taxIds: {},
    paymentMethods: {},
    setupIntents: {},
    checkouts: {},
    portals: {},
    subscriptions: {},
    invoices: {},
    coupons: {},
    discounts: {},
    taxRates: {},
    testClocks: {},
    connect: emptyConnectState(),
    lastEventCreated: 0,
  };
}

export function priceObject(price: StandInPrice): PriceObject {
  // A stable product id per name, so a restart with the same price list yields the same objects.
  const product = 'prod_' + createHash('sha256').update(price.productName).digest('hex').slice(0, 14);
  return {
    id: price.id,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: 1_700_000_000,
    currency: price.currency,
    livemode: false,
    lookup_key: price.lookupKey,
    metadata: {},
    nickname: price.productName,
    product,
    recurring: { interval: price.interval, interval_count: 1, usage_type: 'licensed' },
    type: 'recurring',
    unit_amount: price.unitAmount,
  };
}

export class Store {
  readonly state: StandInState;
  readonly prices: Map<string, PriceObject>;

  constructor(
    prices: StandInPrice[],
    private readonly file: string | undefined,
    coupons: CouponObject[] = [],
  ) {
    this.prices = new Map(prices.map((p) => [p.id, priceObject(p)]));
    this.state = file ? load(file) : emptyState();
    // The configured coupons exist from the start, as ones made once in the Dashboard would.
    for (const c of coupons) this.state.coupons[c.id] ??= c;
  }

  /** Written synchronously after each change: the files are small and a dev restart must find every change. */
  save(): void {
    if (!this.file) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const temp = `${this.file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(this.state));
    renameSync(temp, this.file);
  }

  price(id: string): PriceObject {
    const price = this.prices.get(id);
    if (!price) throw missing('price', id);
    return price;
  }

  /** Any stored object by id, for `expand`; the prefix says which table. */
  find(id: string): object | undefined {
    const s = this.state;
    if (id.startsWith('cus_')) return s.customers[id];
    if (id.startsWith('pm_')) return s.paymentMethods[id];
    if (id.startsWith('seti_')) return s.setupIntents[id];
    if (id.startsWith('sub_')) return s.subscriptions[id];
    if (id.startsWith('in_')) return s.invoices[id];
    if (id.startsWith('cs_')) return s.checkouts[id]?.session;
    if (id.startsWith('txi_')) return s.taxIds[id];
    if (id.startsWith('txr_')) return s.taxRates[id];
    if (id.startsWith('di_')) return s.discounts[id];
    if (id.startsWith('clock_')) return s.testClocks[id];
    if (id.startsWith('acct_')) return s.connect.accounts[id];
    if (id.startsWith('pi_')) return s.connect.paymentIntents[id];
    if (id.startsWith('ch_')) return s.connect.charges[id];
    if (id.startsWith('re_')) return s.connect.refunds[id];
    return this.prices.get(id) ?? s.coupons[id];
  }

  /** Replaces ids by (copies of) their objects along each dotted path; `data.` walks into a list. */
  expand<T extends object>(value: T, paths: string[]): T {
    const copy = structuredClone(value);
    for (const path of paths) this.expandPath(copy, path.split('.'));
    return copy;
  }

  private expandPath(node: unknown, segments: string[]): void {
    if (typeof node !== 'object' || node === null || segments.length === 0) return;
    const [head, ...rest] = segments as [string, ...string[]];
    const record = node as Record<string, unknown>;
    const current = record[head];
    if (head === 'data' && Array.isArray(current)) {
      for (const entry of current) this.expandPath(entry, rest);
      return;
    }
    if (typeof current === 'string') {
      const found = this.find(current);
      if (!found) return;
      record[head] = structuredClone(found);
    }
    this.expandPath(record[head], rest);
  }
}

function load(file: string): StandInState {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return emptyState();
    throw error;
  }
  const loaded = { ...emptyState(), ...(JSON.parse(text) as Partial<StandInState>) };
  // A state file from before Connect lacks some of its tables.
  loaded.connect = { ...emptyConnectState(), ...loaded.connect };
  return loaded;
}
