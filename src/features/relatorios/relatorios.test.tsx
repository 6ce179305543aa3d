import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { instalarApiFalsa, ok, pagina } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { AfastadosScreen } from './AfastadosScreen';
import { guardarFiltros } from './catalogo';
import { EnturmacaoScreen } from './EnturmacaoScreen';
import { FrequenciaScreen } from './FrequenciaScreen';
import { PorParceiroScreen } from './PorParceiroScreen';
import { PorTurmaScreen } from './PorTurmaScreen';
import { RelatoriosScreen } from './RelatoriosScreen';
import { SemEnturmacaoScreen } from './SemEnturmacaoScreen';

const leitor = { ...usuarioDeTeste, permissoes: ['relatorios:ler'] };
const semOpcoes = ok({ data: [] });

const afastamento = {
  afastamentoId: 7,
  aprendizId: 3,
  nome: 'Ana Conceição',
  cpf: '***.456.789-**',
  motivo: 'Licença médica',
  dataInicio: '2026-03-02',
  dataFim: null,
  dias: 12,
  emAberto: true,
  situacaoAtual: 'Afastado',
};

/** A report's answer: its rows, its summary and the sentences that describe both. */
const resposta = (
  data: unknown[],
  resumo: object,
  descritos: { filtros: string[]; resumo: string[] } = { filtros: [], resumo: [] },
) =>
  ok({
    data,
    total: data.length,
    page: 1,
    pageSize: 25,
    resumo,
    filtrosDescritos: descritos.filtros,
    resumoDescrito: descritos.resumo,
  });

const afastados = resposta(
  [afastamento],
  { afastamentos: 1, emAberto: 1, encerrados: 0, mediaDias: 12, porMotivo: [] },
  { filtros: ['Só em aberto'], resumo: ['Afastamentos: 1 (1 em aberto, 0 encerrados)'] },
);

const telas: [string, ReactNode, string, string[], string[]][] = [
  [
    'enturmação',
    <EnturmacaoScreen key="e" />,
    'aprendizes-enturmacao',
    ['Aprendiz', 'CPF', 'Turma', 'Alocado em', 'Saída', 'Motivo da saída', 'Movimento'],
    ['Período de', 'Período até', 'Turma', 'Curso'],
  ],
  [
    'frequência',
    <FrequenciaScreen key="f" />,
    'frequencia',
    ['Aprendiz', 'CPF', 'Turma', 'Aulas', 'Presenças', 'Faltas', 'Justificadas', 'Presença'],
    ['Período de', 'Período até', 'Turma', 'Aprendiz', 'Presença'],
  ],
  [
    'por parceiro',
    <PorParceiroScreen key="p" />,
    'aprendizes-por-parceiro',
    ['Empresa', 'Unidade', 'Município', 'Na unidade', 'Na empresa', 'Cota', 'Situação da cota'],
    ['Empresa', 'Município', 'Cota'],
  ],
  [
    'sem enturmação',
    <SemEnturmacaoScreen key="s" />,
    'aprendizes-sem-enturmacao',
    ['Aprendiz', 'CPF', 'Situação', 'Contrato', 'Empresa', 'Desde', 'Dias'],
    ['Situação', 'Município', 'Empresa'],
  ],
];

