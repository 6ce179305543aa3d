// What the attendance screen turns on when it opens (in its own chunk, never in the entry): the
// service worker that lets /frequencia reload without network, and the sender of the days saved on
// this device, through the screen's own PUT.
import { useEffect } from 'react';
import { TAG } from '../../../shared/api/tags';
import { enhancedApi as apiDosPlanos } from '../../../store/generated/planos.generated';
import { useAppDispatch } from '../../../store/hooks';
import { enhancedApi } from '../api';
import { iniciarEnvio } from './filaOffline';

/**
 * Registers the worker. `aoAssumir` runs when it first takes control of this page: what the screen
 * fetched before that did not pass through it, so the screen asks again to have it cached.
 */
export function registrarServiceWorker(aoAssumir: () => void): void {
  if (!('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  if (!sw.controller) sw.addEventListener('controllerchange', aoAssumir, { once: true });
  sw.register('/sw.js', { scope: '/' }).catch(() => {
    // Without the worker the screen works as before, online only.
  });
}

export function useFrequenciaOffline(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    registrarServiceWorker(() => {
      dispatch(enhancedApi.util.invalidateTags([TAG.frequencia]));
      dispatch(apiDosPlanos.util.invalidateTags([TAG.modulos]));
    });
    // Once per store: later calls (the screen shown again) find it running.
    dispatch(iniciarEnvio());
  }, [dispatch]);
}
