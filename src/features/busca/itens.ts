// What the palette lists: the screens a person may open (from the route table) and the records the
// search endpoint found, as one kind of item with a label and an address.
import { semAcentos } from '../../shared/format/texto';
import { caminhoDe, podeAcessar, type RotaApp } from '../../shared/navigation';
import type { ResultadoBusca } from './api';

export type TipoItem = 'tela' | 'aprendiz' | 'turma' | 'empresa' | 'educador' | 'contrato' | 'vaga';

export interface ItemPaleta {
  /** Unique in the list, and the key of a recent item: 'tela:/turmas', 'aprendiz:12'. */
  chave: string;
  tipo: TipoItem;
  rotulo: string;
  /** A second line (section of a screen, masked CPF and situação...), never kept in recents. */
  detalhe?: string;
  caminho: string;
}

export interface GrupoPaleta {
  id: string;
  titulo: string;
  itens: ItemPaleta[];
}

/** Screens that need no id, in the route table's order, that these permissions open. */
export function telasPermitidas(
  rotas: readonly RotaApp[],
  permissoes: readonly string[] | undefined,
): ItemPaleta[] {
  return rotas
    .filter((r) => !r.path.includes(':') && podeAcessar(permissoes, r))
    .map((r) => ({
      chave: `tela:${r.path}`,
      tipo: 'tela',
      rotulo: r.titulo,
      detalhe: r.secao === r.titulo ? undefined : r.secao,
      caminho: r.path,
    }));
}

/** Every word of q in the screen's title or section, without accents or case. */
export function filtrarTelas(telas: ItemPaleta[], q: string, limite = 6): ItemPaleta[] {
  const palavras = semAcentos(q).split(/\s+/).filter(Boolean);
  if (palavras.length === 0) return [];
  return telas
    .filter((t) => {
      const texto = semAcentos(`${t.rotulo} ${t.detalhe ?? ''}`);
      return palavras.every((p) => texto.includes(p));
    })
    .slice(0, limite);
}

/** The endpoint's groups as palette items, in a fixed order; a group the answer lacks is left out. */
export function gruposDoResultado(resultado: ResultadoBusca | undefined): GrupoPaleta[] {
  if (!resultado) return [];
  const grupos: GrupoPaleta[] = [
    {
      id: 'aprendizes',
      titulo: 'Aprendizes',
      itens: (resultado.aprendizes ?? []).map((a) => ({
        chave: `aprendiz:${String(a.id)}`,
        tipo: 'aprendiz',
        rotulo: a.nomeSocial ?? a.nome,
        detalhe: [a.nomeSocial ? a.nome : undefined, a.cpf, a.situacao].filter(Boolean).join(' · '),
        caminho: caminhoDe('/aprendizes/:id', { id: a.id }),
      })),
    },
    {
      id: 'turmas',
      titulo: 'Turmas',
      itens: (resultado.turmas ?? []).map((t) => ({
        chave: `turma:${String(t.id)}`,
        tipo: 'turma',
        rotulo: t.codigo,
        detalhe: `${t.nome} · ${t.status}`,
        caminho: caminhoDe('/turmas/:id', { id: t.id }),
      })),
    },
    {
      id: 'empresas',
      titulo: 'Empresas',
      itens: (resultado.parceiros ?? []).map((p) => ({
        chave: `empresa:${String(p.id)}`,
        tipo: 'empresa',
        rotulo: p.nomeFantasia ?? p.razaoSocial,
        detalhe: [p.nomeFantasia ? p.razaoSocial : undefined, p.cnpj].filter(Boolean).join(' · '),
        caminho: caminhoDe('/empresas/:parceiroId/unidades', { parceiroId: p.id }),
      })),
    },
    {
      id: 'educadores',
      titulo: 'Educadores',
      itens: (resultado.educadores ?? []).map((e) => ({
        chave: `educador:${String(e.id)}`,
        tipo: 'educador',
        rotulo: e.nome,
        caminho: caminhoDe('/educadores/:id', { id: e.id }),
      })),
    },
    {
      id: 'contratos',
      titulo: 'Contratos',
      itens: (resultado.contratos ?? []).map((c) => ({
        chave: `contrato:${String(c.id)}`,
        tipo: 'contrato',
        rotulo: `Contrato ${c.numero}`,
        detalhe: `${c.aprendiz} · ${c.parceiro}`,
        caminho: caminhoDe('/contratos/:id', { id: c.id }),
      })),
    },
    {
      id: 'vagas',
      titulo: 'Vagas',
      itens: (resultado.vagas ?? []).map((v) => ({
        chave: `vaga:${String(v.id)}`,
        tipo: 'vaga',
        rotulo: v.titulo,
        detalhe: `${v.parceiro} · ${v.status}`,
        caminho: caminhoDe('/vagas/:id', { id: v.id }),
      })),
    },
  ];
  return grupos.filter((g) => g.itens.length > 0);
}
