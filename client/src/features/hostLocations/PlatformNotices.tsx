import { reviewStrings as reviewsIt } from '../../i18n/it.reviews';
import { dayInRome } from '../reviews/rules';
import type { HostLocationHeadFieldsFragment } from './hostLocation.generated';
import * as s from './HostLocations.css';

const t = reviewsIt.moderation;

/** What the platform's decisions banners look at (every host page of a location has it). */
export type ModerationStanding = Pick<
  HostLocationHeadFieldsFragment,
  'approvalStatus' | 'rejectionReason' | 'suspendedAt' | 'suspensionReason'
>;

/**
 * The platform's standing decisions about the location, on every host page of it: a suspension (it is out
 * of every public list whatever the subscription) or a rejection, each with the reason the host must act on.
 * A suspension comes first: it is what keeps the location hidden now.
 */
export function PlatformDecisionNotice({ location }: { location: ModerationStanding }) {
  if (location.suspendedAt) {
    return (
      <div className={s.notice} data-tone="error" role="alert">
        <p>{location.suspensionReason ? t.suspended(location.suspensionReason) : t.suspendedNoReason}</p>
        <p>{t.suspendedHint}</p>
      </div>
    );
  }
  if (location.approvalStatus === 'REJECTED') {
    return (
      <div className={s.notice} data-tone="error" role="alert">
        <p>{location.rejectionReason ? t.rejected(location.rejectionReason) : t.rejectedNoReason}</p>
      </div>
    );
  }
  return null;
}

/**
 * The answer to the host's last change request of the essential data, once decided: approved on a day, or
 * rejected on a day with the reason. The settings show it only while no newer request waits.
 */
export function ChangeRequestDecisionNotice({
  decision,
}: {
  decision: HostLocationHeadFieldsFragment['lastChangeRequestDecision'];
}) {
  if (!decision) return null;
  const day = dayInRome(decision.decidedAt);
  if (decision.status === 'APPROVED')
    return (
      <div className={s.notice} data-tone="info" role="status">
        <p>{t.changeApproved(day)}</p>
      </div>
    );
  if (decision.status === 'REJECTED')
    return (
      <div className={s.notice} data-tone="error" role="status">
        <p>{decision.reason ? t.changeRejected(day, decision.reason) : t.changeRejectedNoReason(day)}</p>
      </div>
    );
  return null;
}
