import { formatEuro, RENT_DURATIONS, SPACE_TYPES } from '@festa/domain';
import type { LocationPageQuery } from './location.generated';
import { it } from '../../i18n/it';
import { Dialog, Modal, SlideInPanel, useIsDesktop } from '../../ui';
import * as s from './Location.css';

type Loc = NonNullable<LocationPageQuery['location']>;
type AmbientItem = Loc['ambients'][number];
type ServiceItem = Loc['services'][number];

function Images({ images, name }: { images: { id: string; imageUrl: string }[]; name: string }) {
  if (!images.length) return null;
  return (
    <ul className={s.detailImages}>
      {images.map((img, i) => (
        <li key={img.id}>
          <img src={img.imageUrl} alt={`${name} – ${i + 1}`} width={600} height={400} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}

function AmbientBody({ a }: { a: AmbientItem }) {
  const space = SPACE_TYPES.find((t) => t.key === a.ambientType)?.label ?? a.ambientType;
  const duration = RENT_DURATIONS.find((d) => d.key === a.rentDuration)?.label ?? '';
  return (
    <div className={s.detail}>
      <Images images={a.images} name={a.name} />
      <dl className={s.facts}>
        <dt>{it.discovery.roomCol}</dt>
        <dd>{space}</dd>
        <dt>{it.discovery.guestsCol}</dt>
        <dd>{it.discovery.capacity(a.capacity)}</dd>
        <dt>{it.discovery.rentCol}</dt>
        <dd>
          {a.rentPriceCents > 0
            ? `${formatEuro(a.rentPriceCents)} – ${it.discovery.rentFor(duration)}`
            : 'Incluso'}
        </dd>
      </dl>
      {a.description && <p>{a.description}</p>}
      {a.note && (
        <p>
          <strong>{it.discovery.note}:</strong> {a.note}
        </p>
      )}
    </div>
  );
}

function ServiceBody({ x }: { x: ServiceItem }) {
  return (
    <div className={s.detail}>
      <Images images={x.images} name={x.name} />
      <dl className={s.facts}>
        <dt>{it.discovery.typeCol}</dt>
        <dd>{x.serviceTypeName}</dd>
        <dt>{it.discovery.priceCol}</dt>
        <dd>
          {formatEuro(x.pricePerPersonCents)} {it.discovery.perPerson}
          {x.ambientIncluded ? '*' : ''}
        </dd>
      </dl>
      {x.ambientIncluded && <p className={s.note}>{it.discovery.ambientIncluded}</p>}
      {x.description && <p>{x.description}</p>}
      {x.allergens && (
        <p>
          <strong>{it.discovery.allergens}:</strong> {x.allergens}
        </p>
      )}
      {x.note && (
        <p>
          <strong>{it.discovery.note}:</strong> {x.note}
        </p>
      )}
    </div>
  );
}

/** An ambient's or service's detail: a modal on desktop, a slide-in panel on mobile. */
export function ItemDetail({
  item,
  onClose,
  action,
}: {
  item: { kind: 'ambient'; value: AmbientItem } | { kind: 'service'; value: ServiceItem };
  onClose: () => void;
  /** What the guest can do with the item, such as adding it to the quote. */
  action?: React.ReactNode;
}) {
  const isDesktop = useIsDesktop();
  const body = item.kind === 'ambient' ? <AmbientBody a={item.value} /> : <ServiceBody x={item.value} />;
  const dialog = (
    <Dialog title={item.value.name} closeLabel={it.discovery.close}>
      {body}
      {action}
    </Dialog>
  );
  const onOpenChange = (open: boolean) => !open && onClose();
  // The detail is a route of its own (/location/x/ambient/y): its page is its history entry.
  return isDesktop ? (
    <Modal size="lg" isOpen onOpenChange={onOpenChange} historyEntry={false}>
      {dialog}
    </Modal>
  ) : (
    <SlideInPanel isOpen onOpenChange={onOpenChange} historyEntry={false}>
      {dialog}
    </SlideInPanel>
  );
}
