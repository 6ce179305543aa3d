import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router-dom';

export interface GuardaDeSaida {
  /** 'blocked' while a navigation waits for the person's answer: proceed() or reset(). */
  blocker: Blocker;
  /** Let the next navigation or reload through (right after a save, or 'Recarregar'). */
  allowLeave: () => void;
}

/**
 * Keeps unsaved changes from being lost by a link, back button, reload or closed tab. Needs a
 * data router (createBrowserRouter / createMemoryRouter), which is what useBlocker works with.
 */
export function useGuardaDeSaida(dirty: boolean): GuardaDeSaida {
  const state = useRef({ dirty, allowed: false });
  useEffect(() => {
    state.current = { dirty, allowed: false };
  }, [dirty]);

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        state.current.dirty &&
        !state.current.allowed &&
        (currentLocation.pathname !== nextLocation.pathname ||
          currentLocation.search !== nextLocation.search),
      [],
    ),
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (state.current.allowed) return;
      // Browsers show their own text; preventDefault is what asks them to.
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
    };
  }, [dirty]);

  const allowLeave = useCallback(() => {
    state.current = { ...state.current, allowed: true };
  }, []);

  return { blocker, allowLeave };
}
