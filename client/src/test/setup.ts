import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Test files share one jsdom window and one module cache per worker (`isolate: false` in vitest.config.ts:
// creating both for each file was most of the client project's time). This file runs again before each
// file, so each one still starts as if alone: our modules are evaluated afresh (module-level state such as
// the toast queue is new, and a file's `vi.mock` reaches modules an earlier file had
// loaded), and what the window keeps (storage, the document, the URL, stubs, fake timers) is reset. The
// packages in node_modules stay loaded: they are most of the cost, and what state they keep is theirs,
// not the application's.
vi.resetModules();
vi.useRealTimers();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.restoreAllMocks();
if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.title = '';
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  window.history.replaceState(null, '', '/');
}

// Unmount rendered trees between tests (vitest does not expose globals, so RTL cannot auto-register this).
afterEach(() => {
  cleanup();
});

// --- jsdom polyfills needed by react-aria-components and our components ---

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    });
  }

  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  if (!('ResizeObserver' in window)) {
    Object.defineProperty(window, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
    Object.defineProperty(globalThis, 'ResizeObserver', {
      writable: true,
      configurable: true,
      value: ResizeObserverStub,
    });
  }

  class IntersectionObserverStub {
    readonly root = null;
    readonly rootMargin = '';
    readonly thresholds: number[] = [];
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  if (!('IntersectionObserver' in window)) {
    Object.defineProperty(window, 'IntersectionObserver', {
      writable: true,
      configurable: true,
      value: IntersectionObserverStub,
    });
    Object.defineProperty(globalThis, 'IntersectionObserver', {
      writable: true,
      configurable: true,
      value: IntersectionObserverStub,
    });
  }

  // jsdom logs "Not implemented" for these.
  window.scrollTo = () => {};
  window.scrollBy = () => {};
  const proto = window.HTMLElement.prototype;
  proto.scrollIntoView ??= function scrollIntoView() {};
  proto.scrollTo ??= function scrollTo() {};
  proto.scrollBy ??= function scrollBy() {};
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};

  if (typeof window.PointerEvent === 'undefined') {
    class PointerEventPolyfill extends MouseEvent {
      pointerId: number;
      pointerType: string;
      width: number;
      height: number;
      pressure: number;
      isPrimary: boolean;
      constructor(type: string, init: PointerEventInit = {}) {
        super(type, init);
        this.pointerId = init.pointerId ?? 1;
        this.pointerType = init.pointerType ?? 'mouse';
        this.width = init.width ?? 1;
        this.height = init.height ?? 1;
        this.pressure = init.pressure ?? 0;
        this.isPrimary = init.isPrimary ?? true;
      }
    }
    Object.defineProperty(window, 'PointerEvent', {
      writable: true,
      configurable: true,
      value: PointerEventPolyfill,
    });
  }
}
