// Request and response shapes of a partner's units (/api/parceiros/{id}/unidades).
import { Type, type Static } from 'typebox';
import { componente } from '../../shared/componentes';
import { camposVersionados, Versao } from '../../shared/esquemas';
import { consultaLista } from '../../shared/lista';
import { CAMPOS_UNIDADE, MENSAGENS_PARCEIRO as M } from '../../../src/shared/validation/parceiro';
import { corpoDosCampos, respostaDosCampos } from '../../shared/campos';
import { Endereco, EnderecoEntrada, SituacaoCota, Texto } from './esquemas';

export const Unidade = Type.Object({
  id: Type.Integer(),
  parceiroId: Type.Integer(),
  ...respostaDosCampos(CAMPOS_UNIDADE),
  cnpj: Texto,
  endereco: Endereco,
  aprendizesAlocados: Type.Integer({ minimum: 0, description: 'Aprendizes lotados agora.' }),
  ativo: Type.Boolean(),
  ...camposVersionados(),
});
export type UnidadeResposta = Static<typeof Unidade>;
export const UnidadeComponente = componente('Unidade', Unidade);

const camposUnidade = {
  ...corpoDosCampos(CAMPOS_UNIDADE),
  cnpj: Type.Optional(
    Type.Union([Type.String({ maxLength: 30, errorMessage: M.cnpjInvalido }), Type.Null()]),
  ),
  endereco: EnderecoEntrada,
};
export const NovaUnidade = Type.Object(camposUnidade);
export type NovaUnidade = Static<typeof NovaUnidade>;
export const AlteracaoUnidade = Type.Object({ ...camposUnidade, versao: Versao });
export type AlteracaoUnidade = Static<typeof AlteracaoUnidade>;

export const ORDENACOES_UNIDADES = ['nome', 'aprendizesAlocados', 'criadoEm'] as const;
export const ConsultaUnidades = consultaLista({ ordenacoes: ORDENACOES_UNIDADES, filtros: {} });
export type ConsultaUnidades = Static<typeof ConsultaUnidades>;

export const EstatisticasUnidades = Type.Object({
  parceiroId: Type.Integer(),
  unidades: Type.Integer(),
  ativas: Type.Integer(),
  inativas: Type.Integer(),
  aprendizesAlocados: Type.Integer(),
  cotaAprendizes: Type.Integer(),
  situacaoCota: SituacaoCota,
  mensagemCota: Type.String(),
  porUnidade: Type.Array(
    Type.Object({
      unidadeId: Type.Integer(),
      nome: Type.String(),
      ativo: Type.Boolean(),
      aprendizesAlocados: Type.Integer(),
    }),
  ),
});
