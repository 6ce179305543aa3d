import '@testing-library/jest-dom';

// jsdom has no matchMedia; MUI asks it for prefers-color-scheme and breakpoints. Answer "light,
// desktop" unless a test replaces it.
if (typeof window !== 'undefined' && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    // Old libraries still call addListener/removeListener, so both generations are answered.
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
}

// jsdom does not implement scrolling; the router's scroll restoration calls it.
if (typeof window !== 'undefined') window.scrollTo = () => undefined;

// Each test starts with empty storage (the node environment, used by the bundle budget, has none).
afterEach(() => {
  if (typeof localStorage === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
});
