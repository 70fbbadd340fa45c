import { Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { locationTypeLabel } from '@festalocation/domain/enums';
import { hostStrings as hostIt } from '../../i18n/it.host';
import { depositStrings } from '../../i18n/it.deposits';
import { statsStrings } from '../../i18n/it.stats';
import { calendarStrings } from '../../i18n/it.calendar';
import { recordingMask } from '../../state/recordingMask';
import { selectLocation } from '../../state/session';
import { Badge, Button, LinkButton, Select, SelectItem, useIsDesktop } from '../../ui';
import { useHostListing } from '../listing/useHostListing';
import * as s from './Dashboard.css';

const ITEM_SECTIONS = new Set(['ambients', 'services']);

interface OwnLocation {
  id: string;
  slug: string;
  name: string;
  locationType: string;
  subscriptionType: string;
}

/**
 * The dashboard's sections for the selected location: requests (desktop; the phone has its bottom bar),
 * general settings, ambients and services each with its items (sorted by id, as the server lists them)
 * and '+ Aggiungi' on desktop, essential settings, subscription. `collapsed`: the phone with a section
 * open, where the section's content comes first: one line with the location and a 'Sezioni' button that
 * opens the menu in place (and closes it once a section is picked).
 */
export function DashboardSidebar({
  selected,
  locations,
  sectionId,
  subentityId,
  collapsed = false,
}: {
  selected: OwnLocation;
  locations: readonly OwnLocation[];
  sectionId: string | undefined;
  subentityId: string | undefined;
  collapsed?: boolean;
}) {
  const desktop = useIsDesktop();
  const { pathname } = useLocation();
  // Open for this address only: following one of its links closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuId = useId();
  const expanded = !collapsed || openAt === pathname;
  const { listing } = useHostListing(selected.id);
  const entry = (section: string, label: string) => (
    <Link
      to={`/dashboard/${section}`}
      className={s.navLink}
      // A section with items marks the open item instead (below).
      aria-current={
        sectionId === section && !(subentityId && ITEM_SECTIONS.has(section)) ? 'page' : undefined
      }
    >
      {label}
    </Link>
  );
  const items = (section: 'ambients' | 'services', list: readonly { id: string; name: string }[]) => (
    <ul className={s.subNav}>
      {list.map((item) => (
        <li key={item.id}>
          <Link
            to={`/dashboard/${section}/${item.id}`}
            className={s.subLink}
            aria-current={sectionId === section && subentityId === item.id ? 'page' : undefined}
          >
            {item.name}
          </Link>
        </li>
      ))}
      {desktop && (
        <li>
          <Link
            to={`/dashboard/${section}/add`}
            className={s.subLink}
            aria-label={
              section === 'ambients' ? hostIt.listing.sidebar.addAmbient : hostIt.listing.sidebar.addService
            }
            aria-current={sectionId === section && subentityId === 'add' ? 'page' : undefined}
          >
            {hostIt.listing.sidebar.add}
          </Link>
        </li>
      )}
    </ul>
  );

  const name = (
    <h2 className={s.locName} {...recordingMask(selected.subscriptionType)}>
      {selected.name}
    </h2>
  );
  const menu = (
    <>
      {desktop && <Badge tone="primary">{locationTypeLabel(selected.locationType)}</Badge>}
      {locations.length > 1 && (
        // The button shows the selected name; the options (in a popover) are masked one by one.
        <div className={s.selectWrap} {...recordingMask(selected.subscriptionType)}>
          <Select
            label={hostIt.dashboard.selectLocation}
            selectedKey={selected.id}
            onSelectionChange={(k) => selectLocation(String(k))}
          >
            {locations.map((l) => (
              <SelectItem key={l.id} id={l.id} {...recordingMask(l.subscriptionType)}>
                {l.name}
              </SelectItem>
            ))}
          </Select>
        </div>
      )}
      <div className={s.links}>
        <LinkButton href="/profile/locations" variant="secondary" size="sm">
          {hostIt.dashboard.changeLocation}
        </LinkButton>
        <LinkButton href={`/location/${selected.slug}`} variant="secondary" size="sm">
          {hostIt.dashboard.preview}
        </LinkButton>
      </div>
      <ul className={s.nav}>
        {desktop && <li>{entry('quote-requests', hostIt.dashboard.quoteRequests)}</li>}
        <li>{entry('bookings-calendar', calendarStrings.bookings.sidebar)}</li>
        <li>{entry('general', hostIt.listing.sidebar.general)}</li>
        <li>
          {entry('ambients', hostIt.listing.sidebar.ambients)}
          {items('ambients', listing?.ambients ?? [])}
        </li>
        <li>
          {entry('services', hostIt.listing.sidebar.services)}
          {items('services', listing?.services ?? [])}
        </li>
        <li>{entry('settings', hostIt.settings.title)}</li>
        <li>{entry('subscription', hostIt.listing.sidebar.subscription)}</li>
        <li>{entry('payments', depositStrings.sidebar)}</li>
        <li>{entry('stats', statsStrings.sidebar)}</li>
      </ul>
    </>
  );

  if (!collapsed)
    return (
      <aside className={s.sidebar} aria-label={hostIt.dashboard.sidebar}>
        {name}
        {menu}
      </aside>
    );
  return (
    <aside className={s.sidebar} aria-label={hostIt.dashboard.sidebar}>
      <div className={s.bar}>
        {name}
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={expanded}
          aria-controls={menuId}
          onPress={() => setOpenAt(expanded ? null : pathname)}
        >
          {expanded ? (
            <X aria-hidden="true" className={s.barIcon} />
          ) : (
            <Menu aria-hidden="true" className={s.barIcon} />
          )}
          {hostIt.dashboard.sections}
        </Button>
      </div>
      <div id={menuId} className={s.menu} hidden={!expanded}>
        {expanded && menu}
      </div>
    </aside>
  );
}
