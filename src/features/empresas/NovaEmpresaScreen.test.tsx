import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { NovaEmpresaScreen } from './NovaEmpresaScreen';

describe('nova empresa', () => {
  it('o título da página; Cancelar volta à lista de empresas', async () => {
    instalarApiFalsa({});
    const { router } = renderizar(
      <NovaEmpresaScreen />,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['parceiros:ler', 'parceiros:escrever'] }),
      '/empresas/novo',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Nova empresa' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(router.state.location.pathname).toBe('/empresas');
  });
});
