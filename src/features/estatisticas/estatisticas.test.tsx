import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok, problema, type Rota } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { AprendizesParceiroScreen } from './AprendizesParceiroScreen';
import { EstatisticasScreen } from './EstatisticasScreen';
import { FaltasAprendizesScreen } from './FaltasAprendizesScreen';
import { GeralAprendizesScreen } from './GeralAprendizesScreen';
import { ParticipantesSituacaoScreen } from './ParticipantesSituacaoScreen';
import type {
  EstatisticasAprendizesParceiro,
  EstatisticasFaltasAprendizes,
  EstatisticasGeralAprendizes,
  EstatisticasParticipantesSituacao,
  EstatisticasResumo,
} from './tipos';

const leitor = { ...usuarioDeTeste, permissoes: ['relatorios:ler'] };
const geradoEm = '2026-11-21T14:30:00.000Z';

const resumo: EstatisticasResumo = {
  aprendizesAtivos: 1234,
  porSituacao: [
    { situacaoId: 1, nome: 'Em seleção', total: 200 },
    { situacaoId: 2, nome: 'Contratado', total: 1034 },
  ],
  cadastrosNoMes: 17,
  parceirosAtivos: 40,
  parceirosAbaixoDaCota: 9,
  taxaFaltasMes: 0.0423,
  geradoEm,
};

