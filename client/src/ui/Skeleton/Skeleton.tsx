import type { CSSProperties } from 'react';
import * as styles from './Skeleton.css';

export type SkeletonVariant = 'rect' | 'text' | 'circle';

export interface SkeletonProps {
  variant?: SkeletonVariant;
  /** CSS length or px number. Defaults: 100% (rect/text), 40px (circle). */
  width?: number | string;
  /** CSS length or px number. Defaults: 120px (rect), 1em (text), equal to width (circle). */
  height?: number | string;
  /** For `text`: render several lines, the last one shorter. */
  lines?: number;
  className?: string;
}

/** Loading placeholder with a shimmer; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ variant = 'rect', width, height, lines = 1, className }: SkeletonProps) {
  const cls = [styles.base, styles.variant[variant], className].filter(Boolean).join(' ');
  const style: CSSProperties =
    variant === 'circle'
      ? { width: width ?? 40, height: height ?? width ?? 40 }
      : { width: width ?? '100%', height: height ?? (variant === 'rect' ? 120 : undefined) };

  if (variant === 'text' && lines > 1) {
    return (
      <span aria-hidden="true" className={styles.lines} data-skeleton="">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={cls} style={{ ...style, width: i === lines - 1 ? '60%' : style.width }} />
        ))}
      </span>
    );
  }
  return <span aria-hidden="true" className={cls} style={style} data-skeleton="" />;
}
