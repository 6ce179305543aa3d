// /contratos: contracts as a list kept in the URL (search, status, type, partner, "vencendo em N
// dias"), quick filters for 30/60/90 days, days left on each running one, export, and the bulk
// closing of contracts whose término has passed ("Encerrar").
import EventBusyIcon from '@mui/icons-material/EventBusy';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { mensagemDeErro } from '../../shared/api/problema';
import {
  centrada,
  colunaDeData,
  colunaDoNome,
  duasLinhas,
  filtroDeEmpresa,
  PaginaDeLista,
  type ConfigDaLista,
} from '../../shared/lista';
import { comMudancas } from '../../shared/routing';
import { toast } from '../../shared/toast';
import { TIPOS_CONTRATO, rotuloTipoContrato } from '../../shared/validation/contratos';
import {
  useContratoEncerrarMutation,
  useContratoListarQuery,
  type Contrato,
  type ContratoListarApiArg,
} from './api';
import { useBuscaDeParceiros } from './fluxo/buscas';
import { diasEmPalavras } from './rotulos';
import { ChipStatusContrato, OPCOES_STATUS } from '../../shared/ui/ChipStatusContrato';

/** The list's own arguments: the type filter under the API's name, as the URL and export use it. */
type ArgsDaLista = Omit<ContratoListarApiArg, 'conTipoContrato'> & {
  Con_TipoContrato?: ContratoListarApiArg['conTipoContrato'];
};

function useContratos({ Con_TipoContrato, ...resto }: ArgsDaLista) {
  return useContratoListarQuery({ ...resto, conTipoContrato: Con_TipoContrato });
}

export const PRAZOS_DE_VENCIMENTO = [30, 60, 90] as const;

const colunas: GridColDef<Contrato>[] = [
  // The number, '2026/00999', and the header's sort arrow.
  { field: 'numero', headerName: 'Número', width: 105 },
  // Each name whole in two lines: 'Luana Larissa Damasceno Santana' sets the width.
  colunaDoNome('aprendiz', {
    headerName: 'Aprendiz',
    flex: 1.3,
    minWidth: 152,
    // The apprentice's page is where a contract's questions usually lead.
    // In the same two lines as the other names of the list.
    renderCell: ({ row }) => (
      <Box sx={centrada}>
        <Link
          component={RouterLink}
          to={`/aprendizes/${String(row.aprendiz.aprendizId)}`}
          title={row.aprendiz.nome}
          sx={duasLinhas}
        >
          {row.aprendiz.nome}
        </Link>
      </Box>
    ),
  }),
  // 'Cooperativa de Crédito Guarapiranga' in two lines.
  colunaDoNome('parceiro', { headerName: 'Empresa', flex: 1, minWidth: 156 }),
  {
    field: 'Con_TipoContrato',
    headerName: 'Tipo',
    // "Aprendizagem" whole: the type is one of the things a person scans this list for.
    width: 136,
    sortable: false,
    valueFormatter: (v: string) => rotuloTipoContrato(v),
  },
  colunaDeData('Con_DataInicio', 'Início'),
  colunaDeData('Con_DataTermino', 'Término'),
  {
    field: 'status',
    headerName: 'Situação',
    // The longest status chip whole: 'Prorrogado'.
    width: 104,
    sortable: false,
    renderCell: ({ row }) => <ChipStatusContrato status={row.status} />,
  },
  {
    field: 'diasRestantes',
    headerName: 'Dias restantes',
    // 'Aguardando encerramento' in two lines, its longer word on one.
    width: 110,
    sortable: false,
    renderCell: ({ row }) => {
      if (row.aguardandoEncerramento) {
        return (
          <Box sx={{ height: '100%', display: 'flex', alignItems: 'center' }}>
            <Typography
              variant="body2"
              color="warning.main"
              component="span"
              sx={{ whiteSpace: 'normal', lineHeight: 1.3 }}
            >
              Aguardando encerramento
            </Typography>
          </Box>
        );
      }
      const texto = diasEmPalavras(row.diasRestantes);
      if (texto === null) return null;
      const perto = row.diasRestantes !== null && row.diasRestantes <= 30;
      return (
        <Typography
          variant="body2"
          component="span"
          color={perto ? 'warning.main' : 'text.primary'}
        >
          {texto}
        </Typography>
      );
    },
  },
];

