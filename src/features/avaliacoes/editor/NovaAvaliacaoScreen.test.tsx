import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAGENS_AVALIACAO as M } from '../../../shared/validation/avaliacoes';
import { instalarApiFalsa, ok, problema } from '../../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../../testing/renderizar';
import { avaliacaoFalsa } from '../testes.fixtures';
import { NovaAvaliacaoScreen } from './NovaAvaliacaoScreen';

const escritor = { ...usuarioDeTeste, permissoes: ['avaliacoes:ler', 'avaliacoes:escrever'] };

describe('editor de avaliação', () => {
  it('cria com três tipos de pergunta, reordenadas, e mostra os erros antes de enviar', async () => {
    const { chamadas } = instalarApiFalsa({
      'POST /api/avaliacoes': {
        status: 201,
        corpo: avaliacaoFalsa({ id: 9, titulo: 'Desempenho' }),
      },
    });
    const { router } = renderizar(
      <NovaAvaliacaoScreen />,
      sessaoAtiva(escritor),
      '/avaliacoes/nova',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Criar avaliação' }));
    expect(screen.getByText(M.informeTitulo)).toBeInTheDocument();
    expect(screen.getByText(M.informeEnunciado)).toBeInTheDocument();
    expect(chamadas).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'Título' }), 'Desempenho');
    const p1 = screen.getByRole('region', { name: 'Pergunta 1' });
    await userEvent.type(within(p1).getByRole('textbox', { name: 'Enunciado' }), 'Pontualidade');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    const p2 = screen.getByRole('region', { name: 'Pergunta 2' });
    await userEvent.type(within(p2).getByRole('textbox', { name: 'Enunciado' }), 'Setor');
    await userEvent.click(within(p2).getByRole('combobox', { name: 'Tipo de resposta' }));
    await userEvent.click(screen.getByRole('option', { name: 'Múltipla escolha' }));
    await userEvent.type(within(p2).getByRole('textbox', { name: 'Opção 1' }), 'Vendas');
    await userEvent.type(within(p2).getByRole('textbox', { name: 'Opção 2' }), 'Vendas');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    const p3 = screen.getByRole('region', { name: 'Pergunta 3' });
    await userEvent.type(within(p3).getByRole('textbox', { name: 'Enunciado' }), 'Comentários');
    await userEvent.click(within(p3).getByRole('combobox', { name: 'Tipo de resposta' }));
    await userEvent.click(screen.getByRole('option', { name: 'Texto livre' }));
    // Repeated options are refused before sending.
    await userEvent.click(screen.getByRole('button', { name: 'Criar avaliação' }));
    expect(screen.getByText(M.opcaoRepetida)).toBeInTheDocument();
    await userEvent.clear(within(p2).getByRole('textbox', { name: 'Opção 2' }));
    await userEvent.type(within(p2).getByRole('textbox', { name: 'Opção 2' }), 'Estoque');
    // The text question goes first.
    await userEvent.click(screen.getByRole('button', { name: 'Mover a pergunta 3 para cima' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mover a pergunta 2 para cima' }));
    // The preview shows them as answered.
    await userEvent.click(screen.getByRole('switch', { name: 'Pré-visualizar' }));
    expect(screen.getByRole('radio', { name: '4 — Bom' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Estoque' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Criar avaliação' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/avaliacoes');
    });
    expect(chamadas[0]?.corpo).toEqual({
      titulo: 'Desempenho',
      descricao: null,
      tipo: 'desempenho',
      perguntas: [
        { enunciado: 'Comentários', tipo: 'texto', obrigatoria: true, rotulos: null, opcoes: null },
        {
          enunciado: 'Pontualidade',
          tipo: 'escala',
          obrigatoria: true,
          rotulos: ['Muito ruim', 'Ruim', 'Regular', 'Bom', 'Muito bom'],
          opcoes: null,
        },
        {
          enunciado: 'Setor',
          tipo: 'multipla',
          obrigatoria: true,
          rotulos: null,
          opcoes: ['Vendas', 'Estoque'],
        },
      ],
    });
  });

  it('uma avaliação já aplicada mostra as perguntas travadas e oferece Duplicar', async () => {
    instalarApiFalsa({
      'GET /api/avaliacoes/4': ok(avaliacaoFalsa({ perguntasTravadas: true })),
      'POST /api/avaliacoes/4/duplicar': {
        status: 201,
        corpo: avaliacaoFalsa({ id: 5, titulo: 'Autoavaliação (cópia)' }),
      },
    });
    const { router } = renderizar(
      <NovaAvaliacaoScreen />,
      sessaoAtiva(escritor),
      '/avaliacoes/nova?id=4',
    );
    expect(await screen.findByText(M.perguntasTravadas)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Enunciado' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Adicionar pergunta' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Duplicar' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?id=5');
    });
  });

  it('o 409 do servidor aparece com a mensagem dele', async () => {
    instalarApiFalsa({
      'GET /api/avaliacoes/4': ok(avaliacaoFalsa()),
      'PUT /api/avaliacoes/4': problema(409, M.perguntasTravadas, {
        errors: { perguntas: M.perguntasTravadas },
      }),
    });
    renderizar(<NovaAvaliacaoScreen />, sessaoAtiva(escritor), '/avaliacoes/nova?id=4');
    await userEvent.click(await screen.findByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText(M.perguntasTravadas)).not.toHaveLength(0);
  });
});
