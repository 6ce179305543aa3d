// One class day: where it is in the calendar (previous / next class day, or why there is no class),
// who saved it and when, the day's discipline and content, and the roster. Nothing is sent until
// 'Salvar' (the whole day with the versao read); leaving with unsaved marks asks first; a save
// someone else made meanwhile answers 409 and 'Recarregar' brings it.
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useReducer, useRef } from 'react';
import { ehErroDeRede, isStaleVersion, problemMessage, toProblem } from '../../shared/api/problema';
import { formatarData, formatarDataExtenso, formatarDataHora } from '../../shared/format';
import { AvisoDeOutraVersao, ConfirmarSaida, useGuardaDeSaida } from '../../shared/formulario';
import { toast } from '../../shared/toast';
import { FalhaAoCarregar } from '../../shared/ui/Carregamento';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { dataLocal } from '../../shared/validation/datas';
import { quantos } from '../../shared/format/texto';
import { useAuth } from '../../machines/auth';
import { CONTEUDO_MAXIMO } from '../../shared/validation/frequencia';
import { usePlanoCurriculoQuery } from '../../store/generated/planos.generated';
import { useAppDispatch } from '../../store/hooks';
import { useFrequenciaDiaQuery, useFrequenciaSalvarMutation, type DiaDeFrequencia } from './api';
import {
  chamadaAlterada,
  contagemDaChamada,
  problemasDaChamada,
  registrosDaChamada,
} from './chamada';
import { diaInicial, diaReducer } from './dia';
import { ListaDeChamada } from './ListaDeChamada';
import { AvisoDoAparelho } from './offline/AvisoDoAparelho';
import { chaveDoDia, type CorpoDoDia, type DiaPendente } from './offline/fila';
import { descartarDoAparelho, guardarSemRede, useFilaOffline } from './offline/filaOffline';
import { SeletorDeData } from './SeletorDeData';

export interface ChamadaDoDiaProps {
  turmaId: number;
  data: string;
  irPara: (data: string) => void;
}

export function ChamadaDoDia({ turmaId, data, irPara }: ChamadaDoDiaProps) {
  const consulta = useFrequenciaDiaQuery({ turmaId, data });
  const fila = useFilaOffline();
  const { usuario } = useAuth();
  if (consulta.isError) {
    return <FalhaAoCarregar erro={consulta.error} onRetry={() => void consulta.refetch()} />;
  }
  if (!consulta.data || !fila.carregada || !usuario) {
    return <TelaCarregando texto="Carregando a chamada..." telaCheia={false} />;
  }
  const chave = chaveDoDia(turmaId, data);
  const pendente = fila.dias.find((d) => d.chave === chave && d.usuarioId === usuario.id);
  return (
    <Dia
      key={chave}
      dia={consulta.data}
      irPara={irPara}
      usuarioId={usuario.id}
      {...(pendente ? { pendente } : {})}
    />
  );
}

function Navegacao({ dia, irPara }: { dia: DiaDeFrequencia; irPara: (data: string) => void }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <Button
        startIcon={<ChevronLeftIcon />}
        disabled={!dia.diaAnterior}
        onClick={() => dia.diaAnterior && irPara(dia.diaAnterior)}
        aria-label={
          dia.diaAnterior
            ? `Dia de aula anterior: ${formatarData(dia.diaAnterior)}`
            : 'Não há dia de aula anterior'
        }
      >
        {dia.diaAnterior ? formatarData(dia.diaAnterior) : 'Anterior'}
      </Button>
      <SeletorDeData data={dia.data} maxima={dataLocal(new Date())} onChange={irPara} />
      <Button
        endIcon={<ChevronRightIcon />}
        disabled={!dia.proximoDia}
        onClick={() => dia.proximoDia && irPara(dia.proximoDia)}
        aria-label={
          dia.proximoDia
            ? `Próximo dia de aula: ${formatarData(dia.proximoDia)}`
            : 'Não há próximo dia de aula até hoje'
        }
      >
        {dia.proximoDia ? formatarData(dia.proximoDia) : 'Próximo'}
      </Button>
    </Box>
  );
}

function EstadoDoDia({ dia }: { dia: DiaDeFrequencia }) {
  const r = dia.registro;
  return (
    <Typography role="status" color="text.secondary">
      {r
        ? `Frequência salva${r.salvoPor ? ` por ${r.salvoPor.nome}` : ''} em ${formatarDataHora(r.salvoEm)}.`
        : 'Frequência ainda não registrada neste dia.'}
    </Typography>
  );
}

