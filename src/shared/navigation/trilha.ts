// Breadcrumbs from the URL: every prefix of the path that is itself a screen becomes a crumb
// ('/turmas/7/aprendizes' -> Painel › Turmas › Turma › Aprendizes da turma).
import { rotaDoCaminho } from './acesso';
import type { RotaApp } from './manifesto';

export interface Migalha {
  titulo: string;
  /** Absent on the last crumb (the current page). */
  para?: string;
}

export function trilhaDe(rotas: readonly RotaApp[], pathname: string, search = ''): Migalha[] {
  const partes = pathname.split('/').filter(Boolean);
  const migalhas: Migalha[] = [];
  for (let i = 1; i <= partes.length; i++) {
    const caminho = `/${partes.slice(0, i).join('/')}`;
    const rota = rotaDoCaminho(rotas, caminho);
    if (rota) migalhas.push({ titulo: rota.titulo, para: caminho });
  }
  if (pathname !== '/dashboard') migalhas.unshift({ titulo: 'Painel', para: '/dashboard' });
  const ultima = migalhas.at(-1);
  if (ultima) delete ultima.para;
  // A route that is also the editor of an existing record when its query names one (issue 32).
  const comId = new URLSearchParams(search).has('id')
    ? rotaDoCaminho(rotas, pathname)?.tituloComId
    : undefined;
  if (ultima && comId) ultima.titulo = comId;
  return migalhas;
}
