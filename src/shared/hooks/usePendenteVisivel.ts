// The route pending indicator: shown only when a navigation takes longer than 1000 ms, and then
// kept at least 500 ms, so fast navigations show nothing and slow ones never flicker.
import { useEffect, useRef, useState } from 'react';
import { PENDING_DELAY_MS, PENDING_MIN_MS } from '../constants';

export function usePendenteVisivel(
  pendente: boolean,
  atraso = PENDING_DELAY_MS,
  minimo = PENDING_MIN_MS,
): boolean {
  const [visivel, setVisivel] = useState(false);
  const desde = useRef(0);

  useEffect(() => {
    if (pendente && !visivel) {
      const t = setTimeout(() => {
        desde.current = Date.now();
        setVisivel(true);
      }, atraso);
      return () => {
        clearTimeout(t);
      };
    }
    if (!pendente && visivel) {
      const resta = Math.max(minimo - (Date.now() - desde.current), 0);
      const t = setTimeout(() => {
        setVisivel(false);
      }, resta);
      return () => {
        clearTimeout(t);
      };
    }
    return undefined;
  }, [pendente, visivel, atraso, minimo]);

  return visivel;
}
