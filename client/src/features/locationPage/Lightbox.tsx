import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button as AriaButton, Dialog as AriaDialog } from 'react-aria-components';
import { it } from '../../i18n/it';
import { DismissableModal } from '../../ui/Dialog/Modal';
import type { GalleryImage } from './gallery';
import * as s from './Lightbox.css';

/** A horizontal move of at least this many pixels, more sideways than up or down, turns the photo. */
const SWIPE_PX = 50;

/**
 * The gallery's full-screen viewer, loaded only when a photo is opened. Built on the app's modal surface
 * (react-aria): focus stays inside and returns to the tile that opened it, Escape and Back close it.
 * Arrows (keys, buttons, a swipe) go round the photos; 'Foto N di M' is announced as it changes.
 */
export function Lightbox({
  images,
  index,
  onIndex,
  onClose,
}: {
  images: readonly GalleryImage[];
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
}) {
  const n = images.length;
  const go = (step: number) => onIndex((index + step + n) % n);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);

  // The neighbours load while this one is looked at, so turning shows them at once.
  useEffect(() => {
    if (n < 2) return;
    for (const i of [index + 1, index - 1]) new Image().src = images[(i + n) % n]!.imageUrl;
  }, [images, index, n]);

  // On the dialog, which holds focus while open (react-aria's Dialog takes no key handler).
  const dialog = useRef<HTMLElement>(null);
  const step = useRef(go);
  step.current = go;
  useEffect(() => {
    const el = dialog.current;
    if (!el || n < 2) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
      e.preventDefault();
      step.current(e.key === 'ArrowLeft' ? -1 : 1);
    };
    el.addEventListener('keydown', onKeyDown);
    return () => el.removeEventListener('keydown', onKeyDown);
  }, [n]);
  const onPointerDown = (e: React.PointerEvent) => {
    if (e.isPrimary) start.current = { x: e.clientX, y: e.clientY, id: e.pointerId };
  };
  const onPointerUp = (e: React.PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || from.id !== e.pointerId || n < 2) return;
    const dx = e.clientX - from.x;
    const dy = e.clientY - from.y;
    // Right to left shows the next photo, as a page turns.
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) go(dx < 0 ? 1 : -1);
  };

  const image = images[index]!;
  return (
    <DismissableModal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      overlayClassName={s.overlay}
      modalClassName={s.modal}
    >
      <AriaDialog
        aria-label={it.discovery.lightbox}
        // A modal surface: react-aria passes no `aria-modal` through, so it is set on the element.
        ref={(el) => {
          el?.setAttribute('aria-modal', 'true');
          dialog.current = el;
        }}
        className={s.dialog}
      >
        <div className={s.bar}>
          <p className={s.counter} aria-live="polite">
            {it.discovery.photoOf(index + 1, n)}
          </p>
          <AriaButton slot="close" className={s.iconButton} aria-label={it.discovery.close}>
            <X aria-hidden="true" className={s.icon} />
          </AriaButton>
        </div>
        <div
          className={s.stage}
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (start.current = null)}
        >
          <img key={image.id} className={s.image} src={image.imageUrl} alt={image.alt} draggable={false} />
        </div>
        {n > 1 && (
          <>
            <AriaButton
              className={`${s.iconButton} ${s.side} ${s.previous}`}
              aria-label={it.discovery.previous}
              onPress={() => go(-1)}
            >
              <ChevronLeft aria-hidden="true" className={s.icon} />
            </AriaButton>
            <AriaButton
              className={`${s.iconButton} ${s.side} ${s.next}`}
              aria-label={it.discovery.next}
              onPress={() => go(1)}
            >
              <ChevronRight aria-hidden="true" className={s.icon} />
            </AriaButton>
          </>
        )}
      </AriaDialog>
    </DismissableModal>
  );
}
