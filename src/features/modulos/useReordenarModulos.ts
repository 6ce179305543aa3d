// The order of the active modules as the screen shows it: the server's, or the one just chosen while
// PUT /api/modulos/ordem is on its way (so a move shows at once). Moves are sent one after the
// other, each with the whole list, so quick presses never arrive out of order. A refusal (409: the
// list changed meanwhile, someone added or inactivated a module) goes back to the server's order.
import { useCallback, useEffect, useRef, useState } from 'react';
import { mensagemDeErro } from '../../shared/api/problema';
import { toast } from '../../shared/toast';
import { useModuloReordenarMutation, type Modulo } from './api';
import { anuncioDePosicao, mover, type Direcao } from './ordem';

export function useReordenarModulos(modulos: readonly Modulo[] | undefined) {
  const [reordenar] = useModuloReordenarMutation();
  const [escolhida, setEscolhida] = useState<number[] | null>(null);
  const [anuncio, setAnuncio] = useState('');
  const fila = useRef<Promise<unknown>>(Promise.resolve());

  // The server's answer (after the invalidation's refetch) replaces the local order.
  useEffect(() => {
    setEscolhida(null);
  }, [modulos]);

  const porId = new Map((modulos ?? []).map((m) => [m.id, m]));
  const ids = escolhida ?? (modulos ?? []).map((m) => m.id);
  const emOrdem = ids.map((id) => porId.get(id)).filter((m): m is Modulo => m !== undefined);

  const moverModulo = useCallback(
    (id: number, direcao: Direcao) => {
      const atual = escolhida ?? (modulos ?? []).map((m) => m.id);
      const indice = atual.indexOf(id);
      const nova = mover(atual, indice, direcao);
      if (nova.every((v, i) => v === atual[i])) return;
      setEscolhida(nova);
      const nome = modulos?.find((m) => m.id === id)?.nome ?? '';
      setAnuncio(anuncioDePosicao(nome, nova.indexOf(id) + 1, nova.length));
      fila.current = fila.current.then(() =>
        reordenar({ body: { ids: nova } })
          .unwrap()
          .catch((erro: unknown) => {
            setEscolhida(null);
            setAnuncio('');
            toast.error(`A nova ordem não foi salva. ${mensagemDeErro(erro)}`);
          }),
      );
    },
    [escolhida, modulos, reordenar],
  );

  return { emOrdem, moverModulo, anuncio };
}
