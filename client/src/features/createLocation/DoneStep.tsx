import { hostStrings as hostIt } from '../../i18n/it.host';
import { LinkButton } from '../../ui';
import * as styles from './CreateLocation.css';

const t = hostIt.createLocation;

/** Step 6: the request is sent; what happens next and the way to the subscription. */
export function DoneStep({ locationId }: { locationId: string }) {
  return (
    <div className={styles.fields}>
      <ul className={styles.list}>
        {t.doneSteps.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <LinkButton href={`/subscription/${encodeURIComponent(locationId)}`}>{t.subscribe}</LinkButton>
      </div>
    </div>
  );
}
