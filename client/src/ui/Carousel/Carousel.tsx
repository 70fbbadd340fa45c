import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Children, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import * as styles from './Carousel.css';

export interface CarouselProps {
  /** Accessible name of the carousel (used when there is no `title`). */
  label: string;
  /** Optional visible heading (h2) naming the carousel. */
  title?: ReactNode;
  /** Extra header content, e.g. a "Vedi tutte" link. */
  action?: ReactNode;
  /** Slides: each child becomes a list item. */
  children: ReactNode;
  /** CSS width of each slide (default: `min(280px, 80vw)`). */
  slideWidth?: string;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

/**
 * Horizontal scroll-snap list with "Precedente" / "Successivo" buttons: plain buttons, as the carousels are
 * on the home page's first load and react-aria's press handling would add nothing to them.
 */
export function Carousel({
  label,
  title,
  action,
  children,
  slideWidth = 'min(280px, 80vw)',
  previousLabel = 'Precedente',
  nextLabel = 'Successivo',
  className,
}: CarouselProps) {
  const trackRef = useRef<HTMLUListElement>(null);
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  const slides = Children.toArray(children);

  const update = useCallback(() => {
    const el = trackRef.current;
    if (!el) return;
    const atStart = el.scrollLeft <= 1;
    const atEnd = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    setEdges((prev) => (prev.atStart === atStart && prev.atEnd === atEnd ? prev : { atStart, atEnd }));
    // An arrow that becomes disabled under the keyboard would drop focus to the page: hand it to the other one.
    const focused = document.activeElement;
    if (atEnd && !atStart && focused === nextRef.current) prevRef.current?.focus();
    if (atStart && !atEnd && focused === prevRef.current) nextRef.current?.focus();
  }, []);

  useEffect(() => {
    update();
    const el = trackRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [update, slides.length]);

  const scroll = (direction: 1 | -1) => {
    const el = trackRef.current;
    if (!el) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollBy({ left: direction * el.clientWidth, behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  const arrows = [
    { ref: prevRef, name: previousLabel, disabled: edges.atStart, direction: -1, Icon: ChevronLeft },
    { ref: nextRef, name: nextLabel, disabled: edges.atEnd, direction: 1, Icon: ChevronRight },
  ] as const;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={title == null ? label : undefined}
      aria-labelledby={title != null ? titleId : undefined}
      className={[styles.carousel, className].filter(Boolean).join(' ')}
    >
      <div className={styles.header}>
        {title != null && (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        )}
        {action}
        <div className={styles.controls}>
          {arrows.map(({ ref, name, disabled, direction, Icon }) => (
            <button
              key={direction}
              ref={ref}
              type="button"
              className={styles.navButton}
              aria-label={name}
              disabled={disabled}
              onClick={() => scroll(direction)}
            >
              <Icon aria-hidden="true" className={styles.icon} />
            </button>
          ))}
        </div>
      </div>
      <ul ref={trackRef} className={styles.track} style={{ gridAutoColumns: slideWidth }} onScroll={update}>
        {slides.map((slide, index) => (
          <li
            key={index}
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={`${index + 1} di ${slides.length}`}
          >
            {slide}
          </li>
        ))}
      </ul>
    </section>
  );
}