/** '21 presentes · 1 falta · 1 justificada · 0 sem marcação · 1 afastado' */
function resumoDaContagem(c: ReturnType<typeof contagemDaChamada>): string {
  return [
    quantos(c.presente, 'presente', 'presentes'),
    quantos(c.falta, 'falta', 'faltas'),
    quantos(c['falta-justificada'], 'justificada', 'justificadas'),
    `${String(c.semMarcacao)} sem marcação`,
    ...(c.afastados > 0 ? [quantos(c.afastados, 'afastado', 'afastados')] : []),
  ].join(' · ');
}

const descartarAoSair = {
  title: 'Descartar a chamada?',
  message: 'As marcações deste dia ainda não foram salvas e serão perdidas.',
  confirmLabel: 'Descartar',
  cancelLabel: 'Continuar a chamada',
  destructive: true,
} as const;

interface DiaProps {
  dia: DiaDeFrequencia;
  irPara: (data: string) => void;
  usuarioId: number;
  /** A save of this day kept on this device, not sent yet (or in conflict). */
  pendente?: DiaPendente;
}

function Dia({ dia, irPara, usuarioId, pendente }: DiaProps) {
  const [dDia, dispatch] = useReducer(diaReducer, { dia, pendente }, diaInicial);
  // The store's (the device's queue), beside the day's own reducer's `dispatch`.
  const despachar = useAppDispatch();
  const { chamada: estado, base, recebido, tentouSalvar, erro, desatualizado } = dDia;
  const [salvar, { isLoading: salvando }] = useFrequenciaSalvarMutation();
  const sujo = chamadaAlterada(estado);
  const { blocker, allowLeave } = useGuardaDeSaida(sujo);
  const resumo = useRef<HTMLDivElement>(null);
  const curriculo = usePlanoCurriculoQuery(
    dia.turma.planoId ? { id: dia.turma.planoId } : skipToken,
  );

  // A refetch (our save, or someone else's seen on return) or the device's queue changing: the
  // reducer decides whether the roster follows.
  useEffect(() => {
    dispatch({ tipo: 'servidor', dia, pendente });
  }, [dia, pendente]);

  useEffect(() => {
    if (erro) resumo.current?.focus();
  }, [erro]);

  const problemas = problemasDaChamada(estado);
  const contagem = contagemDaChamada(estado.linhas);
  const editavel = base.diaDeAula && base.podeAlterar;

  /** No network: the day goes to this device's queue, sent later with the versao read. */
  const guardarAqui = async (corpo: CorpoDoDia) => {
    const erroAoGuardar = await despachar(guardarSemRede(corpo, usuarioId));
    // What is kept here is now the roster's "saved" state: nothing unsaved to warn about.
    dispatch(erroAoGuardar ? { tipo: 'falhou', erro: erroAoGuardar } : { tipo: 'guardadoAqui' });
  };

  const enviar = async () => {
    const recusa =
      problemas.semMarcacao > 0
        ? `Marque a frequência de todos antes de salvar: ${String(problemas.semMarcacao)} sem marcação.`
        : problemas.justificativas.size > 0
          ? 'Informe a justificativa de cada falta justificada.'
          : null;
    dispatch({ tipo: 'tentar', erro: recusa });
    if (recusa) return;
    // A save already waiting here keeps the versao it started from (what the person saw first).
    const versao = pendente ? pendente.corpo.versao : base.registro?.versao;
    const corpo: CorpoDoDia = {
      turmaId: base.turma.id,
      data: base.data,
      disciplinaId: estado.disciplinaId,
      conteudo: estado.conteudo.trim() || null,
      registros: registrosDaChamada(estado.linhas),
      ...(versao === undefined ? {} : { versao }),
    };
    if (!navigator.onLine) {
      await guardarAqui(corpo);
      return;
    }
    try {
      const salvo = await salvar({ body: corpo }).unwrap();
      if (pendente) await despachar(descartarDoAparelho(pendente.chave));
      dispatch({ tipo: 'salvo', dia: salvo });
      toast.success(`Frequência de ${formatarData(salvo.data)} salva.`);
    } catch (e) {
      if (ehErroDeRede(e)) {
        await guardarAqui(corpo);
        return;
      }
      const problema = toProblem(e);
      if (isStaleVersion(problema)) {
        dispatch({ tipo: 'outraVersao' });
        return;
      }
      dispatch({ tipo: 'falhou', erro: problemMessage(problema) });
    }
  };

  const disciplinas = curriculo.data?.itens ?? [];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Navegacao dia={base} irPara={irPara} />
      <Typography variant="h6" component="h2">
        {formatarDataExtenso(base.data)}
      </Typography>
      {!base.diaDeAula ? (
        <Alert severity="warning" role="alert">
          {base.motivo ?? 'Não há aula neste dia.'}
          {(base.diaAnterior ?? base.proximoDia) &&
            ' Use os botões acima para ir ao dia de aula anterior ou ao próximo.'}
        </Alert>
      ) : (
        <>
          <EstadoDoDia dia={base} />
          {pendente && <AvisoDoAparelho pendente={pendente} servidor={recebido} />}
          {base.bloqueio && <Alert severity="info">{base.bloqueio}</Alert>}
          {desatualizado && (
            <AvisoDeOutraVersao onRecarregar={() => dispatch({ tipo: 'recarregar' })}>
              Outra pessoa salvou a frequência deste dia depois que você a abriu. Recarregue para
              ver o que foi salvo (suas marcações serão descartadas) e refaça-as.
            </AvisoDeOutraVersao>
          )}
          {erro && (
            <Alert severity="error" ref={resumo} tabIndex={-1}>
              {erro}
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
            <TextField
              select
              label="Disciplina do dia"
              size="small"
              value={estado.disciplinaId ?? ''}
              disabled={!editavel || !base.turma.planoId}
              helperText={base.turma.planoId ? undefined : 'A turma não tem plano de curso.'}
              onChange={(e) => {
                const valor = Number(e.target.value);
                dispatch({ tipo: 'disciplina', disciplinaId: valor || null });
              }}
            >
              <MenuItem value="">Não informada</MenuItem>
              {disciplinas.map((d) => (
                <MenuItem key={d.disciplinaId} value={d.disciplinaId}>
                  {d.nome}
                </MenuItem>
              ))}
              {estado.disciplinaId &&
                !disciplinas.some((d) => d.disciplinaId === estado.disciplinaId) && (
                  <MenuItem value={estado.disciplinaId}>
                    {base.registro?.disciplina?.nome ?? 'Disciplina registrada'}
                  </MenuItem>
                )}
            </TextField>
            <TextField
              label="Conteúdo da aula"
              size="small"
              multiline
              maxRows={4}
              value={estado.conteudo}
              onChange={(e) => dispatch({ tipo: 'conteudo', texto: e.target.value })}
              slotProps={{ htmlInput: { maxLength: CONTEUDO_MAXIMO, readOnly: !editavel } }}
            />
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ flex: '1 1 auto' }} aria-live="polite">
              {resumoDaContagem(contagem)}
            </Typography>
            {editavel && (
              <Button
                variant="outlined"
                disabled={contagem.semMarcacao === 0}
                onClick={() => dispatch({ tipo: 'marcarTodosPresentes' })}
              >
                Marcar todos presentes
              </Button>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary">
            Teclado: ↑ e ↓ passam de pessoa; P, F e J marcam presente, falta e falta justificada.
          </Typography>
          <Paper variant="outlined">
            {estado.linhas.length === 0 ? (
              <Typography sx={{ p: 2 }} color="text.secondary">
                Nenhum aprendiz alocado na turma neste dia.
              </Typography>
            ) : (
              <ListaDeChamada
                estado={estado}
                dispatch={dispatch}
                erros={tentouSalvar ? problemas.justificativas : new Map()}
                somenteLeitura={!editavel}
              />
            )}
          </Paper>
          {editavel && (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}>
              {sujo && (
                <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
                  Há marcações não salvas.
                </Typography>
              )}
              {sujo && (
                <Button disabled={salvando} onClick={() => dispatch({ tipo: 'descartar' })}>
                  Descartar alterações
                </Button>
              )}
              <Button
                variant="contained"
                disabled={salvando || (!sujo && base.registro !== null)}
                onClick={() => void enviar()}
              >
                {salvando ? 'Salvando…' : 'Salvar'}
              </Button>
            </Box>
          )}
        </>
      )}
      <ConfirmarSaida blocker={blocker} allowLeave={allowLeave} {...descartarAoSair} />
    </Box>
  );
}
