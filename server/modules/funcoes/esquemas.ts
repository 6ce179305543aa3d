// Request and response shapes of /api/funcoes and of the permission catalogue (/api/permissoes).
import { Type, type Static } from 'typebox';
import { corpoDosCampos, respostaDosCampos } from '../../shared/campos';
import { VersaoSemMensagem } from '../../shared/esquemas';
import { CAMPOS_FUNCAO } from '../../../src/shared/validation/funcoes';
import { TODAS_PERMISSOES, type Permissao } from '../../shared/permissoes';
import { MENSAGENS_FUNCOES as M } from './mensagens';

const PermissaoDoCatalogo = Type.Unsafe<Permissao>({
  type: 'string',
  enum: TODAS_PERMISSOES,
  description: 'Permissão no formato area:acao.',
  errorMessage: M.permissaoDesconhecida,
});

export const Funcao = Type.Object({
  id: Type.Integer(),
  chave: Type.String({
    description: 'Identificador estável; é o userType dos usuários desta função. Não muda.',
  }),
  ...respostaDosCampos(CAMPOS_FUNCAO),
  permissoes: Type.Array(PermissaoDoCatalogo),
  padrao: Type.Boolean({
    description:
      'Uma das cinco funções que acompanham o sistema: não pode ser excluída. A do administrador ' +
      'tem sempre todas as permissões.',
  }),
  usuariosCount: Type.Integer({
    minimum: 0,
    description: 'Usuários com esta função, incluindo os inativos (impedem a exclusão).',
  }),
  usuariosAtivosCount: Type.Integer({ minimum: 0, description: 'Dos quais ativos.' }),
  criadoEm: Type.String({ format: 'date-time' }),
  atualizadoEm: Type.String({ format: 'date-time' }),
  versao: Type.Integer(),
});
export type FuncaoResposta = Static<typeof Funcao>;

// nome and descricao: CAMPOS_FUNCAO (src/shared/validation/funcoes.ts).
const camposEditaveis = {
  ...corpoDosCampos(CAMPOS_FUNCAO),
  permissoes: Type.Array(PermissaoDoCatalogo, {
    maxItems: TODAS_PERMISSOES.length * 2,
    errorMessage: { type: M.permissoesInvalidas, required: M.permissoesInvalidas },
    description: 'A lista completa de permissões da função (as repetidas contam uma vez).',
  }),
};

export const NovaFuncao = Type.Object({
  chave: Type.Optional(
    Type.String({
      pattern: '^[a-z][a-z0-9-]{1,39}$',
      errorMessage: M.chaveInvalida,
      description:
        'Opcional: sem ela, é derivada do nome ("Apoio pedagógico" -> apoio-pedagogico).',
    }),
  ),
  ...camposEditaveis,
});
export type NovaFuncao = Static<typeof NovaFuncao>;

export const AlteracaoFuncao = Type.Object({
  ...camposEditaveis,
  versao: VersaoSemMensagem,
});
export type AlteracaoFuncao = Static<typeof AlteracaoFuncao>;

export const TipoAcao = Type.Union(
  [Type.Literal('ler'), Type.Literal('escrever'), Type.Literal('admin'), Type.Literal('especial')],
  {
    description:
      'Coluna da matriz: ler, escrever, admin, ou especial para as demais (como aprendizes:ver-cpf).',
  },
);

export const CatalogoPermissoes = Type.Object({
  data: Type.Array(
    Type.Object({
      area: Type.String({ description: 'Área em português (Aprendizes, Turmas...).' }),
      permissoes: Type.Array(
        Type.Object({
          chave: PermissaoDoCatalogo,
          rotulo: Type.String({ description: 'O que a permissão deixa fazer, em português.' }),
          recurso: Type.String({ description: 'Parte antes dos dois-pontos (aprendizes).' }),
          acao: Type.String({ description: 'Parte depois dos dois-pontos (ler, ver-cpf).' }),
          tipo: TipoAcao,
        }),
      ),
    }),
  ),
});
