import type { ReactNode } from 'react';
import { adminStrings as adminIt } from '../../i18n/it.admin';
import { Button, Skeleton } from '../../ui';
import * as s from './Admin.css';

/** A screen's data while it loads or when it failed (with a retry), else the screen itself. */
export function QueryState({
  loading,
  error,
  hasData,
  retry,
  children,
}: {
  loading: boolean;
  error: unknown;
  hasData: boolean;
  retry: () => void;
  children: ReactNode;
}) {
  if (hasData) return <>{children}</>;
  if (loading) return <Skeleton variant="text" lines={5} />;
  if (error)
    return (
      <div className={s.actions}>
        <p role="alert" className={s.alert}>
          {/* The server's words for a failed read are technical ('Cannot return null…'): ours instead. */}
          {adminIt.loadError}
        </p>
        <Button variant="secondary" onPress={retry}>
          {adminIt.retry}
        </Button>
      </div>
    );
  return null;
}
