// Request and response shapes of /api/alocacoes (enturmação). One row shape, Alocacao, everywhere
// an allocation is listed: the class, the period, and the apprentice's name, CPF (masked without
// aprendizes:ver-cpf) and situação.
import { Type, type Static } from 'typebox';
import { componente } from '../../shared/componentes';
import { consultaLista, respostaLista } from '../../shared/lista';
import {
  CAPACIDADE_MAXIMA,
  MENSAGENS_ALOCACAO as M,
  MOTIVO_MAXIMO,
} from '../../../src/shared/validation/turma';
import { camposAprendiz } from '../../shared/periodo';

const Data = Type.String({ format: 'date', description: 'aaaa-mm-dd' });
const Id = (errorMessage: string, description?: string) =>
  Type.Integer({ minimum: 1, errorMessage, ...(description ? { description } : {}) });

export const TurmaResumo = Type.Object({
  id: Type.Integer(),
  codigo: Type.String(),
  nome: Type.String(),
  status: Type.String(),
});

export const Alocacao = Type.Object({
  id: Type.Integer({ description: 'Id da alocação.' }),
  ...camposAprendiz,
  turmaId: Type.Integer(),
  turma: TurmaResumo,
  dataInicio: Data,
  dataFim: Type.Union([Data, Type.Null()]),
  motivoDesalocacao: Type.Union([Type.String(), Type.Null()]),
  aberta: Type.Boolean({ description: 'true enquanto o aprendiz está na turma (sem dataFim).' }),
  criadoEm: Type.String({ format: 'date-time' }),
  atualizadoEm: Type.String({ format: 'date-time' }),
  versao: Type.Integer(),
});
export type AlocacaoResposta = Static<typeof Alocacao>;
export const AlocacaoComponente = componente('Alocacao', Alocacao);

export const abertas = (description: string) =>
  Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('todas')], {
    description,
    errorMessage: 'Use true, false ou todas',
  });
const Abertas = abertas('Alocações abertas (true), encerradas (false) ou todas (padrão).');

export const ORDENACOES_ALOCACOES = ['nome', 'dataInicio', 'dataFim', 'turma'] as const;

/** Paging, sort and q (the apprentice's name or CPF digits); allocations have no `ativo`. */
export const consultaAlocacoes = <F extends Parameters<typeof consultaLista>[0]['filtros']>(
  filtros: F,
) => Type.Omit(consultaLista({ ordenacoes: ORDENACOES_ALOCACOES, filtros }), ['ativo']);

export const ConsultaAlocacoes = consultaAlocacoes({
  turmaId: Type.Optional(Id('Identificador inválido', 'Só desta turma.')),
  aprendizId: Type.Optional(Id('Identificador inválido', 'Só deste aprendiz.')),
  abertas: Type.Optional(Abertas),
});
export type ConsultaAlocacoes = Static<typeof ConsultaAlocacoes>;

export const ConsultaComAprendizes = consultaAlocacoes({
  turmaId: Id(M.selecioneTurma, 'A turma (obrigatória).'),
  abertas: Type.Optional(Abertas),
});

