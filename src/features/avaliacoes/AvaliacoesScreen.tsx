// /avaliacoes: the templates (with how many were applied, pending, in progress, concluded and
// overdue, and the actions Aplicar, Duplicar, Editar, Resultados) and the applied evaluations
// (status, overdue, progress, the way to answer). Tabs are queries of the address (?aba=…), each
// list keeps its search and filters in the URL like every list.
import BarChartIcon from '@mui/icons-material/BarChart';
import BlockIcon from '@mui/icons-material/Block';
import RestoreIcon from '@mui/icons-material/Restore';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { mensagemDeErro } from '../../shared/api/problema';
import { AbasDoRegistro, PainelDaAba } from '../../shared/detalhe';
import { useConfirmacao } from '../../shared/dialogos';
import { AutocompletarAssincrono, type Opcao } from '../../shared/formulario';
import { colunaDeData, filtroDeTurma, TelaDeLista, type ConfigDaLista } from '../../shared/lista';
import { BotaoNovo, CabecalhoDaPagina } from '../../shared/pagina';
import { idDoEndereco } from '../../shared/routing';
import { toast } from '../../shared/toast';
import { AplicarDialog } from './AplicarDialog';
import {
  useAvaliacaoAplicadaListarQuery,
  useAvaliacaoDuplicarMutation,
  useAvaliacaoInativarMutation,
  useAvaliacaoReativarMutation,
  useAvaliacaoListarQuery,
  type Avaliacao,
  type AvaliacaoAplicada,
  type AvaliacaoAplicadaListarApiArg,
  type AvaliacaoListarApiArg,
} from './api';
import { useBuscaDeTurmas } from './buscas';
import { Resultados } from './Resultados';
import {
  ChipStatusAplicada,
  OPCOES_STATUS_APLICADA,
  OPCOES_TIPO,
  quemRespondeu,
  tipoCurto,
} from './rotulos';

const ABAS = [
  { rotulo: 'Modelos', para: '/avaliacoes', valor: 'modelos' },
  { rotulo: 'Aplicadas', para: '/avaliacoes?aba=aplicadas', valor: 'aplicadas' },
  { rotulo: 'Resultados', para: '/avaliacoes?aba=resultados', valor: 'resultados' },
] as const;

const numero = (campo: keyof Avaliacao['contagens'], nome: string, largura = 110) =>
  ({
    field: campo,
    headerName: nome,
    width: largura,
    sortable: false,
    type: 'number',
    valueGetter: (_v, a) => a.contagens[campo],
  }) satisfies GridColDef<Avaliacao>;

