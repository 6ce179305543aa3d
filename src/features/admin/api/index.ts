// The funções, the permission catalogue and the audit trail (OpenAPI tags 'funcoes' and
// 'auditoria'), with their cache tags. The list of funções (and of users, for the audit filters)
// is generated into src/store/generated, since /usuarios picks from it too; it provides 'funcoes'.
//
// Saving a função does NOT refetch the list: the permission matrix saves at every click, each save
// carrying the versao the previous one returned, and a refetch answering late would put an older
// versao back in the cache (a 409 on the next click). The matrix writes each answer into the cache
// itself (useMatrizPermissoes); a rename also changes the função's name in the users' list.
import { enhancedApi as funcoesApi } from './funcoes.generated';
import { enhancedApi as auditoriaApi } from './auditoria.generated';
import { TAG } from '../../../shared/api/tags';

const TAGS = [TAG.usuarios, TAG.funcoes, TAG.auditoria];

funcoesApi.enhanceEndpoints({
  addTagTypes: TAGS,
  endpoints: {
    permissaoListar: { providesTags: [] },
    funcaoCriar: { invalidatesTags: [TAG.funcoes, TAG.auditoria] },
    funcaoAtualizar: { invalidatesTags: [TAG.usuarios, TAG.auditoria] },
    funcaoExcluir: { invalidatesTags: [TAG.funcoes, TAG.auditoria] },
  },
});

auditoriaApi.enhanceEndpoints({ addTagTypes: TAGS });

export * from './funcoes.generated';
export {
  useAuditoriaAcessosQuery,
  useAuditoriaListarQuery,
  type AuditoriaAcessosApiArg,
  type AuditoriaAcessosApiResponse,
  type AuditoriaListarApiArg,
  type AuditoriaListarApiResponse,
} from './auditoria.generated';
export {
  enhancedApi as administracaoApi,
  useFuncaoListarQuery,
  useUsuarioListarQuery,
  type FuncaoListarApiResponse,
} from '../../../store/generated/administracao.generated';
export {
  useSalarioMinimoAtualizarMutation,
  useSalarioMinimoCriarMutation,
  useSalarioMinimoListarQuery,
  type SalarioMinimo,
} from './salarios-minimos.generated';
export {
  useEmailListarQuery,
  useEmailReenviarMutation,
  type EmailListarApiArg,
  type EmailListarApiResponse,
} from './emails.generated';
