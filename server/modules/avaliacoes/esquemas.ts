// Request and response shapes of /api/avaliacoes (templates, applying, results) and
// /api/avaliacoes-aplicadas (answering).
import { Type, type Static } from 'typebox';
import { componente, Momento } from '../../shared/componentes';
import {
  camposVersionados,
  FiltroBooleano,
  Nulo,
  Referencia,
  TurmaResumo,
  Versao,
} from '../../shared/esquemas';
import { consultaLista } from '../../shared/lista';
import { corpoDosCampos, respostaDosCampos } from '../../shared/campos';
import {
  APRENDIZES_POR_APLICACAO,
  CAMPOS_AVALIACAO,
  ENUNCIADO_MAXIMO,
  MENSAGENS_AVALIACAO as M,
  OPCAO_MAXIMA,
  OPCOES_MAXIMAS,
  PERGUNTAS_MAXIMAS,
  RESPOSTA_TEXTO_MAXIMA,
} from '../../../src/shared/validation/avaliacoes';

const DataResposta = Type.String({ format: 'date' });

export const TipoAvaliacao = Type.Union(
  [Type.Literal('desempenho'), Type.Literal('teorica'), Type.Literal('autoavaliacao')],
  {
    errorMessage: M.tipoInvalido,
    description:
      'desempenho (o supervisor da empresa, na prática), teorica (o educador, na teoria) ou ' +
      'autoavaliacao (o próprio aprendiz).',
  },
);

export const TipoPergunta = Type.Union(
  [Type.Literal('escala'), Type.Literal('multipla'), Type.Literal('texto')],
  {
    errorMessage: M.tipoPerguntaInvalido,
    description: 'escala (1 a 5, com rótulos), multipla (uma das opções) ou texto.',
  },
);

export const StatusAplicada = Type.Union(
  [Type.Literal('pendente'), Type.Literal('em andamento'), Type.Literal('concluida')],
  { errorMessage: 'Use pendente, em andamento ou concluida' },
);

export const Pergunta = Type.Object({
  id: Type.Integer({ description: 'Número da pergunta na avaliação (1, 2, 3…), na ordem.' }),
  enunciado: Type.String(),
  tipo: TipoPergunta,
  obrigatoria: Type.Boolean(),
  rotulos: Type.Optional(
    Type.Array(Type.String(), { description: 'escala: os rótulos de 1 a 5 (cinco).' }),
  ),
  opcoes: Type.Optional(Type.Array(Type.String(), { description: 'multipla: as opções.' })),
});

export const Contagens = Type.Object({
  aplicadas: Type.Integer(),
  pendentes: Type.Integer(),
  emAndamento: Type.Integer(),
  concluidas: Type.Integer(),
  atrasadas: Type.Integer({ description: 'Não concluídas com o prazo vencido.' }),
});

// The template's título and descrição, their limits and words: CAMPOS_AVALIACAO
// (src/shared/validation/avaliacoes.ts); tipo and perguntas are written here.
export const Avaliacao = Type.Object({
  id: Type.Integer(),
  ...respostaDosCampos(CAMPOS_AVALIACAO),
  tipo: TipoAvaliacao,
  perguntas: Type.Array(Pergunta),
  perguntasTravadas: Type.Boolean({
    description: 'true: já foi aplicada; as perguntas não mudam mais (duplique para alterar).',
  }),
  contagens: Contagens,
  ativo: Type.Boolean(),
  ...camposVersionados(),
});
export type AvaliacaoResposta = Static<typeof Avaliacao>;
export const AvaliacaoComponente = componente('Avaliacao', Avaliacao);

