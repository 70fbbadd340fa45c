import type { ReactNode } from 'react';
import { card } from './Card.css';

export interface CardProps {
  children: ReactNode;
  padding?: 'none' | 'sm' | 'md' | 'lg';
  elevated?: boolean;
  /** Element to render (default `div`); `article` for self-contained items, `section` for groups. */
  as?: 'div' | 'article' | 'section' | 'li';
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/** Bordered surface grouping related content. */
export function Card({ children, padding, elevated, as: Element = 'div', className, ...aria }: CardProps) {
  return (
    <Element {...aria} className={[card({ padding, elevated }), className].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
