// /beneficios/pagamentos: the payments of a competência with filters in the URL (status, empresa,
// page), each one's breakdown with the days behind it, a selection of pending ones marked as paid
// with a date and a confirmation, adjusting entries of paid ones, and the export (one line per
// payment, for a bank or payroll import).
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { formatarDinheiro } from '../../shared/format';
import { BotoesDeExportacao, CaixaDeBusca } from '../../shared/lista';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { idDoEndereco } from '../../shared/routing';
import { visualmenteOculto } from '../../shared/ui/visualmenteOculto';
import {
  ROTULOS_STATUS_PAGAMENTO,
  ROTULOS_TIPO_PAGAMENTO,
  rotuloCompetencia,
  type StatusPagamento,
} from '../../shared/validation/beneficios';
import { useBeneficioPagamentosQuery, useBeneficioResumoQuery, type Pagamento } from './api';
import { SeletorDeCompetencia, useCompetencia } from './competencia';
import { DetalheDoPagamento } from './DetalheDoPagamento';
import { DialogoAjuste } from './DialogoAjuste';
import { DialogoPagar } from './DialogoPagar';
import { NavegacaoBeneficios, PERMISSAO_ESCRITA } from './Navegacao';
import { TabelaDaCompetencia } from './TabelaDaCompetencia';

const POR_PAGINA = 50;

function ChipStatus({ status }: { status: StatusPagamento }) {
  return (
    <Chip
      size="small"
      label={ROTULOS_STATUS_PAGAMENTO[status]}
      color={status === 'pago' ? 'success' : 'warning'}
      variant={status === 'pago' ? 'filled' : 'outlined'}
    />
  );
}

