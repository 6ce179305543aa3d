// Request and response shapes of /api/frequencia (a class's day, its month, summaries, alerts),
// /api/aprendizes/{id}/frequencia (an apprentice's attendance by month) and
// /api/aprendiz/{id}/calendario (the apprentice's computed calendar and its PDF).
import { Type, type Static } from 'typebox';
import { componente, Momento } from '../../shared/componentes';
import { Nulo, PADRAO_MES, Referencia, TurmaResumo } from '../../shared/esquemas';
import { PAGE_SIZE_MAXIMO } from '../../shared/lista';
import {
  CONTEUDO_MAXIMO,
  JUSTIFICATIVA_MAXIMA,
  MENSAGENS_FREQUENCIA as M,
} from '../../../src/shared/validation/frequencia';
import { Origem } from '../feriados';

const Data = (description = 'aaaa-mm-dd') =>
  Type.String({ format: 'date', description, errorMessage: M.dataInvalida });
const DataResposta = Type.String({ format: 'date' });

export const Status = Type.Union(
  [Type.Literal('presente'), Type.Literal('falta'), Type.Literal('falta-justificada')],
  { errorMessage: M.statusInvalido, description: 'presente, falta ou falta-justificada.' },
);

export const FeriadoNoDia = Type.Object({ nome: Type.String(), origem: Origem });

const turmaId = Type.Integer({ minimum: 1, errorMessage: M.turmaInvalida });

export const ConsultaDia = Type.Object({ turmaId, data: Data() });
export type ConsultaDia = Static<typeof ConsultaDia>;

const Contagem = {
  presentes: Type.Integer(),
  faltas: Type.Integer(),
  justificadas: Type.Integer(),
};

export const DiaDeFrequencia = Type.Object({
  turma: Type.Object({
    ...TurmaResumo.properties,
    educador: Nulo(Referencia),
    diasTeoria: Type.Array(Type.Integer()),
    dataInicio: DataResposta,
    dataFim: DataResposta,
    planoId: Nulo(Type.Integer()),
    municipio: Nulo(Type.Object({ id: Type.Integer(), nome: Type.String(), uf: Type.String() })),
  }),
  data: DataResposta,
  diaDeAula: Type.Boolean({ description: 'false: o dia não é de aula (motivo diz por quê).' }),
  motivo: Nulo(Type.String({ description: 'Por que não é dia de aula (a mesma frase do 422).' })),
  feriado: Nulo(FeriadoNoDia),
  diaAnterior: Nulo(DataResposta),
  proximoDia: Nulo(Type.String({ format: 'date', description: 'Nunca depois de hoje.' })),
  registro: Nulo(
    Type.Object(
      {
        disciplina: Nulo(Referencia),
        conteudo: Type.String(),
        salvoPor: Nulo(Referencia),
        salvoEm: Momento(),
        versao: Type.Integer(),
      },
      { description: 'null: a frequência do dia ainda não foi registrada.' },
    ),
  ),
  aprendizes: Type.Array(
    Type.Object({
      aprendizId: Type.Integer(),
      nome: Type.String(),
      nomeSocial: Nulo(Type.String()),
      status: Nulo(Status),
      justificativa: Nulo(Type.String()),
      afastado: Type.Boolean({ description: 'Afastado neste dia: não é marcado nem contado.' }),
      alocado: Type.Boolean({
        description: 'false: tem marcação gravada, mas não está mais alocado neste dia.',
      }),
    }),
  ),
  totais: Type.Object({
    alocados: Type.Integer(),
    afastados: Type.Integer(),
    ...Contagem,
    semMarcacao: Type.Integer(),
  }),
  podeAlterar: Type.Boolean({ description: 'O usuário pode salvar este dia agora.' }),
  bloqueio: Nulo(Type.String({ description: 'Por que não pode (dia antigo, outra turma...).' })),
});
export type DiaDeFrequenciaResposta = Static<typeof DiaDeFrequencia>;
export const DiaDeFrequenciaComponente = componente('DiaDeFrequencia', DiaDeFrequencia);

