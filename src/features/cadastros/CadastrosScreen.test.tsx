import { screen, within } from '@testing-library/react';
import { renderizar, sessaoAtiva } from '../../testing/renderizar';
import { CadastrosScreen } from './CadastrosScreen';

describe('CadastrosScreen', () => {
  it('cada cadastro é um cartão que, inteiro, leva à sua tela', () => {
    renderizar(<CadastrosScreen />, sessaoAtiva());
    const nav = screen.getByRole('navigation', { name: 'Cadastros auxiliares' });
    const regiao = within(nav).getByRole('link', { name: /^Região/ });
    expect(regiao).toHaveAttribute('href', '/cadastros/regiao');
    expect(within(regiao).getByRole('heading', { level: 2, name: 'Região' })).toBeInTheDocument();
    expect(regiao).toHaveTextContent('Regiões de atendimento em que os aprendizes são agrupados.');
    expect(within(nav).getAllByRole('link').length).toBeGreaterThan(5);
  });
});
