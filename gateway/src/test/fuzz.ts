import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';

/** mulberry32: small, fast and the same on every machine, so a seed replays the same operations. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    chance: (p: number) => next() < p,
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}
export type Rng = ReturnType<typeof prng>;

/** Known-good values of the test's own data, mixed with hostile ones so operations reach the services. */
export interface Pools {
  ids: string[];
  slugs: string[];
  cursors: string[];
}

const NUL = '\u0000';
const HOSTILE_STRINGS = [
  '',
  ' ',
  `a${NUL}b`,
  NUL,
  `Milano${NUL}`,
  '\u0001\u0002\u001f\u007f',
  '\ud800',
  '\uffff',
  'é'.repeat(300),
  'x'.repeat(5_000),
  '€'.repeat(1_300),
  '%_\\',
  "'; drop table users; --",
  '../../etc/passwd',
  '/media/uploads/../x.webp',
  '🎉🎉🎉',
  '-1',
  '1e309',
  'null',
];
const FAKE_IDS = [
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa',
  'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  '------------------------------------',
  '0123456789abcdef0123456789abcdef0123',
  'a-b-c-d-aaaaaaaaaaaaaaaaaaaaaaaaaaaa',
  '12345678-1234-1234-1234-1234567890ab',
  '{12345678-1234-1234-1234-1234567890ab}',
  '12345678123412341234123456789abc',
  'zzzzzzzz-zzzz-zzzz-zzzz-zzzzzzzzzzzz',
  `12345678-1234-1234-1234-1234567890a${NUL}`,
  '1',
  '0',
  '-1',
];
const DATES = [
  '2030-06-15',
  '2026-12-31',
  '2024-02-29',
  '2025-02-29',
  '2025-02-30',
  '0000-01-01',
  '0001-01-01',
  '1899-12-31',
  '9999-12-31',
  '275760-09-13',
  '+02025-01-01',
  '2025-13-01',
  '2025-1-1',
  '2025-01-01T00:00:00Z',
  `2025-01-01${NUL}`,
  '',
];
const INTS = [0, 1, -1, 2, 3, 5, 10, 12, 50, 100, 1000, 100_000, 2_147_483_647, -2_147_483_648];
const BAD_NUMBERS = [2_147_483_648, -2_147_483_649, 1e15, 2 ** 53, 1.5, -0.5, 1e308];
const FLOATS = [45.46, 9.19, 0, -90, 90, 180, -180, 90.0001, -1e308, 1e308, 41.9, 12.49];

const cursorOf = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
export const HOSTILE_CURSORS = [
  'x',
  '!!!',
  cursorOf('s:999999999999999'),
  cursorOf('s:-1'),
  cursorOf('s:1e5'),
  cursorOf('s:'),
  cursorOf(`s:1${NUL}`),
  cursorOf('2025-01-01T00:00:00Z|x'),
  cursorOf('9999999999999999999|aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa'),
  cursorOf('0000-01-01T00:00:00.000Z|00000000-0000-0000-0000-000000000000'),
  cursorOf('{"t":"x","id":"y"}'),
  // The shapes of the favourites and notifications cursors, with instants PostgreSQL cannot read.
  cursorOf('["0000-01-01T00:00:00.000Z","3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b"]'),
  cursorOf('["+275760-09-13T00:00:00.000Z","3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b"]'),
  cursorOf('["2025-01-01T00:00:00.000Z","------------------------------------"]'),
  cursorOf('f:0000-01-01T00:00:00.000000+00|3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b'),
  cursorOf('f:2025-13-45T99:99:99.000000+00|3f2b8c1e-9a4d-4e6f-8b7a-1c2d3e4f5a6b'),
  cursorOf('f:2025-01-01T00:00:00.000000+00|------------------------------------'),
  'A'.repeat(4_000),
];

