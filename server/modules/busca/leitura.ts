// Who gets which group: each one only for a caller with its domain's read permission (no group,
// not a 403: the palette serves every role). Groups are read side by side. The record rule (the
// educador's classes, docs/ARCHITECTURE.md) binds class records only; none of these groups is one,
// as on their own lists (the educador has neither contratos:ler nor vagas:ler by default).
import type { Database } from '../../db/client';
import type { Escopo } from '../../shared/escopo';
import { podeVerCpf } from '../../shared/periodo';
import type { Permissao } from '../../shared/permissoes';
import { problema } from '../../shared/problem';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import * as repo from './consultas';
import { BUSCA_MINIMO, MENSAGEM_BUSCA_CURTA, type ResultadoBusca } from './esquemas';

export async function buscar(
  db: Database,
  usuario: UsuarioAutenticado,
  consulta: string,
  escopo: Escopo,
): Promise<ResultadoBusca> {
  // The schema counts characters; spaces around them are not a search.
  const q = consulta.trim().replace(/\s+/g, ' ');
  if (q.length < BUSCA_MINIMO)
    throw problema(400, MENSAGEM_BUSCA_CURTA, { q: MENSAGEM_BUSCA_CURTA });
  const pode = (p: Permissao) => usuario.permissoes.includes(p);
  const [aprendizes, turmas, parceiros, educadores, contratos, vagas] = await Promise.all([
    pode('aprendizes:ler')
      ? repo.aprendizesEncontrados(db, q, podeVerCpf(usuario), escopo)
      : undefined,
    pode('turmas:ler') ? repo.turmasEncontradas(db, q, escopo) : undefined,
    pode('parceiros:ler') ? repo.parceirosEncontrados(db, q) : undefined,
    pode('educadores:ler') ? repo.educadoresEncontrados(db, q) : undefined,
    pode('contratos:ler') ? repo.contratosEncontrados(db, q) : undefined,
    pode('vagas:ler') ? repo.vagasEncontradas(db, q) : undefined,
  ]);
  return {
    ...(aprendizes && { aprendizes }),
    ...(turmas && { turmas }),
    ...(parceiros && { parceiros }),
    ...(educadores && { educadores }),
    ...(contratos && { contratos }),
    ...(vagas && { vagas }),
  };
}
