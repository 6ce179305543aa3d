// Request and response shapes of /api/parceiros: partners and the placements (lotações) of
// apprentices in a unit (the units' own shapes are esquemas-unidades.ts). The plain fields come
// from their declaration (CAMPOS_PARCEIRO, CAMPOS_CONTATO_PARCEIRO, CAMPOS_ENDERECO_PARCEIRO in
// src/shared/validation/parceiro.ts), so the document states the limits the rules enforce.
import { Type, type Static } from 'typebox';
import { componente } from '../../shared/componentes';
import { camposVersionados, Versao } from '../../shared/esquemas';
import { consultaLista, respostaLista } from '../../shared/lista';
import {
  CAMPOS_CONTATO_PARCEIRO,
  CAMPOS_ENDERECO_PARCEIRO,
  CAMPOS_PARCEIRO,
  COTA_MAXIMA,
  MENSAGENS_PARCEIRO as M,
} from '../../../src/shared/validation/parceiro';
import { corpoDosCampos, respostaDosCampos } from '../../shared/campos';
import { camposAprendiz } from '../../shared/periodo';

export const Texto = Type.Union([Type.String(), Type.Null()]);
const Data = Type.String({ format: 'date', description: 'aaaa-mm-dd' });
const DataOuNulo = Type.Union([Data, Type.Null()]);

export const ParametrosUnidade = Type.Object({
  id: Type.Integer({ minimum: 1, errorMessage: 'Identificador inválido' }),
  unidadeId: Type.Integer({ minimum: 1, errorMessage: 'Identificador inválido' }),
});
export const ParametrosLotacao = Type.Object({
  ...ParametrosUnidade.properties,
  aprendizId: Type.Integer({ minimum: 1, errorMessage: 'Identificador inválido' }),
});

// ---- Address and contact -------------------------------------------------------------------------

/** The address of a partner or a unit: the declared fields and the municipality's name. */
export const Endereco = Type.Object({
  ...respostaDosCampos(CAMPOS_ENDERECO_PARCEIRO),
  municipio: Type.Union([Type.String(), Type.Null()], { description: 'Nome do município.' }),
});

export const EnderecoEntrada = Type.Optional(
  Type.Union([Type.Object(corpoDosCampos(CAMPOS_ENDERECO_PARCEIRO)), Type.Null()]),
);

// ---- Partner -------------------------------------------------------------------------------------

export const SituacaoCota = Type.Union(
  [Type.Literal('abaixo'), Type.Literal('dentro'), Type.Literal('acima')],
  { description: 'Lotados agora comparados com a cota: abaixo, dentro (igual) ou acima.' },
);

export const Parceiro = Type.Object({
  id: Type.Integer(),
  ...respostaDosCampos(CAMPOS_PARCEIRO),
  cnpj: Type.String({
    description:
      '14 caracteres sem pontuação: só dígitos, ou letras maiúsculas e dígitos (CNPJ alfanumérico).',
  }),
  ramoAtividade: Type.Object({ id: Type.Integer(), codigo: Type.String(), nome: Type.String() }),
  endereco: Endereco,
  contato: Type.Object(respostaDosCampos(CAMPOS_CONTATO_PARCEIRO)),
  cotaAprendizes: Type.Integer({ minimum: 0 }),
  aprendizesAlocados: Type.Integer({
    minimum: 0,
    description: 'Aprendizes lotados agora nas unidades da empresa.',
  }),
  situacaoCota: SituacaoCota,
  mensagemCota: Type.String({ description: 'A situação da cota em português, para exibir.' }),
  unidadesAtivas: Type.Integer({ minimum: 0 }),
  ativo: Type.Boolean(),
  ...camposVersionados(),
});
export type ParceiroResposta = Static<typeof Parceiro>;
export const ParceiroComponente = componente('Parceiro', Parceiro);

const camposParceiro = {
  ...corpoDosCampos(CAMPOS_PARCEIRO),
  cnpj: Type.String({
    maxLength: 30,
    errorMessage: { required: M.informeCnpj, default: M.cnpjInvalido },
    description: 'Com ou sem pontuação; letras (CNPJ alfanumérico) em qualquer caixa.',
  }),
  endereco: EnderecoEntrada,
  contato: Type.Optional(
    Type.Union([Type.Object(corpoDosCampos(CAMPOS_CONTATO_PARCEIRO)), Type.Null()]),
  ),
  cotaAprendizes: Type.Integer({
    minimum: 0,
    maximum: COTA_MAXIMA,
    errorMessage: { required: M.informeCota, default: M.cotaInvalida },
    description: 'Cota de aprendizes da empresa (5% a 15% dos empregados em funções que a exigem).',
  }),
};

