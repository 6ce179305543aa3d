// /avaliacoes-aplicadas/{id}/responder: the answering flow (src/machines/avaliacao) on screen.
// Intro (who is evaluated, by whom, the deadline) -> one question at a time -> review -> sending
// -> done | failed. Every answer is saved as it is given; the save's state is always in view.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import {
  avaliacaoAbrir,
  avaliacaoAnterior,
  avaliacaoComecar,
  avaliacaoEnviar,
  avaliacaoIrPara,
  avaliacaoProxima,
  avaliacaoResponder,
  avaliacaoRevisar,
  avaliacaoTentarNovamente,
  avaliacaoTentarSalvar,
  useAvaliacao,
  type AvaliacaoContext,
  type PerguntaDoFluxo,
  type ValorDaResposta,
} from '../../../machines/avaliacao';
import { formatarData } from '../../../shared/format';
import { CabecalhoDaPagina } from '../../../shared/pagina';
import { FalhaComNovaTentativa, NaoEncontrado, idDaRota } from '../../../shared/ui/Carregamento';
import { TelaCarregando } from '../../../shared/ui/TelaCarregando';
import { dataLocal } from '../../../shared/validation/datas';
import {
  MENSAGENS_AVALIACAO,
  ROTULOS_TIPO_AVALIACAO,
  respondida,
} from '../../../shared/validation/avaliacoes';
import { useAppDispatch } from '../../../store/hooks';
import { CampoDaResposta } from './CampoDaResposta';

/** "Salvando…", "Respostas salvas" or the failure with "Tentar agora": always said, politely. */
function EstadoDoSalvamento({ c, digitando }: { c: AvaliacaoContext; digitando: boolean }) {
  const dispatch = useAppDispatch();
  const n = c.pendentes.length;
  if (c.erroAoSalvar && n > 0) {
    return (
      <Alert
        severity="warning"
        role="status"
        action={
          c.id !== null &&
          (c.conflitoAoSalvar ? (
            // The server's copy changed: read it again (what is not saved here is sent after).
            <Button
              color="inherit"
              onClick={() => {
                if (c.id !== null) dispatch(avaliacaoAbrir({ id: c.id }));
              }}
            >
              Recarregar
            </Button>
          ) : (
            <Button
              color="inherit"
              disabled={c.salvando}
              onClick={() => {
                if (c.id !== null) dispatch(avaliacaoTentarSalvar({ id: c.id }));
              }}
            >
              Tentar agora
            </Button>
          ))
        }
      >
        {n === 1 ? '1 resposta ainda não foi salva' : `${n} respostas ainda não foram salvas`} —{' '}
        {c.erroAoSalvar} Elas estão guardadas neste navegador
        {c.conflitoAoSalvar
          ? ': recarregue para ver o que foi salvo e enviá-las de novo.'
          : ' e o envio é tentado de novo automaticamente.'}
      </Alert>
    );
  }
  return (
    <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: 24 }}>
      {/* A text still being typed is not saved yet either: never "salvas" before the server has it. */}
      {c.salvando || n > 0 || digitando
        ? 'Salvando respostas…'
        : 'Todas as respostas estão salvas.'}
    </Typography>
  );
}

const textoDaResposta = (p: PerguntaDoFluxo, v: ValorDaResposta | undefined): string => {
  if (v === undefined || !respondida(v)) return 'Sem resposta';
  if (p.tipo === 'escala' && typeof v === 'number') {
    const rotulo = p.rotulos[v - 1];
    return rotulo ? `${v} — ${rotulo}` : String(v);
  }
  return String(v);
};

