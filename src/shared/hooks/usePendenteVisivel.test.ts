import { act, renderHook } from '@testing-library/react';
import { usePendenteVisivel } from './usePendenteVisivel';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const passar = (ms: number) => {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
};

describe('indicador de navegação pendente', () => {
  it('não aparece em navegações com menos de 1000 ms', () => {
    const { result, rerender } = renderHook(({ p }) => usePendenteVisivel(p), {
      initialProps: { p: true },
    });
    passar(999);
    expect(result.current).toBe(false);
    rerender({ p: false });
    passar(2000);
    expect(result.current).toBe(false);
  });

  it('aparece após 1000 ms e fica pelo menos 500 ms', () => {
    const { result, rerender } = renderHook(({ p }) => usePendenteVisivel(p), {
      initialProps: { p: true },
    });
    passar(1000);
    expect(result.current).toBe(true);
    passar(100);
    rerender({ p: false });
    passar(399);
    expect(result.current).toBe(true);
    passar(1);
    expect(result.current).toBe(false);
  });
});
