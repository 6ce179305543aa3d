// Test-only: an in-memory stand-in for a registry's generated RTK Query hooks, so the building
// blocks are exercised without the app's store (hooks in, rows out, mutations change the rows).
import { useSyncExternalStore } from 'react';
import type { ResultadoDaLista } from './TelaDeLista';
import type { ArgumentosDaConsulta } from './parametrosDaLista';

export interface EstadoCivil {
  id: number;
  descricao: string;
  ativo: boolean;
  versao: number;
}

export function fakeEstadoCivilApi(initial: readonly Omit<EstadoCivil, 'versao'>[]) {
  let rows: EstadoCivil[] = initial.map((r) => ({ ...r, versao: 1 }));
  let version = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    version += 1;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const calls: ArgumentosDaConsulta[] = [];

  function useListEstadoCivilQuery(args: ArgumentosDaConsulta): ResultadoDaLista<EstadoCivil> {
    useSyncExternalStore(subscribe, () => version);
    calls.push(args);
    const ativo = args.ativo ?? 'true';
    const q = (args.q ?? '').toLowerCase();
    const matching = rows
      .filter((r) => ativo === 'todos' || String(r.ativo) === ativo)
      .filter((r) => r.descricao.toLowerCase().includes(q))
      .sort(
        (a, b) => (args.sort === '-descricao' ? -1 : 1) * a.descricao.localeCompare(b.descricao),
      );
    const start = (args.page - 1) * args.pageSize;
    return {
      data: { data: matching.slice(start, start + args.pageSize), total: matching.length },
      isFetching: false,
      isError: false,
      refetch: () => undefined,
    };
  }

  const update = (id: number, change: Partial<EstadoCivil>) => {
    rows = rows.map((r) => (r.id === id ? { ...r, ...change, versao: r.versao + 1 } : r));
    changed();
    return Promise.resolve();
  };
  const mutations = {
    create: (values: { descricao: string }) => {
      rows = [
        ...rows,
        { id: rows.length + 1, descricao: values.descricao, ativo: true, versao: 1 },
      ];
      changed();
      return Promise.resolve();
    },
    update: (row: EstadoCivil, values: { descricao: string }) => update(row.id, values),
    inactivate: (row: EstadoCivil) => update(row.id, { ativo: false }),
    reactivate: (row: EstadoCivil) => update(row.id, { ativo: true }),
  };

  return { useListEstadoCivilQuery, useMutations: () => mutations, rows: () => rows, calls };
}
