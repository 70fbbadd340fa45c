import type { ReactNode } from 'react';
import { VisuallyHidden as AriaVisuallyHidden } from 'react-aria-components';

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** Render as a different element (default `span`). */
  elementType?: 'span' | 'div' | 'h1' | 'h2' | 'h3' | 'p' | 'label';
  /** Becomes visible when focused (skip links). */
  isFocusable?: boolean;
  id?: string;
}

export function VisuallyHidden({ children, elementType = 'span', isFocusable, id }: VisuallyHiddenProps) {
  return (
    <AriaVisuallyHidden elementType={elementType} isFocusable={isFocusable} id={id}>
      {children}
    </AriaVisuallyHidden>
  );
}

export { visuallyHidden } from './VisuallyHidden.css';