const meses12 = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`);

const geral: EstatisticasGeralAprendizes = {
  total: 60,
  piramide: [
    { faixa: '14', feminino: 3, masculino: 2, outros: 0 },
    { faixa: '15', feminino: 10, masculino: 8, outros: 1 },
    { faixa: '16', feminino: 20, masculino: 15, outros: 1 },
  ],
  escolaridade: [
    { id: 1, nome: 'Ensino médio incompleto', total: 40 },
    { id: null, nome: 'Não informada', total: 20 },
  ],
  pcd: {
    sim: 4,
    nao: 56,
    // The API answers the stored codes; the screen shows the form's words.
    porTipo: [
      { tipo: 'multipla', total: 3 },
      { tipo: 'fisica', total: 1 },
    ],
  },
  municipios: [
    { municipioId: 3550308, nome: 'São Paulo', uf: 'SP', total: 50 },
    { municipioId: null, nome: 'Outros', uf: null, total: 10 },
  ],
  cadastrosPorMes: meses12.map((mes, i) => ({ mes, total: i })),
  geradoEm,
};

const participantes: EstatisticasParticipantesSituacao = {
  atual: resumo.porSituacao,
  serie: meses12.map((mes) => ({
    mes,
    porSituacao: [
      { situacaoId: 1, total: 10 },
      { situacaoId: 2, total: 30 },
    ],
  })),
  fluxo: [
    {
      deSituacaoId: null,
      deNome: 'Cadastro',
      paraSituacaoId: 1,
      paraNome: 'Em seleção',
      total: 12,
    },
    { deSituacaoId: 1, deNome: 'Em seleção', paraSituacaoId: 2, paraNome: 'Contratado', total: 7 },
  ],
  de: '2026-01-01',
  ate: '2026-03-31',
  geradoEm,
};

const parceiros: EstatisticasAprendizesParceiro = {
  data: [
    {
      parceiroId: 5,
      nome: 'Mercado Bom Preço Ltda',
      cnpj: '12.345.678/0001-90',
      cotaAprendizes: 6,
      cotaMaxima: 18,
      alocados: 2,
      faixa: 'abaixo',
      falta: 4,
    },
    {
      parceiroId: 6,
      nome: 'Padaria Central',
      cnpj: '98.765.432/0001-10',
      cotaAprendizes: 2,
      cotaMaxima: 6,
      alocados: 3,
      faixa: 'dentro',
      falta: 0,
    },
  ],
  total: 2,
  page: 1,
  pageSize: 25,
  resumo: { abaixo: 1, dentro: 1, acima: 0, semCota: 0, alocados: 5, cotaTotal: 8 },
  geradoEm,
};

const faltas: EstatisticasFaltasAprendizes = {
  meses: ['2026-10', '2026-11'],
  turmasNoPeriodo: 1,
  porTurma: [
    {
      turmaId: 9,
      codigo: 'T-2026-09',
      curso: 'Administração',
      meses: [
        { mes: '2026-10', registros: 100, faltas: 12, justificadas: 2, taxa: 0.12 },
        { mes: '2026-11', registros: 50, faltas: 3, justificadas: 0, taxa: 0.06 },
      ],
      taxa: 0.1,
    },
  ],
  maisFaltas: [
    {
      aprendizId: 77,
      nome: 'Bruna Teixeira',
      turmaCodigo: 'T-2026-09',
      faltasNaoJustificadas: 5,
      faltas: 6,
      registros: 40,
      taxa: 0.15,
    },
  ],
  geradoEm,
};

/** The request's query string, recorded for assertions, answered with `corpo`. */
function respondendo(corpo: unknown, pedidos: URLSearchParams[]): Rota {
  return (req) => {
    pedidos.push(new URL(req.url).searchParams);
    return ok(corpo);
  };
}

const linhasDa = (nome: string | RegExp) =>
  within(screen.getByRole('region', { name: nome })).getAllByRole('row');

describe('estatísticas', () => {
  it('a entrada mostra os números de hoje, a tabela por situação e um cartão por estatística', async () => {
    instalarApiFalsa({ 'GET /api/estatisticas/resumo': ok(resumo) });
    renderizar(<EstatisticasScreen />, sessaoAtiva(leitor), '/estatisticas');
    const valorDe = (rotulo: string) => screen.getByText(rotulo, { selector: 'dt' }).nextSibling;
    await screen.findByText('Aprendizes ativos');
    expect(valorDe('Aprendizes ativos')).toHaveTextContent('1.234');
    expect(valorDe('Empresas abaixo da cota')).toHaveTextContent('9');
    expect(valorDe('Taxa de faltas no mês')).toHaveTextContent('4,2%');
    const linhas = linhasDa('Tabela: Aprendizes por situação hoje');
    expect(linhas.map((l) => l.textContent)).toEqual([
      'SituaçãoAprendizes',
      'Em seleção200',
      'Contratado1.034',
      'Total1.234',
    ]);
    expect(
      screen.getByRole('figure', { name: 'Gráfico: Aprendizes por situação hoje' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Abrir Faltas dos aprendizes' })).toHaveAttribute(
      'href',
      '/estatisticas/faltas-aprendizes',
    );
    expect(screen.getByText(/^Atualizado em/)).toHaveTextContent('Atualizado em 21/11/2026');
  });

  it('o panorama mostra a pirâmide e as demais tabelas, e leva os filtros da URL à API', async () => {
    const pedidos: URLSearchParams[] = [];
    instalarApiFalsa({
      'GET /api/estatisticas/geral-aprendizes': respondendo(geral, pedidos),
      'GET /api/cadastros/situacao-aprendiz': ok({ data: [{ id: 2, nome: 'Contratado' }] }),
    });
    renderizar(
      <GeralAprendizesScreen />,
      sessaoAtiva(leitor),
      '/estatisticas/geral-aprendizes?situacaoId=2&municipioId=abc',
    );
    await screen.findByRole('region', { name: 'Tabela: Pirâmide etária por gênero' });
    expect(linhasDa('Tabela: Pirâmide etária por gênero').map((l) => l.textContent)).toEqual([
      'IdadeFemininoMasculinoOutrosTotal',
      '143205',
      '15108119',
      '162015136',
      'Total3325260',
    ]);
    expect(linhasDa('Tabela: Municípios com mais aprendizes')[1]).toHaveTextContent(
      'São Paulo - SP50',
    );
    expect(linhasDa('Tabela: Cadastros por mês')[1]).toHaveTextContent('jan/20250');
    // The kinds of disability in the form's words, not the stored codes (issue 32).
    expect(linhasDa('Tabela: Deficiência por tipo').map((l) => l.textContent)).toEqual([
      'TipoAprendizes',
      'Múltipla3',
      'Física1',
    ]);
    // A value that is not an id (an old or edited link) is not sent.
    expect(pedidos[0]?.get('situacaoId')).toBe('2');
    expect(pedidos[0]?.has('municipioId')).toBe(false);
  });

  it('participantes por situação: a série de 12 meses, o fluxo de → para e o período da URL', async () => {
    const pedidos: URLSearchParams[] = [];
    instalarApiFalsa({
      'GET /api/estatisticas/participantes-situacao': respondendo(participantes, pedidos),
    });
    renderizar(
      <ParticipantesSituacaoScreen />,
      sessaoAtiva(leitor),
      '/estatisticas/participantes-situacao?de=2026-01-01&ate=2026-03-31',
    );
    const fluxo = 'Tabela: Mudanças de situação de 01/01/2026 a 31/03/2026';
    await screen.findByRole('region', { name: fluxo });
    expect(linhasDa(fluxo).map((l) => l.textContent)).toEqual([
      'DeParaAprendizes',
      'CadastroEm seleção12',
      'Em seleçãoContratado7',
      'Total19',
    ]);
    const serie = linhasDa('Tabela: Aprendizes por situação nos últimos 12 meses');
    expect(serie[0]).toHaveTextContent('MêsEm seleçãoContratadoTotal');
    expect(serie).toHaveLength(13);
    expect(pedidos[0]?.get('de')).toBe('2026-01-01');
    expect(pedidos[0]?.get('ate')).toBe('2026-03-31');
    // The period in the app's pt-BR day picker, not a native input (mm/dd/yyyy in an English browser).
    expect(screen.getByRole('group', { name: 'Período de' })).toHaveTextContent('01/01/2026');
    expect(screen.getByRole('group', { name: 'Período até' })).toHaveTextContent('31/03/2026');
  });

  it('sem mudanças no período, o fluxo diz "Sem dados no período" e não oferece CSV', async () => {
    instalarApiFalsa({
      'GET /api/estatisticas/participantes-situacao': ok({ ...participantes, fluxo: [] }),
    });
    renderizar(
      <ParticipantesSituacaoScreen />,
      sessaoAtiva(leitor),
      '/estatisticas/participantes-situacao',
    );
    const secao = await screen.findByRole('region', {
      name: 'Mudanças de situação de 01/01/2026 a 31/03/2026',
    });
    expect(secao).toHaveTextContent('Sem dados no período');
    expect(within(secao).queryByRole('table')).toBeNull();
    expect(within(secao).queryByRole('button', { name: /Baixar CSV/ })).toBeNull();
  });

  it('parceiros: abaixo da cota primeiro, o filtro de faixa vai para a URL e para a API', async () => {
    const pedidos: URLSearchParams[] = [];
    instalarApiFalsa({
      'GET /api/estatisticas/aprendizes-parceiro': respondendo(parceiros, pedidos),
    });
    const { router } = renderizar(
      <AprendizesParceiroScreen />,
      sessaoAtiva(leitor),
      '/estatisticas/aprendizes-parceiro',
    );
    await screen.findByRole('region', { name: 'Tabela: Empresas e suas cotas' });
    const linhas = linhasDa('Tabela: Empresas e suas cotas');
    expect(linhas[1]).toHaveTextContent(
      'Mercado Bom Preço Ltda26184Abaixo da cota12.345.678/0001-90',
    );
    expect(linhas[3]).toHaveTextContent('Total (2 empresas)58');
    expect(linhasDa('Tabela: Empresas por posição na cota')[1]).toHaveTextContent(
      'Abaixo da cota1',
    );

    await userEvent.click(screen.getByRole('combobox', { name: 'Posição na cota' }));
    await userEvent.click(screen.getByRole('option', { name: 'Abaixo da cota (1)' }));
    await waitFor(() => {
      expect(router.state.location.search).toBe('?faixa=abaixo');
    });
    await waitFor(() => {
      expect(pedidos.at(-1)?.get('faixa')).toBe('abaixo');
    });
    expect(pedidos.at(-1)?.get('page')).toBe('1');
  });

  it('faltas: a tabela por turma e mês com o total de todas as turmas, e os nomes levam ao aprendiz', async () => {
    const pedidos: URLSearchParams[] = [];
    instalarApiFalsa({
      'GET /api/estatisticas/faltas-aprendizes': respondendo(faltas, pedidos),
      'GET /api/cadastros/curso': ok({ data: [] }),
    });
    renderizar(
      <FaltasAprendizesScreen />,
      sessaoAtiva(leitor),
      '/estatisticas/faltas-aprendizes?de=2026-10&ate=2026-11&turmaId=9',
    );
    await screen.findByRole('region', { name: 'Tabela: Taxa de faltas por turma e mês' });
    expect(linhasDa('Tabela: Taxa de faltas por turma e mês').map((l) => l.textContent)).toEqual([
      'TurmaCursoout/2026nov/2026No período',
      'T-2026-09Administração12,0%6,0%10,0%',
      'Todas as turmas12,0%6,0%10,0%',
    ]);
    expect(screen.getByRole('link', { name: 'Bruna Teixeira' })).toHaveAttribute(
      'href',
      '/aprendizes/77',
    );
    expect(pedidos[0]?.get('de')).toBe('2026-10');
    expect(pedidos[0]?.get('ate')).toBe('2026-11');
    expect(pedidos[0]?.get('turmaId')).toBe('9');
  });

  it.each([
    ['/estatisticas', EstatisticasScreen, 'GET /api/estatisticas/resumo'],
    [
      '/estatisticas/geral-aprendizes',
      GeralAprendizesScreen,
      'GET /api/estatisticas/geral-aprendizes',
    ],
    [
      '/estatisticas/participantes-situacao',
      ParticipantesSituacaoScreen,
      'GET /api/estatisticas/participantes-situacao',
    ],
    [
      '/estatisticas/aprendizes-parceiro',
      AprendizesParceiroScreen,
      'GET /api/estatisticas/aprendizes-parceiro',
    ],
    [
      '/estatisticas/faltas-aprendizes',
      FaltasAprendizesScreen,
      'GET /api/estatisticas/faltas-aprendizes',
    ],
  ])('%s: uma falha diz por quê e "Tentar novamente" pede de novo', async (caminho, Tela, rota) => {
    let vezes = 0;
    instalarApiFalsa({
      [rota]: () => {
        vezes += 1;
        return problema(400, 'O fim do período vem antes do início.');
      },
      'GET /api/cadastros/situacao-aprendiz': ok({ data: [{ id: 2, nome: 'Contratado' }] }),
      'GET /api/cadastros/curso': ok({ data: [] }),
    });
    renderizar(<Tela />, sessaoAtiva(leitor), caminho);
    expect(await screen.findByText('Não foi possível carregar')).toBeInTheDocument();
    expect(screen.getByText('O fim do período vem antes do início.')).toBeInTheDocument();
    const antes = vezes;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => {
      expect(vezes).toBeGreaterThan(antes);
    });
  });

  it.each([
    [
      '/estatisticas/geral-aprendizes',
      GeralAprendizesScreen,
      'GET /api/estatisticas/geral-aprendizes',
      {
        ...geral,
        total: 0,
        piramide: geral.piramide.map((p) => ({ ...p, feminino: 0, masculino: 0, outros: 0 })),
        escolaridade: [],
        pcd: { sim: 0, nao: 0, porTipo: [] },
        municipios: [],
        cadastrosPorMes: meses12.map((mes) => ({ mes, total: 0 })),
      },
      5,
    ],
    [
      '/estatisticas/faltas-aprendizes',
      FaltasAprendizesScreen,
      'GET /api/estatisticas/faltas-aprendizes',
      { ...faltas, porTurma: [], maisFaltas: [], turmasNoPeriodo: 0 },
      2,
    ],
  ])(
    '%s sem dados: cada estatística diz "Sem dados no período"',
    async (caminho, Tela, rota, corpo, n) => {
      instalarApiFalsa({
        [rota]: ok(corpo),
        'GET /api/cadastros/situacao-aprendiz': ok({ data: [{ id: 2, nome: 'Contratado' }] }),
        'GET /api/cadastros/curso': ok({ data: [] }),
      });
      renderizar(<Tela />, sessaoAtiva(leitor), caminho);
      expect(await screen.findAllByText('Sem dados no período')).toHaveLength(n);
      expect(screen.queryByRole('table')).toBeNull();
    },
  );
});

describe('faltas com mais turmas do que a API envia', () => {
  it('diz que a tabela traz só as turmas de maior taxa e não chama a soma delas de "todas"', async () => {
    instalarApiFalsa({
      'GET /api/estatisticas/faltas-aprendizes': ok({ ...faltas, turmasNoPeriodo: 250 }),
      'GET /api/cadastros/curso': ok({ data: [] }),
    });
    renderizar(<FaltasAprendizesScreen />, sessaoAtiva(leitor), '/estatisticas/faltas-aprendizes');
    expect(
      await screen.findByText(/As 1 turmas com a maior taxa, de 250 com frequência no período/),
    ).toBeInTheDocument();
    const linhas = within(
      screen.getByRole('region', { name: 'Tabela: Taxa de faltas por turma e mês' }),
    ).getAllByRole('row');
    expect(linhas.at(-1)).toHaveTextContent(/^As 1 turmas acima/);
  });
});
