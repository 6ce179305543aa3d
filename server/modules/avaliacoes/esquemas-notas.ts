// Request and response shapes of /api/notas (a class's grid, one person's grades, the search
// across classes) and of the report cards (/api/boletins, /api/turmas/{id}/boletins).
import { Type, type Static } from 'typebox';
import { componente, Momento } from '../../shared/componentes';
import { FiltroBooleano, Nulo, Referencia, TurmaResumo } from '../../shared/esquemas';
import { consultaLista } from '../../shared/lista';
import { MENSAGENS_NOTAS as M } from '../../../src/shared/validation/avaliacoes';

const Data = Type.String({ format: 'date' });

const Periodo = Type.Integer({
  minimum: 1,
  maximum: 4,
  errorMessage: M.periodoInvalido,
  description: 'O bimestre da turma: 1 a 4 (datas calculadas do período da turma).',
});
const Id = (mensagem?: string) =>
  Type.Integer({ minimum: 1, ...(mensagem ? { errorMessage: mensagem } : {}) });

export const ConceitoResumo = Type.Object({
  id: Type.Integer(),
  sigla: Type.String(),
  descricao: Type.String(),
});

export const ConsultaNotas = Type.Object({
  turmaId: Type.Optional(Id(M.turmaNaoEncontrada)),
  disciplinaId: Type.Optional(Id(M.disciplinaForaDoPlano)),
  periodo: Type.Optional(Periodo),
  aprendizId: Type.Optional(Id(M.aprendizNaoEncontrado)),
});
export type ConsultaNotas = Static<typeof ConsultaNotas>;

export const LinhaNota = Type.Object({
  aprendiz: Type.Object({ ...Referencia.properties, nomeSocial: Nulo(Type.String()) }),
  turma: TurmaResumo,
  disciplina: Referencia,
  periodo: Type.Integer(),
  valor: Nulo(Type.Number({ description: '0 a 10, uma casa; null: sem nota.' })),
  conceito: Nulo(ConceitoResumo),
  conceitoInformado: Type.Boolean({
    description: 'true: a nota foi dada como conceito (valor é o meio da faixa).',
  }),
  alocado: Type.Boolean({
    description: 'false: tem nota gravada mas não esteve alocado na turma no bimestre.',
  }),
});
export type LinhaNotaResposta = Static<typeof LinhaNota>;

export const Notas = Type.Object({
  turma: Nulo(
    Type.Object({
      ...TurmaResumo.properties,
      dataInicio: Data,
      dataFim: Data,
      planoId: Nulo(Type.Integer()),
      educador: Nulo(Referencia),
    }),
  ),
  disciplina: Nulo(Referencia),
  periodo: Nulo(Type.Integer()),
  inicio: Nulo(Type.String({ format: 'date', description: 'Início do bimestre.' })),
  fim: Nulo(Type.String({ format: 'date', description: 'Fim do bimestre.' })),
  aprendiz: Nulo(Referencia),
  lancamento: Nulo(
    Type.Object(
      { versao: Type.Integer(), salvoPor: Nulo(Referencia), salvoEm: Momento() },
      { description: 'A grade (turma, disciplina, bimestre) salva; null: ainda não lançada.' },
    ),
  ),
  podeAlterar: Type.Boolean({ description: 'O usuário pode salvar esta grade agora.' }),
  bloqueio: Nulo(Type.String({ description: 'Por que não pode (outra turma, bimestre futuro…).' })),
  linhas: Type.Array(LinhaNota),
});
export type NotasResposta = Static<typeof Notas>;
export const NotasComponente = componente('Notas', Notas);

export const SalvarNotas = Type.Object({
  turmaId: Id(M.turmaNaoEncontrada),
  disciplinaId: Id(M.disciplinaForaDoPlano),
  periodo: Periodo,
  registros: Type.Array(
    Type.Object({
      aprendizId: Id(M.aprendizNaoEncontrado),
      valor: Type.Optional(
        Nulo(Type.Number({ minimum: 0, maximum: 10, errorMessage: M.notaInvalida })),
      ),
      conceitoId: Type.Optional(Nulo(Id(M.conceitoInexistente))),
    }),
    {
      maxItems: 500,
      description:
        'Só as linhas enviadas mudam. valor (0 a 10, uma casa) ou conceitoId (a nota é o meio ' +
        'da faixa); os dois: o valor tem de estar na faixa; nenhum: apaga a nota.',
    },
  ),
  versao: Type.Optional(
    Type.Integer({
      minimum: 1,
      description:
        'A versao da grade lida (lancamento.versao); ausente no primeiro lançamento. Se outra ' +
        'pessoa salvou depois, 409.',
    }),
  ),
});
export type SalvarNotas = Static<typeof SalvarNotas>;