/** The filters every allocation list accepts (some come from the path). */
export interface FiltroAlocacoes {
  turmaId?: number | undefined;
  aprendizId?: number | undefined;
  educadorId?: number | undefined;
  abertas?: 'true' | 'false' | 'todas' | undefined;
  q?: string | undefined;
  sort?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export const ListaAlocacoes = respostaLista(AlocacaoComponente.ref);

export const HistoricoAlocacoes = Type.Object({
  data: Type.Array(AlocacaoComponente.ref, { description: 'Da mais recente para a mais antiga.' }),
});

export const ParametroAprendiz = Type.Object({
  id: Id('Identificador inválido'),
});

export const ParametrosDesalocar = Type.Object({
  aprendizId: Id('Identificador inválido'),
  turmaId: Id('Identificador inválido'),
});

const ListaIds = Type.Array(Id('Selecione um aprendiz da lista'), {
  minItems: 1,
  maxItems: CAPACIDADE_MAXIMA,
  errorMessage: { minItems: M.selecioneAprendiz },
  description: `Até ${CAPACIDADE_MAXIMA} aprendizes, alocados todos ou nenhum.`,
});

export const NovaAlocacao = Type.Object({
  turmaId: Id(M.selecioneTurma),
  aprendizId: Type.Optional(Id('Selecione um aprendiz da lista', 'Um aprendiz.')),
  aprendizIds: Type.Optional(ListaIds),
  dataInicio: Type.String({
    format: 'date',
    errorMessage: { required: M.informeDataInicio, default: M.dataInvalida },
    description: 'Primeiro dia na turma (aaaa-mm-dd), dentro do período da turma.',
  }),
});
export type NovaAlocacao = Static<typeof NovaAlocacao>;

export const OcupacaoTurma = Type.Object({
  id: Type.Integer(),
  codigo: Type.String(),
  capacidade: Type.Integer(),
  ocupacao: Type.Integer({ description: 'Alocações abertas.' }),
  vagasRestantes: Type.Integer(),
});

export const AlocacoesCriadas = Type.Object({
  data: Type.Array(AlocacaoComponente.ref),
  turma: OcupacaoTurma,
});

export const Verificacao = Type.Object({
  turmaId: Type.Integer({ minimum: 1, errorMessage: M.selecioneTurma }),
  aprendizIds: ListaIds,
  dataInicio: Type.Optional(
    Type.String({
      format: 'date',
      errorMessage: M.dataInvalida,
      description: 'Quando informada, também confere se cai no período da turma.',
    }),
  ),
});
export type Verificacao = Static<typeof Verificacao>;

export const ResultadoVerificacao = Type.Object({
  turma: Type.Object({
    ...OcupacaoTurma.properties,
    nome: Type.String(),
    status: Type.String(),
    ativo: Type.Boolean(),
    dataInicio: Data,
    dataFim: Data,
  }),
  problemasTurma: Type.Array(Type.String(), {
    description:
      'Por que a turma não recebe ninguém agora (inativa, encerrada, data fora do período).',
  }),
  aprendizes: Type.Array(
    Type.Object({
      aprendizId: Type.Integer(),
      nome: Type.Union([Type.String(), Type.Null()], { description: 'null: não encontrado.' }),
      situacao: Type.Union([Type.String(), Type.Null()]),
      podeAlocar: Type.Boolean(),
      motivos: Type.Array(Type.String(), { description: 'Por que não pode; vazio quando pode.' }),
      avisos: Type.Array(Type.String(), {
        description:
          'O que não impede a alocação mas pede conferência: a turma é de um turno que coincide com o turno escolar do aprendiz (manhã 7h–12h, tarde 13h–18h, noite 19h–23h, integral 7h–17h).',
      }),
      alocacaoAtual: Type.Union([
        Type.Object({
          turmaId: Type.Integer(),
          codigo: Type.String(),
          nome: Type.String(),
          dataInicio: Data,
        }),
        Type.Null(),
      ]),
    }),
    { description: 'Na ordem de aprendizIds.' },
  ),
  aptos: Type.Integer({ description: 'Quantos da lista podem ser alocados.' }),
  cabem: Type.Boolean({ description: 'Os aptos cabem nas vagas restantes.' }),
  mensagemCapacidade: Type.Union([Type.String(), Type.Null()]),
  podeConfirmar: Type.Boolean({
    description: 'true quando POST /api/alocacoes com esta lista seria aceito agora.',
  }),
});

export const Desalocacao = Type.Object({
  dataFim: Type.String({
    format: 'date',
    errorMessage: { required: M.informeDataFim, default: M.dataInvalida },
    description: 'Último dia na turma (aaaa-mm-dd): não antes do início, não no futuro.',
  }),
  motivo: Type.String({
    minLength: 1,
    maxLength: MOTIVO_MAXIMO,
    pattern: '\\S',
    errorMessage: { maxLength: M.motivoLongo, default: M.informeMotivo },
  }),
});
export type Desalocacao = Static<typeof Desalocacao>;
