import { it } from '../../i18n/it';
import { CONTACT_EMAIL, TEAM } from './team';
import * as s from './About.css';

const t = it.trust.about;

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
      <section className={s.section} aria-labelledby="about-team">
        <h2 id="about-team" className={s.heading}>
          {t.teamTitle}
        </h2>
        <ul className={s.team}>
          {TEAM.map((m) => (
            <li key={m.name} className={s.member}>
              <h3 className={s.memberName}>{m.name}</h3>
              <p className={s.muted}>{m.role}</p>
              <a className={s.link} href={m.linkedIn} target="_blank" rel="noreferrer">
                {t.linkedIn(m.name)}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className={s.section} aria-labelledby="about-contact">
        <h2 id="about-contact" className={s.heading}>
          {t.contactTitle}
        </h2>
        <p className={s.paragraph}>
          {t.contactText}{' '}
          <a className={s.link} href={`mailto:${CONTACT_EMAIL}`}>
            {CONTACT_EMAIL}
          </a>
          .
        </p>
      </section>
    </article>
  );
}
