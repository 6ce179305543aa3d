// The template as the editor holds it (text as typed; options one per field) and the pure rules
// the form checks before sending, with the shared messages (the API checks the same).
import { rotulosDe } from '../../../shared/campos';
import {
  CAMPOS_AVALIACAO,
  MENSAGENS_AVALIACAO as M,
  ROTULOS_ESCALA_PADRAO,
  validarAvaliacao,
  type TipoAvaliacao,
  type TipoPergunta,
} from '../../../shared/validation/avaliacoes';
import type { Avaliacao, AvaliacaoCriarApiArg } from '../api';

export interface PerguntaEditada {
  /** A key for React only (new questions have none on the server yet). */
  chave: string;
  enunciado: string;
  tipo: TipoPergunta;
  obrigatoria: boolean;
  rotulos: string[];
  opcoes: string[];
}

export interface ModeloEditado {
  titulo: string;
  descricao: string;
  tipo: TipoAvaliacao;
  perguntas: PerguntaEditada[];
}

let sequencia = 0;
const novaChave = () => `p${String(++sequencia)}`;

export const novaPergunta = (tipo: TipoPergunta = 'escala'): PerguntaEditada => ({
  chave: novaChave(),
  enunciado: '',
  tipo,
  obrigatoria: true,
  rotulos: [...ROTULOS_ESCALA_PADRAO],
  opcoes: ['', ''],
});

export const modeloVazio = (): ModeloEditado => ({
  titulo: '',
  descricao: '',
  tipo: 'desempenho',
  perguntas: [novaPergunta()],
});

export const modeloDe = (a: Avaliacao): ModeloEditado => ({
  titulo: a.titulo,
  descricao: a.descricao,
  tipo: a.tipo,
  perguntas: a.perguntas.map((p) => ({
    chave: novaChave(),
    enunciado: p.enunciado,
    tipo: p.tipo,
    obrigatoria: p.obrigatoria,
    rotulos: p.rotulos?.length === 5 ? p.rotulos : [...ROTULOS_ESCALA_PADRAO],
    opcoes: p.opcoes ?? ['', ''],
  })),
});

/** Moves item `de` to `para` (reordering by the arrows). */
export function mover<T>(lista: readonly T[], de: number, para: number): T[] {
  if (para < 0 || para >= lista.length) return [...lista];
  const copia = [...lista];
  const [item] = copia.splice(de, 1);
  if (item !== undefined) copia.splice(para, 0, item);
  return copia;
}

/** Field path as the API names it (perguntas.0.enunciado) -> message. */
export type ErrosDoModelo = Partial<Record<string, string>>;

/** The words of the template's declared inputs (Título, Descrição). */
export const ROTULOS_AVALIACAO = rotulosDe(CAMPOS_AVALIACAO);

export function errosDoModelo(m: ModeloEditado): ErrosDoModelo {
  const erros: ErrosDoModelo = validarAvaliacao(m);
  if (m.perguntas.length === 0) erros.perguntas = M.informePerguntas;
  m.perguntas.forEach((p, i) => {
    if (!p.enunciado.trim()) erros[`perguntas.${String(i)}.enunciado`] = M.informeEnunciado;
    if (p.tipo === 'multipla') {
      const opcoes = p.opcoes.map((o) => o.trim());
      if (opcoes.some((o) => o === '')) erros[`perguntas.${String(i)}.opcoes`] = M.opcaoVazia;
      else if (new Set(opcoes).size !== opcoes.length) {
        erros[`perguntas.${String(i)}.opcoes`] = M.opcaoRepetida;
      } else if (opcoes.length < 2) erros[`perguntas.${String(i)}.opcoes`] = M.informeOpcoes;
    }
    if (p.tipo === 'escala' && p.rotulos.some((r) => !r.trim())) {
      erros[`perguntas.${String(i)}.rotulos`] = M.rotulosInvalidos;
    }
  });
  return erros;
}

export const corpoDoModelo = (m: ModeloEditado): AvaliacaoCriarApiArg['body'] => ({
  titulo: m.titulo.trim(),
  descricao: m.descricao.trim() || null,
  tipo: m.tipo,
  perguntas: m.perguntas.map((p) => ({
    enunciado: p.enunciado.trim(),
    tipo: p.tipo,
    obrigatoria: p.obrigatoria,
    rotulos: p.tipo === 'escala' ? p.rotulos.map((r) => r.trim()) : null,
    opcoes: p.tipo === 'multipla' ? p.opcoes.map((o) => o.trim()) : null,
  })),
});
