import type { ReactNode } from 'react';
import { trustStrings as trustIt } from '../../i18n/it.trust';
import { VisuallyHidden } from '../../ui';
import { CONTACT_EMAIL, TEAM } from './team';
import * as s from './About.css';

const t = trustIt.about;

/** /about-us: what the product is, who makes it and how to reach them. */
export function AboutPage() {
  return (
    <article className={s.page} aria-labelledby="about-title">
      <h1 id="about-title" className={s.title}>
        {t.title}
      </h1>
      <p className={s.lead}>{t.lead}</p>
      {t.product.map((p) => (
        <p key={p} className={s.paragraph}>
          {p}
        </p>
      ))}
      <Section id="about-team" title={t.teamTitle}>
        <ul className={s.team}>
          {TEAM.map((m) => (
            <li key={m.name} className={s.member}>
              {/* The name says who it is: the picture adds nothing a screen reader needs. */}
              <img className={s.photo} src={m.photo} alt="" width={96} height={96} loading="lazy" />
              <div className={s.memberText}>
                <h3 className={s.memberName}>{m.name}</h3>
                <p className={s.role}>{m.role}</p>
                <p className={s.muted}>{m.focus}</p>
                <a className={s.link} href={m.profileUrl} target="_blank" rel="noreferrer">
                  {t.profileLink} <VisuallyHidden>{t.profileOf(m.name)}</VisuallyHidden>
                </a>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="about-contact" title={t.contactTitle}>
        <p className={s.paragraph}>
          {t.contactText}{' '}
          <a className={s.link} href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>
          .
        </p>
      </Section>
    </article>
  );
}

/** A part of the page named by its heading (the landmark's accessible name). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={s.section} aria-labelledby={id}>
      <h2 id={id} className={s.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
