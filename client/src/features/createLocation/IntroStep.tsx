import { it } from '../../i18n/it';
import { Button, Skeleton } from '../../ui';
import * as styles from './CreateLocation.css';

const t = it.createLocation;

/** Step 0: how onboarding works, shown behind the login dialog to a signed-out visitor too. */
export function IntroStep({ loading, onStart }: { loading: boolean; onStart: () => void }) {
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
      <p className={styles.promo}>{t.promo}</p>
    </div>
  );
}
