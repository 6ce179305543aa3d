import { useEffect, useState } from 'react';

/** `value`, but only after it stopped changing for `delay` ms: one request per pause, not per key. */
export function useValorComEspera<T>(value: T, delay = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setDebounced(value);
    }, delay);
    return () => {
      clearTimeout(timer);
    };
  }, [value, delay]);
  return debounced;
}
