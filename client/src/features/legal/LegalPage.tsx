import { useNavigate, useSearchParams } from 'react-router';
import { it } from '../../i18n/it';
import { Button } from '../../ui';
import { LEGAL_TEXTS, type LegalKind } from './texts';
import * as s from './Legal.css';

/** Back goes to `/{from}` when the page was opened with `?from=`, else home. */
export function backTarget(from: string | null): string {
  if (!from) return '/';
  const clean = from.replace(/^\/+/, '');
  // Only same-site paths: never let `from` send people elsewhere.
  if (/^[a-z]+:/i.test(clean) || clean.startsWith('/')) return '/';
  return `/${clean}`;
}

export function LegalPage({ kind }: { kind: LegalKind }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const text = LEGAL_TEXTS[kind];
  return (
    <article className={s.article} aria-labelledby="legal-title">
      <div>
        <Button variant="ghost" onPress={() => navigate(backTarget(params.get('from')))}>
          ← {it.legal.back}
        </Button>
      </div>
      <h1 id="legal-title" className={s.title}>
        {text.title}
      </h1>
      <p className={s.updated}>{text.updated}</p>
      <p className={s.paragraph}>{text.intro}</p>
      {text.sections.map((section) => (
        <section key={section.heading}>
          <h2 className={s.heading}>{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p} className={s.paragraph}>
              {p}
            </p>
          ))}
          {section.items && (
            <ul className={s.list}>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