function Intro({ c }: { c: AvaliacaoContext }) {
  const dispatch = useAppDispatch();
  const a = c.aplicada;
  if (!a) return null;
  const atrasada = a.prazo !== null && a.prazo < dataLocal(new Date());
  const obrigatorias = a.perguntas.filter((p) => p.obrigatoria).length;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        {a.descricao && <Typography>{a.descricao}</Typography>}
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
          <Typography component="dt" color="text.secondary">
            Avaliado(a)
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
            {a.aprendiz.nome}
            {a.turma ? ` · ${a.turma.nome}` : ''}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Respondente
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {a.respondente.nome} ({a.respondente.papel})
          </Typography>
          <Typography component="dt" color="text.secondary">
            Prazo
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {a.prazo ? formatarData(a.prazo) : '—'}{' '}
            {atrasada && <Chip size="small" color="warning" label="Atrasada" />}
          </Typography>
          <Typography component="dt" color="text.secondary">
            Perguntas
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {a.perguntas.length} ({obrigatorias}{' '}
            {obrigatorias === 1 ? 'obrigatória' : 'obrigatórias'})
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary">
          Cada resposta é salva assim que é dada: você pode parar e continuar depois de onde parou.
        </Typography>
        <Box>
          <Button
            variant="contained"
            onClick={() => {
              dispatch(avaliacaoComecar());
            }}
          >
            Começar
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

function Pergunta({
  c,
  aoMudarPendente,
}: {
  c: AvaliacaoContext;
  aoMudarPendente: (pendente: boolean) => void;
}) {
  const dispatch = useAppDispatch();
  const titulo = useRef<HTMLHeadingElement>(null);
  const perguntas = c.aplicada?.perguntas ?? [];
  const p = perguntas[c.indice];
  // A new question is announced: the focus goes to its heading.
  useEffect(() => {
    titulo.current?.focus();
  }, [c.indice]);
  if (!p) return null;
  const ultima = c.indice === perguntas.length - 1;
  const rotuloId = `pergunta-${p.id}`;
  const faltou =
    (c.tentouAvancar || c.faltando.includes(p.id)) &&
    p.obrigatoria &&
    !respondida(c.respostas[p.id]);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            Pergunta {c.indice + 1} de {perguntas.length}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={((c.indice + 1) / perguntas.length) * 100}
            aria-hidden
            sx={{ mt: 0.5 }}
          />
        </Box>
        <Typography
          variant="h6"
          component="h2"
          id={rotuloId}
          ref={titulo}
          tabIndex={-1}
          sx={{ '&:focus': { outline: 'none' } }}
        >
          {c.indice + 1}. {p.enunciado}
          {p.obrigatoria ? (
            <Typography component="span" color="error.main" aria-label=" (obrigatória)">
              {' *'}
            </Typography>
          ) : (
            <Typography component="span" variant="body2" color="text.secondary">
              {' (opcional)'}
            </Typography>
          )}
        </Typography>
        <CampoDaResposta
          pergunta={p}
          valor={c.respostas[p.id]}
          rotuloId={rotuloId}
          erro={faltou ? MENSAGENS_AVALIACAO.respostaObrigatoria : undefined}
          onResponder={(valor) => dispatch(avaliacaoResponder({ perguntaId: p.id, valor }))}
          aoMudarPendente={aoMudarPendente}
        />
        <AnteriorEAvancar
          sx={{ flexWrap: 'wrap', rowGap: 1 }}
          avancar={ultima ? 'Revisar respostas' : 'Próxima'}
          aoAvancar={() => {
            dispatch(avaliacaoProxima());
          }}
        >
          {!ultima && (
            <Button
              onClick={() => {
                dispatch(avaliacaoRevisar());
              }}
            >
              Ir para a revisão
            </Button>
          )}
        </AnteriorEAvancar>
      </Stack>
    </Paper>
  );
}

/** 'Anterior' and the step's way forward (contained), the end of every step after the first. */
function AnteriorEAvancar(props: {
  avancar: string;
  aoAvancar: () => void;
  /** While the answers are being sent nothing moves. */
  desabilitados?: boolean;
  sx: SxProps<Theme>;
  /** A further way out of the step, after the two. */
  children?: ReactNode;
}) {
  const dispatch = useAppDispatch();
  return (
    <Stack direction="row" spacing={1} sx={props.sx}>
      <Button
        disabled={props.desabilitados}
        onClick={() => {
          dispatch(avaliacaoAnterior());
        }}
      >
        Anterior
      </Button>
      <Button variant="contained" disabled={props.desabilitados} onClick={props.aoAvancar}>
        {props.avancar}
      </Button>
      {props.children}
    </Stack>
  );
}

