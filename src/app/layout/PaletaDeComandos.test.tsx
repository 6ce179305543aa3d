import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva } from '../../testing/renderizar';
import { PaletaDeComandos } from './PaletaDeComandos';

function tela() {
  return (
    <>
      <button type="button">Outro botão</button>
      <PaletaDeComandos celular={false} />
    </>
  );
}

describe('atalho da paleta no shell', () => {
  it('Ctrl+K abre a paleta (carregada só então), Esc fecha e o foco volta aonde estava', async () => {
    instalarApiFalsa({});
    renderizar(tela(), sessaoAtiva());
    expect(screen.queryByRole('dialog')).toBeNull();
    const outro = screen.getByRole('button', { name: 'Outro botão' });
    outro.focus();
    await userEvent.keyboard('{Control>}k{/Control}');
    const caixa = await screen.findByRole('combobox', { name: 'Buscar telas e registros' });
    await waitFor(() => {
      expect(caixa).toHaveFocus();
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(outro).toHaveFocus();
  });

  it('⌘K também abre, e o botão da barra mostra o atalho', async () => {
    instalarApiFalsa({});
    renderizar(tela(), sessaoAtiva());
    const botao = screen.getByRole('button', { name: /^Buscar/ });
    expect(botao).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await userEvent.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('dialog', { name: 'Paleta de comandos' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    await userEvent.click(botao);
    expect(await screen.findByRole('dialog', { name: 'Paleta de comandos' })).toBeVisible();
  });
});
