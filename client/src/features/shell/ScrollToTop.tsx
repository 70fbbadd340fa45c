import { useEffect, useState } from 'react';
import { it } from '../../i18n/it';
import * as s from './Shell.css';

const SCROLL_TOP_THRESHOLD = 300;

export function ScrollToTop() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    // Reading the scroll position forces a layout: right after hydration (images still arriving) that
    // is several milliseconds inside hydration's task. In the next frame the layout is due anyway.
    const frame = requestAnimationFrame(onScroll);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={s.scrollTop}
      aria-label={it.nav.scrollTop}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      ↑
    </button>
  );
}
