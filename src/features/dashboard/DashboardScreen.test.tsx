import { screen } from '@testing-library/react';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { instalarApiFalsa } from '../../testing/apiFalsa';
import { DashboardScreen } from './DashboardScreen';

describe('DashboardScreen', () => {
  it('não repete o menu em cartões abaixo dos números (issue 32)', async () => {
    instalarApiFalsa({});
    renderizar(
      <DashboardScreen />,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['cadastros:ler'] }),
    );
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Administração' })).toBeNull();
    expect(screen.queryByRole('link', { name: /Feriados/ })).toBeNull();
  });

  it('sem nenhuma área, diz a quem pedir acesso', async () => {
    instalarApiFalsa({});
    renderizar(<DashboardScreen />, sessaoAtiva({ ...usuarioDeTeste, permissoes: [] }));
    expect(await screen.findByText(/Sua conta ainda não tem acesso a nenhuma área/)).toBeVisible();
  });
});
