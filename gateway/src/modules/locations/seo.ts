import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { locations } from '../../db/schema/index.js';
import { hasForbiddenCharacters, isUuid, locationTitle, meanVote } from '@festa/domain';

const esc = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

export interface LocationMeta {
  title: string;
  description: string;
  canonical: string;
  image: string | null;
  jsonLd: Record<string, unknown>;
}

/** Metadata for a public location, for crawlers and link previews that do not run JavaScript. */
export async function locationMeta(db: Db, key: string, publicUrl: string): Promise<LocationMeta | null> {
  // The key comes from the page's address: anything PostgreSQL cannot compare is no location.
  if (hasForbiddenCharacters(key) || key.length > 200) return null;
  const byId = isUuid(key);
  const [row] = await db
    .select({
      id: locations.id,
      slug: locations.slug,
      name: locations.name,
      description: locations.description,
      address: locations.address,
      city: locations.city,
      province: locations.province,
      cap: locations.cap,
      phone: locations.phoneNumber,
      visibleContacts: locations.visibleContacts,
      // Qualified by hand: drizzle leaves select-list columns unqualified inside these subqueries.
      image: sql<
        string | null
      >`(select li.url from location_images li where li.location_id = "locations"."id" order by li.position limit 1)`,
      // Visible reviews only: hiding one takes it out of the rating search engines are shown at once.
      reviewCount: sql<number>`(select count(*)::int from reviews r where r.location_id = "locations"."id" and not r.is_hidden)`,
      voteTenthsSum: sql<number>`(select coalesce(sum(r.vote_tenths), 0)::int from reviews r where r.location_id = "locations"."id" and not r.is_hidden)`,
      activity: sql<
        string | null
      >`(select a.name from location_activity_types la join activity_types a on a.id = la.activity_type_id where la.location_id = "locations"."id" order by a.position, a.name limit 1)`,
    })
    .from(locations)
    .where(
      and(
        sql`${locations.isPublic}`,
        byId ? or(eq(locations.id, key), eq(locations.slug, key)) : eq(locations.slug, key),
      ),
    )
    .limit(1);
  if (!row) return null;
  const base = publicUrl.replace(/\/$/, '');
  const title = locationTitle({
    name: row.name,
    city: row.city,
    activityTypes: row.activity ? [{ name: row.activity }] : [],
  });
  const description = (
    row.description ?? `${row.name} a ${row.city}: richiedi un preventivo per la tua festa.`
  ).slice(0, 300);
  const image = row.image ? (row.image.startsWith('http') ? row.image : `${base}${row.image}`) : null;
  const ratingValue = meanVote(row.voteTenthsSum, row.reviewCount);
  return {
    title,
    description,
    canonical: `${base}/location/${row.slug}`,
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: row.name,
      description,
      url: `${base}/location/${row.slug}`,
      ...(image ? { image } : {}),
      ...(row.visibleContacts ? { telephone: row.phone } : {}),
      ...(ratingValue != null
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue,
              reviewCount: row.reviewCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
      address: {
        '@type': 'PostalAddress',
        streetAddress: row.address,
        addressLocality: row.city,
        addressRegion: row.province,
        postalCode: row.cap,
        addressCountry: 'IT',
      },
    },
  };
}

/** Replaces the generic head tags of index.html with the location's own. */
export function injectMeta(html: string, meta: LocationMeta): string {
  const tags = [
    `<title>${esc(meta.title)}</title>`,
    `<meta name="description" content="${esc(meta.description)}" />`,
    `<link rel="canonical" href="${esc(meta.canonical)}" />`,
    `<meta property="og:type" content="place" />`,
    `<meta property="og:title" content="${esc(meta.title)}" />`,
    `<meta property="og:description" content="${esc(meta.description)}" />`,
    `<meta property="og:url" content="${esc(meta.canonical)}" />`,
    meta.image ? `<meta property="og:image" content="${esc(meta.image)}" />` : '',
    `<meta name="twitter:card" content="summary_large_image" />`,
    // `<` escaped so a name containing "</script>" cannot end the block.
    `<script type="application/ld+json" data-seo>${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`,
  ].join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${tags}\n  </head>`);
}

export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const base = publicUrl.replace(/\/$/, '');
  const rows = await db
    .select({ slug: locations.slug, updatedAt: locations.updatedAt })
    .from(locations)
    .where(sql`${locations.isPublic}`)
    .orderBy(desc(locations.seq))
    .limit(50_000);
  const urls = [
    `<url><loc>${base}/</loc></url>`,
    `<url><loc>${base}/search</loc></url>`,
    `<url><loc>${base}/about-us</loc></url>`,
    ...rows.map(
      (r) =>
        `<url><loc>${esc(`${base}/location/${r.slug}`)}</loc><lastmod>${r.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Absolute sitemap address: crawlers ignore a relative `Sitemap:` line. */
export function robotsTxt(publicUrl: string): string {
  const base = publicUrl.replace(/\/$/, '');
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /profile',
    'Disallow: /favorites',
    'Disallow: /notifications',
    'Disallow: /todo',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
