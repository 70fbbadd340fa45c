import { useEffect, useState } from 'react';
import { offlineCopySavedAt } from '../../sw/caches';
import { it } from '../../i18n/it';
import { NativeButton } from '../../ui';
import * as s from './Offline.css';

const t = it.app.offline;

/** 'alle 15:42', or 'il 24/11 alle 15:42' for a copy from another day. */
export function savedWhen(savedAt: Date, now = new Date()): string {
  const time = savedAt.toLocaleTimeString('it-IT', { hour: '2-digit', minute: '2-digit' });
  if (savedAt.toDateString() === now.toDateString()) return `alle ${time}`;
  const day = savedAt.toLocaleDateString('it-IT', { day: '2-digit', month: '2-digit' });
  return `del ${day} alle ${time}`;
}

/**
 * Says so when what the page shows may not be current: a copy of the page the service worker saved
 * (served because the network failed), with the time it was saved, or a live page while the device is
 * offline. Nothing is read before the page is live, so the server HTML and hydration agree.
 */
export function OfflineNotice() {
  const [savedAt, setSavedAt] = useState<Date | null>(null);
  const [online, setOnline] = useState(true);
  const [reconnected, setReconnected] = useState(false);
  useEffect(() => {
    setSavedAt(offlineCopySavedAt(document));
    setOnline(navigator.onLine);
    const up = () => {
      setOnline(true);
      setReconnected(true);
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);
  if (!savedAt && online) return null;
  return (
    <div className={s.notice} role="status" data-offline-notice="">
      <p className={s.text}>
        {savedAt && !reconnected ? (
          <>
            {t.savedCopy(savedWhen(savedAt))} <span className={s.hint}>{t.savedCopyHint}</span>
          </>
        ) : online ? (
          t.backOnline
        ) : (
          t.offline
        )}
      </p>
      {savedAt && online && reconnected && (
        <NativeButton variant="secondary" size="sm" onClick={() => window.location.reload()}>
          {t.reload}
        </NativeButton>
      )}
    </div>
  );
}
