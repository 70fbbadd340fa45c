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
      <section className={s.section} aria-labelledby="about-team">
        <h2 id="about-team" className={s.heading}>
          {t.teamTitle}
        </h2>
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
