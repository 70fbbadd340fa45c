import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildLocation } from '../../test/factories.js';

const PAGE = /* GraphQL */ `
  query ($key: String!) {
    location(idOrSlug: $key) {
      id
      activityTypes {
        name
      }
      tags {
        name
      }
      eventTypes
      openingDays
      timeRanges {
        startTime
      }
      images {
        imageUrl
      }
      ambients {
        name
        images {
          imageUrl
        }
      }
      services {
        name
        images {
          imageUrl
        }
      }
      reviews {
        vote
      }
      isFavorite
    }
  }
`;

let gw: TestGateway;
let statements = 0;
const original = pg.Client.prototype.query;
beforeAll(async () => {
  gw = await startTestGateway();
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    statements++;
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as never;
});
afterAll(async () => {
  pg.Client.prototype.query = original;
  await gw?.stop();
});

// Counting needs node-postgres; the embedded PGlite fallback has no client to observe.
describe.skipIf(!process.env.TEST_DATABASE_URL)('location page SQL statements', () => {
  it('stays the same whatever the number of rooms and services (batched, no N+1)', async () => {
    const count = async (key: string) => {
      const before = statements;
      const res = await gw.gql(PAGE, { key });
      expect(res.errors).toBeUndefined();
      return statements - before;
    };
    const small = await buildLocation(gw.database.db, { rooms: [{}], extras: [{}] });
    const big = await buildLocation(gw.database.db, {
      rooms: Array.from({ length: 8 }, () => ({})),
      extras: Array.from({ length: 8 }, () => ({})),
      imageCount: 6,
    });
    const a = await count(small.slug);
    const b = await count(big.slug);
    expect(a).toBeGreaterThan(0);
    expect(b).toBe(a);
    // The page and all its relations arrive in one statement (see locations/page.ts).
    expect(b).toBe(1);
  });
});
