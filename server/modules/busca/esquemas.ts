// GET /api/busca: the command palette's one search. Each group is present only for a caller who
// may read its domain (absent, not empty, otherwise), so the client never asks what it may show.
import { Type, type Static } from 'typebox';
import { componente } from '../../shared/componentes';

export const BUSCA_MINIMO = 2;
export const BUSCA_MAXIMO = 100;
/** Results per group: a palette is for jumping to one record, not for browsing a list. */
export const POR_GRUPO = 5;

export const MENSAGEM_BUSCA_CURTA = `Digite ao menos ${BUSCA_MINIMO} caracteres para buscar.`;

export const ConsultaBusca = Type.Object({
  q: Type.String({
    minLength: BUSCA_MINIMO,
    maxLength: BUSCA_MAXIMO,
    description:
      'Nome, CPF (só dígitos que quem busca pode ver), código de turma, nome ou CNPJ de empresa, nome de educador, número de contrato (2026/01000, 01000), título de vaga. ' +
      `De ${BUSCA_MINIMO} a ${BUSCA_MAXIMO} caracteres, sem contar espaços nas pontas.`,
    errorMessage: {
      minLength: MENSAGEM_BUSCA_CURTA,
      maxLength: `A busca aceita no máximo ${BUSCA_MAXIMO} caracteres.`,
      default: MENSAGEM_BUSCA_CURTA,
    },
  }),
});

const AprendizEncontrado = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
  nomeSocial: Type.Union([Type.String(), Type.Null()]),
  cpf: Type.String({
    description: 'Formatado, ou oculto (***.456.789-**) sem aprendizes:ver-cpf.',
  }),
  situacao: Type.String(),
});

const TurmaEncontrada = Type.Object({
  id: Type.Integer(),
  codigo: Type.String(),
  nome: Type.String(),
  status: Type.String(),
});

const ParceiroEncontrado = Type.Object({
  id: Type.Integer(),
  razaoSocial: Type.String(),
  nomeFantasia: Type.Union([Type.String(), Type.Null()]),
  cnpj: Type.String({ description: 'Formatado: 00.000.000/0000-00.' }),
});

const EducadorEncontrado = Type.Object({
  id: Type.Integer(),
  nome: Type.String(),
});

const ContratoEncontrado = Type.Object({
  id: Type.Integer(),
  numero: Type.String({ description: 'aaaa/nnnnn' }),
  aprendiz: Type.String({ description: 'Nome civil do aprendiz.' }),
  parceiro: Type.String({ description: 'Nome fantasia da empresa, ou a razão social.' }),
});

const VagaEncontrada = Type.Object({
  id: Type.Integer(),
  titulo: Type.String(),
  status: Type.String(),
  parceiro: Type.String({ description: 'Nome fantasia da empresa, ou a razão social.' }),
});

const grupo = <T extends Parameters<typeof Type.Array>[0]>(
  item: T,
  permissao: string,
  quais = 'registros ativos',
) =>
  Type.Optional(
    Type.Array(item, {
      maxItems: POR_GRUPO,
      description: `Só para quem tem ${permissao}; ${quais}, no máximo ${POR_GRUPO}.`,
    }),
  );

export const ResultadoBuscaComponente = componente(
  'ResultadoBusca',
  Type.Object({
    aprendizes: grupo(AprendizEncontrado, 'aprendizes:ler'),
    turmas: grupo(TurmaEncontrada, 'turmas:ler'),
    parceiros: grupo(ParceiroEncontrado, 'parceiros:ler'),
    educadores: grupo(EducadorEncontrado, 'educadores:ler'),
    contratos: grupo(
      ContratoEncontrado,
      'contratos:ler',
      'contratos de qualquer status cujo número contém os dígitos de q (só quando q é um número, com ou sem a barra)',
    ),
    vagas: grupo(
      VagaEncontrada,
      'vagas:ler',
      'vagas de qualquer status pelo título, as abertas e em seleção primeiro',
    ),
  }),
);

export type ResultadoBusca = Static<typeof ResultadoBuscaComponente.schema>;
