import type { ReactNode } from 'react';
import { badge } from './Badge.css';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'error' | 'info';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** Small non-interactive status label. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={[badge({ tone }), className].filter(Boolean).join(' ')}>{children}</span>;
}
