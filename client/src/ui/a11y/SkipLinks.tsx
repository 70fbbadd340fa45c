import { useEffect, useSyncExternalStore } from 'react';
import { focusElement } from './focusTarget';
import * as s from './SkipLinks.css';

/** A link to a place on the page: the element with id `targetId`. */
export interface SkipLink {
  targetId: string;
  label: string;
}

// The links pages add (the location page's quote box): a module store, as the links render in the shell.
let extra: SkipLink[] = [];
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const setExtra = (next: SkipLink[]) => {
  extra = next;
  listeners.forEach((l) => l());
};
const none: SkipLink[] = [];

/** Adds a skip link after the main one while the calling component is mounted. */
export function useSkipLink(targetId: string, label: string) {
  useEffect(() => {
    const link = { targetId, label };
    setExtra([...extra, link]);
    return () => setExtra(extra.filter((l) => l !== link));
  }, [targetId, label]);
}

/**
 * The first Tab stops of every page ('Vai al contenuto principale', then the page's own), hidden until
 * focused. Following one moves focus to its target (made focusable by script), not only the scroll.
 */
export function SkipLinks({ main }: { main: SkipLink }) {
  const links = [
    main,
    ...useSyncExternalStore(
      subscribe,
      () => extra,
      () => none,
    ),
  ];
  return (
    <div className={s.skipLinks}>
      {links.map((l) => (
        <a
          key={l.targetId}
          className={s.skipLink}
          href={`#${l.targetId}`}
          onClick={(e) => {
            // No fragment navigation: the router would take it for a new page.
            if (focusElement(document.getElementById(l.targetId))) e.preventDefault();
          }}
        >
          {l.label}
        </a>
      ))}
    </div>
  );
}
