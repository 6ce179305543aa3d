// What an administrator does to a user from the list: reset the password, lift a sign-in lock,
// deactivate, reactivate. Each asks first (saying what will happen), then reports with a toast;
// the server's refusals (the last administrator, oneself) come back as its Portuguese sentence.
import { useCallback } from 'react';
import { useConfirmacao } from '../../shared/dialogos';
import { formatarDataHora } from '../../shared/format';
import { problemMessage, toProblem } from '../../shared/api/problema';
import { toast } from '../../shared/toast';
import { useAppDispatch } from '../../store/hooks';
import { requisicao } from '../../store/requisitar';
import {
  useUsuarioDesbloquearMutation,
  useUsuarioInativarMutation,
  useUsuarioReativarMutation,
  usuariosApi,
  type UsuarioRedefinirSenhaApiResponse,
} from './api';
import type { SenhaTemporaria } from './SenhaTemporariaDialog';
import type { Usuario } from './tipos';

export type AcaoUsuario = 'redefinirSenha' | 'desbloquear' | 'desativar' | 'reativar';

/** The actions the list offers for a row: never one's own deactivation or reset (see Meu perfil). */
export function acoesPara(usuario: Usuario, meuId: number | undefined): AcaoUsuario[] {
  const propria = usuario.id === meuId;
  const acoes: AcaoUsuario[] = [];
  if (usuario.ativo && !propria) acoes.push('redefinirSenha');
  if (usuario.bloqueado) acoes.push('desbloquear');
  if (usuario.ativo && !propria) acoes.push('desativar');
  if (!usuario.ativo) acoes.push('reativar');
  return acoes;
}

export function useAcoesUsuario(onSenha: (senha: SenhaTemporaria) => void) {
  const confirmar = useConfirmacao();
  const dispatch = useAppDispatch();
  const [desbloquear] = useUsuarioDesbloquearMutation();
  const [inativar] = useUsuarioInativarMutation();
  const [reativar] = useUsuarioReativarMutation();

  return useCallback(
    async (acao: AcaoUsuario, u: Usuario) => {
      const executar = async (fazer: () => Promise<unknown>, sucesso: string) => {
        try {
          await fazer();
          toast.success(sucesso);
        } catch (erro) {
          toast.error(problemMessage(toProblem(erro)));
        }
      };

      switch (acao) {
        case 'redefinirSenha': {
          const ok = await confirmar({
            title: `Redefinir a senha de ${u.nome}?`,
            message:
              'A senha atual deixa de valer e as sessões abertas dessa pessoa terminam agora. ' +
              'Uma senha temporária será mostrada uma única vez para você entregar a ela.',
            confirmLabel: 'Redefinir senha',
            destructive: true,
          });
          if (!ok) return;
          // Outside RTK Query's cache: the answer carries the temporary password.
          const r = await dispatch(
            requisicao<UsuarioRedefinirSenhaApiResponse>({
              url: `/api/usuarios/${u.id}/redefinir-senha`,
              method: 'POST',
            }),
          );
          if (r.error) {
            toast.error(problemMessage(toProblem(r.error)));
            return;
          }
          dispatch(usuariosApi.util.invalidateTags(['usuarios', 'auditoria']));
          toast.success('Senha redefinida.');
          onSenha({
            nome: r.data.usuario.nome,
            email: r.data.usuario.email,
            senha: r.data.senhaTemporaria,
            motivo: 'redefinida',
          });
          return;
        }
        case 'desbloquear': {
          const ate = u.bloqueadoAte ? ` até ${formatarDataHora(u.bloqueadoAte)}` : '';
          const ok = await confirmar({
            title: `Desbloquear ${u.nome}?`,
            message: `A conta está bloqueada${ate} por excesso de tentativas de entrada. Desbloqueada, a pessoa pode tentar entrar de novo agora.`,
            confirmLabel: 'Desbloquear',
          });
          if (ok) await executar(() => desbloquear({ id: u.id }).unwrap(), 'Usuário desbloqueado.');
          return;
        }
        case 'desativar': {
          const ok = await confirmar({
            title: `Desativar ${u.nome}?`,
            message:
              'A pessoa não conseguirá mais entrar, e as sessões abertas dela terminam agora. ' +
              'Nada é apagado: você pode reativá-la depois.',
            confirmLabel: 'Desativar',
            destructive: true,
          });
          if (ok) await executar(() => inativar({ id: u.id }).unwrap(), 'Usuário desativado.');
          return;
        }
        case 'reativar': {
          const ok = await confirmar({
            title: `Reativar ${u.nome}?`,
            message: 'A pessoa volta a entrar com a senha que já tinha e a função atual.',
            confirmLabel: 'Reativar',
          });
          if (ok) await executar(() => reativar({ id: u.id }).unwrap(), 'Usuário reativado.');
          return;
        }
      }
    },
    [confirmar, dispatch, desbloquear, inativar, reativar, onSenha],
  );
}
