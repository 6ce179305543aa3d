import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProvedorDeConfirmacao } from '../../shared/dialogos';
import { instalarApiFalsa, ok, pagina } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import type { AvaliacaoAplicada } from './api';
import { AvaliacoesScreen } from './AvaliacoesScreen';
import { aplicadaFalsa, avaliacaoFalsa } from './testes.fixtures';

const escritor = { ...usuarioDeTeste, permissoes: ['avaliacoes:ler', 'avaliacoes:escrever'] };
const leitor = { ...usuarioDeTeste, permissoes: ['avaliacoes:ler'] };

const modelo = avaliacaoFalsa({
  titulo: 'Desempenho na empresa',
  tipo: 'desempenho',
  perguntas: [{ id: 1, enunciado: 'Pontualidade', tipo: 'escala', obrigatoria: true }],
  perguntasTravadas: true,
  contagens: { aplicadas: 10, pendentes: 3, emAndamento: 2, concluidas: 5, atrasadas: 2 },
  versao: 1,
});

const aplicada = (extra: Partial<AvaliacaoAplicada>) =>
  aplicadaFalsa({
    avaliacaoId: 4,
    avaliacao: { id: 4, titulo: 'Desempenho na empresa', descricao: '', tipo: 'desempenho' },
    perguntas: modelo.perguntas,
    prazo: '2026-11-10',
    atrasada: true,
    totalPerguntas: 1,
    ...extra,
  });

/** The screen as the app shows it: inside the confirmation provider its inactivation asks through. */
const abrir = (usuario: typeof escritor, caminho = '/avaliacoes') =>
  renderizar(
    <ProvedorDeConfirmacao>
      <AvaliacoesScreen />
    </ProvedorDeConfirmacao>,
    sessaoAtiva(usuario),
    caminho,
  );