describe('relatórios', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('o catálogo tem um cartão por relatório e reabre com os últimos filtros usados', () => {
    guardarFiltros('/relatorios/frequencia', '?inicio=2026-03-01&fim=2026-03-31');
    instalarApiFalsa({});
    renderizar(<RelatoriosScreen />, sessaoAtiva(leitor), '/relatorios');
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
    const ultimos = screen.getByRole('link', { name: 'Abrir com os últimos filtros' });
    expect(ultimos).toHaveAttribute(
      'href',
      '/relatorios/frequencia?inicio=2026-03-01&fim=2026-03-31',
    );
    expect(screen.getAllByRole('link', { name: 'Abrir' })).toHaveLength(5);
    // Each card's title opens its report too, as its first button does (issue 32).
    const titulo = within(
      screen.getByRole('heading', { level: 2, name: 'Relatório de frequência' }),
    ).getByRole('link');
    expect(titulo).toHaveAttribute(
      'href',
      '/relatorios/frequencia?inicio=2026-03-01&fim=2026-03-31',
    );
  });

  it('um relatório mostra as linhas, o resumo em palavras e os três formatos, e guarda os filtros', async () => {
    const pedidos: string[] = [];
    instalarApiFalsa({
      'GET /api/relatorios/aprendizes-afastados': (req) => {
        pedidos.push(new URL(req.url).search);
        return afastados;
      },
      'GET /api/cadastros/motivos-afastamento': semOpcoes,
    });
    renderizar(
      <AfastadosScreen />,
      sessaoAtiva(leitor),
      '/relatorios/aprendizes-afastados?abertos=true',
    );
    // In the grid: the print-only table below it carries the same rows.
    const grade = await screen.findByRole('grid');
    expect(await within(grade).findByText('Ana Conceição')).toBeInTheDocument();
    expect(pedidos[0]).toContain('abertos=true');
    expect(screen.getByRole('combobox', { name: 'Afastamentos' })).toHaveTextContent(
      'Só em aberto',
    );
    expect(within(grade).getByText('02/03/2026')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Resumo do relatório' })).toHaveTextContent(
      'Afastamentos: 1 (1 em aberto, 0 encerrados)',
    );
    for (const formato of ['CSV', 'XLSX', 'PDF']) {
      expect(screen.getByRole('button', { name: `Exportar ${formato}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Imprimir' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(localStorage.getItem('relatorio-filtros:/relatorios/aprendizes-afastados')).toBe(
        '?abertos=true',
      );
    });
  });

  it('por turma pede a turma antes de buscar, e busca a turma da URL', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/turmas/5': ok({ id: 5, codigo: 'T-2026-05', nome: 'Manhã' }),
      'GET /api/relatorios/aprendizes-por-turma/5': resposta(
        [],
        {
          turma: { id: 5, codigo: 'T-2026-05', nome: 'Manhã' },
          alocacoes: 0,
          emCurso: 0,
          desalocados: 0,
          percentualPresenca: null,
          abaixoDoMinimo: 0,
        },
        {
          filtros: ['Turma: T-2026-05 — Manhã'],
          resumo: ['Alocações: 0 (0 em curso, 0 desalocadas)'],
        },
      ),
    });
    const primeira = renderizar(
      <PorTurmaScreen />,
      sessaoAtiva(leitor),
      '/relatorios/aprendizes-por-turma',
    );
    expect(
      screen.getByText('Escolha a turma pelo código ou pelo nome para ver o relatório.'),
    ).toBeInTheDocument();
    expect(chamadas.some((c) => c.caminho.startsWith('/api/relatorios'))).toBe(false);
    primeira.unmount();

    renderizar(<PorTurmaScreen />, sessaoAtiva(leitor), '/relatorios/aprendizes-por-turma?turma=5');
    expect(await screen.findByDisplayValue('T-2026-05 · Manhã')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Resumo do relatório' })).toHaveTextContent(
      'Alocações: 0 (0 em curso, 0 desalocadas)',
    );
  });

  it('por turma: outra turma começa da primeira página, com os mesmos filtros', async () => {
    instalarApiFalsa({
      'GET /api/turmas/5': ok({ id: 5, codigo: 'T-2026-05', nome: 'Manhã' }),
      'GET /api/turmas/6': ok({ id: 6, codigo: 'T-2026-06', nome: 'Tarde' }),
      'GET /api/turmas': pagina([{ id: 6, codigo: 'T-2026-06', nome: 'Tarde' }]),
      'GET /api/relatorios/aprendizes-por-turma/5': resposta([], {}),
      'GET /api/relatorios/aprendizes-por-turma/6': resposta([], {}),
      'GET /api/cadastros/situacoes': semOpcoes,
    });
    const { router } = renderizar(
      <PorTurmaScreen />,
      sessaoAtiva(leitor),
      '/relatorios/aprendizes-por-turma?turma=5&page=2&situacaoId=1',
    );
    // Clearing the class is a choice too: the picker starts again, empty.
    await userEvent.clear(await screen.findByDisplayValue('T-2026-05 · Manhã'));
    await userEvent.type(screen.getByRole('combobox', { name: /^Turma/ }), 'Tarde');
    await userEvent.click(await screen.findByRole('option', { name: 'T-2026-06 · Tarde' }));
    const busca = new URLSearchParams(router.state.location.search);
    expect(busca.get('turma')).toBe('6');
    expect(busca.has('page')).toBe(false);
    expect(busca.get('situacaoId')).toBe('1');
  });

  it.each(telas)('%s: as colunas e os filtros', async (_nome, tela, rota, colunas, filtros) => {
    instalarApiFalsa({
      [`GET /api/relatorios/${rota}`]: resposta([], {}),
      'GET /api/cadastros/situacoes': semOpcoes,
      'GET /api/cursos': semOpcoes,
    });
    renderizar(tela, sessaoAtiva(leitor), `/relatorios/${rota}`);
    await screen.findByRole('grid');
    for (const coluna of colunas) {
      expect(screen.getByRole('columnheader', { name: coluna })).toBeInTheDocument();
    }
    for (const filtro of filtros) {
      expect(screen.getAllByLabelText(filtro)[0]).toBeInTheDocument();
    }
  });
});
