import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok, pagina, problema, type Resposta } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import type { Modulo } from './api';
import { ModulosScreen } from './ModulosScreen';

const coordenacao = { ...usuarioDeTeste, permissoes: ['modulos:ler', 'modulos:escrever'] };

const modulo = (id: number, nome: string, ordem: number): Modulo => ({
  id,
  nome,
  ordem,
  cargaHoraria: 120,
  descricao: '',
  disciplinasAtivas: 2,
  cargaHorariaDisciplinas: ordem === 1 ? 120 : 80,
  ativo: true,
  criadoEm: '2026-01-01T00:00:00Z',
  atualizadoEm: '2026-01-01T00:00:00Z',
  versao: 1,
});

/** GET /api/modulos answers the active ones in their order, or none for ?ativo=false. */
function apiDeModulos(ordemInicial: number[], reordenar?: (ids: number[]) => Resposta) {
  const todos = [
    modulo(1, 'Comunicação', 1),
    modulo(2, 'Matemática', 2),
    modulo(3, 'Informática', 3),
  ];
  let ordem = ordemInicial;
  const api = instalarApiFalsa({
    'GET /api/modulos': (req) =>
      new URL(req.url).searchParams.get('ativo') === 'false'
        ? pagina([], { pageSize: 100 })
        : pagina(
            ordem.map((id, i) => ({ ...(todos.find((m) => m.id === id) as Modulo), ordem: i + 1 })),
            { pageSize: 100 },
          ),
    'PUT /api/modulos/ordem': () => {
      const ids = api.chamadas.filter((c) => c.metodo === 'PUT').at(-1)?.corpo as { ids: number[] };
      const resposta = reordenar?.(ids.ids) ?? ok({ data: [] });
      if (resposta.status === 200) ordem = ids.ids;
      return resposta;
    },
  });
  return api;
}

const nomesEmOrdem = () =>
  within(screen.getByRole('list', { name: 'Módulos em ordem' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('módulos', () => {
  it('Subir salva a nova ordem, diz a posição ao leitor de tela e mantém o foco no módulo', async () => {
    const { chamadas } = apiDeModulos([1, 2, 3]);
    renderizar(<ModulosScreen />, sessaoAtiva(coordenacao), '/modulos');
    await screen.findByRole('heading', { level: 2, name: '1. Comunicação' });
    const comunicacao = screen.getByRole('listitem', { name: '1. Comunicação' });
    expect(comunicacao).toHaveTextContent('120 h · 2 disciplinas: 120 h de 120 h');

    await userEvent.click(screen.getByRole('button', { name: 'Subir Matemática' }));
    expect(nomesEmOrdem()).toEqual(['1. Matemática', '2. Comunicação', '3. Informática']);
    expect(screen.getByText('Matemática: posição 1 de 3.')).toBeInTheDocument();
    // At the top 'Subir' turns off, so the focus lands on 'Descer' of the same module.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Descer Matemática' })).toHaveFocus();
    });
    await waitFor(() => {
      expect(chamadas.filter((c) => c.metodo === 'PUT').map((c) => c.corpo)).toEqual([
        { ids: [2, 1, 3] },
      ]);
    });

    // The keyboard alone: Enter on the focused button moves it again.
    await userEvent.keyboard('{Enter}');
    expect(nomesEmOrdem()).toEqual(['1. Comunicação', '2. Matemática', '3. Informática']);
    await waitFor(() => {
      expect(chamadas.filter((c) => c.metodo === 'PUT').at(-1)?.corpo).toEqual({ ids: [1, 2, 3] });
    });
  });

  it('quando a lista mudou no servidor (409), volta à ordem do servidor e diz por quê', async () => {
    apiDeModulos([1, 2, 3], () =>
      problema(409, 'A lista de módulos mudou: recarregue e tente de novo.'),
    );
    renderizar(<ModulosScreen />, sessaoAtiva(coordenacao), '/modulos');
    await screen.findByRole('heading', { level: 2, name: '1. Comunicação' });
    await userEvent.click(screen.getByRole('button', { name: 'Descer Comunicação' }));
    expect(
      await screen.findByText(/A nova ordem não foi salva. A lista de módulos mudou/),
    ).toBeInTheDocument();
    await waitFor(() => {
      expect(nomesEmOrdem()).toEqual(['1. Comunicação', '2. Matemática', '3. Informática']);
    });
  });

  it('sem modulos:escrever não há botões de ordem, edição nem Novo módulo', async () => {
    apiDeModulos([1, 2, 3]);
    renderizar(
      <ModulosScreen />,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['modulos:ler'] }),
      '/modulos',
    );
    await screen.findByRole('heading', { level: 2, name: '1. Comunicação' });
    expect(screen.queryByRole('button', { name: /^Subir/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo módulo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Editar/ })).not.toBeInTheDocument();
  });
});
