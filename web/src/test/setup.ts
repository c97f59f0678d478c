import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy/waitFor wait up to 5 s for what a person would see: the default 1 s ran out under
// npm test's two lanes (a modal's 200 ms fade-out outlasted it in CI).
configure({ asyncUtilTimeout: 5_000 });

// Mantine's test setup: jsdom has no matchMedia, ResizeObserver or scrollIntoView.
const { getComputedStyle } = window;
window.getComputedStyle = (element: Element) => getComputedStyle(element);

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
