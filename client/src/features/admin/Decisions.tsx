import { adminStrings as adminIt } from '../../i18n/it.admin';
import type { AdminAuditFieldsFragment } from './moderation.generated';
import { dateTime, personText } from './format';
import * as s from './Admin.css';

const a = adminIt;

/** Earlier moderation entries about one subject, newest first, as the server lists them. */
export function Decisions({ entries }: { entries: readonly AdminAuditFieldsFragment[] }) {
  return (
    <section className={s.card} aria-labelledby="decisions-title">
      <h2 id="decisions-title" className={s.h2}>
        {a.approvals.decisions}
      </h2>
      {entries.length === 0 ? (
        <p className={s.muted}>{a.approvals.noDecisions}</p>
      ) : (
        <ul className={s.list}>
          {entries.map((e) => (
            <li key={e.id}>
              <strong>{a.audit.actions[e.action]}</strong> ·{' '}
              <time dateTime={e.createdAt}>{dateTime(e.createdAt)}</time> · {personText(e.actor)}
              {e.reason && <p className={s.prose}>{e.reason}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
