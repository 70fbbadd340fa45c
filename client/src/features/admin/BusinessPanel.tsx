import { Fragment } from 'react';
import { locationTypeLabel } from '@festa/domain/enums';
import { it } from '../../i18n/it';
import type { AdminBusinessFieldsFragment } from './moderation.generated';
import * as s from './Admin.css';

const c = it.admin.checks;

/** The business and tax data with the forms' checks run again by the server: passed, or each issue. */
export function BusinessPanel({ title, business }: { title: string; business: AdminBusinessFieldsFragment }) {
  const rows: [string, string | null][] = [
    [c.locationType, locationTypeLabel(business.locationType)],
    [c.legalName, business.legalName ?? null],
    [c.registeredOffice, business.registeredOffice ?? null],
    [c.vat, business.vatNumber],
    [c.taxCode, business.taxCode],
    [c.pec, business.pec],
    [c.sdi, business.sdiCode],
    [c.phone, business.phoneNumber],
    [c.whatsapp, business.whatsapp],
    [c.link, business.link],
  ];
  return (
    <section className={s.card} aria-labelledby="business-title">
      <h2 id="business-title" className={s.h2}>
        {title}
      </h2>
      <dl className={s.facts}>
        {rows
          .filter(([, v]) => v)
          .map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
      </dl>
      {business.issues.length === 0 ? (
        <p className={s.muted}>
          <strong>{c.passed}</strong>
        </p>
      ) : (
        <div className={s.alert}>
          <strong>{c.failed(business.issues.length)}</strong>
          <ul className={s.plainList}>
            {business.issues.map((issue) => (
              <li key={`${issue.field}-${issue.message}`}>{issue.message}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
