import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { AGORA_DOS_TESTES } from '../../src/testing/relogio';

// A fixed clock for every screen test: screens take "today" from the clock (a minor's age, the
// date an allocation suggests, which days a date picker allows), so a test written against
// today's date would start failing on some later day. Only Date is replaced: timers stay real
// (testing-library's waitFor, debounces and MUI's transitions run as in a browser), so the clock
// stands still at this instant. A test that needs another day sets it with jest.setSystemTime; a
// test that installs fake timers of its own gets this clock back in the next test.
const SO_A_DATA = {
  now: AGORA_DOS_TESTES,
  doNotFake: [
    'hrtime',
    'nextTick',
    'performance',
    'queueMicrotask',
    'requestAnimationFrame',
    'cancelAnimationFrame',
    'requestIdleCallback',
    'cancelIdleCallback',
    'setImmediate',
    'clearImmediate',
    'setInterval',
    'clearInterval',
    'setTimeout',
    'clearTimeout',
  ],
} satisfies Parameters<typeof jest.useFakeTimers>[0];
beforeEach(() => {
  jest.useFakeTimers(SO_A_DATA);
});

// findBy*/waitFor give up after 1 s by default. CI runs these tests on two jest workers, on 2
// cores, beside the API suites on PGlite, where a click -> request -> answer -> render round trip
// can take longer than that (the /admin/funcoes matrix test failed now and then at 1 s; a unit's
// 'Encerrar lotação' missed 5 s once with the machine at load 10). A longer ceiling costs nothing
// when the page is quick: each check still passes the moment its condition holds.
configure({ asyncUtilTimeout: 15_000 });

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