export function PagamentosScreen() {
  const [competencia, setCompetencia] = useCompetencia();
  const [busca, setBusca] = useSearchParams();
  const { temPermissao } = useAuth();
  const podeEscrever = temPermissao(PERMISSAO_ESCRITA);
  const status = (['pendente', 'pago'] as const).find((s) => s === busca.get('status'));
  const parceiroId = idDoEndereco(busca, 'empresa') ?? undefined;
  const page = Number(busca.get('page')) || 1;
  // The apprentice's name or CPF, among a month's hundreds of payments (the list's q).
  const q = busca.get('q') ?? '';
  const filtros = {
    competencia,
    ...(status && { status }),
    ...(parceiroId && { parceiroId }),
    ...(q && { q }),
  };
  const lista = useBeneficioPagamentosQuery({ ...filtros, page, pageSize: POR_PAGINA });
  const resumo = useBeneficioResumoQuery({ competencia });
  const [abertos, setAbertos] = useState<Set<number>>(new Set());
  const [selecao, setSelecao] = useState<Map<number, number>>(new Map());
  const [pagando, setPagando] = useState(false);
  const [ajustando, setAjustando] = useState<Pagamento | null>(null);

  const mudar = (chave: string, valor: string | undefined) => {
    setBusca(
      (atual) => {
        const nova = new URLSearchParams(atual);
        if (valor) nova.set(chave, valor);
        else nova.delete(chave);
        if (chave !== 'page') nova.delete('page');
        return nova;
      },
      { replace: true },
    );
    if (chave !== 'page') setSelecao(new Map());
  };
  const alternar = (id: number) => {
    setAbertos((a) => {
      const n = new Set(a);
      if (n.has(id)) n.delete(id);
      else n.add(id);
      return n;
    });
  };
  const selecionar = (p: Pagamento, marcado: boolean) => {
    setSelecao((s) => {
      const n = new Map(s);
      if (marcado) n.set(p.id, p.valorLiquido);
      else n.delete(p.id);
      return n;
    });
  };

  const dados = lista.data;
  const pendentesDaPagina = (dados?.data ?? []).filter((p) => p.status === 'pendente');
  const todosMarcados =
    pendentesDaPagina.length > 0 && pendentesDaPagina.every((p) => selecao.has(p.id));
  const totalSelecionado = [...selecao.values()].reduce((s, v) => s + Math.round(v * 100), 0) / 100;
  const colunas = podeEscrever ? 9 : 8;

  return (
    <>
      <NavegacaoBeneficios competencia={competencia} />
      <CabecalhoDaPagina
        titulo="Pagamentos"
        subtitulo={`Bolsa, faltas e vale-transporte de ${rotuloCompetencia(competencia)}.`}
        acoes={
          <BotoesDeExportacao
            path="/api/beneficios/pagamentos/exportar"
            query={filtros}
            fileName={`pagamentos-${competencia}`}
          />
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <SeletorDeCompetencia
          competencia={competencia}
          onChange={(c) => {
            setCompetencia(c);
            setSelecao(new Map());
          }}
        />
        <CaixaDeBusca
          value={q}
          onChange={(texto) => {
            mudar('q', texto || undefined);
          }}
          label="Pesquisar aprendiz"
          placeholder="Nome ou CPF do aprendiz"
        />
        <TextField
          select
          size="small"
          label="Situação"
          value={status ?? ''}
          onChange={(e) => {
            mudar('status', e.target.value || undefined);
          }}
          sx={{ width: 160 }}
        >
          <MenuItem value="">Todos</MenuItem>
          <MenuItem value="pendente">Pendentes</MenuItem>
          <MenuItem value="pago">Pagos</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Empresa"
          value={parceiroId ? String(parceiroId) : ''}
          onChange={(e) => {
            mudar('empresa', e.target.value || undefined);
          }}
          // The row's free width, and a company's long name wraps in the field instead of being cut.
          sx={{ flex: '1 1 260px', maxWidth: 480, '& .MuiSelect-select': { whiteSpace: 'normal' } }}
        >
          <MenuItem value="">Todas</MenuItem>
          {(resumo.data?.porParceiro ?? []).map((p) => (
            <MenuItem key={p.parceiro.id} value={String(p.parceiro.id)}>
              {p.parceiro.nome}
            </MenuItem>
          ))}
        </TextField>
        {podeEscrever && (
          <Button
            variant="contained"
            disabled={selecao.size === 0}
            onClick={() => {
              setPagando(true);
            }}
          >
            Marcar como pago{selecao.size > 0 ? ` (${String(selecao.size)})` : ''}
          </Button>
        )}
      </Box>

      <TabelaDaCompetencia
        consulta={lista}
        competencia={competencia}
        rotulo={`Pagamentos de ${rotuloCompetencia(competencia)}`}
        nome="pagamentos"
        vazio="Nenhum pagamento nesta competência com estes filtros."
        cabecalho={
          <>
            {podeEscrever && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={todosMarcados}
                  disabled={pendentesDaPagina.length === 0}
                  onChange={(e) => {
                    for (const p of pendentesDaPagina) selecionar(p, e.target.checked);
                  }}
                  slotProps={{ input: { 'aria-label': 'Selecionar os pendentes da página' } }}
                />
              </TableCell>
            )}
            <TableCell>Aprendiz e contrato</TableCell>
            <TableCell>Empresa</TableCell>
            <TableCell align="right">Bruto</TableCell>
            <TableCell align="right">Faltas</TableCell>
            <TableCell align="right">VT</TableCell>
            <TableCell align="right">Líquido</TableCell>
            <TableCell>Situação</TableCell>
            <TableCell>
              <Box component="span" sx={visualmenteOculto}>
                Detalhe
              </Box>
            </TableCell>
          </>
        }
        linhas={(dados) =>
          dados.data.map((p) => {
            const aberto = abertos.has(p.id);
            return (
              <Fragment key={p.id}>
                <TableRow hover selected={selecao.has(p.id)}>
                  {podeEscrever && (
                    <TableCell padding="checkbox">
                      <Checkbox
                        checked={selecao.has(p.id)}
                        disabled={p.status === 'pago'}
                        onChange={(e) => {
                          selecionar(p, e.target.checked);
                        }}
                        slotProps={{
                          input: { 'aria-label': `Selecionar ${p.aprendiz.nome}` },
                        }}
                      />
                    </TableCell>
                  )}
                  <TableCell>
                    <RouterLink to={`/aprendizes/${String(p.aprendiz.id)}?aba=beneficios`}>
                      {p.aprendiz.nome}
                    </RouterLink>
                    {p.tipo === 'ajuste' && (
                      <Chip size="small" label={ROTULOS_TIPO_PAGAMENTO.ajuste} sx={{ ml: 1 }} />
                    )}
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {p.contrato.numero}
                    </Typography>
                  </TableCell>
                  <TableCell>{p.parceiro.nome}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatarDinheiro(p.valorBruto)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatarDinheiro(p.descontoFaltas)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatarDinheiro(p.descontoValeTransporte)}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                    {formatarDinheiro(p.valorLiquido)}
                  </TableCell>
                  <TableCell>
                    <ChipStatus status={p.status} />
                  </TableCell>
                  <TableCell>
                    <IconButton
                      size="small"
                      aria-expanded={aberto}
                      aria-controls={`detalhe-${String(p.id)}`}
                      aria-label={`Detalhar o pagamento de ${p.aprendiz.nome}`}
                      onClick={() => {
                        alternar(p.id);
                      }}
                    >
                      {aberto ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                    </IconButton>
                  </TableCell>
                </TableRow>
                {aberto && (
                  <TableRow id={`detalhe-${String(p.id)}`}>
                    <TableCell colSpan={colunas} sx={{ bgcolor: 'action.hover' }}>
                      {/* width 0 + min-width 100%: the breakdown's long lines wrap inside the
                                table instead of widening it past the screen. */}
                      <Box sx={{ width: 0, minWidth: '100%' }}>
                        <DetalheDoPagamento p={p} />
                      </Box>
                      {podeEscrever && p.status === 'pago' && (
                        <Button
                          size="small"
                          sx={{ mt: 1 }}
                          onClick={() => {
                            setAjustando(p);
                          }}
                        >
                          Lançar ajuste
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })
        }
        rodape={(dados) => (
          <>
            <TableCell colSpan={podeEscrever ? 3 : 2}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                Total ({dados.totais.quantidade}; {dados.totais.pendentes} pendentes)
              </Typography>
            </TableCell>
            <TableCell align="right">{formatarDinheiro(dados.totais.valorBruto)}</TableCell>
            <TableCell align="right">{formatarDinheiro(dados.totais.descontoFaltas)}</TableCell>
            <TableCell align="right">
              {formatarDinheiro(dados.totais.descontoValeTransporte)}
            </TableCell>
            <TableCell align="right">{formatarDinheiro(dados.totais.valorLiquido)}</TableCell>
            <TableCell colSpan={2} />
          </>
        )}
        pagina={page}
        porPagina={POR_PAGINA}
        onPagina={(n) => {
          mudar('page', n === 1 ? undefined : String(n));
        }}
      />
      {pagando && (
        <DialogoPagar
          aberto
          ids={[...selecao.keys()]}
          total={totalSelecionado}
          onFechar={() => {
            setPagando(false);
          }}
          onPago={() => {
            setPagando(false);
            setSelecao(new Map());
          }}
        />
      )}
      {ajustando && (
        <DialogoAjuste
          pagamento={ajustando}
          onFechar={() => {
            setAjustando(null);
          }}
        />
      )}
    </>
  );
}
