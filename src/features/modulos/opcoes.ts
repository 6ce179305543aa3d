// The lookups of this feature's forms and filters: the modules (few: one page holds them all, in
// their order) and the courses, as select options; the CBO occupation searched as one types.
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import type { Opcao, EstadoDasOpcoes, UsarOpcoes } from '../../shared/formulario';
import { useProfissaoOpcoesQuery } from '../../store/opcoes';
import { useCursoListarQuery, useModuloListarQuery } from './api';

/** The API's largest page: a programme has a handful of modules and courses, never a hundred. */
export const TODOS = { pageSize: 100, ativo: 'todos' } as const;

const inativo = (nome: string, ativo: boolean) => (ativo ? nome : `${nome} (inativo)`);

/**
 * Every module in its order. With `manter` (a form) only the active ones plus the record's current
 * module, which may have been inactivated since; without it (a filter) all of them.
 */
export function useOpcoesDeModulo(manter?: number | null): Opcao[] {
  const { data } = useModuloListarQuery({ ...TODOS, sort: 'ordem' });
  return useMemo(
    () =>
      (data?.data ?? [])
        .filter((m) => m.ativo || m.id === manter || manter === undefined)
        .map((m) => ({ value: m.id, label: `${String(m.ordem)}. ${inativo(m.nome, m.ativo)}` })),
    [data, manter],
  );
}

/** Every course by name; inactive ones as for modules. */
export function useOpcoesDeCurso(manter?: number | null): Opcao[] {
  const { data } = useCursoListarQuery({ ...TODOS, sort: 'nome' });
  return useMemo(
    () =>
      (data?.data ?? [])
        .filter((c) => c.ativo || c.id === manter || manter === undefined)
        .map((c) => ({ value: c.id, label: inativo(c.nome, c.ativo) })),
    [data, manter],
  );
}

export const rotuloDaOcupacao = (p: { codigo: string; nome: string }) => `${p.codigo} · ${p.nome}`;

/** The CBO has thousands of occupations: searched by code or name from the second letter typed. */
export const useOcupacoes: UsarOpcoes = (q): EstadoDasOpcoes => {
  const termo = q.trim();
  const { data, isFetching } = useProfissaoOpcoesQuery(
    termo.length >= 2 ? { q: termo } : skipToken,
  );
  const options = useMemo(
    () => (data?.data ?? []).map((p) => ({ value: p.id, label: rotuloDaOcupacao(p) })),
    [data],
  );
  return { opcoes: options, carregando: isFetching };
};
