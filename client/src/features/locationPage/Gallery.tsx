import { lazy, Suspense, useId, useRef, useState } from 'react';
import { it } from '../../i18n/it';
import { VisuallyHidden } from '../../ui';
import { galleryLayout, type GalleryImage } from './gallery';
import * as s from './Gallery.css';

export type { GalleryImage };

// The viewer is code only a visitor who opens a photo needs: fetched when one is opened, never with the page.
const Lightbox = lazy(() => import('./Lightbox').then((m) => ({ default: m.Lightbox })));

function tileClass(layout: number, i: number): string {
  if (i === 0) return layout === 2 ? s.firstOfTwo : s.first;
  return layout === 4 && i === 3 ? s.wide : s.tile;
}

/** Up to five tiles in the 1/2/3/4/5+ layouts, '+N' on the last one, every tile opening the lightbox. */
export function Gallery({ images }: { images: GalleryImage[] }) {
  const [open, setOpen] = useState<number | null>(null);
  // One Tab stop for the whole gallery (a roving tab index): the arrows move between its tiles, so the
  // keyboard crosses it in one press on the way to the page's heading, quote box and header.
  const [current, setCurrent] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const hintId = useId();
  if (!images.length) return null;
  const { layout, shown, more } = galleryLayout(images.length);
  const onKeyDown = (e: React.KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    const to =
      e.key === 'Home' ? 0 : e.key === 'End' ? shown - 1 : step ? (current + step + shown) % shown : null;
    if (to == null) return;
    e.preventDefault();
    setCurrent(to);
    list.current?.querySelectorAll('button')[to]?.focus();
  };
  return (
    <section aria-label={it.discovery.gallery}>
      {shown > 1 && <VisuallyHidden id={hintId}>{it.discovery.galleryKeys}</VisuallyHidden>}
      <ul className={s.grid[layout]} ref={list} onKeyDown={onKeyDown}>
        {images.slice(0, shown).map((img, i) => (
          <li key={img.id} className={tileClass(layout, i)}>
            <button
              type="button"
              className={s.tileButton}
              tabIndex={i === Math.min(current, shown - 1) ? 0 : -1}
              aria-describedby={shown > 1 ? hintId : undefined}
              onFocus={() => setCurrent(i)}
              onClick={() => setOpen(i)}
              // The '+N' tile's name starts with what it shows ('+4 altre foto…'), as WCAG 2.5.3 asks.
              aria-label={
                more > 0 && i === shown - 1
                  ? it.discovery.openMorePhotos(more, i + 1)
                  : it.discovery.openGallery(i + 1)
              }
            >
              <img
                className={s.img}
                src={img.imageUrl}
                alt={img.alt}
                width={i === 0 ? 1200 : 600}
                height={i === 0 ? 800 : 400}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : 'auto'}
                decoding="async"
              />
              {more > 0 && i === shown - 1 && (
                <span className={s.more} aria-hidden="true">
                  {it.discovery.morePhotos(more)}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {open != null && (
        <Suspense fallback={null}>
          <Lightbox images={images} index={open} onIndex={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </section>
  );
}
