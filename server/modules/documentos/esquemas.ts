// The documents' API shapes: the register's row, the issue and revoke bodies, the class's batch
// answer and the public verification (which carries nothing about the person but the
// abbreviated name and what the document states).
import { Type, type Static } from 'typebox';
import { componente, Momento } from '../../shared/componentes';
import { Nulo, Referencia } from '../../shared/esquemas';
import { MENSAGENS_EMISSAO as M } from '../../../src/shared/validation/documentos-emitidos';

const Tipo = Type.Union(
  [
    Type.Literal('certificado'),
    Type.Literal('matricula'),
    Type.Literal('frequencia'),
    Type.Literal('vinculo'),
    Type.Literal('conclusao'),
  ],
  { description: 'certificado | matricula | frequencia | vinculo | conclusao.' },
);

const Dia = (description: string) =>
  Type.Optional(Type.String({ format: 'date', description, errorMessage: 'Data inválida.' }));

export const NovoDocumento = Type.Object(
  {
    tipo: Tipo,
    inicio: Dia('Declaração de frequência: início do período (padrão: início da enturmação).'),
    fim: Dia('Declaração de frequência: fim do período (padrão: hoje ou o fim da enturmação).'),
  },
  { additionalProperties: false },
);
export type NovoDocumento = Static<typeof NovoDocumento>;

export const Motivo = Type.Object(
  {
    motivo: Type.String({ minLength: 3, maxLength: 500, errorMessage: M.motivoObrigatorio }),
  },
  { additionalProperties: false },
);

export const DocumentoComponente = componente(
  'DocumentoEmitido',
  Type.Object({
    id: Type.Integer(),
    codigo: Type.String({ description: 'Código de verificação, ABCD-EFGH-JKMN.' }),
    tipo: Tipo,
    titulo: Type.String(),
    aprendiz: Referencia,
    turma: Nulo(Referencia),
    resumo: Type.String({ description: 'O que o documento declara, numa linha.' }),
    emitidoEm: Momento(),
    emitidoPor: Nulo(Type.String()),
    situacao: Type.Union([Type.Literal('valido'), Type.Literal('revogado')]),
    revogadoEm: Nulo(Momento()),
    revogadoPor: Nulo(Type.String()),
    motivoRevogacao: Nulo(Type.String()),
    substitutoCodigo: Nulo(Type.String({ description: 'O código da reemissão que o substituiu.' })),
  }),
);
export type DocumentoResposta = Static<typeof DocumentoComponente.schema>;

export const ListaDocumentos = Type.Object({
  data: Type.Array(DocumentoComponente.ref),
  total: Type.Integer(),
});

export const ConsultaRegistro = Type.Object(
  {
    tipo: Type.Optional(Tipo),
    situacao: Type.Optional(Type.Union([Type.Literal('valido'), Type.Literal('revogado')])),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 25 })),
    offset: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  },
  { additionalProperties: false },
);

export const LoteDaTurma = Type.Object(
  {
    tipo: Type.Union(
      [Type.Literal('certificado'), Type.Literal('conclusao'), Type.Literal('matricula')],
      {
        errorMessage: M.tipoEmLote,
      },
    ),
  },
  { additionalProperties: false },
);

export const ResultadoDoLote = Type.Object({
  lote: Type.String({
    description: 'Chave do PDF do lote: GET /api/turmas/{id}/documentos/{lote}/pdf.',
  }),
  emitidos: Type.Array(DocumentoComponente.ref),
  naoEmitidos: Type.Array(Type.Object({ aprendiz: Referencia, motivo: Type.String() })),
});

export const ParametroLote = Type.Object({
  id: Type.Integer({ minimum: 1 }),
  lote: Type.String({ format: 'uuid', errorMessage: 'Lote inválido.' }),
});

export const ParametroCodigo = Type.Object({
  codigo: Type.String({ maxLength: 40, description: 'Com ou sem hífens, maiúsculas ou não.' }),
});

export const Verificacao = componente(
  'VerificacaoDeDocumento',
  Type.Object({
    codigo: Type.String(),
    tipo: Tipo,
    titulo: Type.String(),
    titular: Type.String({ description: 'Nome com os do meio abreviados.' }),
    resumo: Type.String(),
    organizacao: Type.String(),
    emitidoEm: Momento(),
    situacao: Type.Union([Type.Literal('valido'), Type.Literal('revogado')]),
    revogadoEm: Nulo(Momento()),
  }),
);
