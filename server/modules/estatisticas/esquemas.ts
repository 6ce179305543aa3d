// The answers and queries of GET /api/estatisticas/* (issue 14), exactly as the contract with the
// screens says (docs/API-ESTATISTICAS.md). Rates are fractions 0–1 or null, months 'aaaa-mm'.
import { Type, type Static } from 'typebox';
import { PADRAO_MES } from '../../shared/esquemas';
import { paginacao } from '../../shared/lista';

const Inteiro = () => Type.Integer({ minimum: 0 });
const Taxa = (description: string) =>
  Type.Union([Type.Number({ minimum: 0, maximum: 1 }), Type.Null()], { description });
const GeradoEm = Type.String({
  format: 'date-time',
  description: 'Quando os números foram calculados (a tela diz "Atualizado às …").',
});
const Mes = Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'aaaa-mm' });

const IdFiltro = (description: string) =>
  Type.Optional(Type.Integer({ minimum: 1, description, errorMessage: 'Identificador inválido' }));
const DataFiltro = (description: string) =>
  Type.Optional(Type.String({ format: 'date', description, errorMessage: 'Data inválida' }));
const MesFiltro = (description: string) =>
  Type.Optional(
    Type.String({
      pattern: PADRAO_MES,
      description,
      errorMessage: 'Mês inválido (use aaaa-mm)',
    }),
  );

export const PorSituacao = Type.Object({
  situacaoId: Type.Integer(),
  nome: Type.String(),
  total: Inteiro(),
});

export const Resumo = Type.Object({
  aprendizesAtivos: Inteiro(),
  porSituacao: Type.Array(PorSituacao, {
    description: 'Aprendizes ativos em cada situação (todas, com zero), na ordem do cadastro.',
  }),
  cadastrosNoMes: Type.Integer({
    minimum: 0,
    description: 'Aprendizes ativos com data de cadastro no mês corrente.',
  }),
  parceirosAtivos: Inteiro(),
  parceirosAbaixoDaCota: Type.Integer({
    minimum: 0,
    description: 'Empresas ativas com menos aprendizes lotados hoje do que a cota.',
  }),
  taxaFaltasMes: Taxa('Faltas (justificadas ou não) ÷ marcações de frequência no mês corrente.'),
  geradoEm: GeradoEm,
});
export type Resumo = Static<typeof Resumo>;

export const ConsultaGeral = Type.Object({
  situacaoId: IdFiltro('Só aprendizes nesta situação.'),
  municipioId: IdFiltro('Só aprendizes deste município (código IBGE).'),
});
export type ConsultaGeral = Static<typeof ConsultaGeral>;

export const GeralAprendizes = Type.Object({
  total: Inteiro(),
  piramide: Type.Array(
    Type.Object({
      faixa: Type.String(),
      feminino: Inteiro(),
      masculino: Inteiro(),
      outros: Type.Integer({ minimum: 0, description: 'Outro gênero ou não informado.' }),
    }),
    { description: 'Idade de hoje, faixas da mais nova para a mais velha.' },
  ),
  escolaridade: Type.Array(
    Type.Object({
      id: Type.Union([Type.Integer(), Type.Null()]),
      nome: Type.String(),
      total: Inteiro(),
    }),
    { description: 'Na ordem do cadastro de graus; id null = Não informada (por último).' },
  ),
  pcd: Type.Object({
    sim: Inteiro(),
    nao: Inteiro(),
    porTipo: Type.Array(Type.Object({ tipo: Type.String(), total: Inteiro() })),
  }),
  municipios: Type.Array(
    Type.Object({
      municipioId: Type.Union([Type.Integer(), Type.Null()]),
      nome: Type.String(),
      uf: Type.Union([Type.String(), Type.Null()]),
      total: Inteiro(),
    }),
    {
      description:
        'Os 10 municípios com mais aprendizes, depois uma linha Outros (id null) com o resto e os sem município.',
    },
  ),
  cadastrosPorMes: Type.Array(Type.Object({ mes: Mes, total: Inteiro() }), {
    description: 'Os últimos 12 meses com o corrente, do mais antigo, com zeros.',
  }),
  geradoEm: GeradoEm,
});
export type GeralAprendizes = Static<typeof GeralAprendizes>;

export const ConsultaParticipantes = Type.Object({
  de: DataFiltro('Início do período do fluxo (padrão: dia 1 do mês de 11 meses atrás).'),
  ate: DataFiltro('Fim do período do fluxo (padrão: hoje).'),
});
export type ConsultaParticipantes = Static<typeof ConsultaParticipantes>;

