import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { NovaTurmaScreen } from './NovaTurmaScreen';

describe('nova turma', () => {
  it('o título da página; Cancelar volta à lista de turmas', async () => {
    instalarApiFalsa({});
    const { router } = renderizar(
      <NovaTurmaScreen />,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['turmas:ler', 'turmas:escrever'] }),
      '/turmas/novo',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Nova turma' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(router.state.location.pathname).toBe('/turmas');
  });
});
