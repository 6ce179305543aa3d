import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { TurmaDetalheScreen } from './TurmaDetalheScreen';

// The detail never finishes loading here, so what shows meanwhile can be checked.
jest.mock('./TurmaDetalhe', () => ({
  __esModule: true,
  default: () => {
    // Suspending is React's contract: a component throws the promise it waits for.
    // eslint-disable-next-line @typescript-eslint/only-throw-error
    throw new Promise(() => undefined);
  },
}));

function abrir(caminho: string) {
  const router = createMemoryRouter(
    [{ path: '/turmas/:id', element: <TurmaDetalheScreen />, errorElement: <p>erro 404</p> }],
    { initialEntries: [caminho] },
  );
  render(<RouterProvider router={router} />);
}

describe('detalhe da turma', () => {
  it('mostra Carregando turma... enquanto carrega', async () => {
    abrir('/turmas/12');
    expect(await screen.findByText('Carregando turma...')).toBeInTheDocument();
  });

  it('um id que não é número vai para o tratamento de erro (Not Found)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    abrir('/turmas/abc');
    expect(await screen.findByText('erro 404')).toBeInTheDocument();
  });
});