function AcoesDoModelo({
  a,
  podeEscrever,
  aoAplicar,
}: {
  a: Avaliacao;
  podeEscrever: boolean;
  aoAplicar: (a: Avaliacao) => void;
}) {
  const [duplicar, { isLoading }] = useAvaliacaoDuplicarMutation();
  const [inativar, inativando] = useAvaliacaoInativarMutation();
  const [reativar, reativando] = useAvaliacaoReativarMutation();
  const confirmar = useConfirmacao();
  const navigate = useNavigate();
  const editar = a.perguntasTravadas ? 'Ver' : 'Editar';
  const alternar = async () => {
    if (a.ativo) {
      const sim = await confirmar({
        title: `Inativar “${a.titulo}”?`,
        message:
          'Ela deixa de poder ser aplicada. As avaliações já aplicadas continuam e podem ser respondidas; você pode reativá-la depois.',
        confirmLabel: 'Inativar',
        destructive: true,
      });
      if (!sim) return;
    }
    const r = a.ativo ? await inativar({ id: a.id }) : await reativar({ id: a.id });
    if (r.error) toast.error(mensagemDeErro(r.error));
    else toast.success(a.ativo ? `“${a.titulo}” inativada.` : `“${a.titulo}” reativada.`);
  };
  return (
    <Box sx={{ display: 'flex' }}>
      {podeEscrever && a.ativo && (
        <Tooltip title="Aplicar">
          <IconButton
            size="small"
            aria-label={`Aplicar ${a.titulo}`}
            onClick={() => {
              aoAplicar(a);
            }}
          >
            <SendIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {podeEscrever && (
        <Tooltip title={editar}>
          <IconButton
            size="small"
            component={Link}
            to={`/avaliacoes/nova?id=${String(a.id)}`}
            aria-label={`${editar} ${a.titulo}`}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {podeEscrever && (
        <Tooltip title="Duplicar">
          <span>
            <IconButton
              size="small"
              disabled={isLoading}
              aria-label={`Duplicar ${a.titulo}`}
              onClick={() => {
                void duplicar({ id: a.id }).then((r) => {
                  if (r.error) {
                    toast.error(mensagemDeErro(r.error));
                    return;
                  }
                  toast.success(`Cópia criada: ${r.data.titulo}.`);
                  void navigate(`/avaliacoes/nova?id=${String(r.data.id)}`);
                });
              }}
            >
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      {podeEscrever && (
        <Tooltip title={a.ativo ? 'Inativar' : 'Reativar'}>
          <span>
            <IconButton
              size="small"
              disabled={inativando.isLoading || reativando.isLoading}
              aria-label={`${a.ativo ? 'Inativar' : 'Reativar'} ${a.titulo}`}
              onClick={() => void alternar()}
            >
              {a.ativo ? <BlockIcon fontSize="small" /> : <RestoreIcon fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
      )}
      <Tooltip title="Resultados">
        <IconButton
          size="small"
          component={Link}
          to={`/avaliacoes?aba=resultados&avaliacao=${String(a.id)}`}
          aria-label={`Resultados de ${a.titulo}`}
        >
          <BarChartIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

function Modelos({ podeEscrever }: { podeEscrever: boolean }) {
  const [aplicando, setAplicando] = useState<Avaliacao | null>(null);
  const config = useMemo<ConfigDaLista<Avaliacao, AvaliacaoListarApiArg>>(
    () => ({
      titulo: 'Modelos de avaliação',
      columns: [
        { field: 'titulo', headerName: 'Título', flex: 1, minWidth: 200 },
        {
          field: 'tipo',
          headerName: 'Tipo',
          width: 125,
          valueFormatter: (v: Avaliacao['tipo']) => tipoCurto(v),
        },
        // Widths that fit each one-word header whole ('Em andamento' takes two lines).
        numero('aplicadas', 'Aplicadas', 88),
        numero('pendentes', 'Pendentes', 94),
        numero('emAndamento', 'Em andamento', 96),
        numero('concluidas', 'Concluídas', 98),
        {
          ...numero('atrasadas', 'Atrasadas', 88),
          renderCell: ({ row }) =>
            row.contagens.atrasadas > 0 ? (
              <Chip size="small" color="warning" label={row.contagens.atrasadas} />
            ) : (
              0
            ),
        },
        {
          field: 'acoes',
          headerName: 'Ações',
          width: podeEscrever ? 190 : 60,
          sortable: false,
          renderCell: ({ row }) => (
            <AcoesDoModelo a={row} podeEscrever={podeEscrever} aoAplicar={setAplicando} />
          ),
        },
      ],
      useQuery: useAvaliacaoListarQuery,
      defaultSort: 'titulo',
      activeFilter: true,
      searchPlaceholder: 'Título',
      columnsStorageKey: 'colunas-avaliacoes',
      vazio: 'Nenhum modelo de avaliação com esses filtros.',
      filters: [{ type: 'select', name: 'tipo', label: 'Tipo', options: OPCOES_TIPO }],
    }),
    [podeEscrever],
  );
  return (
    <>
      <TelaDeLista config={config} />
      {aplicando && (
        <AplicarDialog
          avaliacao={aplicando}
          onClose={() => {
            setAplicando(null);
          }}
        />
      )}
    </>
  );
}

function Aplicadas({ podeEscrever }: { podeEscrever: boolean }) {
  const buscarTurmas = useBuscaDeTurmas();
  const { data: modelos } = useAvaliacaoListarQuery({
    pageSize: 100,
    sort: 'titulo',
    ativo: 'todos',
  });
  const config = useMemo<ConfigDaLista<AvaliacaoAplicada, AvaliacaoAplicadaListarApiArg>>(
    () => ({
      titulo: 'Avaliações aplicadas',
      columns: [
        {
          field: 'aprendiz',
          headerName: 'Aprendiz',
          flex: 1,
          // Each name whole in two lines: 'Emanuel Júlio Miranda Magalhães' sets the width.
          minWidth: 150,
          valueGetter: (_v, a) => a.aprendiz.nomeSocial ?? a.aprendiz.nome,
        },
        {
          field: 'avaliacao',
          headerName: 'Avaliação e respondente',
          // The widest flexible column: an evaluation's title is long; past its width, the whole
          // title and respondent are the tooltip.
          flex: 2.2,
          minWidth: 180,
          sortable: false,
          valueGetter: (_v, a) => a.avaliacao.titulo,
          renderCell: ({ row }) => (
            <Box sx={{ lineHeight: 1.3, py: 0.5, minWidth: 0 }}>
              <Typography variant="body2" noWrap title={row.avaliacao.titulo}>
                {row.avaliacao.titulo}
              </Typography>
              <Typography
                variant="caption"
                color="text.secondary"
                noWrap
                component="div"
                title={quemRespondeu(row)}
              >
                {quemRespondeu(row)}
              </Typography>
            </Box>
          ),
        },
        {
          field: 'turma',
          headerName: 'Turma',
          // The class's code: 'MAN-2026-01'.
          width: 110,
          sortable: false,
          valueGetter: (_v, a) => a.turma?.codigo ?? '—',
        },
        colunaDeData('prazo', 'Prazo'),
        {
          field: 'status',
          headerName: 'Situação',
          // Both chips side by side: 'Em andamento' and 'Atrasada'.
          width: 200,
          renderCell: ({ row }) => (
            <ChipStatusAplicada status={row.status} atrasada={row.atrasada} />
          ),
        },
        {
          field: 'progresso',
          headerName: 'Respondidas',
          width: 105,
          sortable: false,
          valueGetter: (_v, a) => `${String(a.respondidas)} de ${String(a.totalPerguntas)}`,
        },
        {
          field: 'acoes',
          headerName: 'Ações',
          // The longest button, 'Resultados'.
          width: 102,
          sortable: false,
          renderCell: ({ row }) =>
            row.status === 'concluida' || !podeEscrever ? (
              <Button
                size="small"
                component={Link}
                to={`/avaliacoes?aba=resultados&avaliacao=${String(row.avaliacaoId)}`}
              >
                Resultados
              </Button>
            ) : (
              <Button
                size="small"
                component={Link}
                to={`/avaliacoes-aplicadas/${String(row.id)}/responder`}
                aria-label={`${row.status === 'pendente' ? 'Responder' : 'Continuar'}: ${row.avaliacao.titulo}, ${row.aprendiz.nome}`}
              >
                {row.status === 'pendente' ? 'Responder' : 'Continuar'}
              </Button>
            ),
        },
      ],
      useQuery: useAvaliacaoAplicadaListarQuery,
      defaultSort: 'prazo',
      searchPlaceholder: 'Aprendiz ou respondente',
      columnsStorageKey: 'colunas-avaliacoes-aplicadas',
      vazio: 'Nenhuma avaliação aplicada com esses filtros.',
      filters: [
        { type: 'select', name: 'status', label: 'Situação', options: OPCOES_STATUS_APLICADA },
        {
          type: 'boolean',
          name: 'atrasada',
          label: 'Prazo',
          rotulos: { sim: 'Atrasadas', nao: 'Em dia' },
        },
        {
          type: 'select',
          name: 'avaliacaoId',
          label: 'Avaliação',
          options: (modelos?.data ?? []).map((m) => ({ value: m.id, label: m.titulo })),
        },
        filtroDeTurma(buscarTurmas),
      ],
    }),
    [buscarTurmas, modelos, podeEscrever],
  );
  return <TelaDeLista config={config} />;
}

function AbaResultados() {
  const [busca, setBusca] = useSearchParams();
  const buscarTurmas = useBuscaDeTurmas();
  const [turma, setTurma] = useState<Opcao | null>(null);
  const avaliacaoId = idDoEndereco(busca, 'avaliacao');
  const { data: modelos, error } = useAvaliacaoListarQuery({
    pageSize: 100,
    sort: 'titulo',
    ativo: 'todos',
  });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Avaliação"
          value={avaliacaoId ?? ''}
          onChange={(e) => {
            setBusca({ aba: 'resultados', avaliacao: e.target.value });
          }}
          sx={{ minWidth: 280, flex: 1 }}
        >
          {(modelos?.data ?? []).map((m) => (
            <MenuItem key={m.id} value={m.id}>
              {m.titulo}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ minWidth: 280, flex: 1 }}>
          <AutocompletarAssincrono
            label="Turma (todas)"
            value={turma?.value ?? null}
            opcaoInicial={turma ?? undefined}
            onChange={(_v, o) => {
              setTurma(o);
            }}
            carregarOpcoes={buscarTurmas}
          />
        </Box>
      </Stack>
      {error ? (
        <Alert severity="error">{mensagemDeErro(error)}</Alert>
      ) : avaliacaoId === null ? (
        <Alert severity="info">Escolha uma avaliação para ver os resultados.</Alert>
      ) : (
        <Resultados avaliacaoId={avaliacaoId} turmaId={turma ? Number(turma.value) : undefined} />
      )}
    </Stack>
  );
}

/** "N atrasadas": the count of every overdue one, leading to them. */
function Atrasadas() {
  const { data } = useAvaliacaoAplicadaListarQuery({ atrasada: 'true', pageSize: 1 });
  if (!data || data.total === 0) return null;
  return (
    <Chip
      color="warning"
      component={Link}
      to="/avaliacoes?aba=aplicadas&atrasada=true"
      clickable
      label={
        data.total === 1 ? '1 avaliação atrasada' : `${String(data.total)} avaliações atrasadas`
      }
    />
  );
}

export function AvaliacoesScreen() {
  const { temPermissao } = useAuth();
  const podeEscrever = temPermissao('avaliacoes:escrever');
  const [busca] = useSearchParams();
  const aba = busca.get('aba') ?? 'modelos';
  return (
    <>
      <CabecalhoDaPagina
        titulo="Avaliações"
        subtitulo={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography component="span" color="text.secondary">
              Modelos de avaliação, aplicações e respostas.
            </Typography>
            <Atrasadas />
          </Box>
        }
        acoes={podeEscrever && <BotaoNovo para="/avaliacoes/nova">Nova avaliação</BotaoNovo>}
      />
      <AbasDoRegistro rotulo="Seções das avaliações" abas={ABAS} atual={aba} comPainel />
      <PainelDaAba valor={aba}>
        {aba === 'aplicadas' ? (
          <Aplicadas podeEscrever={podeEscrever} />
        ) : aba === 'resultados' ? (
          <AbaResultados />
        ) : (
          <Modelos podeEscrever={podeEscrever} />
        )}
      </PainelDaAba>
    </>
  );
}
