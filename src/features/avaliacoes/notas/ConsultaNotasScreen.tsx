// /avaliacoes/consulta-notas: every grade across classes, read-only — search by apprentice, class
// or discipline, filter by class, apprentice, bimester and "below the average", export.
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import {
  colunaDoNome,
  filtroDeTurma,
  TelaDeLista,
  type ConfigDaLista,
} from '../../../shared/lista';
import { CabecalhoDaPagina } from '../../../shared/pagina';
import { MEDIA_MINIMA, PERIODOS, formatarNota } from '../../../shared/validation/avaliacoes';
import {
  useNotasConsultarQuery,
  type NotasConsultarApiArg,
  type NotasConsultarApiResponse,
} from '../api';
import { useBuscaDeAprendizes, useBuscaDeDisciplinas, useBuscaDeTurmas } from '../buscas';

type Linha = NotasConsultarApiResponse['data'][number];

const colunas: GridColDef<Linha>[] = [
  {
    field: 'aprendiz',
    headerName: 'Aprendiz',
    flex: 1,
    minWidth: 180,
    valueGetter: (_v, l) => l.aprendiz.nomeSocial ?? l.aprendiz.nome,
  },
  {
    field: 'turma',
    headerName: 'Turma',
    width: 130,
    valueGetter: (_v, l) => l.turma.codigo,
  },
  colunaDoNome('disciplina', { headerName: 'Disciplina', flex: 1, minWidth: 160 }),
  {
    field: 'periodo',
    headerName: 'Bimestre',
    width: 100,
    valueFormatter: (v: number) => `${String(v)}º`,
  },
  {
    field: 'valor',
    headerName: 'Nota',
    width: 90,
    type: 'number',
    valueFormatter: (v: number | null) => formatarNota(v),
  },
  {
    field: 'conceito',
    headerName: 'Conceito',
    width: 110,
    sortable: false,
    valueGetter: (_v, l) => l.conceito?.sigla ?? '—',
  },
];

export function ConsultaNotasScreen() {
  const buscarTurmas = useBuscaDeTurmas();
  const buscarAprendizes = useBuscaDeAprendizes();
  const buscarDisciplinas = useBuscaDeDisciplinas();
  const config = useMemo<ConfigDaLista<Linha, NotasConsultarApiArg>>(
    () => ({
      titulo: 'Notas',
      columns: colunas,
      useQuery: useNotasConsultarQuery,
      defaultSort: 'aprendiz',
      exportPath: '/api/notas/consulta/exportar',
      searchPlaceholder: 'Aprendiz, turma ou disciplina',
      columnsStorageKey: 'colunas-consulta-notas',
      vazio: 'Nenhuma nota com esses filtros.',
      filters: [
        filtroDeTurma(buscarTurmas),
        {
          type: 'autocomplete',
          name: 'disciplinaId',
          label: 'Disciplina',
          loadOptions: buscarDisciplinas,
        },
        {
          type: 'autocomplete',
          name: 'aprendizId',
          label: 'Aprendiz',
          loadOptions: buscarAprendizes,
        },
        {
          type: 'select',
          name: 'periodo',
          label: 'Bimestre',
          options: PERIODOS.map((p) => ({ value: p, label: `${String(p)}º bimestre` })),
        },
        {
          type: 'select',
          name: 'abaixoDaMedia',
          label: 'Abaixo da média',
          options: [{ value: 'true', label: `Só notas abaixo de ${formatarNota(MEDIA_MINIMA)}` }],
        },
      ],
    }),
    [buscarTurmas, buscarAprendizes, buscarDisciplinas],
  );
  return (
    <>
      <CabecalhoDaPagina
        titulo="Consulta de notas"
        subtitulo="As notas de todas as turmas, para consultar e exportar."
      />
      <TelaDeLista config={config} />
    </>
  );
}
