import { formatDDMMYYYY } from '@festa/domain/dates';
import { it } from '../../i18n/it';
import { monthlyPrice, reducedPrice, type PricedPlan } from '../subscription/prices';
import { Button, Skeleton } from '../../ui';
import * as styles from './CreateLocation.css';

const t = it.createLocation;

/** Step 0: how onboarding works, shown behind the login dialog to a signed-out visitor too. */
export interface IntroOffer {
  earlyAdopterInfo: { isEarlyAdopter: boolean; endDate?: string | null };
  subscriptionPlans: PricedPlan[];
}

/** The early-adopter programme while it is open; otherwise what the yearly plan costs a month. */
function promoText(offer: IntroOffer | undefined): string {
  const early = offer?.earlyAdopterInfo;
  const yearly = offer?.subscriptionPlans.find((p) => p.type === 'year');
  if (early?.isEarlyAdopter && early.endDate) {
    const reduced = yearly ? reducedPrice(yearly) : null;
    const date = formatDDMMYYYY(early.endDate);
    return reduced ? t.promoUntilPrice(date, reduced) : t.promoUntil(date);
  }
  if (yearly) return t.promoPrice(monthlyPrice(yearly));
  return t.promo;
}

export function IntroStep({
  loading,
  onStart,
  offer,
}: {
  loading: boolean;
  onStart: () => void;
  offer?: IntroOffer;
}) {
  if (loading)
    return (
      <div className={styles.fields} role="status" aria-label={t.loading}>
        <Skeleton variant="text" lines={3} />
        <Skeleton height={160} />
      </div>
    );
  return (
    <div className={styles.fields}>
      <p className={styles.muted}>{t.introLead}</p>
      <h2 className={styles.subheading}>{t.howItWorks}</h2>
      <ol className={styles.list}>
        {t.howSteps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button onPress={onStart}>{t.start}</Button>
      </div>
      <p className={styles.promo}>{promoText(offer)}</p>
    </div>
  );
}
