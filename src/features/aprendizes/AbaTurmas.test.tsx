import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { AbaTurmas } from './AbaTurmas';

const aprendiz = { id: 5, nome: 'Ana Souza', cpf: '***.456.789-**' };

describe('AbaTurmas', () => {
  it('quem não está em turma tem "Alocar em uma turma", que leva ao fluxo da turma escolhida (issue 32)', async () => {
    instalarApiFalsa({
      'GET /api/alocacoes/aprendiz/5': ok({ data: [] }),
      'GET /api/turmas': ok({
        data: [{ id: 4, codigo: 'ADM-01', nome: 'Administração' }],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    });
    const { router } = renderizar(
      <AbaTurmas aprendiz={aprendiz} />,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['aprendizes:ler', 'turmas:escrever'] }),
      '/aprendizes/5?aba=turmas',
    );
    expect(await screen.findByText('Este aprendiz ainda não foi enturmado.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Alocar em uma turma' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Alocar Ana Souza em uma turma' });
    await userEvent.type(within(dialogo).getByRole('combobox', { name: /Turma/ }), 'adm');
    await userEvent.click(await screen.findByRole('option', { name: 'ADM-01 · Administração' }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/turmas/4/aprendizes'));
    expect(router.state.location.state).toEqual({
      alocar: { aprendizId: 5, nome: 'Ana Souza', cpf: '***.456.789-**', situacao: '' },
    });
  });

  it('sem turmas:escrever, não oferece a alocação', async () => {
    instalarApiFalsa({ 'GET /api/alocacoes/aprendiz/5': ok({ data: [] }) });
    renderizar(
      <AbaTurmas aprendiz={aprendiz} />,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['aprendizes:ler'] }),
    );
    expect(await screen.findByText('Este aprendiz ainda não foi enturmado.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Alocar em uma turma' })).toBeNull();
  });
});
