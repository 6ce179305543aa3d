// The edits of one curriculum against the version they started from. A new answer from the server
// (a refetch after someone else's save, or our own save) replaces the rows only when there is
// nothing unsaved to lose, or when the person asked for it ('Recarregar').
import { useMemo, useState } from 'react';
import type { Curriculo, Disciplina } from '../api';
import { mover, type Direcao } from '../ordem';
import { alterado, errosLocais, linhaDe, linhasDe, type Linha } from './editor';

export function useEditorDoCurriculo(curriculo: Curriculo) {
  const [base, setBase] = useState(curriculo);
  const [linhas, setLinhas] = useState<Linha[]>(() => linhasDe(curriculo));
  const [recebido, setRecebido] = useState(curriculo);
  const linhasDaBase = useMemo(() => linhasDe(base), [base]);
  const sujo = alterado(linhas, linhasDaBase);

  const adotar = (novo: Curriculo) => {
    setBase(novo);
    setLinhas(linhasDe(novo));
  };

  // Derived from props during render (React's pattern for resetting state on new input).
  if (curriculo !== recebido) {
    setRecebido(curriculo);
    if (!sujo) adotar(curriculo);
  }

  const erros = useMemo(() => errosLocais(linhas), [linhas]);

  return {
    base,
    linhas,
    sujo,
    erros,
    adotar,
    descartar: () => {
      setLinhas(linhasDaBase);
    },
    /**
     * 'Recarregar': the edits give way to the latest answer already here (a refetch may have brought
     * the other person's version before the click) and, the editor being clean, to the next one.
     */
    descartarAoReceber: () => {
      adotar(recebido);
    },
    incluir: (d: Disciplina) => {
      setLinhas((ls) => [
        ...ls,
        linhaDe({
          disciplinaId: d.id,
          nome: d.nome,
          modulo: { id: d.modulo.id, nome: d.modulo.nome },
          cargaHorariaDisciplina: d.cargaHoraria,
          ativa: d.ativo,
        }),
      ]);
    },
    alterarHoras: (disciplinaId: number, horas: string) => {
      setLinhas((ls) => ls.map((l) => (l.disciplinaId === disciplinaId ? { ...l, horas } : l)));
    },
    mover: (disciplinaId: number, direcao: Direcao) => {
      setLinhas((ls) =>
        mover(
          ls,
          ls.findIndex((l) => l.disciplinaId === disciplinaId),
          direcao,
        ),
      );
    },
    remover: (disciplinaId: number) => {
      setLinhas((ls) => ls.filter((l) => l.disciplinaId !== disciplinaId));
    },
  };
}