export const ParticipantesSituacao = Type.Object({
  atual: Type.Array(PorSituacao),
  serie: Type.Array(
    Type.Object({
      mes: Mes,
      porSituacao: Type.Array(Type.Object({ situacaoId: Type.Integer(), total: Inteiro() })),
    }),
    {
      description:
        'Últimos 12 meses: aprendizes (ativos) em cada situação no fim do mês (no mês corrente, hoje).',
    },
  ),
  fluxo: Type.Array(
    Type.Object({
      deSituacaoId: Type.Union([Type.Integer(), Type.Null()]),
      deNome: Type.String(),
      paraSituacaoId: Type.Integer(),
      paraNome: Type.String(),
      total: Inteiro(),
    }),
    { description: 'Mudanças de situação com data no período; de null = Cadastro.' },
  ),
  de: Type.String({ format: 'date' }),
  ate: Type.String({ format: 'date' }),
  geradoEm: GeradoEm,
});
export type ParticipantesSituacao = Static<typeof ParticipantesSituacao>;

const FaixaCota = Type.Union([
  Type.Literal('abaixo'),
  Type.Literal('dentro'),
  Type.Literal('acima'),
  Type.Literal('sem-cota'),
]);

export const ConsultaParceiros = Type.Object({
  ...paginacao,
  q: Type.Optional(
    Type.String({ maxLength: 200, description: 'Nome (razão social ou fantasia) ou CNPJ.' }),
  ),
  faixa: Type.Optional(
    Type.Union([Type.Literal('abaixo'), Type.Literal('dentro'), Type.Literal('acima')], {
      description: 'Só empresas nesta posição diante da cota.',
      errorMessage: 'Use abaixo, dentro ou acima',
    }),
  ),
});
export type ConsultaParceiros = Static<typeof ConsultaParceiros>;

export const AprendizesParceiro = Type.Object({
  data: Type.Array(
    Type.Object({
      parceiroId: Type.Integer(),
      nome: Type.String({ description: 'Razão social.' }),
      cnpj: Type.String(),
      cotaAprendizes: Inteiro(),
      cotaMaxima: Type.Integer({ minimum: 0, description: 'ceil(cotaAprendizes × 3): os 15%.' }),
      alocados: Type.Integer({ minimum: 0, description: 'Lotações abertas hoje.' }),
      faixa: FaixaCota,
      falta: Type.Integer({ minimum: 0, description: 'max(0, cotaAprendizes − alocados).' }),
    }),
  ),
  total: Inteiro(),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
  resumo: Type.Object(
    {
      abaixo: Inteiro(),
      dentro: Inteiro(),
      acima: Inteiro(),
      semCota: Inteiro(),
      alocados: Inteiro(),
      cotaTotal: Inteiro(),
    },
    { description: 'Sobre as empresas da busca q, de todas as faixas.' },
  ),
  geradoEm: GeradoEm,
});
export type AprendizesParceiro = Static<typeof AprendizesParceiro>;

export const ConsultaFaltas = Type.Object({
  de: MesFiltro('Primeiro mês (aaaa-mm; padrão: 5 meses antes do corrente).'),
  ate: MesFiltro('Último mês (aaaa-mm; padrão: o corrente).'),
  turmaId: IdFiltro('Só esta turma.'),
  cursoId: IdFiltro('Só turmas deste curso.'),
});
export type ConsultaFaltas = Static<typeof ConsultaFaltas>;

const TaxaFaltas = Taxa('Faltas (justificadas ou não) ÷ marcações.');

export const FaltasAprendizes = Type.Object({
  meses: Type.Array(Mes),
  porTurma: Type.Array(
    Type.Object({
      turmaId: Type.Integer(),
      codigo: Type.String(),
      curso: Type.String(),
      meses: Type.Array(
        Type.Object({
          mes: Mes,
          registros: Inteiro(),
          faltas: Inteiro(),
          justificadas: Inteiro(),
          taxa: TaxaFaltas,
        }),
      ),
      taxa: TaxaFaltas,
    }),
    {
      description:
        'Turmas com marcações no período, maior taxa primeiro: até 100 (turmasNoPeriodo diz quantas há).',
    },
  ),
  turmasNoPeriodo: Type.Integer({
    minimum: 0,
    description: 'Quantas turmas têm marcações no período (porTurma traz as 100 de maior taxa).',
  }),
  maisFaltas: Type.Array(
    Type.Object({
      aprendizId: Type.Integer(),
      nome: Type.String(),
      turmaCodigo: Type.Union([Type.String(), Type.Null()]),
      faltasNaoJustificadas: Inteiro(),
      faltas: Inteiro(),
      registros: Inteiro(),
      taxa: TaxaFaltas,
    }),
    { description: 'Os 20 aprendizes com mais faltas não justificadas no período.' },
  ),
  geradoEm: GeradoEm,
});
export type FaltasAprendizes = Static<typeof FaltasAprendizes>;