/** "Vencendo em 30/60/90 dias": one click sets the list's venceEmDias filter in the URL. */
function FiltrosRapidos() {
  const [busca, setBusca] = useSearchParams();
  const atual = busca.get('venceEmDias');
  const escolher = (dias: number | null) => {
    setBusca((p) => comMudancas(p, { venceEmDias: dias, page: null }));
  };
  return (
    <Box
      role="group"
      aria-label="Vencendo em"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}
    >
      <Typography variant="body2" color="text.secondary">
        Vencendo em:
      </Typography>
      {PRAZOS_DE_VENCIMENTO.map((dias) => {
        const ativo = atual === String(dias);
        return (
          <Chip
            key={dias}
            label={`${dias} dias`}
            color={ativo ? 'primary' : 'default'}
            variant={ativo ? 'filled' : 'outlined'}
            aria-pressed={ativo}
            onClick={() => escolher(ativo ? null : dias)}
          />
        );
      })}
    </Box>
  );
}

export function ContratosScreen() {
  const { temPermissao } = useAuth();
  const podeEscrever = temPermissao('contratos:escrever');
  const buscaDeParceiros = useBuscaDeParceiros();
  const [encerrar] = useContratoEncerrarMutation();

  const config = useMemo<ConfigDaLista<Contrato, ArgsDaLista>>(
    () => ({
      titulo: 'Contratos',
      columns: colunas,
      useQuery: useContratos,
      defaultSort: '-Con_DataInicio',
      exportPath: '/api/contratos/exportar',
      rowHref: (c) => `/contratos/${c.id}`,
      linkField: 'numero',
      searchPlaceholder: 'Aprendiz, empresa ou número',
      columnsStorageKey: 'colunas-contratos',
      vazio: 'Nenhum contrato com esses filtros.',
      filters: [
        { type: 'select', name: 'status', label: 'Situação', options: OPCOES_STATUS },
        {
          type: 'select',
          name: 'Con_TipoContrato',
          label: 'Tipo',
          options: TIPOS_CONTRATO.map((t) => ({ value: t.valor, label: t.rotulo })),
        },
        filtroDeEmpresa(buscaDeParceiros.carregar),
        {
          type: 'select',
          name: 'aguardandoEncerramento',
          label: 'Aguardando encerramento',
          options: [{ value: 'true', label: 'Sim: passaram do término' }],
        },
        {
          // Running contracts that break the apprenticeship law (docs/LEGISLACAO.md): what an
          // organisation already signed and must fix.
          type: 'select',
          name: 'pendenciasLegais',
          label: 'Legislação',
          options: [{ value: 'true', label: 'Com pendências legais' }],
        },
        {
          type: 'select',
          name: 'venceEmDias',
          label: 'Vencendo em',
          options: PRAZOS_DE_VENCIMENTO.map((d) => ({ value: d, label: `${d} dias` })),
        },
      ],
      ...(podeEscrever
        ? {
            bulkActions: [
              {
                label: 'Encerrar',
                icon: <EventBusyIcon />,
                confirm: (n: number) =>
                  `Encerrar ${n === 1 ? 'o contrato selecionado' : `os ${n} contratos selecionados`}? Só os que já passaram do término são encerrados: o aprendiz fica Concluído e a alocação e a lotação terminam no término.`,
                run: async (ids: readonly GridRowId[], selecionados: readonly Contrato[]) => {
                  // Only those past their término can be ended.
                  const prontos = selecionados.filter((c) => c.aguardandoEncerramento);
                  if (prontos.length === 0) {
                    toast.info(
                      'Nenhum dos selecionados passou do término: só esses podem ser encerrados.',
                    );
                    return;
                  }
                  const r = await encerrar({ body: { ids: prontos.map((c) => c.id) } });
                  if (r.error) {
                    toast.error(mensagemDeErro(r.error));
                    return;
                  }
                  const n = r.data.data.length;
                  const fora = ids.length - prontos.length;
                  toast.success(
                    `${n === 1 ? '1 contrato encerrado' : `${n} contratos encerrados`}.` +
                      (fora > 0
                        ? ` ${fora === 1 ? '1 selecionado ainda não terminou' : `${fora} selecionados ainda não terminaram`} e ficou como estava.`
                        : ''),
                  );
                },
              },
            ],
          }
        : {}),
    }),
    [buscaDeParceiros.carregar, podeEscrever, encerrar],
  );

  return (
    <PaginaDeLista
      config={config}
      subtitulo="Contratos de aprendizagem e estágio: vigentes, prorrogados, rescindidos e encerrados."
      novo={podeEscrever && { para: '/contratos/novo', rotulo: 'Novo contrato' }}
      acima={<FiltrosRapidos />}
    />
  );
}
