// The LGPD routes' schemas: the titular report's query, the anonymisation's confirmation and
// answer, the retention setting, the list of people due and the bulk run's report.
import { Type, type Static } from 'typebox';
import { componente, Momento } from '../../shared/componentes';
import { paginacao, respostaLista } from '../../shared/lista';
import { Versao } from '../../shared/esquemas';

export const ConsultaTitular = Type.Object({
  formato: Type.Optional(
    Type.Union([Type.Literal('json'), Type.Literal('pdf')], {
      description: 'json (padrão) para uma máquina, pdf para uma pessoa ler.',
      errorMessage: 'Use json ou pdf',
    }),
  ),
});

export const Confirmacao = Type.Object({
  confirmacaoNome: Type.String({
    minLength: 1,
    maxLength: 300,
    description: 'O nome do aprendiz, digitado por quem pede: confirma que é esta pessoa.',
    errorMessage: 'Digite o nome do aprendiz para confirmar',
  }),
});

export const ResultadoAnonimizacao = componente(
  'ResultadoAnonimizacao',
  Type.Object({
    id: Type.Integer(),
    anonimizadoEm: Momento(),
    jaEstava: Type.Boolean({ description: 'true: já estava anonimizado; nada mudou agora.' }),
    mensagem: Type.String(),
  }),
);

export const ConfiguracaoRetencao = componente(
  'ConfiguracaoRetencao',
  Type.Object({
    anosRetencao: Type.Integer({ description: 'Anos após o fim do último contrato.' }),
    versao: Type.Integer(),
    atualizadoEm: Momento(),
  }),
);

export const AlteracaoRetencao = Type.Object({
  anosRetencao: Type.Integer({
    minimum: 1,
    maximum: 100,
    errorMessage: 'Informe um número inteiro de anos entre 1 e 100',
  }),
  versao: Versao,
});
export type AlteracaoRetencao = Static<typeof AlteracaoRetencao>;

export const ConsultaVencidos = Type.Object({ ...paginacao });

const Base = Type.Union([Type.Literal('contrato'), Type.Literal('cadastro')], {
  description: 'contrato: fim do último contrato; cadastro: sem contrato, a data de cadastro.',
});

export const Vencido = componente(
  'VencidoAnonimizacao',
  Type.Object({
    id: Type.Integer(),
    nome: Type.String(),
    situacao: Type.String(),
    ativo: Type.Boolean(),
    referencia: Type.String({ description: 'aaaa-mm-dd: de quando a retenção é contada.' }),
    base: Base,
  }),
);

export const ListaVencidos = Type.Object({
  ...respostaLista(Vencido.ref).properties,
  anosRetencao: Type.Integer(),
  limite: Type.String({ description: 'aaaa-mm-dd: referências até este dia estão vencidas.' }),
});

export const RelatorioAnonimizacao = componente(
  'RelatorioAnonimizacao',
  Type.Object({
    anosRetencao: Type.Integer(),
    limite: Type.String(),
    anonimizados: Type.Array(
      Type.Object({ id: Type.Integer(), referencia: Type.String(), base: Base }),
    ),
    falhas: Type.Array(Type.Object({ id: Type.Integer(), motivo: Type.String() })),
    restantes: Type.Integer({ description: 'Quantos ainda estão vencidos (rode de novo).' }),
  }),
);

export const componentesLgpd = [
  ResultadoAnonimizacao,
  ConfiguracaoRetencao,
  Vencido,
  RelatorioAnonimizacao,
];

const Linhas = (description: string) =>
  Type.Array(Type.Object({}, { additionalProperties: true }), { description });

/**
 * The data subject's report as its JSON file carries it (a download: Content-Disposition). Each
 * section is the rows the programme keeps in that table, with the columns a person can read.
 */
export const RelatorioTitular = Type.Object(
  {
    geradoEm: Type.String({ format: 'date-time' }),
    aprendiz: Type.Object({}, { additionalProperties: true, description: 'O cadastro.' }),
    contatos: Linhas('Contatos.'),
    historicoSituacoes: Linhas('Histórico de situações.'),
    afastamentos: Linhas('Afastamentos.'),
    alocacoes: Linhas('Turmas.'),
    lotacoes: Linhas('Lotações.'),
    contratos: Linhas('Contratos, com prorrogações e rescisão.'),
    frequencias: Linhas('Frequência, dia a dia.'),
    indicadoresFrequencia: Linhas('Indicadores de frequência.'),
    frequenciaPorMes: Linhas('Faltas por mês.'),
    faltasNaoJustificadas: Linhas('Faltas não justificadas.'),
    notas: Linhas('Notas.'),
    avaliacoes: Linhas('Avaliações aplicadas.'),
    valesTransporte: Linhas('Vales-transporte.'),
    valesAlimentacao: Linhas('Vales-alimentação.'),
    pagamentos: Linhas('Pagamentos de benefícios.'),
    candidaturas: Linhas('Candidaturas a vagas.'),
    encaminhamentos: Linhas('Encaminhamentos a vagas.'),
    acessos: Linhas('Registro de acessos ao cadastro.'),
    auditoria: Linhas('Trilha de auditoria.'),
  },
  { description: 'Relatório do titular (JSON).' },
);