/** A value for an input type: usually of the right shape, often at its edges, sometimes of the wrong kind. */
export function valueFor(
  rng: Rng,
  type: GraphQLInputType,
  pools: Pools,
  argName: string,
  depth = 0,
): unknown {
  if (!isNonNullType(type) && rng.chance(0.12)) return null;
  const inner = getNullableType(type);
  if (rng.chance(0.03)) return rng.pick<unknown>([{}, [], true, 'x', 7, -3.5]);
  if (isListType(inner)) {
    if (rng.chance(0.15)) return valueFor(rng, inner.ofType, pools, argName, depth + 1);
    const n = rng.chance(0.05) ? 60 + rng.int(500) : rng.int(4);
    return Array.from({ length: n }, () => valueFor(rng, inner.ofType, pools, argName, depth + 1));
  }
  if (isInputObjectType(inner)) {
    const out: Record<string, unknown> = {};
    for (const field of Object.values(inner.getFields())) {
      if (!isNonNullType(field.type) && rng.chance(0.3)) continue;
      if (rng.chance(0.02)) continue; // a required field left out
      out[field.name] = valueFor(rng, field.type, pools, field.name, depth + 1);
    }
    if (rng.chance(0.03)) out.unknownField = 'x';
    return out;
  }
  if (isEnumType(inner)) {
    if (rng.chance(0.08)) return rng.pick(['NOPE', 'guest', '', `HOST${NUL}`]);
    return rng.pick(inner.getValues()).value as string;
  }
  switch (inner.name) {
    case 'ID':
      if (rng.chance(0.5)) return rng.pick(pools.ids);
      return rng.chance(0.85) ? rng.pick(FAKE_IDS) : rng.pick(HOSTILE_STRINGS);
    case 'Int':
      if (rng.chance(0.12)) return rng.pick(BAD_NUMBERS);
      return rng.pick(INTS);
    case 'Float':
      return rng.pick(FLOATS);
    case 'Boolean':
      return rng.chance(0.95) ? rng.chance(0.5) : 'true';
    case 'Date':
      return rng.pick(DATES);
    default:
      return stringFor(rng, argName, pools);
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_:';

function stringFor(rng: Rng, name: string, pools: Pools): unknown {
  // Under the usual length limits but, not compressible, over PostgreSQL's btree entry size (about 2.7 kB).
  if (rng.chance(0.03))
    return Array.from({ length: 2_800 + rng.int(1_400) }, () => rng.pick([...ALPHABET])).join('');
  if (rng.chance(0.35)) return rng.pick(HOSTILE_STRINGS);
  if (/cursor|after/i.test(name))
    return rng.chance(0.5) ? rng.pick(pools.cursors) : rng.pick(HOSTILE_CURSORS);
  if (/idOrSlug/.test(name)) return rng.pick([...pools.slugs, ...pools.ids, ...FAKE_IDS]);
  if (/locationId|^id$/i.test(name)) return rng.pick([...pools.ids, ...FAKE_IDS]);
  if (/email/i.test(name))
    return rng.pick(['fuzz@test.festalocation.it', `Nuovo.${rng.int(1e6)}@Fuzz.Test.it`, 'x@', 'a@b']);
  if (/otp/i.test(name)) return rng.pick(['123456', '000000', '12345', '12a456', '１２３４５６']);
  if (/password/i.test(name)) return rng.pick(['Segreta!123', 'corta', 'x'.repeat(80), 'è'.repeat(40)]);
  if (/avatar|url/i.test(name))
    return rng.pick(['/media/uploads/x/y.webp', 'https://example.invalid/a.png', '']);
  if (/phone/i.test(name)) return rng.pick(['+39 333 1234567', 'abc', '1'.repeat(40)]);
  if (/city|filter|name/i.test(name)) return rng.pick(['Milano', 'mil', 'Roma', 'Sant’Agata', 'São', 'ç']);
  if (/idempotencyKey/.test(name)) return `fuzz-${rng.int(1e9)}`;
  return rng.pick(['Milano', 'ciao', 'Nota per la festa', 'IOS', 'android', 'x']);
}

/** GraphQL literal syntax for any JSON-like value (hostile ones included: the server must refuse them). */
export function literal(value: unknown, type: GraphQLInputType): string {
  const named = getNamedType(type);
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, type)).join(', ')}]`;
  if (typeof value === 'object') {
    const fields = isInputObjectType(named) ? named.getFields() : {};
    const parts = Object.entries(value).map(
      ([k, v]) => `${k}: ${literal(v, fields[k]?.type ?? (named as GraphQLInputType))}`,
    );
    return `{${parts.join(', ')}}`;
  }
  if (typeof value === 'string' && isEnumType(named) && /^[_A-Za-z]\w*$/.test(value)) return value;
  return JSON.stringify(value);
}

/** A selection of the output type's fields, a few levels deep, with arguments given where required. */
export function selectionFor(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isScalarType(named) || isEnumType(named) || !isObjectType(named)) return '';
  const fields = Object.values(named.getFields()).flatMap((f) => {
    const args = f.args.filter((a) => isNonNullType(a.type));
    const argText = args.length
      ? `(${args.map((a) => `${a.name}: ${literal(firstValue(a), a.type)}`).join(', ')})`
      : '';
    const leaf = getNamedType(f.type);
    if (isScalarType(leaf) || isEnumType(leaf)) return [`${f.name}${argText}`];
    if (depth >= 2) return [];
    const sub = selectionFor(f.type, depth + 1);
    return sub ? [`${f.name}${argText} ${sub}`] : [];
  });
  return fields.length ? `{ ${fields.join(' ')} }` : '{ __typename }';
}

function firstValue(arg: GraphQLArgument): unknown {
  const named = getNamedType(arg.type);
  return isEnumType(named) ? named.getValues()[0]!.value : 'x';
}

export interface FuzzOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName?: string;
}

/** One operation on a root field, each argument either a variable or an inline literal. */
export function operationFor(
  rng: Rng,
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  pools: Pools,
): FuzzOperation {
  const decls: string[] = [];
  const args: string[] = [];
  const variables: Record<string, unknown> = {};
  for (const arg of field.args) {
    if (!isNonNullType(arg.type) && rng.chance(0.25)) continue;
    const value = valueFor(rng, arg.type, pools, arg.name);
    if (rng.chance(0.7)) {
      decls.push(`$${arg.name}: ${String(arg.type)}`);
      args.push(`${arg.name}: $${arg.name}`);
      if (!rng.chance(0.03)) variables[arg.name] = value;
    } else {
      args.push(`${arg.name}: ${literal(value, arg.type)}`);
    }
  }
  const head = `${kind} Fuzz${decls.length ? `(${decls.join(', ')})` : ''}`;
  const call = `${field.name}${args.length ? `(${args.join(', ')})` : ''}`;
  return { query: `${head} { ${call} ${selectionFor(field.type)} }`, variables, operationName: 'Fuzz' };
}

/** Documents that break the request itself rather than one argument. */
export function malformedRequests(): unknown[] {
  const tooManyVars = Array.from({ length: 60 }, (_, i) => `$v${i}: Int!`).join(', ');
  const useVars = Array.from({ length: 60 }, (_, i) => `$v${i}`).join(', ');
  const badVars = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`v${i}`, 'x']));
  return [
    { query: 'query A { tags { id } } query B { partners { id } }' },
    { query: 'query A { tags { id } } mutation B { logout }' },
    { query: 'query A { tags { id } } query B { partners { id } }', operationName: 'C' },
    { query: '{ tags { id } }', operationName: 'C' },
    { query: '{ tags { id } } { partners { id } }' },
    {
      query: `query Many(${tooManyVars}) { searchLocations(filters: { tagIds: [${useVars}] }) { hasMore } }`,
      variables: badVars,
    },
    {
      query: `query Many(${tooManyVars}) { searchLocations(filters: { tagIds: [${useVars}] }) { hasMore } }`,
      variables: Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`v${i}`, 2 ** 40])),
    },
    { query: '{ tags { id }' },
    { query: '' },
    { query: 42 },
    { query: null },
    {},
    { query: '{ tags { id } }', variables: 'x' },
    { query: '{ tags { id } }', variables: [1] },
    { query: '{ tags { id } }', operationName: 7 },
    { query: '{ tags { id } }', extensions: 'x' },
    { query: '{ tags { id } }', extensions: { persistedQuery: { version: 1, sha256Hash: 'x' } } },
    [{ query: '{ tags { id } }' }, { query: '{ partners { id } }' }],
    [],
    { query: `{ ${'a'.repeat(100_000)} }` },
    { query: `{ location(idOrSlug: "a\u0000b") { id } }` },
    { query: '{ location(idOrSlug: "a\\u0000b") { id } }' },
    { query: 'query($d: Date) { searchLocations(filters: { date: $d }) { hasMore } }', variables: { d: {} } },
    { query: 'subscription { notificationAdded(role: GUEST) { id } }' },
    { query: `{ ${'viewer { user { id } } '.repeat(3)} }` },
  ];
}
