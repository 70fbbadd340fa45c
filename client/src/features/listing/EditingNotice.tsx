import { subscriptionNotice, type SubscriptionStanding } from '@festa/domain/subscription';
import { it } from '../../i18n/it';
import { LinkButton } from '../../ui';
import { PlatformDecisionNotice, type ModerationStanding } from '../hostLocations/PlatformNotices';
import * as s from './Listing.css';

/**
 * Why the listing forms are locked, or what the host may do meanwhile: the same notices as the essential
 * settings ('Impostazioni'), from the one rule in domain/subscription.ts. The platform's rejection or
 * suspension, with its reason, comes first: no payment makes a rejected or suspended location public.
 */
export function EditingNotice({
  location,
}: {
  location: SubscriptionStanding & ModerationStanding & { id: string };
}) {
  const notice = subscriptionNotice(location);
  return (
    <>
      <PlatformDecisionNotice location={location} />
      {notice && (
        <div className={s.notice} data-tone={notice.tone} role={notice.tone === 'error' ? 'alert' : 'status'}>
          <p>{it.settings.notices[notice.kind]}</p>
          <LinkButton href={`/subscription/${location.id}`} variant="secondary">
            {location.hasInsertedTemporaryPaymentMethod
              ? it.settings.changePaymentMethod
              : it.settings.activateSubscription}
          </LinkButton>
        </div>
      )}
    </>
  );
}