export const NovoParceiro = Type.Object(camposParceiro);
export type NovoParceiro = Static<typeof NovoParceiro>;

export const AlteracaoParceiro = Type.Object({ ...camposParceiro, versao: Versao });
export type AlteracaoParceiro = Static<typeof AlteracaoParceiro>;

export const ORDENACOES_PARCEIROS = [
  'razaoSocial',
  'nomeFantasia',
  'cnpj',
  'cotaAprendizes',
  'aprendizesAlocados',
  'criadoEm',
] as const;

export const ConsultaParceiros = consultaLista({
  ordenacoes: ORDENACOES_PARCEIROS,
  filtros: {
    ramoAtividadeId: Type.Optional(
      Type.Integer({ minimum: 1, description: 'Só as empresas deste ramo de atividade.' }),
    ),
    situacaoCota: Type.Optional(SituacaoCota),
  },
});
export type ConsultaParceiros = Static<typeof ConsultaParceiros>;

export const EstatisticasParceiros = Type.Object({
  total: Type.Integer({ description: 'Empresas ativas.' }),
  inativos: Type.Integer(),
  unidadesAtivas: Type.Integer(),
  aprendizesAlocados: Type.Integer({ description: 'Aprendizes lotados agora em alguma unidade.' }),
  cotaTotal: Type.Integer({ description: 'Soma das cotas das empresas ativas.' }),
  situacaoCota: Type.Object({
    abaixo: Type.Integer(),
    dentro: Type.Integer(),
    acima: Type.Integer(),
  }),
  porRamoAtividade: Type.Array(
    Type.Object({
      ramoAtividadeId: Type.Integer(),
      codigo: Type.String(),
      nome: Type.String(),
      total: Type.Integer(),
    }),
    { description: 'Empresas ativas por ramo, as dez maiores contagens.' },
  ),
});

// ---- Placements (lotações) -----------------------------------------------------------------------

export const Lotacao = Type.Object({
  id: Type.Integer({ description: 'Id da lotação.' }),
  ...camposAprendiz,
  parceiroId: Type.Integer(),
  unidadeId: Type.Integer(),
  unidade: Type.String({ description: 'Nome da unidade.' }),
  dataInicio: Data,
  dataFim: DataOuNulo,
  atual: Type.Boolean({ description: 'true enquanto a lotação está aberta (sem dataFim).' }),
});
export type LotacaoResposta = Static<typeof Lotacao>;
export const LotacaoComponente = componente('Lotacao', Lotacao);

export const NovaLotacao = Type.Object({
  aprendizId: Type.Integer({ minimum: 1, errorMessage: M.selecioneAprendiz }),
  dataInicio: Type.Optional(
    Type.String({
      format: 'date',
      errorMessage: M.dataInvalida,
      description: 'Primeiro dia na unidade (aaaa-mm-dd); hoje quando ausente.',
    }),
  ),
});
export type NovaLotacao = Static<typeof NovaLotacao>;

const Abertas = Type.Optional(
  Type.Union([Type.Literal('true'), Type.Literal('false'), Type.Literal('todas')], {
    description: 'Lotações atuais (true, padrão), encerradas (false) ou todas.',
    errorMessage: 'Use true, false ou todas',
  }),
);

export const ORDENACOES_LOTACOES = ['nome', 'dataInicio', 'dataFim', 'unidade'] as const;
const listaLotacoes = <F extends Parameters<typeof consultaLista>[0]['filtros']>(filtros: F) =>
  Type.Omit(consultaLista({ ordenacoes: ORDENACOES_LOTACOES, filtros }), ['ativo']);

export const ConsultaLotacoes = listaLotacoes({ abertas: Abertas });
export const ConsultaLotacoesParceiro = listaLotacoes({
  abertas: Abertas,
  unidadeId: Type.Optional(Type.Integer({ minimum: 1, description: 'Só desta unidade.' })),
});
export type ConsultaLotacoes = Static<typeof ConsultaLotacoesParceiro>;
export const ListaLotacoes = respostaLista(LotacaoComponente.ref);
