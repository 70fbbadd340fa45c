import { it } from '../../i18n/it';
import { LinkButton } from '../../ui';

/** For screens a later issue builds: the route resolves, the page says so plainly. */
export function Placeholder({ title }: { title: string }) {
  return (
    <section
      aria-labelledby="placeholder-title"
      style={{ padding: '48px 0', display: 'grid', gap: 12, justifyItems: 'start' }}
    >
      <h1 id="placeholder-title" style={{ margin: 0 }}>
        {title}
      </h1>
      <p>
        <strong>{it.placeholder.title}</strong> – {it.placeholder.text}
      </p>
      <LinkButton href="/" variant="secondary">
        {it.placeholder.back}
      </LinkButton>
    </section>
  );
}
