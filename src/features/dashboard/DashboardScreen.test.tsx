import { screen, within } from '@testing-library/react';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { instalarApiFalsa } from '../../testing/apiFalsa';
import { DashboardScreen } from './DashboardScreen';

describe('DashboardScreen', () => {
  it('atalhos por seção do menu, cada um um cartão-link com seu título', async () => {
    instalarApiFalsa({});
    renderizar(
      <DashboardScreen />,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['cadastros:ler'] }),
    );
    const secao = await screen.findByRole('region', { name: 'Administração' });
    expect(within(secao).getByRole('heading', { level: 2, name: 'Administração' })).toBeVisible();
    const feriados = within(secao).getByRole('link', { name: /Feriados/ });
    expect(feriados).toHaveAttribute('href', '/cadastros/feriados');
  });
});
