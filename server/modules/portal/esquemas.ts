// Request and response shapes of the partner portal: a unit's supervisors (staff, under
// /api/parceiros/{id}/unidades/{unidadeId}/supervisores) and what the link's holder reads
// (/api/portal/{token}, public).
import { Type, type Static } from 'typebox';
import { corpoDosCampos, respostaDosCampos } from '../../shared/campos';
import { componente, Momento } from '../../shared/componentes';
import { camposVersionados, Nulo, Versao } from '../../shared/esquemas';
import { consultaLista } from '../../shared/lista';
import { CAMPOS_SUPERVISOR } from '../../../src/shared/validation/portal';
import { ParametrosUnidade } from '../parceiros';

export const SituacaoLink = Type.Union(
  [
    Type.Literal('sem-link'),
    Type.Literal('ativo'),
    Type.Literal('expirado'),
    Type.Literal('revogado'),
  ],
  { description: 'O link do supervisor: nunca enviado, ativo, vencido ou cancelado.' },
);

export const Supervisor = Type.Object({
  id: Type.Integer(),
  unidadeId: Type.Integer(),
  ...respostaDosCampos(CAMPOS_SUPERVISOR),
  link: Type.Object({
    situacao: SituacaoLink,
    enviadoEm: Nulo(Momento()),
    expiraEm: Nulo(Momento({ description: 'Quando o link ativo (ou o último) deixa de abrir.' })),
    revogadoEm: Nulo(Momento()),
  }),
  ativo: Type.Boolean(),
  ...camposVersionados(),
});
export type SupervisorResposta = Static<typeof Supervisor>;
export const SupervisorComponente = componente('Supervisor', Supervisor);

// The supervisor's fields, their limits and words: CAMPOS_SUPERVISOR (src/shared/validation/portal.ts).
export const NovoSupervisor = Type.Object(corpoDosCampos(CAMPOS_SUPERVISOR));
export type NovoSupervisor = Static<typeof NovoSupervisor>;
export const AlteracaoSupervisor = Type.Object({
  ...corpoDosCampos(CAMPOS_SUPERVISOR),
  versao: Versao,
});

export const ConsultaSupervisores = consultaLista({
  ordenacoes: ['nome', 'criadoEm'] as const,
  filtros: {},
});
export type ConsultaSupervisores = Static<typeof ConsultaSupervisores>;

export const ParametrosSupervisor = Type.Object({
  ...ParametrosUnidade.properties,
  supervisorId: Type.Integer({ minimum: 1, errorMessage: 'Identificador inválido' }),
});

// ---- The portal (public, authenticated by the link only) -----------------------------------------

export const ParametroToken = Type.Object({
  token: Type.String({
    minLength: 1,
    maxLength: 200,
    description: 'O link assinado recebido por e-mail (a parte depois de /portal/).',
  }),
});
export const ParametrosAvaliacaoPortal = Type.Object({
  ...ParametroToken.properties,
  id: Type.Integer({ minimum: 1, errorMessage: 'Identificador inválido' }),
});

const Dia = Type.String({ format: 'date' });

export const AprendizPortal = Type.Object({
  id: Type.Integer(),
  nome: Type.String({ description: 'O nome social quando houver.' }),
  turma: Nulo(Type.Object({ codigo: Type.String(), nome: Type.String() })),
  contrato: Nulo(Type.Object({ dataInicio: Dia, dataFim: Dia })),
  frequenciaMes: Nulo(
    Type.Number({
      description:
        'Frequência nas aulas teóricas do mês corrente, em % (null: nenhuma aula ainda).',
    }),
  ),
});

export const AvaliacaoPortalResumo = Type.Object({
  id: Type.Integer(),
  titulo: Type.String(),
  aprendiz: Type.Object({ id: Type.Integer(), nome: Type.String() }),
  prazo: Dia,
  status: Type.Union([
    Type.Literal('pendente'),
    Type.Literal('em andamento'),
    Type.Literal('concluida'),
  ]),
  atrasada: Type.Boolean(),
  respondidas: Type.Integer(),
  totalPerguntas: Type.Integer(),
});

export const Portal = Type.Object({
  supervisor: Type.Object({ nome: Type.String() }),
  empresa: Type.String(),
  unidade: Type.String(),
  expiraEm: Momento(),
  mes: Type.String({ description: 'aaaa-mm do mês da frequência.' }),
  aprendizes: Type.Array(AprendizPortal),
  avaliacoes: Type.Array(AvaliacaoPortalResumo, {
    description: 'Avaliações da prática (desempenho) dos aprendizes lotados agora na unidade.',
  }),
});
export const PortalComponente = componente('Portal', Portal);