export const ConsultaBuscaNotas = consultaLista({
  ordenacoes: ['aprendiz', 'turma', 'disciplina', 'periodo', 'valor'],
  filtros: {
    turmaId: Type.Optional(Id()),
    disciplinaId: Type.Optional(Id()),
    periodo: Type.Optional(Periodo),
    aprendizId: Type.Optional(Id()),
    abaixoDaMedia: FiltroBooleano('true: só as notas abaixo da média mínima.'),
  },
});
export type ConsultaBuscaNotas = Static<typeof ConsultaBuscaNotas>;

export const NotaEncontrada = Type.Object({
  id: Type.Integer(),
  ...LinhaNota.properties,
  atualizadoEm: Momento(),
});

// ---- Report cards ---------------------------------------------------------------------------------

export const Resultado = Type.Union(
  [
    Type.Literal('aprovado'),
    Type.Literal('reprovado por nota'),
    Type.Literal('reprovado por falta'),
    Type.Literal('em curso'),
  ],
  { description: 'aprovado, reprovado por nota, reprovado por falta ou em curso.' },
);

export const Criterios = Type.Object({
  mediaMinima: Type.Number({ description: '6,0: a média final mínima.' }),
  frequenciaMinima: Type.Number({ description: '75: a frequência mínima, em %.' }),
  texto: Type.String(),
});

const PeriodoDaTurma = Type.Object({ periodo: Type.Integer(), inicio: Data, fim: Data });

export const DisciplinaDoBoletim = Type.Object({
  disciplina: Referencia,
  modulo: Nulo(Type.String()),
  cargaHoraria: Type.Integer(),
  notas: Type.Array(
    Type.Object({
      periodo: Type.Integer(),
      valor: Nulo(Type.Number()),
      conceito: Nulo(ConceitoResumo),
    }),
    { description: 'Os quatro bimestres, em ordem.' },
  ),
  media: Nulo(Type.Number({ description: 'Média dos bimestres com nota, uma casa.' })),
  conceito: Nulo(ConceitoResumo),
  diasDeAula: Type.Integer({ description: 'Dias com frequência registrada nesta disciplina.' }),
  faltas: Type.Integer({ description: 'Faltas (justificadas contam como falta no %).' }),
  frequencia: Nulo(Type.Number({ description: '% de presença, uma casa; null: nenhum dia.' })),
  resultado: Resultado,
});

export const Boletim = Type.Object({
  aprendiz: Type.Object({ ...Referencia.properties, nomeSocial: Nulo(Type.String()) }),
  turma: Type.Object({
    ...TurmaResumo.properties,
    dataInicio: Data,
    dataFim: Data,
    curso: Nulo(Type.String()),
    educador: Nulo(Type.String()),
    encerrada: Type.Boolean(),
  }),
  criterios: Criterios,
  periodos: Type.Array(PeriodoDaTurma),
  disciplinas: Type.Array(DisciplinaDoBoletim),
  resumo: Type.Object({
    media: Nulo(Type.Number({ description: 'Média das médias das disciplinas.' })),
    diasDeAula: Type.Integer({ description: 'Todos os dias registrados na turma.' }),
    faltas: Type.Integer(),
    frequencia: Nulo(Type.Number()),
    resultado: Resultado,
  }),
  aviso: Nulo(Type.String({ description: 'A turma não tem plano, por exemplo.' })),
});
export type BoletimResposta = Static<typeof Boletim>;
export const BoletimComponente = componente('Boletim', Boletim);

export const ConsultaBoletim = Type.Object({
  turmaId: Type.Optional(
    Type.Integer({
      minimum: 1,
      description: 'Padrão: a turma da alocação aberta (ou a mais recente).',
    }),
  ),
});

export const ParametroAprendiz = Type.Object({
  aprendizId: Type.Integer({ minimum: 1, errorMessage: 'Identificador inválido' }),
});

export const BoletinsDaTurma = Type.Object({
  turma: Boletim.properties.turma,
  criterios: Criterios,
  periodos: Type.Array(PeriodoDaTurma),
  disciplinas: Type.Array(Referencia),
  aprendizes: Type.Array(
    Type.Object({
      aprendiz: Type.Object({ ...Referencia.properties, nomeSocial: Nulo(Type.String()) }),
      media: Nulo(Type.Number()),
      frequencia: Nulo(Type.Number()),
      resultado: Resultado,
      disciplinas: Type.Array(
        Type.Object({
          disciplinaId: Type.Integer(),
          media: Nulo(Type.Number()),
          frequencia: Nulo(Type.Number()),
          resultado: Resultado,
        }),
      ),
    }),
  ),
  totais: Type.Object({
    aprendizes: Type.Integer(),
    aprovados: Type.Integer(),
    reprovados: Type.Integer(),
    emCurso: Type.Integer(),
  }),
  aviso: Nulo(Type.String()),
});
