import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec: to-do title, note and task edits are saved after 1 second of quiet. */
export const TODO_SAVE_DEBOUNCE_MS = 1000;

/**
 * A text field's draft that saves itself after `delay` of quiet. The draft follows the server's value
 * (another tab, the cleaned value after a save) only while nothing typed is waiting, so an answer arriving
 * mid-typing never takes letters away. A pending edit is saved at once when the field goes away (another
 * list opened, the page left): nothing typed is lost.
 */
export function useSavedDraft(server: string, save: (value: string) => void, delay = TODO_SAVE_DEBOUNCE_MS) {
  const [draft, setDraft] = useState(server);
  const [seen, setSeen] = useState(server);
  const pending = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const saveRef = useRef(save);
  useEffect(() => {
    saveRef.current = save;
  }, [save]);

  if (server !== seen) {
    setSeen(server);
    if (pending.current === null) setDraft(server);
  }

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const value = pending.current;
    pending.current = null;
    if (value !== null) saveRef.current(value);
  }, []);
  useEffect(() => flush, [flush]);

  const change = useCallback(
    (value: string) => {
      setDraft(value);
      pending.current = value;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delay);
    },
    [flush, delay],
  );
  return [draft, change, flush] as const;
}
