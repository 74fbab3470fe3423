// Per-test-file setup for the web projects: jest-dom matchers and the jsdom shims Mantine needs
// (the same as mantinedev/vite-template's vitest.setup.mjs). Node-environment test files skip them.
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy* and waitFor wait up to 5 s, not 1: on a busy two-core CI machine a screen's first data can
// take longer than a second to arrive, and a wait that ends early fails a correct screen.
configure({ asyncUtilTimeout: 5000 });

if (typeof window !== 'undefined') {
  const { getComputedStyle } = window;
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
  window.HTMLElement.prototype.scrollIntoView = () => {};

  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  });

  class ResizeObserverShim {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  window.ResizeObserver = ResizeObserverShim;
}
