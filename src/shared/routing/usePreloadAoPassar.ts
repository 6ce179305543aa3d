// A link's screen starts loading once the pointer or keyboard focus rests on it for 50 ms, so the
// chunk is usually there by the time the click lands; a pointer just passing by costs nothing.
import { use, useEffect, useRef } from 'react';
import { PRELOAD_DELAY_MS } from '../constants';
import { PreloadContext } from './PreloadContext';

export function usePreloadAoPassar(path: string) {
  const preload = use(PreloadContext);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
    },
    [],
  );

  const iniciar = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      preload(path);
    }, PRELOAD_DELAY_MS);
  };
  const cancelar = () => {
    clearTimeout(timer.current);
  };
  return { onMouseEnter: iniciar, onFocus: iniciar, onMouseLeave: cancelar, onBlur: cancelar };
}
