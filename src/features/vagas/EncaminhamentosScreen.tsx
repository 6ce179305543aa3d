// /encaminhamentos and /vagas/{id}/encaminhamentos: referrals with status, interview date and time,
// quick filters for today and this week (in the URL), status changes in place with confirmation,
// and "Criar contrato" on approved ones (the contract flow, pre-filled from the referral).
import EditIcon from '@mui/icons-material/Edit';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { telaDoRegistro, type PaginaDoRegistro } from '../../shared/detalhe';
import {
  colunaDeData,
  colunaDoNome,
  filtroDeEmpresa,
  TelaDeLista,
  PaginaDeLista,
  type ConfigDaLista,
} from '../../shared/lista';
import { ChipStatusEncaminhamento } from '../../shared/ui/ChipsDeVaga';
import {
  formatarEntrevista,
  ROTULOS_STATUS_ENCAMINHAMENTO,
  STATUS_ENCAMINHAMENTO,
  TRANSICOES_ENCAMINHAMENTO,
  type StatusEncaminhamento,
} from '../../shared/validation/vagas';
import {
  useEncaminhamentoListarQuery,
  useVagaEncaminhamentosQuery,
  type Encaminhamento,
  type EncaminhamentoListarApiArg,
  type Vaga,
  type VagaEncaminhamentosApiArg,
} from './api';
import { useBuscaDeParceiros } from './buscas';
import { CabecalhoDaVaga } from './CabecalhoDaVaga';
import { ChipsDeFiltro } from './ChipsDeFiltro';
import { CARREGAR_VAGA } from './carregarVaga';
import { MudarEncaminhamentoDialog } from './MudarEncaminhamentoDialog';

const PERIODOS = [
  { valor: 'hoje', rotulo: 'Entrevistas hoje' },
  { valor: 'semana', rotulo: 'Entrevistas desta semana' },
] as const;

/** "Hoje" / "Esta semana": one click sets the list's `entrevista` filter in the URL. */
const FiltrosRapidos = () => (
  <ChipsDeFiltro nome="entrevista" rotulo="Período da entrevista" opcoes={PERIODOS} />
);

function useColunas(
  daVaga: boolean,
  mudar: (e: Encaminhamento) => void,
): GridColDef<Encaminhamento>[] {
  const { temPermissao } = useAuth();
  const podeEscrever = temPermissao('vagas:escrever');
  const podeContratar = temPermissao('contratos:escrever');
  return useMemo(() => {
    const colunas: GridColDef<Encaminhamento>[] = [
      colunaDoNome('aprendiz', { headerName: 'Aprendiz', flex: 1, minWidth: 160 }),
    ];
    if (!daVaga) {
      colunas.push({
        field: 'vaga',
        headerName: 'Vaga e empresa',
        // The widest flexible column: a vacancy's title is long and what tells two referrals apart.
        flex: 2.2,
        minWidth: 170,
        sortable: false,
        renderCell: ({ row }) => (
          <Box
            sx={{
              height: '100%',
              display: 'flex',
              flexDirection: 'column',
              justifyContent: 'center',
              overflow: 'hidden',
            }}
          >
            {/* Two lines before any "…": titles of one company differ at their end (issue 32). */}
            <Link
              component={RouterLink}
              to={`/vagas/${row.vagaId}`}
              title={row.vaga.titulo}
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                whiteSpace: 'normal',
                fontSize: '0.8125rem',
                lineHeight: 1.25,
              }}
            >
              {row.vaga.titulo}
            </Link>
            <Typography
              variant="caption"
              color="text.secondary"
              noWrap
              sx={{ display: 'block', lineHeight: 1.2 }}
            >
              {row.parceiro.nome}
            </Typography>
          </Box>
        ),
      });
    }
    colunas.push(
      colunaDeData('data', 'Data', { description: 'Dia do encaminhamento' }),
      {
        field: 'dataEntrevista',
        headerName: 'Entrevista',
        width: 168,
        valueFormatter: (d: string | null) => formatarEntrevista(d),
      },
      {
        field: 'status',
        headerName: 'Situação',
        // The longest status chip whole: 'Entrevista agendada'.
        width: 180,
        renderCell: ({ row }) => <ChipStatusEncaminhamento status={row.status} />,
      },
      {
        field: 'acoes',
        headerName: 'Ações',
        width: 190,
        sortable: false,
        renderCell: ({ row }) => {
          const status = row.status as StatusEncaminhamento;
          const muda =
            podeEscrever && row.contrato === null && TRANSICOES_ENCAMINHAMENTO[status].length > 0;
          return (
            <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', height: '100%' }}>
              {muda && (
                <Tooltip title="Mudar a situação">
                  <IconButton
                    size="small"
                    color="primary"
                    onClick={() => mudar(row)}
                    aria-label={`Mudar a situação do encaminhamento de ${row.aprendiz.nome}`}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              )}
              {row.contrato !== null ? (
                <Link component={RouterLink} to={`/contratos/${row.contrato.id}`}>
                  Contrato {row.contrato.numero}
                </Link>
              ) : (
                status === 'aprovado' &&
                podeContratar && (
                  <Button
                    size="small"
                    variant="contained"
                    startIcon={<NoteAddIcon />}
                    component={RouterLink}
                    to={`/contratos/novo?encaminhamentoId=${row.id}`}
                  >
                    Criar contrato
                  </Button>
                )
              )}
            </Box>
          );
        },
      },
    );
    return colunas;
  }, [daVaga, podeEscrever, podeContratar, mudar]);
}

