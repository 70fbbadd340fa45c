import { subscriptionNotice, type SubscriptionStanding } from '@festalocation/domain/subscription';
import { hostStrings as hostIt } from '../../i18n/it.host';
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
          <p>{hostIt.settings.notices[notice.kind]}</p>
          <LinkButton href={`/subscription/${location.id}`} variant="secondary">
            {location.hasInsertedTemporaryPaymentMethod
              ? hostIt.settings.changePaymentMethod
              : hostIt.settings.activateSubscription}
          </LinkButton>
        </div>
      )}
    </>
  );
}
