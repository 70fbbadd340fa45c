import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import * as styles from './Pager.css';
import { PAGER_WINDOW, pagerPages } from './pagerWindow';

export interface PagerProps {
  /** Current page, 1-based. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  'aria-label'?: string;
  className?: string;
}

/**
 * Page navigation. Renders nothing with ≤ 1 page, every page with ≤ 3, otherwise a window of 3 pages
 * plus first/last jump buttons.
 */
export function Pager({
  page,
  pageCount,
  onChange,
  'aria-label': ariaLabel = 'Paginazione',
  className,
}: PagerProps) {
  if (pageCount <= 1) return null;
  const pages = pagerPages(page, pageCount);
  const withJumps = pageCount > PAGER_WINDOW;
  const go = (target: number) => {
    const next = Math.min(Math.max(target, 1), pageCount);
    if (next !== page) onChange(next);
  };

  return (
    <nav aria-label={ariaLabel} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <ul className={styles.list}>
        {withJumps && (
          <PagerButton label="Prima pagina" isDisabled={page <= 1} onPress={() => go(1)}>
            <Chevrons direction="left" double />
          </PagerButton>
        )}
        <PagerButton label="Pagina precedente" isDisabled={page <= 1} onPress={() => go(page - 1)}>
          <Chevrons direction="left" />
        </PagerButton>
        {pages.map((p) => (
          <li key={p}>
            <AriaButton
              className={styles.pageButton}
              aria-label={`Pagina ${p}`}
              aria-current={p === page ? 'page' : undefined}
              onPress={() => go(p)}
            >
              {p}
            </AriaButton>
          </li>
        ))}
        <PagerButton label="Pagina successiva" isDisabled={page >= pageCount} onPress={() => go(page + 1)}>
          <Chevrons direction="right" />
        </PagerButton>
        {withJumps && (
          <PagerButton label="Ultima pagina" isDisabled={page >= pageCount} onPress={() => go(pageCount)}>
            <Chevrons direction="right" double />
          </PagerButton>
        )}
      </ul>
    </nav>
  );
}

interface PagerButtonProps {
  label: string;
  isDisabled: boolean;
  onPress: () => void;
  children: ReactNode;
}

function PagerButton({ label, isDisabled, onPress, children }: PagerButtonProps) {
  return (
    <li>
      <AriaButton className={styles.pageButton} aria-label={label} isDisabled={isDisabled} onPress={onPress}>
        {children}
      </AriaButton>
    </li>
  );
}

function Chevrons({ direction, double = false }: { direction: 'left' | 'right'; double?: boolean }) {
  const Icon =
    direction === 'left' ? (double ? ChevronsLeft : ChevronLeft) : double ? ChevronsRight : ChevronRight;
  return <Icon aria-hidden="true" className={styles.icon} />;
}