export const SalvarDia = Type.Object({
  turmaId,
  data: Data(),
  disciplinaId: Type.Optional(
    Nulo(Type.Integer({ minimum: 1, errorMessage: M.disciplinaForaDoPlano })),
  ),
  conteudo: Type.Optional(
    Nulo(Type.String({ maxLength: CONTEUDO_MAXIMO, errorMessage: M.conteudoLongo })),
  ),
  registros: Type.Array(
    Type.Object({
      aprendizId: Type.Integer({ minimum: 1 }),
      status: Status,
      justificativa: Type.Optional(
        Nulo(Type.String({ maxLength: JUSTIFICATIVA_MAXIMA, errorMessage: M.justificativaLonga })),
      ),
    }),
    { maxItems: 500 },
  ),
  versao: Type.Optional(
    Type.Integer({
      minimum: 1,
      description:
        'A versao do dia lida (registro.versao); ausente quando o dia ainda não tinha registro. ' +
        'Se outra pessoa salvou depois, 409.',
    }),
  ),
});
export type SalvarDia = Static<typeof SalvarDia>;

const Periodo = {
  inicio: Data('Primeiro dia (aaaa-mm-dd).'),
  fim: Data('Último dia (aaaa-mm-dd).'),
};

const Percentual = Nulo(
  Type.Number({ description: 'presentes / dias registrados, de 0 a 1; null sem dias.' }),
);

export const ConsultaResumo = Type.Object({ turmaId, ...Periodo });
export type ConsultaResumo = Static<typeof ConsultaResumo>;

export const ResumoFrequencia = Type.Object({
  turma: TurmaResumo,
  inicio: DataResposta,
  fim: DataResposta,
  diasDeAula: Type.Integer({ description: 'Dias de aula da turma no período, até hoje.' }),
  diasRegistrados: Type.Integer({ description: 'Desses, os que têm frequência salva.' }),
  aprendizes: Type.Array(
    Type.Object({
      aprendizId: Type.Integer(),
      nome: Type.String(),
      dias: Type.Integer({ description: 'Dias em que foi marcado (afastamentos não contam).' }),
      ...Contagem,
      percentual: Percentual,
    }),
  ),
});

export const ConsultaAlertas = Type.Object({
  turmaId: Type.Optional(Type.Integer({ minimum: 1, description: 'Só os desta turma.' })),
  page: Type.Optional(Type.Integer({ minimum: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAXIMO })),
});
export type ConsultaAlertas = Static<typeof ConsultaAlertas>;

export const AlertaFrequencia = Type.Object({
  aprendizId: Type.Integer(),
  nome: Type.String(),
  turma: TurmaResumo,
  motivos: Type.Array(
    Type.Union([Type.Literal('faltas-seguidas'), Type.Literal('frequencia-baixa')]),
  ),
  faltasSeguidas: Type.Integer({
    description: 'Faltas sem justificativa seguidas, até o último dia.',
  }),
  dias: Type.Integer({ description: 'Dias de aula registrados considerados (os últimos 30).' }),
  ...Contagem,
  percentual: Percentual,
  ultimaData: Nulo(DataResposta),
  contato: Type.Object({
    celular: Nulo(Type.String()),
    telefone: Nulo(Type.String()),
    email: Nulo(Type.String()),
    responsavelNome: Nulo(Type.String()),
    responsavelTelefone: Nulo(Type.String()),
  }),
});

export const ListaAlertas = Type.Object({
  data: Type.Array(AlertaFrequencia),
  total: Type.Integer(),
  page: Type.Integer(),
  pageSize: Type.Integer(),
});

export const ConsultaMes = Type.Object({
  turmaId,
  mes: Type.String({
    pattern: PADRAO_MES,
    description: 'aaaa-mm',
    errorMessage: 'Informe o mês como aaaa-mm',
  }),
});
export type ConsultaMes = Static<typeof ConsultaMes>;

const Marcacao = Nulo(
  Type.Union([
    Type.Literal('presente'),
    Type.Literal('falta'),
    Type.Literal('falta-justificada'),
    Type.Literal('afastado'),
  ]),
);

export const MesDaTurma = Type.Object({
  turma: TurmaResumo,
  mes: Type.String(),
  dias: Type.Array(
    Type.Object({
      data: DataResposta,
      registrado: Type.Boolean(),
      ...Contagem,
    }),
    { description: 'Os dias de aula do mês (até hoje), em ordem: as colunas da grade.' },
  ),
  aprendizes: Type.Array(
    Type.Object({
      aprendizId: Type.Integer(),
      nome: Type.String(),
      marcacoes: Type.Array(Marcacao, {
        description: 'Uma por dia de `dias`, na mesma ordem; null: sem marcação (ou não alocado).',
      }),
      dias: Type.Integer(),
      ...Contagem,
      percentual: Percentual,
    }),
  ),
});

