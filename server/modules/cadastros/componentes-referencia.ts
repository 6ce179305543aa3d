// The row shapes of the reference lookups (seed-spec section 7) as named OpenAPI components: the
// client's generated types (Municipio, Profissao, Curso...).
import { Type } from 'typebox';
import { componente, type Componente } from '../../shared/componentes';
import { Nulo } from '../../shared/esquemas';

export const Municipio = componente(
  'Municipio',
  Type.Object(
    {
      id: Type.Integer({ description: 'O código IBGE do município (São Paulo = 3550308).' }),
      codigoIbge: Type.String({ description: 'Código IBGE, 7 dígitos.' }),
      nome: Type.String(),
      uf: Type.String(),
    },
    { description: 'Município do IBGE.' },
  ),
);

export const SituacaoAprendiz = componente(
  'SituacaoAprendiz',
  Type.Object(
    {
      id: Type.Integer(),
      codigo: Type.String(),
      nome: Type.String(),
      ordem: Type.Integer(),
      cor: Type.String({ description: 'Cor do Chip (MUI): default, info, success...' }),
      descricao: Type.String(),
    },
    { description: 'Situação do aprendiz no programa.' },
  ),
);

export const Profissao = componente(
  'Profissao',
  Type.Object(
    {
      id: Type.Integer(),
      codigo: Type.String({ description: 'Código CBO, ####-##.' }),
      nome: Type.String({ description: 'Título da ocupação na CBO.' }),
      area: Type.String(),
    },
    { description: 'Ocupação da CBO 2002.' },
  ),
);

export const RamoAtividade = componente(
  'RamoAtividade',
  Type.Object(
    {
      id: Type.Integer(),
      codigo: Type.String({ description: 'Letra da seção (A–U) ou dois dígitos da divisão.' }),
      nome: Type.String(),
      tipo: Type.Union([Type.Literal('secao'), Type.Literal('divisao')]),
      secao: Nulo(Type.String({ description: 'Seção de uma divisão; null nas seções.' })),
    },
    { description: 'Seção ou divisão da CNAE 2.0.' },
  ),
);

export const MotivoDesligamento = componente(
  'MotivoDesligamento',
  Type.Object(
    {
      id: Type.Integer(),
      codigo: Type.String(),
      nome: Type.String(),
      fundamento: Type.String(),
      antecipado: Type.Boolean({ description: 'Extinção antes do termo.' }),
      comprovacao: Nulo(Type.String()),
    },
    { description: 'Motivo de extinção do contrato de aprendizagem.' },
  ),
);

export const Curso = componente(
  'Curso',
  Type.Object(
    {
      id: Type.Integer(),
      codigo: Nulo(Type.String()),
      nome: Type.String(),
      profissaoId: Type.Union([Type.Integer(), Type.Null()]),
      profissaoCodigo: Nulo(Type.String({ description: 'CBO da ocupação do curso.' })),
      profissaoNome: Nulo(Type.String()),
      cargaHorariaTotal: Type.Integer(),
      descricao: Type.String(),
    },
    { description: 'Curso de aprendizagem.' },
  ),
);

export const componentesReferencia: Componente<ReturnType<typeof Type.Object>>[] = [
  Municipio,
  SituacaoAprendiz,
  Profissao,
  RamoAtividade,
  MotivoDesligamento,
  Curso,
];
