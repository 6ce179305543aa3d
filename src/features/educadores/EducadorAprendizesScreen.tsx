// /educadores/{id}/aprendizes: the apprentices in this educator's classes (allocated now by
// default; 'Desalocados' and 'Todos' show the history too).
import { useMemo } from 'react';
import {
  colunasDeAprendizes,
  LISTA_DE_APRENDIZES,
  telaDoRegistro,
  type PaginaDoRegistro,
} from '../../shared/detalhe';
import { TelaDeLista, type ConfigDaLista } from '../../shared/lista';
import { useFiltroAbertas } from '../../shared/ui/FiltroAbertas';
import {
  useEducadorAprendizesQuery,
  type Alocacao,
  type Educador,
  type EducadorAprendizesApiArg,
} from './api';
import { CabecalhoDoEducador } from './CabecalhoDoEducador';
import { CARREGAR_EDUCADOR } from './carregarEducador';

const colunas = colunasDeAprendizes<Alocacao>({
  aposCpf: [
    {
      field: 'turma',
      headerName: 'Turma',
      flex: 1,
      // Code and name whole in two lines: 'ALI-2026-02 - Serviços de Alimentação — Manhã'.
      minWidth: 182,
      valueGetter: (_v, a) => `${a.turma.codigo} - ${a.turma.nome}`,
    },
  ],
});

export const EducadorAprendizesScreen = telaDoRegistro(CARREGAR_EDUCADOR, Aprendizes);

function Aprendizes({ registro: educador }: PaginaDoRegistro<Educador>) {
  const [abertas, filtroAbertas] = useFiltroAbertas('vigencia', [
    'Alocados agora',
    'Desalocados',
    'Todos',
  ]);
  const config = useMemo<ConfigDaLista<Alocacao, EducadorAprendizesApiArg>>(
    () => ({
      ...LISTA_DE_APRENDIZES,
      titulo: `Aprendizes de ${educador.EducNome}`,
      columns: colunas,
      useQuery: useEducadorAprendizesQuery,
      queryArgs: { id: educador.id, abertas },
      vazio: 'Nenhum aprendiz nas turmas deste educador com esses filtros.',
    }),
    [educador.id, educador.EducNome, abertas],
  );
  return (
    <>
      <CabecalhoDoEducador educador={educador} />
      <TelaDeLista config={config} toolbar={filtroAbertas} />
    </>
  );
}
