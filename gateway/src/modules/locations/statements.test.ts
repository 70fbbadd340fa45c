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
beforeAll(async () => {
  // This gateway's own database handle counts what it sends; nothing global is patched.
  gw = await startTestGateway({}, { onStatement: () => statements++ });
});
afterAll(async () => {
  await gw?.stop();
});

describe('location page SQL statements', () => {
  it('stays the same whatever the number of ambients and services (batched, no N+1)', async () => {
    const count = async (key: string) => {
      const before = statements;
      const res = await gw.gql(PAGE, { key });
      expect(res.errors).toBeUndefined();
      return statements - before;
    };
    const small = await buildLocation(gw.database.db, { ambients: [{}], services: [{}] });
    const big = await buildLocation(gw.database.db, {
      ambients: Array.from({ length: 8 }, () => ({})),
      services: Array.from({ length: 8 }, () => ({})),
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
