import type { ComponentProps, ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { LazyToastRegion } from '../Toast/LazyToastRegion';

type RouterProps = ComponentProps<typeof RouterProvider>;

export interface UIProviderProps {
  children: ReactNode;
  /** Client-side navigation for `Link`/`LinkButton`/`Tab href` (e.g. react-router's `navigate`). */
  navigate?: RouterProps['navigate'];
  useHref?: RouterProps['useHref'];
  /** Render the global toast region, loaded with the first toast (default true). */
  withToasts?: boolean;
}

/** App-level provider: Italian locale for all react-aria components, router integration, toasts. */
export function UIProvider({ children, navigate, useHref, withToasts = true }: UIProviderProps) {
  const content = (
    <I18nProvider locale="it-IT">
      {children}
      {withToasts && <LazyToastRegion />}
    </I18nProvider>
  );
  return navigate ? (
    <RouterProvider navigate={navigate} useHref={useHref}>
      {content}
    </RouterProvider>
  ) : (
    content
  );
}
