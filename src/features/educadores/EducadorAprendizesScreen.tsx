// /educadores/{id}/aprendizes: the apprentices in this educator's classes (allocated now by
// default; 'Desalocados' and 'Todos' show the history too).
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { formatarData } from '../../shared/format';
import { useFiltroAbertas } from '../../shared/ui/FiltroAbertas';
import { ListScreen, type ListQueryArgs, type ListScreenConfig } from '../../shared/lista';
import { ChipSituacao } from '../../shared/ui/ChipSituacao';
import { useEducadorAprendizesQuery, type Alocacao, type Educador } from './api';
import { CabecalhoDoEducador } from './CabecalhoDoEducador';
import { CarregarEducador } from './CarregarEducador';

const colunas: GridColDef<Alocacao>[] = [
  { field: 'nome', headerName: 'Aprendiz', flex: 2, minWidth: 200 },
  { field: 'cpf', headerName: 'CPF', width: 150, sortable: false },
  {
    field: 'turma',
    headerName: 'Turma',
    flex: 1,
    minWidth: 160,
    valueGetter: (_v, a) => `${a.turma.codigo} - ${a.turma.nome}`,
  },
  {
    field: 'situacao',
    headerName: 'Situação',
    width: 150,
    sortable: false,
    renderCell: ({ row }) => <ChipSituacao situacao={row.situacao} />,
  },
  {
    field: 'dataInicio',
    headerName: 'Desde',
    width: 120,
    valueFormatter: (v: string) => formatarData(v),
  },
  {
    field: 'dataFim',
    headerName: 'Até',
    width: 120,
    valueFormatter: (v: string | null) => (v ? formatarData(v) : 'Atual'),
  },
];

export function EducadorAprendizesScreen() {
  return <CarregarEducador>{(educador) => <Aprendizes educador={educador} />}</CarregarEducador>;
}

function Aprendizes({ educador }: { educador: Educador }) {
  const [abertas, filtroAbertas] = useFiltroAbertas('vigencia', [
    'Alocados agora',
    'Desalocados',
    'Todos',
  ]);
  const config = useMemo<ListScreenConfig<Alocacao>>(
    () => ({
      title: `Aprendizes de ${educador.EducNome}`,
      columns: colunas,
      useQuery: function useAprendizes(args: ListQueryArgs) {
        return useEducadorAprendizesQuery({ id: educador.id, ...(args as object), abertas });
      },
      defaultSort: 'nome',
      rowHref: (a) => `/aprendizes/${a.aprendizId}`,
      searchPlaceholder: 'Nome ou CPF do aprendiz',
      emptyHint: 'Nenhum aprendiz nas turmas deste educador com esses filtros.',
    }),
    [educador.id, educador.EducNome, abertas],
  );
  return (
    <>
      <CabecalhoDoEducador educador={educador} />
      <ListScreen config={config} toolbar={filtroAbertas} />
    </>
  );
}
