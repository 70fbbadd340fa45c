import { useNavigate, useSearchParams } from 'react-router';
import { it } from '../../i18n/it';
import { Button } from '../../ui';
import { LEGAL_TEXTS, type LegalKind } from './texts';

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
    <article style={{ maxWidth: 760, display: 'grid', gap: 16 }}>
      <div>
        <Button variant="ghost" onPress={() => navigate(backTarget(params.get('from')))}>
          ← {it.legal.back}
        </Button>
      </div>
      <h1 style={{ margin: 0 }}>{text.title}</h1>
      <p style={{ color: '#6b6679', margin: 0 }}>{text.updated}</p>
      {text.sections.map((s) => (
        <section key={s.heading}>
          <h2 style={{ fontSize: 18 }}>{s.heading}</h2>
          <p style={{ lineHeight: 1.6 }}>{s.body}</p>
        </section>
      ))}
    </article>
  );
}
