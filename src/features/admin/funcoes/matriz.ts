// The permission matrix as pure data: the catalogue (GET /api/permissoes) laid out as areas ×
// ler/escrever/admin plus the special ones, a click turned into the função's new list, which
// checkboxes a função may not change (and why), and the clicks still on their way to the server.
import type { PermissaoListarApiResponse } from '../api';

export type AreaDoCatalogo = PermissaoListarApiResponse['data'][number];
export type PermissaoDoCatalogo = AreaDoCatalogo['permissoes'][number];
export type ChavePermissao = PermissaoDoCatalogo['chave'];

export const COLUNAS = ['ler', 'escrever', 'admin'] as const;
export type Coluna = (typeof COLUNAS)[number];

export const TITULO_DA_COLUNA: Record<Coluna, string> = {
  ler: 'Ler',
  escrever: 'Escrever',
  admin: 'Administrar',
};

export interface LinhaDaMatriz {
  area: string;
  /** The area's permission in each column, when it has one. */
  colunas: Partial<Record<Coluna, PermissaoDoCatalogo>>;
  /** The others (aprendizes:ver-cpf), each shown with its own label. */
  especiais: PermissaoDoCatalogo[];
}

export function linhasDaMatriz(catalogo: readonly AreaDoCatalogo[]): LinhaDaMatriz[] {
  return catalogo.map(({ area, permissoes }) => {
    const linha: LinhaDaMatriz = { area, colunas: {}, especiais: [] };
    for (const p of permissoes) {
      if (p.tipo === 'especial') linha.especiais.push(p);
      else linha.colunas[p.tipo] = p;
    }
    return linha;
  });
}

/** Every key in catalogue order: the order the API keeps a função's list in. */
export const ordemDoCatalogo = (catalogo: readonly AreaDoCatalogo[]): ChavePermissao[] =>
  catalogo.flatMap((a) => a.permissoes.map((p) => p.chave));

/** A função's list after one checkbox: the key added or taken out, in catalogue order, each once. */
export function alternarPermissao(
  permissoes: readonly ChavePermissao[],
  chave: ChavePermissao,
  marcar: boolean,
  ordem: readonly ChavePermissao[],
): ChavePermissao[] {
  const nova = new Set(permissoes);
  if (marcar) nova.add(chave);
  else nova.delete(chave);
  const conhecidas = ordem.filter((p) => nova.has(p));
  // Keys this catalogue does not list (a newer server) are kept, not silently dropped.
  const outras = [...nova].filter((p) => !ordem.includes(p));
  return [...conhecidas, ...outras];
}

export const PERMISSAO_ADMIN = 'usuarios:admin';
export const CHAVE_ADMINISTRADOR = 'administrador';

/** What the server would refuse (server/modules/funcoes/mensagens.ts), said before anyone tries. */
export const MOTIVOS = {
  administradorSemAdmin:
    'A função Administrador não pode perder a permissão “Administrar usuários e funções” (usuarios:admin): ' +
    'sem ela, ninguém mais administraria o sistema.',
  administradorCompleto:
    'A função Administrador tem sempre todas as permissões. Para um acesso mais restrito, crie outra função.',
  retirarDeSiMesmo:
    'Você não pode retirar a administração de usuários da sua própria função. Peça a outro administrador, se for o caso.',
} as const;

/**
 * Why a checkbox is disabled for this função, or null when it may change. `minhaFuncao` is the
 * signed-in person's função key (their userType).
 */
export function motivoDoBloqueio(
  funcao: { chave: string; permissoes: readonly string[] },
  chave: string,
  minhaFuncao: string | undefined,
): string | null {
  if (funcao.chave === CHAVE_ADMINISTRADOR) {
    return chave === PERMISSAO_ADMIN
      ? MOTIVOS.administradorSemAdmin
      : MOTIVOS.administradorCompleto;
  }
  if (
    chave === PERMISSAO_ADMIN &&
    funcao.chave === minhaFuncao &&
    funcao.permissoes.includes(chave)
  )
    return MOTIVOS.retirarDeSiMesmo;
  return null;
}

/** Clicks not yet confirmed by the server: the value each checkbox shows meanwhile. */
export type Pendentes = Readonly<Partial<Record<ChavePermissao, { marcar: boolean; seq: number }>>>;

export const comPendente = (
  pendentes: Pendentes,
  chave: ChavePermissao,
  marcar: boolean,
  seq: number,
): Pendentes => ({ ...pendentes, [chave]: { marcar, seq } });

/**
 * One click settled (saved or rolled back). Only the latest click on a checkbox owns it: an older
 * one finishing must not undo what a newer click shows.
 */
export function semPendente(pendentes: Pendentes, chave: ChavePermissao, seq: number): Pendentes {
  if (pendentes[chave]?.seq !== seq) return pendentes;
  return Object.fromEntries(Object.entries(pendentes).filter(([k]) => k !== chave));
}

/** What a checkbox shows: the pending click if there is one, else what the server has. */
export const marcada = (
  permissoes: readonly string[],
  pendentes: Pendentes,
  chave: ChavePermissao,
): boolean => pendentes[chave]?.marcar ?? permissoes.includes(chave);
