// A click on the matrix is saved at once. The checkbox shows the new value immediately (a pending
// click), the saves of one função run one after another, each carrying the versao the previous
// one returned, and each answer is written into the cached list. A failed save rolls its checkbox
// back with a toast; a stale versao (someone else saved this função meanwhile) also drops the
// clicks still waiting and reloads the list, since they were made against the old permissions.
import { useCallback, useRef, useState } from 'react';
import { isStaleVersion, problemMessage, toProblem } from '../../../shared/api/problema';
import { toast } from '../../../shared/toast';
import { useAppDispatch } from '../../../store/hooks';
import { useFuncaoAtualizarMutation } from '../api';
import { funcaoNoCache, gravarFuncaoNoCache, recarregarFuncoes } from './cache';
import {
  alternarPermissao,
  comPendente,
  semPendente,
  type ChavePermissao,
  type Pendentes,
} from './matriz';
import type { Funcao } from './tipos';

export const MENSAGEM_CONFLITO =
  'Outra pessoa alterou esta função ao mesmo tempo. As permissões foram recarregadas: confira e ' +
  'refaça a sua alteração, se ainda for preciso.';

export function useMatrizPermissoes(funcao: Funcao, ordem: readonly ChavePermissao[]) {
  const dispatch = useAppDispatch();
  const [atualizar] = useFuncaoAtualizarMutation();
  const [pendentes, setPendentes] = useState<Pendentes>({});
  const [emAndamento, setEmAndamento] = useState(0);
  const fila = useRef<Promise<void>>(Promise.resolve());
  const sequencia = useRef(0);
  const geracao = useRef(0);
  const { id } = funcao;

  /** The função as the cache has it now (the previous save's answer included). */
  const atualNoCache = useCallback(
    () => dispatch((_, getState) => funcaoNoCache(getState(), id)),
    [dispatch, id],
  );

  const salvar = useCallback(
    async (chave: ChavePermissao, marcar: boolean, rotulo: string, daGeracao: number) => {
      if (daGeracao !== geracao.current) return;
      const atual = atualNoCache() ?? funcao;
      if (atual.permissoes.includes(chave) === marcar) return;
      try {
        const salva = await atualizar({
          id,
          body: {
            nome: atual.nome,
            descricao: atual.descricao,
            permissoes: alternarPermissao(atual.permissoes, chave, marcar, ordem),
            versao: atual.versao,
          },
        }).unwrap();
        gravarFuncaoNoCache(dispatch, salva);
      } catch (erro) {
        const problema = toProblem(erro);
        if (isStaleVersion(problema)) {
          geracao.current += 1;
          recarregarFuncoes(dispatch);
          toast.warning(MENSAGEM_CONFLITO);
        } else {
          toast.error(`“${rotulo}” não foi alterada. ${problemMessage(problema)}`);
        }
      }
    },
    [atualNoCache, atualizar, dispatch, funcao, id, ordem],
  );

  const alternar = useCallback(
    (chave: ChavePermissao, marcar: boolean, rotulo: string) => {
      sequencia.current += 1;
      const seq = sequencia.current;
      const daGeracao = geracao.current;
      setPendentes((p) => comPendente(p, chave, marcar, seq));
      setEmAndamento((n) => n + 1);
      fila.current = fila.current
        .then(() => salvar(chave, marcar, rotulo, daGeracao))
        .finally(() => {
          setPendentes((p) => semPendente(p, chave, seq));
          setEmAndamento((n) => n - 1);
        });
    },
    [salvar],
  );

  return { pendentes, salvando: emAndamento > 0, alternar };
}
