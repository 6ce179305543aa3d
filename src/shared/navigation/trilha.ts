// Breadcrumbs from the URL: every prefix of the path that is itself a screen becomes a crumb
// ('/turmas/7/aprendizes' -> Painel › Turmas › Turma › Aprendizes da turma).
import { rotaDoCaminho } from './acesso';
import type { CaminhoApp } from './rotas';

export interface Migalha {
  titulo: string;
  /** Absent on the last crumb (the current page). */
  para?: string;
}

/**
 * A route that is also the editor of an existing record when its query names one (`?id=`): the last
 * crumb then says what the page's heading says (issue 32: 'Editar avaliação' under 'Nova avaliação').
 */
const TITULO_COM_ID: Partial<Record<CaminhoApp, string>> = {
  '/avaliacoes/nova': 'Editar avaliação',
};

export function trilhaDe(pathname: string, search = ''): Migalha[] {
  const partes = pathname.split('/').filter(Boolean);
  const migalhas: Migalha[] = [];
  for (let i = 1; i <= partes.length; i++) {
    const caminho = `/${partes.slice(0, i).join('/')}`;
    const rota = rotaDoCaminho(caminho);
    if (rota) migalhas.push({ titulo: rota.titulo, para: caminho });
  }
  if (pathname !== '/dashboard') migalhas.unshift({ titulo: 'Painel', para: '/dashboard' });
  const ultima = migalhas.at(-1);
  if (ultima) delete ultima.para;
  const rotaAtual = rotaDoCaminho(pathname);
  const comId = rotaAtual && new URLSearchParams(search).has('id') && TITULO_COM_ID[rotaAtual.path];
  if (ultima && comId) ultima.titulo = comId;
  return migalhas;
}
