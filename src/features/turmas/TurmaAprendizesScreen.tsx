// /turmas/{id}/aprendizes: who is allocated to the class (GET /api/alocacoes/with-aprendizes), the
// allocation flow ('Alocar aprendizes') and desalocar one (row action) or a selection (bulk).
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import Box from '@mui/material/Box';
import type { GridRowId } from '@mui/x-data-grid';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import {
  alocacaoFechar,
  alocacaoIniciar,
  alocacaoSelecionar,
  type AprendizDoFluxo,
} from '../../machines/alocacao';
import { desalocacaoFechar, desalocacaoIniciar } from '../../machines/desalocacao';
import {
  CabecalhoDeAprendizes,
  colunaDeAcao,
  colunasDeAprendizes,
  LISTA_DE_APRENDIZES,
  telaDoRegistro,
  type PaginaDoRegistro,
} from '../../shared/detalhe';
import { TelaDeLista, type ConfigDaLista } from '../../shared/lista';
import { useFiltroAbertas } from '../../shared/ui/FiltroAbertas';
import { BarraDeOcupacao } from '../../shared/ui/Ocupacao';
import { dataLocal } from '../../shared/validation/datas';
import { useAppDispatch } from '../../store/hooks';
import {
  useAlocacaoComAprendizesQuery,
  type Alocacao,
  type AlocacaoComAprendizesApiArg,
  type Turma,
} from './api';
import { AlocacaoDialog } from './AlocacaoDialog';
import { CARREGAR_TURMA } from './carregarTurma';
import { DesalocacaoDialog } from './DesalocacaoDialog';

export const TurmaAprendizesScreen = telaDoRegistro(CARREGAR_TURMA, Alocados);

function Alocados({ registro: turma }: PaginaDoRegistro<Turma>) {
  const { temPermissao } = useAuth();
  const podeEscrever = temPermissao('turmas:escrever');
  const dispatch = useAppDispatch();
  const [abertas, filtroAbertas] = useFiltroAbertas('vigencia', [
    'Alocados agora',
    'Desalocados',
    'Todos',
  ]);
  const recebe = turma.ativo && turma.status !== 'encerrada';

  const desalocar = (linhas: Alocacao[]) => {
    // A flow left open elsewhere (another class) is closed first; closing a closed one is a no-op.
    dispatch(desalocacaoFechar());
    dispatch(
      desalocacaoIniciar({
        turma: { id: turma.id, codigo: turma.codigo, nome: turma.nome },
        aprendizes: linhas.map((l) => ({
          aprendizId: l.aprendizId,
          nome: l.nome,
          dataInicio: l.dataInicio,
        })),
        hoje: dataLocal(new Date()),
      }),
    );
  };

  const alocar = () => {
    dispatch(alocacaoFechar());
    dispatch(
      alocacaoIniciar({
        turma: {
          id: turma.id,
          codigo: turma.codigo,
          nome: turma.nome,
          dataInicio: turma.dataInicio,
          dataFim: turma.dataFim,
        },
        hoje: dataLocal(new Date()),
      }),
    );
  };

  // Arriving from an unallocated apprentice's page ('Alocar em uma turma'): the flow opens with
  // that apprentice already chosen; the address's state is then dropped, so a reload does not.
  const location = useLocation();
  const navigate = useNavigate();
  const vindoDoAprendiz = (location.state as { alocar?: AprendizDoFluxo } | null)?.alocar;
  useEffect(() => {
    if (!vindoDoAprendiz) return;
    if (podeEscrever && recebe) {
      alocar();
      dispatch(alocacaoSelecionar({ aprendiz: vindoDoAprendiz }));
    }
    void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the state it arrived with
  }, [vindoDoAprendiz]);

  const config = useMemo<ConfigDaLista<Alocacao, AlocacaoComAprendizesApiArg>>(
    () => ({
      ...LISTA_DE_APRENDIZES,
      titulo: `Aprendizes da turma ${turma.codigo}`,
      columns: colunasDeAprendizes<Alocacao>({
        aoFim: [
          {
            field: 'motivoDesalocacao',
            headerName: 'Motivo',
            flex: 1,
            minWidth: 140,
            sortable: false,
          },
          ...(podeEscrever
            ? [
                colunaDeAcao<Alocacao>({
                  rotulo: 'Desalocar',
                  largura: 140,
                  icone: <PersonRemoveIcon />,
                  mostrar: (a) => a.aberta,
                  aoClicar: (a) => {
                    desalocar([a]);
                  },
                }),
              ]
            : []),
        ],
      }),
      useQuery: useAlocacaoComAprendizesQuery,
      queryArgs: { turmaId: turma.id, abertas },
      vazio:
        abertas === 'true'
          ? 'Nenhum aprendiz alocado nesta turma agora.'
          : 'Nenhuma alocação com esses filtros.',
      ...(podeEscrever
        ? {
            bulkActions: [
              {
                label: 'Desalocar marcados',
                icon: <PersonRemoveIcon />,
                destructive: true,
                run: (_ids: readonly GridRowId[], selecionadas: readonly Alocacao[]) => {
                  // Only those still in the class can leave it.
                  const linhas = selecionadas.filter((l) => l.aberta);
                  if (linhas.length > 0) desalocar(linhas);
                  return Promise.resolve();
                },
              },
            ],
          }
        : {}),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- desalocar only dispatches
    [turma.id, turma.codigo, abertas, podeEscrever],
  );

  return (
    <>
      <CabecalhoDeAprendizes
        titulo={`Aprendizes da turma ${turma.codigo}`}
        subtitulo={turma.nome}
        entrada={
          podeEscrever && {
            rotulo: 'Alocar aprendizes',
            recebe,
            motivo: 'Turma inativa ou encerrada: não recebe aprendizes.',
            onClick: alocar,
          }
        }
      />
      <Box sx={{ maxWidth: 360, mb: 2 }}>
        <BarraDeOcupacao ocupacao={turma.ocupacao} capacidade={turma.capacidade} />
      </Box>
      <TelaDeLista config={config} toolbar={filtroAbertas} />
      <AlocacaoDialog turmaId={turma.id} />
      <DesalocacaoDialog turmaId={turma.id} />
    </>
  );
}
