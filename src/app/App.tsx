import { RouterProvider } from 'react-router-dom';
import type { criarApp } from './criarApp';
import { AppProviders } from './providers/AppProviders';
import { preloadRota } from './router/preload';

export function App({ router, store }: ReturnType<typeof criarApp>) {
  return (
    <AppProviders store={store} preload={preloadRota}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
