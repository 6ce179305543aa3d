// /avaliacoes/notas: a class's grades in one discipline of its plan and one bimester. Class ->
// discipline -> period (all in the address), then a grid typed from the keyboard: Enter or the
// arrows move between rows, a decimal comma is a comma (7,5), the conceito shows beside the number
// (or is picked, and its range gives the number), nothing is saved until Salvar.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { errosDeCampo, mensagemDeErro, problemaDe } from '../../../shared/api/problema';
import { formatarData, formatarDataHora } from '../../../shared/format';
import { ConfirmarSaida, useGuardaDeSaida } from '../../../shared/formulario';
import { CabecalhoDaPagina } from '../../../shared/pagina';
import { toast } from '../../../shared/toast';
import { FalhaAoCarregar } from '../../../shared/ui/Carregamento';
import { TelaCarregando } from '../../../shared/ui/TelaCarregando';
import {
  MEDIA_MINIMA,
  PERIODOS,
  conceitoDaNota,
  notaDoConceito,
  formatarNota,
  periodosDaTurma,
} from '../../../shared/validation/avaliacoes';
import { useConceitoOpcoesQuery } from '../../../store/generated/opcoes.generated';
import { usePlanoCurriculoQuery } from '../../../store/generated/planos.generated';
import { useNotasObterQuery, useNotasSalvarMutation, type Notas } from '../api';
import { useTurma, type TurmaEscolhida } from '../buscas';
import { EscolhaDeTurma } from '../escolhas';
import { useEscolhasDoEndereco } from '../../../shared/routing';
import { edicaoDe, erroDaEdicao, lerNota, mudou, registrosAlterados, type Edicao } from './grade';

/** The class, discipline and period pickers (the address keeps them). */
export function useEscolhaDaGrade() {
  const { ler, mudar } = useEscolhasDoEndereco();
  return { turmaId: ler('turma'), disciplinaId: ler('disciplina'), periodo: ler('periodo'), mudar };
}

