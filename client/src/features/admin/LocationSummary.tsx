import { eventTypeLabel, RENT_DURATIONS, SPACE_TYPES } from '@festa/domain/enums';
import { formatEuro } from '@festa/domain/money';
import { it } from '../../i18n/it';
import type { ApprovalItemQuery } from './approvals.generated';
import * as s from './Admin.css';

type Loc = NonNullable<ApprovalItemQuery['approvalItem']>['location'];
const a = it.admin.approvals;

const label = (list: readonly { key: string; label: string }[], key: string) =>
  list.find((x) => x.key === key)?.label ?? key;

/**
 * The location as its public page would show it, compacted for a reviewer: photos, texts, ambients and
 * services (the public page's own components need a published location and a guest's context).
 */
export function LocationSummary({ location }: { location: Loc }) {
  const photos = [...location.images, ...location.ambients.flatMap((x) => x.images)];
  return (
    <section className={s.card} aria-labelledby="summary-title">
      <h2 id="summary-title" className={s.h2}>
        {a.summary}
      </h2>
      <h3 className={s.h2}>{a.photos}</h3>
      {photos.length === 0 ? (
        <p className={s.muted}>{a.noPhotos}</p>
      ) : (
        <ul className={s.photos}>
          {photos.map((img, i) => (
            <li key={img.id}>
              <img src={img.imageUrl} alt={`${a.photos} ${i + 1} di ${photos.length}`} className={s.photo} />
            </li>
          ))}
        </ul>
      )}
      <dl className={s.facts}>
        <dt>{a.address}</dt>
        <dd>
          {location.address}, {location.cap} {location.city} ({location.province})
        </dd>
        <dt>{a.eventTypes}</dt>
        <dd>{location.eventTypes.map(eventTypeLabel).join(', ') || it.admin.none}</dd>
        <dt>{a.description}</dt>
        <dd className={s.prose}>{location.description || it.admin.none}</dd>
        {location.note && (
          <>
            <dt>{a.note}</dt>
            <dd className={s.prose}>{location.note}</dd>
          </>
        )}
      </dl>
      <h3 className={s.h2}>{a.ambients}</h3>
      {location.ambients.length === 0 ? (
        <p className={s.muted}>{a.noneListed}</p>
      ) : (
        <ul className={s.plainList}>
          {location.ambients.map((x) => (
            <li key={x.id}>
              <strong>{x.name}</strong> · {label(SPACE_TYPES, x.ambientType)} · {a.capacity(x.capacity)} ·{' '}
              {formatEuro(x.rentPriceCents)} ({label(RENT_DURATIONS, x.rentDuration)})
              {x.description && <p className={s.prose}>{x.description}</p>}
            </li>
          ))}
        </ul>
      )}
      <h3 className={s.h2}>{a.services}</h3>
      {location.services.length === 0 ? (
        <p className={s.muted}>{a.noneListed}</p>
      ) : (
        <ul className={s.plainList}>
          {location.services.map((x) => (
            <li key={x.id}>
              <strong>{x.name}</strong> · {x.serviceTypeName} · {formatEuro(x.pricePerPersonCents)}{' '}
              {a.perPerson}
              {x.description && <p className={s.prose}>{x.description}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