const PerguntaEntrada = Type.Object({
  enunciado: Type.String({ maxLength: ENUNCIADO_MAXIMO, errorMessage: M.informeEnunciado }),
  tipo: TipoPergunta,
  obrigatoria: Type.Optional(Type.Boolean({ description: 'Padrão: true.' })),
  rotulos: Type.Optional(
    Nulo(
      Type.Array(Type.String({ maxLength: OPCAO_MAXIMA, errorMessage: M.rotulosInvalidos }), {
        minItems: 5,
        maxItems: 5,
        errorMessage: M.rotulosInvalidos,
        description: 'escala: cinco rótulos (1 a 5); ausente: Muito ruim … Muito bom.',
      }),
    ),
  ),
  opcoes: Type.Optional(
    Nulo(
      Type.Array(Type.String({ maxLength: OPCAO_MAXIMA, errorMessage: M.opcaoVazia }), {
        maxItems: OPCOES_MAXIMAS,
        errorMessage: M.opcoesDemais,
        description: 'multipla: duas ou mais opções diferentes.',
      }),
    ),
  ),
});

const camposAvaliacao = {
  ...corpoDosCampos(CAMPOS_AVALIACAO),
  tipo: TipoAvaliacao,
  perguntas: Type.Array(PerguntaEntrada, {
    maxItems: PERGUNTAS_MAXIMAS,
    errorMessage: M.perguntasDemais,
    description: 'Na ordem em que são respondidas; os ids são dados pelo servidor (1, 2, 3…).',
  }),
};

export const NovaAvaliacao = Type.Object(camposAvaliacao);
export type CorpoAvaliacao = Static<typeof NovaAvaliacao>;
export const AlteracaoAvaliacao = Type.Object({ ...camposAvaliacao, versao: Versao });

export const ConsultaAvaliacoes = consultaLista({
  ordenacoes: ['titulo', 'tipo', 'criadoEm'],
  filtros: {
    tipo: Type.Optional(TipoAvaliacao),
  },
});
export type ConsultaAvaliacoes = Static<typeof ConsultaAvaliacoes>;

// ---- Applying ------------------------------------------------------------------------------------

export const Respondente = Type.Object({
  nome: Type.String({ maxLength: 200, errorMessage: M.informeRespondente }),
  papel: Type.String({
    maxLength: 100,
    errorMessage: M.informePapel,
    description: 'supervisor, educador, aprendiz…',
  }),
});

export const Aplicacao = Type.Object({
  turmaId: Type.Optional(
    Type.Integer({
      minimum: 1,
      errorMessage: M.turmaNaoEncontrada,
      description: 'Aplica a todos os aprendizes alocados agora na turma.',
    }),
  ),
  aprendizIds: Type.Optional(
    Type.Array(Type.Integer({ minimum: 1, errorMessage: M.aprendizInexistente }), {
      minItems: 1,
      maxItems: APRENDIZES_POR_APLICACAO,
      errorMessage: M.informeTurmaOuAprendizes,
      description: 'Ou estes aprendizes (a turma de cada um é a da sua alocação aberta).',
    }),
  ),
  respondente: Respondente,
  prazo: Type.String({ format: 'date', errorMessage: M.prazoInvalido }),
});
export type Aplicacao = Static<typeof Aplicacao>;

export const ValorResposta = Type.Union(
  [Type.Number(), Type.String({ maxLength: RESPOSTA_TEXTO_MAXIMA })],
  {
    description: 'escala: 1 a 5; multipla: o texto da opção; texto: a resposta.',
  },
);

export const Resposta = Type.Object({ perguntaId: Type.Integer(), valor: ValorResposta });