const FILTRO_STATUS = {
  type: 'select',
  name: 'status',
  label: 'Situação',
  options: STATUS_ENCAMINHAMENTO.map((s) => ({
    value: s,
    label: ROTULOS_STATUS_ENCAMINHAMENTO[s],
  })),
} as const;
const FILTRO_ABERTOS = {
  type: 'select',
  name: 'abertos',
  label: 'Em aberto',
  options: [{ value: 'true', label: 'Sim: encaminhado ou entrevista agendada' }],
} as const;
const FILTRO_ENTREVISTA = {
  type: 'select',
  name: 'entrevista',
  label: 'Entrevista',
  options: PERIODOS.map((p) => ({ value: p.valor, label: p.rotulo })),
} as const;

/** /encaminhamentos: every vacancy's referrals. */
export function EncaminhamentosScreen() {
  const [mudando, setMudando] = useState<Encaminhamento | null>(null);
  const colunas = useColunas(false, setMudando);
  const buscarParceiros = useBuscaDeParceiros();
  const config = useMemo<ConfigDaLista<Encaminhamento, EncaminhamentoListarApiArg>>(
    () => ({
      titulo: 'Encaminhamentos',
      columns: colunas,
      useQuery: useEncaminhamentoListarQuery,
      defaultSort: '-data',
      exportPath: '/api/encaminhamentos/exportar',
      rowHref: (e) => `/aprendizes/${e.aprendiz.aprendizId}`,
      linkField: 'aprendiz',
      searchPlaceholder: 'Aprendiz, vaga ou empresa',
      columnsStorageKey: 'colunas-encaminhamentos',
      vazio: 'Nenhum encaminhamento com esses filtros.',
      filters: [FILTRO_STATUS, FILTRO_ABERTOS, FILTRO_ENTREVISTA, filtroDeEmpresa(buscarParceiros)],
    }),
    [colunas, buscarParceiros],
  );
  return (
    <PaginaDeLista
      config={config}
      subtitulo="Candidatos selecionados encaminhados às empresas: entrevistas, aprovações e contratos."
      acima={<FiltrosRapidos />}
    >
      {mudando && (
        <MudarEncaminhamentoDialog encaminhamento={mudando} onFechar={() => setMudando(null)} />
      )}
    </PaginaDeLista>
  );
}

/** /vagas/{id}/encaminhamentos: one vacancy's referrals. */
export const VagaEncaminhamentosScreen = telaDoRegistro(CARREGAR_VAGA, DaVaga);

function DaVaga({ registro: vaga }: PaginaDoRegistro<Vaga>) {
  const [mudando, setMudando] = useState<Encaminhamento | null>(null);
  const colunas = useColunas(true, setMudando);
  const config = useMemo<ConfigDaLista<Encaminhamento, VagaEncaminhamentosApiArg>>(
    () => ({
      titulo: 'Encaminhamentos da vaga',
      columns: colunas,
      useQuery: useVagaEncaminhamentosQuery,
      queryArgs: { id: vaga.id },
      defaultSort: '-data',
      rowHref: (e) => `/aprendizes/${e.aprendiz.aprendizId}`,
      linkField: 'aprendiz',
      searchPlaceholder: 'Nome do aprendiz',
      vazio: 'Nenhum encaminhamento: selecione candidatos e use "Encaminhar" na aba Candidatos.',
      filters: [FILTRO_STATUS, FILTRO_ABERTOS, FILTRO_ENTREVISTA],
    }),
    [colunas, vaga.id],
  );
  return (
    <>
      <CabecalhoDaVaga vaga={vaga} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Mude a situação de cada encaminhamento conforme a empresa responde; um aprovado vira
        contrato em &quot;Criar contrato&quot;.
      </Typography>
      <FiltrosRapidos />
      <TelaDeLista config={config} />
      {mudando && (
        <MudarEncaminhamentoDialog encaminhamento={mudando} onFechar={() => setMudando(null)} />
      )}
    </>
  );
}
