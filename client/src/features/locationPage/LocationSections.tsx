import { useMutation } from '@apollo/client/react';
import {
  estimateText,
  eventTypeLabel,
  locationTypeLabel,
  mapsSearchUrl,
  openingDaysLines,
  openingModeText,
  formatEuro,
  rentText,
  telUrl,
  whatsappUrl,
} from '@festalocation/domain';
import { RecordContactClickDocument, type LocationPageQuery } from './location.generated';
import { it } from '../../i18n/it';
import { Badge } from '../../ui';
import { runMutation } from '../../lib/mutationErrors';
import * as s from './Location.css';

type Loc = NonNullable<LocationPageQuery['location']>;

export function OpeningTimes({ location }: { location: Loc }) {
  return (
    <section aria-labelledby="opening-title">
      <h2 id="opening-title" className={s.h2}>
        {it.discovery.openingTimes}
      </h2>
      <p className={s.line}>{openingModeText(location.timingMode, location.timeRanges)}</p>
      {openingDaysLines(location.openingDays).map((line) => (
        <p key={line} className={s.line}>
          {line}
        </p>
      ))}
    </section>
  );
}

/** 'Chiama' and 'WhatsApp' only when contacts are visible and the number exists; each click is counted. */
export function ContactButtons({ location }: { location: Loc }) {
  const [record] = useMutation(RecordContactClickDocument);
  if (!location.visibleContacts || (!location.phoneNumber && !location.whatsapp)) return null;
  const count = (type: 'PHONE_NUMBER' | 'WHATSAPP') =>
    // Silent: a statistic the person did not ask for; the link opens the phone or WhatsApp anyway.
    void runMutation(() => record({ variables: { locationId: location.id, type } }), { silent: true });
  return (
    <div className={s.contacts}>
      {location.phoneNumber && (
        <a className={s.contact} href={telUrl(location.phoneNumber)} onClick={() => count('PHONE_NUMBER')}>
          {it.discovery.call}
        </a>
      )}
      {location.whatsapp && (
        <a
          className={s.contact}
          href={whatsappUrl(location.whatsapp)}
          target="_blank"
          rel="noreferrer"
          onClick={() => count('WHATSAPP')}
        >
          {it.discovery.whatsapp}
        </a>
      )}
    </div>
  );
}

function BadgeList({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <section aria-label={title}>
      <h2 className={s.h2}>{title}</h2>
      <ul className={s.badges}>
        {items.map((x) => (
          <li key={x}>
            <Badge tone="primary">{x}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function Badges({ location }: { location: Loc }) {
  return (
    <>
      <BadgeList title={it.discovery.activityBadges} items={location.activityTypes.map((a) => a.name)} />
      <BadgeList title={it.discovery.idealFor} items={location.eventTypes.map(eventTypeLabel)} />
      <BadgeList title={it.discovery.tagsTitle} items={location.tags.map((t) => t.name)} />
    </>
  );
}

export function LocationInfo({ location }: { location: Loc }) {
  return (
    <div className={s.info}>
      {location.logoUrl ? (
        <img className={s.logo} src={location.logoUrl} alt="" width={72} height={72} />
      ) : (
        <span className={s.logoPlaceholder} role="img" aria-label={it.discovery.logoPlaceholder}>
          {location.name.slice(0, 1).toUpperCase()}
        </span>
      )}
      <div>
        <p className={s.name}>{location.name}</p>
        <p className={s.address}>
          {location.address}, {location.city}
        </p>
        <a
          className={s.mapLink}
          href={mapsSearchUrl(location.address, location.city)}
          target="_blank"
          rel="noreferrer"
        >
          {it.discovery.seeMap}
        </a>
      </div>
      <Badge tone="info">{locationTypeLabel(location.locationType)}</Badge>
    </div>
  );
}

/**
 * What the party would cost: the estimate for the guests the search was for (`?ospiti=` from a card), else
 * what the price is. The same rule (domain/estimate.ts) as the cards and the budget filter.
 */
export function PriceEstimate({ location, guests }: { location: Loc; guests: number | null }) {
  return (
    <p className={s.estimate}>
      <span className={s.estimateLabel}>{it.discovery.estimateLabel} </span>
      {estimateText(location, guests)}
    </p>
  );
}

export function AmbientsTable({ location, onOpen }: { location: Loc; onOpen: (slug: string) => void }) {
  if (!location.ambients.length) return null;
  return (
    <section aria-labelledby="ambients-title">
      <h2 id="ambients-title" className={s.h2}>
        {it.discovery.rooms}
      </h2>
      <table className={s.table}>
        <thead>
          <tr>
            <th scope="col">{it.discovery.roomCol}</th>
            <th scope="col">{it.discovery.guestsCol}</th>
            <th scope="col">{it.discovery.rentCol}</th>
          </tr>
        </thead>
        <tbody>
          {location.ambients.map((a) => (
            <tr key={a.id}>
              <td>
                <button type="button" className={s.rowLink} onClick={() => onOpen(a.slug)}>
                  {a.name}
                </button>
              </td>
              <td>{a.capacity}</td>
              <td>{rentText(a.rentPriceCents, a.rentDuration)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {location.ambients.some((a) => a.rentDuration === 'HALF') && (
        <p className={s.note}>{it.discovery.halfDay}</p>
      )}
    </section>
  );
}

export function ServicesTable({ location, onOpen }: { location: Loc; onOpen: (slug: string) => void }) {
  if (!location.services.length) return null;
  return (
    <section aria-labelledby="services-title">
      <h2 id="services-title" className={s.h2}>
        {it.discovery.services}
      </h2>
      <table className={s.table}>
        <thead>
          <tr>
            <th scope="col">{it.discovery.typeCol}</th>
            <th scope="col">{it.discovery.priceCol}</th>
            <th scope="col">{it.discovery.detailsCol}</th>
          </tr>
        </thead>
        <tbody>
          {location.services.map((x) => (
            <tr key={x.id}>
              <td>{x.serviceTypeName}</td>
              <td>
                {formatEuro(x.pricePerPersonCents)}
                {x.ambientIncluded ? '*' : ''}
              </td>
              <td>
                <button type="button" className={s.rowLink} onClick={() => onOpen(x.slug)}>
                  {x.name}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {location.services.some((x) => x.ambientIncluded) && (
        <p className={s.note}>{it.discovery.ambientIncluded}</p>
      )}
    </section>
  );
}