function Seletores({
  turma,
  turmaId,
  disciplinaId,
  periodo,
  mudar,
}: {
  turma: TurmaEscolhida | null;
  turmaId: number | null;
  disciplinaId: number | null;
  periodo: number | null;
  mudar: (v: Record<string, number | null>) => void;
}) {
  const curriculo = usePlanoCurriculoQuery({ id: turma?.planoId ?? 0 }, { skip: !turma?.planoId });
  const periodos = turma ? periodosDaTurma(turma.dataInicio, turma.dataFim) : [];
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
      <Box sx={{ minWidth: 280, flex: 2 }}>
        <EscolhaDeTurma
          turmaId={turmaId}
          turma={turma}
          aoEscolher={(t) => {
            mudar({ turma: t, disciplina: null });
          }}
        />
      </Box>
      <TextField
        select
        label="Disciplina"
        value={curriculo.data && disciplinaId !== null ? disciplinaId : ''}
        disabled={!turma?.planoId}
        onChange={(e) => {
          mudar({ disciplina: Number(e.target.value) });
        }}
        helperText={turma && !turma.planoId ? 'A turma não tem plano de curso.' : undefined}
        sx={{ minWidth: 240, flex: 1 }}
      >
        {(curriculo.data?.itens ?? []).map((d) => (
          <MenuItem key={d.disciplinaId} value={d.disciplinaId}>
            {d.nome}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Período"
        value={periodo ?? ''}
        onChange={(e) => {
          mudar({ periodo: Number(e.target.value) });
        }}
        // As wide as the bimester and its dates, not the row's rest: the class is what is read.
        fullWidth={false}
        sx={{ minWidth: 260, flex: { md: 'none' } }}
      >
        {PERIODOS.map((p) => {
          const datas = periodos.find((x) => x.periodo === p);
          return (
            <MenuItem key={p} value={p}>
              {p}º bimestre
              {datas ? ` (${formatarData(datas.inicio)} a ${formatarData(datas.fim)})` : ''}
            </MenuItem>
          );
        })}
      </TextField>
    </Stack>
  );
}

function Grade({
  notas,
  arg,
  onRecarregar,
}: {
  notas: Notas;
  arg: { turmaId: number; disciplinaId: number; periodo: number };
  onRecarregar: () => void;
}) {
  const { data: conceitosData } = useConceitoOpcoesQuery();
  const conceitos = useMemo(
    () => (conceitosData?.data ?? []).filter((c) => c.ativo),
    [conceitosData],
  );
  const [salvar, { isLoading }] = useNotasSalvarMutation();
  const originais = useMemo(
    () =>
      new Map(
        notas.linhas.map((l) => [
          l.aprendiz.id,
          edicaoDe({
            aprendizId: l.aprendiz.id,
            valor: l.valor,
            conceitoId: l.conceito?.id ?? null,
            conceitoInformado: l.conceitoInformado,
          }),
        ]),
      ),
    [notas],
  );
  const [edicoes, setEdicoes] = useState<Map<number, Edicao>>(() => new Map(originais));
  const [errosDoServidor, setErrosDoServidor] = useState<Record<number, string>>({});
  const [erro, setErro] = useState<{ mensagem: string; conflito: boolean } | null>(null);
  const campos = useRef<(HTMLInputElement | null)[]>([]);
  const travada = !notas.podeAlterar;

  const alteradas = registrosAlterados(edicoes, originais);
  // Leaving (another class, discipline or bimester too) with grades not saved asks first.
  const { blocker, allowLeave } = useGuardaDeSaida(alteradas.length > 0);
  const comErro = [...edicoes.values()].some((e) => erroDaEdicao(e) !== undefined);

  const editar = (aprendizId: number, e: Edicao) => {
    setEdicoes((m) => new Map(m).set(aprendizId, e));
    setErrosDoServidor((x) =>
      Object.fromEntries(Object.entries(x).filter(([k]) => Number(k) !== aprendizId)),
    );
  };

  const mover = (e: KeyboardEvent, i: number) => {
    const para =
      e.key === 'Enter' || e.key === 'ArrowDown' ? i + 1 : e.key === 'ArrowUp' ? i - 1 : null;
    if (para === null) return;
    e.preventDefault();
    campos.current[para]?.focus();
    campos.current[para]?.select();
  };

  const enviar = async () => {
    if (comErro || alteradas.length === 0) return;
    setErro(null);
    const r = await salvar({
      body: {
        ...arg,
        registros: alteradas,
        ...(notas.lancamento ? { versao: notas.lancamento.versao } : {}),
      },
    });
    if (r.error) {
      const porCampo = errosDeCampo(r.error);
      const porAprendiz: Record<number, string> = {};
      for (const [campo, msg] of Object.entries(porCampo)) {
        const m = /^registros\.(\d+)\./.exec(campo);
        const reg = m ? alteradas[Number(m[1])] : undefined;
        if (reg) porAprendiz[reg.aprendizId] = msg;
      }
      setErrosDoServidor(porAprendiz);
      setErro({ mensagem: mensagemDeErro(r.error), conflito: problemaDe(r.error)?.status === 409 });
      return;
    }
    // Saved: the grid is read again (a new grid); until then leaving is not asked about.
    allowLeave();
    toast.success(
      alteradas.length === 1 ? '1 nota salva.' : `${String(alteradas.length)} notas salvas.`,
    );
  };

  if (notas.linhas.length === 0) {
    return <Alert severity="info">Nenhum aprendiz esteve alocado na turma neste bimestre.</Alert>;
  }

  return (
    <Stack spacing={2}>
      {travada && notas.bloqueio && <Alert severity="info">{notas.bloqueio}</Alert>}
      {erro && (
        <Alert
          severity="error"
          action={
            erro.conflito && (
              <Button color="inherit" onClick={onRecarregar}>
                Recarregar
              </Button>
            )
          }
        >
          {erro.mensagem}
        </Alert>
      )}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label="Notas da turma">
          <TableHead>
            <TableRow>
              <TableCell>Aprendiz</TableCell>
              <TableCell sx={{ width: 130 }}>Nota</TableCell>
              <TableCell sx={{ width: 220 }}>Conceito</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {notas.linhas.map((l, i) => {
              const e = edicoes.get(l.aprendiz.id) ?? { texto: '', conceitoId: null };
              const msg = erroDaEdicao(e) ?? errosDoServidor[l.aprendiz.id];
              const valor = e.conceitoId === null ? lerNota(e.texto) : undefined;
              const calculado =
                typeof valor === 'number' ? conceitoDaNota(valor, conceitos) : undefined;
              const nome = l.aprendiz.nomeSocial ?? l.aprendiz.nome;
              const abaixo = typeof valor === 'number' && valor < MEDIA_MINIMA;
              const alterada =
                originais.has(l.aprendiz.id) && mudou(e, originais.get(l.aprendiz.id) ?? e);
              return (
                <TableRow key={l.aprendiz.id} selected={alterada}>
                  <TableCell>
                    <Typography variant="body2">{nome}</Typography>
                    {!l.alocado && (
                      <Typography variant="caption" color="text.secondary">
                        Não esteve alocado(a) neste bimestre
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <TextField
                      size="small"
                      value={e.texto}
                      disabled={travada || e.conceitoId !== null}
                      inputRef={(el: HTMLInputElement | null) => {
                        campos.current[i] = el;
                      }}
                      onChange={(ev) => {
                        editar(l.aprendiz.id, { texto: ev.target.value, conceitoId: null });
                      }}
                      onKeyDown={(ev) => {
                        mover(ev, i);
                      }}
                      error={Boolean(msg)}
                      helperText={msg ?? (abaixo ? 'Abaixo da média' : undefined)}
                      slotProps={{
                        htmlInput: {
                          inputMode: 'decimal',
                          'aria-label': `Nota de ${nome}`,
                          maxLength: 4,
                        },
                      }}
                    />
                  </TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      value={e.conceitoId ?? ''}
                      disabled={travada}
                      onChange={(ev) => {
                        const id = Number(ev.target.value) || null;
                        const c = conceitos.find((x) => x.id === id);
                        editar(l.aprendiz.id, {
                          conceitoId: id,
                          texto: c ? formatarNota(notaDoConceito(c)) : e.texto,
                        });
                      }}
                      slotProps={{
                        htmlInput: { 'aria-label': `Conceito de ${nome}` },
                        select: { displayEmpty: true },
                      }}
                      helperText={
                        e.conceitoId === null && calculado
                          ? `${calculado.sigla} — ${calculado.descricao}`
                          : undefined
                      }
                    >
                      <MenuItem value="">Pela nota</MenuItem>
                      {conceitos.map((c) => (
                        <MenuItem key={c.id} value={c.id}>
                          {c.sigla} — {c.descricao} ({formatarNota(c.notaMinima)} a{' '}
                          {formatarNota(c.notaMaxima)})
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={travada || isLoading || comErro || alteradas.length === 0}
          onClick={() => void enviar()}
        >
          {isLoading ? 'Salvando…' : 'Salvar'}
        </Button>
        <Typography role="status" variant="body2" color="text.secondary">
          {alteradas.length === 0
            ? notas.lancamento
              ? `Salvas${notas.lancamento.salvoPor ? ` por ${notas.lancamento.salvoPor.nome}` : ''} em ${formatarDataHora(notas.lancamento.salvoEm)}.`
              : 'Nenhuma nota lançada ainda.'
            : `${String(alteradas.length)} ${alteradas.length === 1 ? 'alteração não salva' : 'alterações não salvas'}.`}
        </Typography>
      </Box>
      <ConfirmarSaida
        blocker={blocker}
        allowLeave={allowLeave}
        title="Descartar as notas?"
        message="As notas digitadas ainda não foram salvas e serão perdidas."
        confirmLabel="Descartar"
        cancelLabel="Continuar o lançamento"
        destructive
      />
    </Stack>
  );
}

export function NotasScreen() {
  const { turmaId, disciplinaId, periodo, mudar } = useEscolhaDaGrade();
  const { turma, erro } = useTurma(turmaId);
  const pronto = turmaId !== null && disciplinaId !== null && periodo !== null;
  const arg = { turmaId: turmaId ?? 0, disciplinaId: disciplinaId ?? 0, periodo: periodo ?? 0 };
  const consulta = useNotasObterQuery(arg, { skip: !pronto });
  let corpo;
  if (erro) corpo = <Alert severity="error">{erro}</Alert>;
  else if (!pronto) {
    corpo = (
      <Alert severity="info">
        Escolha a turma, a disciplina e o bimestre para lançar as notas.
      </Alert>
    );
  } else if (consulta.isLoading)
    corpo = <TelaCarregando texto="Carregando notas..." telaCheia={false} />;
  else if (consulta.error || !consulta.data) {
    corpo = <FalhaAoCarregar erro={consulta.error} onRetry={() => void consulta.refetch()} />;
  } else {
    const d = consulta.data;
    corpo = (
      <Grade
        key={`${String(turmaId)}-${String(disciplinaId)}-${String(periodo)}-${String(d.lancamento?.versao ?? 0)}`}
        notas={d}
        arg={arg}
        onRecarregar={() => void consulta.refetch()}
      />
    );
  }
  return (
    <>
      <CabecalhoDaPagina
        titulo="Lançamento de notas"
        subtitulo={`Notas de 0 a 10 com uma casa decimal, ou um conceito. Aprovação: média final a partir de ${formatarNota(MEDIA_MINIMA)}.`}
      />
      <Seletores
        turma={turma}
        turmaId={turmaId}
        disciplinaId={disciplinaId}
        periodo={periodo}
        mudar={mudar}
      />
      {corpo}
    </>
  );
}
