import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type TestGateway } from '../../test/harness.js';
import { buildActivityType, buildLocation, buildUser, tokenFor, uid } from '../../test/factories.js';
import { reviews } from '../../db/schema/index.js';

const LOCATION = /* GraphQL */ `
  query ($key: String!) {
    location(idOrSlug: $key) {
      id
      slug
      name
      city
      phoneNumber
      whatsapp
      visibleContacts
      canRequestQuote
      isPublished
      activityTypes {
        name
      }
      eventTypes
      openingDays
      images {
        imageUrl
      }
      ambients {
        name
        capacity
        rentPriceCents
        rentDuration
        images {
          imageUrl
        }
      }
      services {
        name
        pricePerPersonCents
        ambientIncluded
        serviceTypeName
        images {
          imageUrl
        }
      }
      reviews {
        author
        vote
        title
      }
    }
  }
`;

type Loc = {
  id: string;
  phoneNumber: string | null;
  canRequestQuote: boolean;
  isPublished: boolean;
  openingDays: string[];
  ambients: unknown[];
  services: unknown[];
  reviews: { vote: number }[];
};

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(async () => {
  await gw?.stop();
});

describe('location(idOrSlug)', () => {
  it('finds a public location by slug or id with its ambients, services, reviews and days', async () => {
    const db = gw.database.db;
    const act = await buildActivityType(db, `Ristorante ${uid()}`);
    const loc = await buildLocation(db, {
      ambients: [{ capacity: 80 }, { capacity: 40, rentPriceCents: 0, rentDuration: 'HALF' }],
      services: [{ pricePerPersonCents: 3500, ambientIncluded: true }],
      openingDays: ['SUNDAY', 'MONDAY', 'FRIDAY'],
      activityTypeIds: [act.id],
    });
    await db.insert(reviews).values({
      locationId: loc.id,
      author: 'Luca',
      voteTenths: 45,
      title: 'Ottimo',
      content: 'Tutto perfetto',
    });
    for (const key of [loc.slug, loc.id]) {
      const res = await gw.gql<{ location: Loc }>(LOCATION, { key });
      expect(res.errors).toBeUndefined();
      expect(res.data?.location.id).toBe(loc.id);
    }
    const { data } = await gw.gql<{ location: Loc }>(LOCATION, { key: loc.slug });
    expect(data?.location.ambients).toHaveLength(2);
    expect(data?.location.services).toHaveLength(1);
    expect(data?.location.reviews[0]?.vote).toBe(4.5);
    expect(data?.location.openingDays).toEqual(['MONDAY', 'FRIDAY', 'SUNDAY']);
    expect(data?.location.isPublished).toBe(true);
    expect(data?.location.canRequestQuote).toBe(true);
  });

  it('hides contacts unless they are visible', async () => {
    const hidden = await buildLocation(gw.database.db, { visibleContacts: false, whatsapp: '3331234567' });
    const shown = await buildLocation(gw.database.db, { visibleContacts: true, whatsapp: '3331234567' });
    const a = await gw.gql<{ location: Loc }>(LOCATION, { key: hidden.slug });
    const b = await gw.gql<{ location: Loc }>(LOCATION, { key: shown.slug });
    expect(a.data?.location.phoneNumber).toBeNull();
    expect(b.data?.location.phoneNumber).toBe('+39 02 1234567');
  });

  it('shows an unpublished location to its owner only, who cannot ask it for a quote', async () => {
    const owner = await buildUser(gw.database.db);
    const stranger = await buildUser(gw.database.db);
    const pending = await buildLocation(gw.database.db, { ownerId: owner.id, approvalStatus: 'PENDING' });
    const anon = await gw.gql<{ location: Loc | null }>(LOCATION, { key: pending.slug });
    expect(anon.data?.location).toBeNull();
    const other = await gw.gql<{ location: Loc | null }>(
      LOCATION,
      { key: pending.slug },
      { token: await tokenFor(gw, stranger) },
    );
    expect(other.data?.location).toBeNull();
    const mine = await gw.gql<{ location: Loc }>(
      LOCATION,
      { key: pending.slug },
      { token: await tokenFor(gw, owner, 'HOST') },
    );
    expect(mine.data?.location.id).toBe(pending.id);
    expect(mine.data?.location.isPublished).toBe(false);
    expect(mine.data?.location.canRequestQuote).toBe(false);
  });

  it('does not offer quotes on your own public location', async () => {
    const owner = await buildUser(gw.database.db);
    const loc = await buildLocation(gw.database.db, { ownerId: owner.id });
    const res = await gw.gql<{ location: Loc }>(
      LOCATION,
      { key: loc.id },
      { token: await tokenFor(gw, owner) },
    );
    expect(res.data?.location.canRequestQuote).toBe(false);
  });

  it('answers null for unknown keys', async () => {
    const res = await gw.gql<{ location: null }>(LOCATION, { key: 'non-esiste-davvero' });
    expect(res.errors).toBeUndefined();
    expect(res.data?.location).toBeNull();
  });
});

describe('metadata for crawlers', () => {
  it('puts the location’s title, description, canonical and LocalBusiness data into the served HTML', async () => {
    const loc = await buildLocation(gw.database.db, {
      name: 'Villa <Meta>',
      city: 'Bari',
      description: 'Una villa sul mare.',
    });
    const res = await fetch(`${gw.url}/location/${loc.slug}`);
    const html = await res.text();
    expect(html).toContain('<title>Villa &lt;Meta&gt;: location ideale a Bari per il tuo evento</title>');
    expect(html).toContain('<meta name="description" content="Una villa sul mare." />');
    expect(html).toContain(`<link rel="canonical" href="https://festalocation.test/location/${loc.slug}" />`);
    expect(html).not.toContain('generico');
    const ld = JSON.parse(/<script type="application\/ld\+json" data-seo>(.*?)<\/script>/.exec(html)![1]!);
    expect(ld).toMatchObject({
      '@type': 'LocalBusiness',
      address: { addressLocality: 'Bari', postalCode: '20121' },
    });
  });

  it('serves the plain shell for unpublished or unknown locations, and lists public ones in the sitemap', async () => {
    const hidden = await buildLocation(gw.database.db, { approvalStatus: 'PENDING' });
    const shown = await buildLocation(gw.database.db);
    expect(await (await fetch(`${gw.url}/location/${hidden.slug}`)).text()).toContain(
      '<title>Festalocation</title>',
    );
    const sitemap = await (await fetch(`${gw.url}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/location/${shown.slug}</loc>`);
    expect(sitemap).not.toContain(hidden.slug);
  });

  it('serves robots.txt pointing at the absolute sitemap', async () => {
    const res = await fetch(`${gw.url}/robots.txt`);
    expect(res.headers.get('content-type')).toMatch(/text\/plain/);
    const text = await res.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Sitemap: https://festalocation.test/sitemap.xml');
  });
});
