import './ui/theme/global.css';
import { readJsonScript } from './state/serverState';

// A server-rendered page is shown before the app's code runs: React and the rest load in parallel
// (preloaded by the HTML) and start once the first contentful paint is on screen, so a slow phone sees
// the page as early as it can. An empty shell (signed-in pages) starts at once.
let started = false;
function start() {
  if (started) return;
  started = true;
  void import('./boot');
  // The page's own modules load alongside the app's code rather than after it (no extra round trip).
  // Each request costs the main thread about a millisecond: they are issued in a task of their own.
  setTimeout(() => {
    for (const href of readJsonScript<string[]>('page-modules') ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
  });
  // The first use of Intl in a page loads the ICU locale data (10–30 ms of main thread on a laptop core,
  // four times that on a phone). react-aria's module code does it, so it would lengthen boot's evaluation,
  // already the longest task of the start: done now, in a task of its own, while boot is downloading.
  setTimeout(() => Intl.DateTimeFormat.supportedLocalesOf('it-IT'));
}

if (!document.getElementById('root')?.firstChild || typeof PerformanceObserver === 'undefined') {
  start();
} else {
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
  // A tab opened in the background paints only when shown: do not wait for it.
  setTimeout(start, 1000);
}
