// The users' endpoints (OpenAPI tag 'usuarios') with their cache tags. The list itself is
// generated with the funções into src/store/generated (the audit filters pick people from it too);
// it provides 'usuarios' like every query here. A change to a user also changes how many people
// hold each função ('funcoes', /admin/funcoes) and adds a line to the trail ('auditoria').
import { enhancedApi } from './usuarios.generated';
import { TAG } from '../../../shared/api/tags';

const MUDA = [TAG.usuarios, TAG.funcoes, TAG.auditoria];

export const usuariosApi = enhancedApi.enhanceEndpoints({
  addTagTypes: MUDA,
  endpoints: {
    usuarioCriar: { invalidatesTags: MUDA },
    usuarioAtualizar: { invalidatesTags: MUDA },
    usuarioInativar: { invalidatesTags: MUDA },
    usuarioReativar: { invalidatesTags: MUDA },
    usuarioRedefinirSenha: { invalidatesTags: [TAG.usuarios, TAG.auditoria] },
    usuarioDesbloquear: { invalidatesTags: [TAG.usuarios, TAG.auditoria] },
  },
});

export * from './usuarios.generated';
export {
  useFuncaoListarQuery,
  useUsuarioListarQuery,
  type UsuarioListarApiResponse,
} from '../../../store/generated/administracao.generated';
