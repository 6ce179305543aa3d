// Test-only: renders a screen inside a memory data router (useBlocker needs one) and notistack,
// and exposes the router so a test can read the URL and go back/forward.
import { render, type RenderResult } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

export interface RotaRenderizada extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  /** The current URL's search, without '?'. */
  search: () => string;
}

export function renderizarRota(
  element: ReactNode,
  options: { path?: string; url?: string } = {},
): RotaRenderizada {
  const path = options.path ?? '/lista';
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>Outra página</p> },
    ],
    { initialEntries: [options.url ?? path] },
  );
  const result = render(
    <SnackbarProvider>
      <RouterProvider router={router} />
    </SnackbarProvider>,
  );
  return { ...result, router, search: () => router.state.location.search.replace(/^\?/, '') };
}

/** What a mutation's unwrap() rejects with for an HTTP error: a plain { status, data } object. */
export function rejeicaoDoRtk(status: number, data: object): Promise<never> {
  // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors -- RTK Query's real shape
  return Promise.reject({ status, data: { status, ...data } });
}