export const AvaliacaoAplicada = Type.Object({
  id: Type.Integer(),
  avaliacaoId: Type.Integer(),
  avaliacao: Type.Object({
    id: Type.Integer(),
    titulo: Type.String(),
    descricao: Type.String(),
    tipo: TipoAvaliacao,
  }),
  perguntas: Type.Array(Pergunta, { description: 'As perguntas da avaliação, na ordem.' }),
  aprendiz: Type.Object({ ...Referencia.properties, nomeSocial: Nulo(Type.String()) }),
  turma: Nulo(TurmaResumo),
  respondente: Respondente,
  data: Type.String({ format: 'date', description: 'Quando foi aplicada.' }),
  prazo: DataResposta,
  status: StatusAplicada,
  atrasada: Type.Boolean({ description: 'Prazo vencido e não concluída.' }),
  respostas: Type.Array(Resposta, { description: 'As respostas dadas, na ordem das perguntas.' }),
  respondidas: Type.Integer(),
  totalPerguntas: Type.Integer(),
  proximaPergunta: Nulo(
    Type.Integer({ description: 'Id da primeira pergunta sem resposta (onde retomar).' }),
  ),
  concluidaEm: Nulo(Momento()),
  respondidaPeloSupervisor: Nulo(Type.String(), {
    description:
      'Nome do supervisor da empresa que a respondeu pelo portal (link assinado); null quando ' +
      'respondida pela equipe.',
  }),
  ...camposVersionados(),
});
export type AvaliacaoAplicadaResposta = Static<typeof AvaliacaoAplicada>;
export const AvaliacaoAplicadaComponente = componente('AvaliacaoAplicada', AvaliacaoAplicada);

export const ResultadoAplicacao = Type.Object({
  data: Type.Array(AvaliacaoAplicadaComponente.ref),
  total: Type.Integer(),
});

export const ConsultaAplicadas = consultaLista({
  ordenacoes: ['prazo', 'data', 'aprendiz', 'status'],
  filtros: {
    avaliacaoId: Type.Optional(Type.Integer({ minimum: 1 })),
    turmaId: Type.Optional(Type.Integer({ minimum: 1 })),
    aprendizId: Type.Optional(Type.Integer({ minimum: 1 })),
    status: Type.Optional(StatusAplicada),
    atrasada: FiltroBooleano('true: só as atrasadas; false: só as em dia.'),
  },
});
export type ConsultaAplicadas = Static<typeof ConsultaAplicadas>;

export const SalvarRespostas = Type.Object({
  respostas: Type.Array(
    Type.Object({
      perguntaId: Type.Integer({ minimum: 1, errorMessage: M.perguntaInexistente }),
      valor: Nulo(ValorResposta),
    }),
    {
      maxItems: PERGUNTAS_MAXIMAS,
      description: 'As respostas a gravar (as outras ficam como estão); valor null apaga.',
    },
  ),
  versao: Versao,
});
export type SalvarRespostas = Static<typeof SalvarRespostas>;

export const Conclusao = Type.Object({ versao: Versao });

// ---- Results ------------------------------------------------------------------------------------

export const ConsultaResultados = Type.Object({
  turmaId: Type.Optional(Type.Integer({ minimum: 1, description: 'Só as aplicadas nesta turma.' })),
});

export const Resultados = Type.Object({
  avaliacao: Type.Object({ id: Type.Integer(), titulo: Type.String(), tipo: TipoAvaliacao }),
  turma: Nulo(TurmaResumo),
  aplicadas: Type.Integer(),
  concluidas: Type.Integer({ description: 'As respostas contadas são só as das concluídas.' }),
  perguntas: Type.Array(
    Type.Object({
      id: Type.Integer(),
      enunciado: Type.String(),
      tipo: TipoPergunta,
      obrigatoria: Type.Boolean(),
      respostas: Type.Integer({ description: 'Quantas concluídas responderam.' }),
      distribuicao: Type.Array(
        Type.Object({
          valor: Type.String({ description: 'escala: 1…5; multipla: a opção.' }),
          rotulo: Type.String(),
          quantidade: Type.Integer(),
          percentual: Type.Number({ description: '0 a 100, uma casa.' }),
        }),
        { description: 'escala e multipla: cada valor possível, mesmo os sem resposta.' },
      ),
      media: Nulo(Type.Number({ description: 'escala: a média de 1 a 5 (duas casas).' })),
      textos: Type.Array(
        Type.Object({
          aplicadaId: Type.Integer(),
          aprendiz: Type.String(),
          texto: Type.String(),
        }),
        { description: 'texto: as respostas escritas.' },
      ),
    }),
  ),
});
export type ResultadosResposta = Static<typeof Resultados>;