function Revisao({ c, enviando }: { c: AvaliacaoContext; enviando: boolean }) {
  const dispatch = useAppDispatch();
  const perguntas = c.aplicada?.perguntas ?? [];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        Revisão das respostas
      </Typography>
      {c.faltando.length > 0 && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Responda{' '}
          {c.faltando.length === 1
            ? 'a pergunta obrigatória marcada'
            : 'as perguntas obrigatórias marcadas'}{' '}
          antes de enviar.
        </Alert>
      )}
      <Box component="ol" sx={{ pl: 0, m: 0, listStyle: 'none' }}>
        {perguntas.map((p, i) => {
          const falta = c.faltando.includes(p.id);
          return (
            <Box
              component="li"
              key={p.id}
              sx={{
                display: 'flex',
                gap: 2,
                alignItems: 'flex-start',
                justifyContent: 'space-between',
                py: 1.5,
                borderBottom: 1,
                borderColor: 'divider',
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 500 }}>
                  {i + 1}. {p.enunciado}
                  {p.obrigatoria ? ' *' : ''}
                </Typography>
                <Typography
                  color={falta ? 'error.main' : 'text.secondary'}
                  sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {falta
                    ? MENSAGENS_AVALIACAO.respostaObrigatoria
                    : textoDaResposta(p, c.respostas[p.id])}
                </Typography>
              </Box>
              <Button
                size="small"
                disabled={enviando}
                aria-label={`Alterar a resposta da pergunta ${i + 1}`}
                onClick={() => {
                  dispatch(avaliacaoIrPara({ indice: i }));
                }}
              >
                Alterar
              </Button>
            </Box>
          );
        })}
      </Box>
      <AnteriorEAvancar
        sx={{ mt: 2 }}
        desabilitados={enviando}
        avancar={enviando ? 'Enviando…' : 'Enviar avaliação'}
        aoAvancar={() => {
          dispatch(avaliacaoEnviar());
        }}
      />
    </Paper>
  );
}

export function ResponderAvaliacaoScreen() {
  const { id: param } = useParams();
  const id = idDaRota(param);
  const dispatch = useAppDispatch();
  const { value, context: c } = useAvaliacao();
  const [digitando, setDigitando] = useState(false);

  // Opened (read again) once per address; while another one is being sent it waits for that
  // answer (the flow takes nothing else then) and opens this one after.
  const enviando = value === 'enviando';
  const aberta = useRef<number | null>(null);
  useEffect(() => {
    if (id === undefined || enviando) return;
    if (aberta.current === id && c.id === id) return;
    aberta.current = id;
    dispatch(avaliacaoAbrir({ id }));
  }, [dispatch, id, enviando, c.id]);

  if (id === undefined) {
    return (
      <NaoEncontrado
        titulo="Avaliação não encontrada"
        mensagem={MENSAGENS_AVALIACAO.aplicadaNaoEncontrada}
        voltarPara="/avaliacoes"
        rotuloVoltar="Voltar para Avaliações"
      />
    );
  }
  const a = c.id === id ? c.aplicada : null;
  const titulo = a ? a.titulo : 'Responder avaliação';
  const tipo = a
    ? ((ROTULOS_TIPO_AVALIACAO as Partial<Record<string, string>>)[a.tipo] ?? a.tipo)
    : undefined;

  let corpo;
  if (c.id !== id || value === 'carregando' || value === 'inativo' || value === 'retomando') {
    corpo = <TelaCarregando texto="Carregando avaliação..." telaCheia={false} />;
  } else if (value === 'erroAoCarregar') {
    corpo = (
      <FalhaComNovaTentativa
        titulo="Não foi possível carregar a avaliação"
        onRetry={() => dispatch(avaliacaoTentarNovamente())}
      >
        {c.erro}
      </FalhaComNovaTentativa>
    );
  } else if (value === 'intro') {
    corpo = <Intro c={c} />;
  } else if (value === 'pergunta') {
    corpo = <Pergunta c={c} aoMudarPendente={setDigitando} />;
  } else if (value === 'revisao' || value === 'enviando') {
    corpo = <Revisao c={c} enviando={value === 'enviando'} />;
  } else if (value === 'falhou') {
    corpo = (
      <Stack spacing={2}>
        <FalhaComNovaTentativa
          titulo="A avaliação não foi enviada"
          onRetry={() => dispatch(avaliacaoTentarNovamente())}
        >
          {c.falha?.mensagem} Suas respostas continuam salvas.
        </FalhaComNovaTentativa>
        <Box>
          <Button variant="outlined" onClick={() => dispatch(avaliacaoRevisar())}>
            Revisar respostas
          </Button>
        </Box>
      </Stack>
    );
  } else {
    corpo = (
      <Alert
        severity="success"
        action={
          <Button color="inherit" component={RouterLink} to="/avaliacoes">
            Voltar para Avaliações
          </Button>
        }
      >
        <AlertTitle>Avaliação concluída</AlertTitle>
        As respostas foram enviadas e não podem mais ser alteradas.
      </Alert>
    );
  }

  const emAndamento = value === 'pergunta' || value === 'revisao' || value === 'falhou';
  return (
    <>
      <CabecalhoDaPagina
        titulo={titulo}
        subtitulo={a ? `${tipo ?? ''} · ${a.aprendiz.nome}` : undefined}
      />
      <Stack spacing={2} sx={{ maxWidth: 820 }}>
        {emAndamento && <EstadoDoSalvamento c={c} digitando={digitando} />}
        {corpo}
      </Stack>
    </>
  );
}