export const ConsultaMesExportar = Type.Object({
  ...ConsultaMes.properties,
  formato: Type.Optional(
    Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], { errorMessage: 'Use csv ou xlsx' }),
  ),
});

export const ConsultaDoAprendiz = Type.Object({
  ano: Type.Optional(
    Type.Integer({ minimum: 1900, maximum: 2099, description: 'Padrão: o ano de hoje.' }),
  ),
});

export const FrequenciaDoAprendiz = Type.Object({
  aprendizId: Type.Integer(),
  ano: Type.Integer(),
  meses: Type.Array(
    Type.Object({
      mes: Type.String({ description: 'aaaa-mm' }),
      dias: Type.Integer(),
      ...Contagem,
      percentual: Percentual,
      ausencias: Type.Array(
        Type.Object({
          data: DataResposta,
          turma: TurmaResumo,
          status: Status,
          justificativa: Nulo(Type.String()),
        }),
      ),
    }),
    { description: 'Só os meses com dias registrados, em ordem.' },
  ),
  total: Type.Object({ dias: Type.Integer(), ...Contagem, percentual: Percentual }),
});

export const ConsultaCalendario = Type.Object({
  inicio: Type.Optional(Data('Padrão: o início do contrato, ou 1º de janeiro deste ano.')),
  fim: Type.Optional(Data('Padrão: o término do contrato, ou 31 de dezembro deste ano.')),
});
export type ConsultaCalendario = Static<typeof ConsultaCalendario>;

export const TipoDia = Type.Union(
  [
    Type.Literal('teoria'),
    Type.Literal('pratica'),
    Type.Literal('feriado'),
    Type.Literal('afastamento'),
  ],
  { description: 'teoria (turma), pratica (na empresa), feriado/recesso ou afastamento.' },
);

export const Calendario = Type.Object({
  aprendiz: Referencia,
  inicio: DataResposta,
  fim: DataResposta,
  contrato: Nulo(
    Type.Object({
      id: Type.Integer(),
      numero: Type.String(),
      parceiro: Referencia,
      dataInicio: DataResposta,
      dataFim: Type.String({ format: 'date', description: 'Término, ou a data da rescisão.' }),
    }),
  ),
  turmas: Type.Array(
    Type.Object({
      ...TurmaResumo.properties,
      diasTeoria: Type.Array(Type.Integer()),
      dataInicio: DataResposta,
      dataFim: Type.String({ format: 'date', description: 'Fim da alocação ou da turma.' }),
    }),
  ),
  dias: Type.Array(
    Type.Object({
      data: DataResposta,
      tipo: Nulo(TipoDia),
      turmaId: Nulo(Type.Integer()),
      feriado: Nulo(FeriadoNoDia),
      frequencia: Nulo(Status),
      marcos: Type.Array(
        Type.Union([Type.Literal('inicio-contrato'), Type.Literal('fim-contrato')]),
      ),
    }),
    {
      description: 'Só os dias com algo: aula, prática, feriado, afastamento ou marco do contrato.',
    },
  ),
  contagens: Type.Object({
    teoria: Type.Integer(),
    pratica: Type.Integer(),
    feriados: Type.Integer({ description: 'Feriados e recessos em dias úteis do período.' }),
    afastamento: Type.Integer(),
    ...Contagem,
  }),
});
export type CalendarioResposta = Static<typeof Calendario>;

export const ConsultaTurmasFrequencia = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200, description: 'Código ou nome da turma.' })),
});

export const TurmasFrequencia = Type.Object({
  data: Type.Array(
    Type.Object({
      ...TurmaResumo.properties,
      status: Type.String(),
      diasTeoria: Type.Array(Type.Integer()),
      dataInicio: DataResposta,
      dataFim: DataResposta,
      educador: Nulo(Referencia),
      minha: Type.Boolean({ description: 'A turma é do educador vinculado ao usuário.' }),
    }),
    { description: 'Até 50: as do educador primeiro, depois as em andamento, por código.' },
  ),
});

export const ConsultaPendentes = Type.Object({
  data: Type.Optional(Data('O dia (padrão: hoje), aaaa-mm-dd.')),
});

export const TurmasPendentes = Type.Object({
  data: Type.Array(Type.Object({ ...TurmaResumo.properties, educador: Nulo(Referencia) }), {
    description: 'Por código.',
  }),
  total: Type.Integer({ minimum: 0 }),
});