describe('/avaliacoes', () => {
  it('lista os modelos com as contagens e as atrasadas; Aplicar envia turma, respondente e prazo', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/avaliacoes': pagina([modelo]),
      'GET /api/avaliacoes-aplicadas': pagina([aplicada({}), aplicada({ id: 8 })]),
      'GET /api/turmas': pagina([{ id: 2, codigo: 'T-01', nome: 'Turma A' }]),
      'POST /api/avaliacoes/4/aplicar': { status: 201, corpo: { data: [aplicada({})], total: 1 } },
    });
    abrir(escritor);
    expect(await screen.findByText('Desempenho na empresa')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '2 avaliações atrasadas' })).toHaveAttribute(
      'href',
      '/avaliacoes?aba=aplicadas&atrasada=true',
    );
    // Applied already: its questions are only seen.
    expect(screen.getByRole('link', { name: 'Ver Desempenho na empresa' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Aplicar Desempenho na empresa' }));
    const dialogo = screen.getByRole('dialog');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Aplicar' }));
    expect(within(dialogo).getByText('Informe o nome de quem vai responder')).toBeInTheDocument();
    expect(chamadas.some((c) => c.metodo === 'POST')).toBe(false);

    await userEvent.type(within(dialogo).getByRole('combobox', { name: 'Turma' }), 'T-01');
    await userEvent.click(await screen.findByRole('option', { name: 'T-01 · Turma A' }));
    await userEvent.type(
      within(dialogo).getByRole('textbox', { name: 'Quem responde (nome)' }),
      'Carlos Souza',
    );
    // The pt-BR day picker: dd/mm/aaaa typed from the day, whatever the browser's language.
    const prazo = within(dialogo).getByRole('group', { name: /Prazo/ });
    await userEvent.click(within(prazo).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('10122099');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => {
      expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
        turmaId: 2,
        respondente: { nome: 'Carlos Souza', papel: 'Supervisor' },
        prazo: '2099-12-10',
      });
    });
    expect(await screen.findByText('Avaliação aplicada a 1 aprendiz.')).toBeInTheDocument();
  });

  it('a aba Aplicadas mostra status e atraso e leva a responder', async () => {
    instalarApiFalsa({
      'GET /api/avaliacoes': pagina([modelo]),
      'GET /api/avaliacoes-aplicadas': pagina([
        aplicada({}),
        aplicada({
          id: 8,
          status: 'concluida',
          atrasada: false,
          aprendiz: { id: 4, nome: 'Caio Reis', nomeSocial: null },
        }),
      ]),
    });
    abrir(escritor, '/avaliacoes?aba=aplicadas');
    const responder = await screen.findByRole('link', {
      name: 'Responder: Desempenho na empresa, Bruna Lima',
    });
    expect(responder).toHaveAttribute('href', '/avaliacoes-aplicadas/7/responder');
    expect(screen.getAllByText('Atrasada').length).toBeGreaterThan(0);
    expect(screen.getByText('Concluída')).toBeInTheDocument();
  });

  it('o filtro Prazo das aplicadas vai para o pedido e se lê como o escolhido', async () => {
    const pedidos: string[] = [];
    instalarApiFalsa({
      'GET /api/avaliacoes': pagina([modelo]),
      'GET /api/avaliacoes-aplicadas': (req) => {
        pedidos.push(new URL(req.url).search);
        return pagina([aplicada({})]);
      },
    });
    abrir(escritor, '/avaliacoes?aba=aplicadas&atrasada=false');
    await screen.findByRole('link', { name: 'Responder: Desempenho na empresa, Bruna Lima' });
    expect(pedidos.at(-1)).toContain('atrasada=false');
    expect(screen.getByRole('combobox', { name: 'Prazo' })).toHaveTextContent('Em dia');
  });

  it('aplica a aprendizes escolhidos um a um', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/avaliacoes': pagina([{ ...modelo, tipo: 'autoavaliacao' as const }]),
      'GET /api/avaliacoes-aplicadas': pagina([]),
      'GET /api/aprendiz': pagina([
        { id: 3, nome: 'Bruna Lima', cpf: '111.222.333-44' },
        { id: 5, nome: 'Caio Reis', cpf: '555.666.777-88' },
      ]),
      'POST /api/avaliacoes/4/aplicar': {
        status: 201,
        corpo: { data: [aplicada({}), aplicada({ id: 9 })], total: 2 },
      },
    });
    abrir(escritor);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Aplicar Desempenho na empresa' }),
    );
    const dialogo = screen.getByRole('dialog');
    await userEvent.click(within(dialogo).getByRole('radio', { name: 'Aprendizes escolhidos' }));
    for (const nome of ['Bruna', 'Caio']) {
      await userEvent.type(
        within(dialogo).getByRole('combobox', { name: 'Acrescentar aprendiz' }),
        nome,
      );
      await userEvent.click(await screen.findByRole('option', { name: new RegExp(nome) }));
    }
    const escolhidos = within(dialogo).getByRole('list', { name: 'Aprendizes escolhidos' });
    expect(within(escolhidos).getAllByRole('listitem')).toHaveLength(2);
    // The role follows the template's type (an apprentice answers a self-evaluation).
    expect(within(dialogo).getByRole('textbox', { name: 'Papel de quem responde' })).toHaveValue(
      'Aprendiz',
    );
    await userEvent.type(
      within(dialogo).getByRole('textbox', { name: 'Quem responde (nome)' }),
      'O próprio aprendiz',
    );
    // The pt-BR day picker: dd/mm/aaaa typed from the day, whatever the browser's language.
    const prazo = within(dialogo).getByRole('group', { name: /Prazo/ });
    await userEvent.click(within(prazo).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('10122099');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Aplicar' }));
    expect(await screen.findByText('Avaliação aplicada a 2 aprendizes.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
      aprendizIds: [3, 5],
      respondente: { nome: 'O próprio aprendiz', papel: 'Aprendiz' },
      prazo: '2099-12-10',
    });
  });

  it('inativa depois de confirmar', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/avaliacoes': pagina([modelo]),
      'GET /api/avaliacoes-aplicadas': pagina([]),
      'DELETE /api/avaliacoes/4': ok({ ...modelo, ativo: false }),
    });
    abrir(escritor);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Inativar Desempenho na empresa' }),
    );
    await userEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Inativar' }),
    );
    expect(await screen.findByText('“Desempenho na empresa” inativada.')).toBeInTheDocument();
    expect(chamadas.some((c) => c.metodo === 'DELETE' && c.caminho === '/api/avaliacoes/4')).toBe(
      true,
    );
  });

  it('quem só lê não vê Nova avaliação nem Aplicar', async () => {
    instalarApiFalsa({
      'GET /api/avaliacoes': pagina([modelo]),
      'GET /api/avaliacoes-aplicadas': pagina([]),
    });
    abrir(leitor);
    expect(await screen.findByText('Desempenho na empresa')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nova avaliação' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Aplicar Desempenho na empresa' }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Resultados de Desempenho na empresa' }),
    ).toBeInTheDocument();
  });
});
