import { useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { OverlayTriggerStateContext } from 'react-aria-components';
import {
  focusIsLost,
  focusMainTarget,
  focusElement,
  resolveTarget,
  type FocusTarget,
} from '../a11y/focusTarget';
import { pushDialogEntry, releaseDialogEntry } from './dialogHistory';

export interface ModalBehaviourProps {
  /**
   * Where focus goes when the dialog closes and the control that opened it is gone (a form replaced by its
   * confirmation, a sign-in button replaced by the account menu): an element, a ref, or an element id.
   * Without it (or when it is gone too) focus goes to the page's heading, else to `<main>`.
   */
  returnFocusTo?: FocusTarget;
  /** Whether the open dialog has an entry in the history, so Back closes it (default: when dismissable). */
  historyEntry?: boolean;
}

/**
 * Rendered inside every modal surface, so it mounts with the dialog and unmounts after its exit animation.
 * react-aria returns focus to the opener when it is still in the page; this covers the rest, so focus never
 * drops to the body. It also gives the open dialog its history entry.
 */
export function ModalBehaviour({ returnFocusTo, historyEntry }: ModalBehaviourProps) {
  const state = useContext(OverlayTriggerStateContext);
  // Read while rendering the first time, before the dialog takes focus: what had it opened the dialog.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null),
  );
  const target = useLatest(returnFocusTo);

  useEffect(
    () => () => {
      // After react-aria's own restoration (scheduled for the next frame when the dialog unmounts).
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          if (!focusIsLost()) return;
          if (focusElement(resolveTarget(target.current))) return;
          if (opener && opener !== document.body && focusElement(opener)) return;
          focusMainTarget();
        }),
      );
    },
    [opener, target],
  );

  const isOpen = state?.isOpen ?? false;
  const close = useLatest(state?.close);
  useEffect(() => {
    if (!historyEntry || !isOpen) return;
    let id: number | null = null;
    // A moment later, so React's development double mount does not push and pop an entry.
    const timer = setTimeout(() => (id = pushDialogEntry(() => close.current?.())), 0);
    return () => {
      clearTimeout(timer);
      if (id !== null) releaseDialogEntry(id);
    };
  }, [historyEntry, isOpen, close]);
  return null;
}

/** A ref holding the latest value, for effects that must not re-run when it changes. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
