// The permission catalogue as the role matrix shows it: grouped by area, each permission with its
// Portuguese label and the matrix column it belongs to.
import {
  CATALOGO_PERMISSOES,
  ehPermissao,
  TODAS_PERMISSOES,
  type Permissao,
} from '../../shared/permissoes';

/** Catalogue order, each once; keys left behind by an older catalogue grant nothing and go. */
export function emOrdemDoCatalogo(permissoes: readonly string[]): Permissao[] {
  const pedidas = new Set(permissoes.filter(ehPermissao));
  return TODAS_PERMISSOES.filter((p) => pedidas.has(p));
}

export interface AreaDoCatalogo {
  area: string;
  permissoes: {
    chave: Permissao;
    rotulo: string;
    recurso: string;
    acao: string;
    tipo: 'ler' | 'escrever' | 'admin' | 'especial';
  }[];
}

/** The catalogue grouped by area, in the catalogue's own order (areas as they first appear). */
export function catalogoPorArea(): AreaDoCatalogo[] {
  const areas = new Map<string, AreaDoCatalogo>();
  for (const chave of TODAS_PERMISSOES) {
    const { rotulo, area } = CATALOGO_PERMISSOES[chave];
    const [recurso = chave, acao = ''] = chave.split(':');
    const tipo = acao === 'ler' || acao === 'escrever' || acao === 'admin' ? acao : 'especial';
    let grupo = areas.get(area);
    if (!grupo) {
      grupo = { area, permissoes: [] };
      areas.set(area, grupo);
    }
    grupo.permissoes.push({ chave, rotulo, recurso, acao, tipo });
  }
  return [...areas.values()];
}
