// One practice evaluation answered by the unit's supervisor (issue 36). The server's rules are the
// staff's (PUT …/respostas, POST …/concluir): each answer is saved as it is given (a text when the
// field is left), so the supervisor can stop and come back; "Concluir" asks the server, which names
// any required question left; a concluded evaluation is shown locked. Saves go one after another,
// each with the versao the previous one answered.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { toProblem } from '../../shared/api/problema';
import { formatarData } from '../../shared/format';
import { RESPOSTA_TEXTO_MAXIMA } from '../../shared/validation/avaliacoes';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import {
  usePortalAvaliacaoQuery,
  usePortalConcluirMutation,
  usePortalSalvarRespostasMutation,
  type AvaliacaoAplicada,
} from './api/portal.generated';

type Valor = number | string;
type Pergunta = AvaliacaoAplicada['perguntas'][number];

const detalhe = (erro: unknown) =>
  toProblem(erro).detail ?? 'Não foi possível salvar. Tente de novo.';

export function AvaliacaoDoPortal(props: { token: string; id: number; aoVoltar: () => void }) {
  const r = usePortalAvaliacaoQuery({ token: props.token, id: props.id });
  if (r.isLoading) return <TelaCarregando texto="Abrindo a avaliação..." telaCheia={false} />;
  if (!r.data) {
    return (
      <Alert severity="error" role="alert">
        {detalhe(r.error)}
      </Alert>
    );
  }
  return <Formulario {...props} aplicada={r.data} />;
}

function Formulario({
  token,
  aplicada,
  aoVoltar,
}: {
  token: string;
  aplicada: AvaliacaoAplicada;
  aoVoltar: () => void;
}) {
  const [salvarRespostas] = usePortalSalvarRespostasMutation();
  const [concluir] = usePortalConcluirMutation();
  const [respostas, setRespostas] = useState<Record<number, Valor>>(() =>
    Object.fromEntries(aplicada.respostas.map((x) => [x.perguntaId, x.valor])),
  );
  const [status, setStatus] = useState(aplicada.status);
  const [situacao, setSituacao] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [errosCampo, setErrosCampo] = useState<Record<string, string>>({});
  // The chain of saves and the versao the last one answered.
  const fila = useRef<Promise<boolean>>(Promise.resolve(true));
  const versao = useRef(aplicada.versao);
  const travada = status === 'concluida';
  const id = aplicada.id;

  function salvar(pergunta: Pergunta, valor: Valor | null) {
    fila.current = fila.current.then(async () => {
      setSituacao('Salvando...');
      try {
        const nova = await salvarRespostas({
          token,
          id,
          body: { respostas: [{ perguntaId: pergunta.id, valor }], versao: versao.current },
        }).unwrap();
        versao.current = nova.versao;
        setStatus(nova.status);
        setSituacao('Respostas salvas.');
        setErro(null);
        return true;
      } catch (e) {
        setSituacao(null);
        setErro(detalhe(e));
        return false;
      }
    });
  }

  function responder(pergunta: Pergunta, valor: Valor) {
    setRespostas((atual) => ({ ...atual, [pergunta.id]: valor }));
    setErrosCampo((atual) => ({ ...atual, [`respostas.${String(pergunta.id)}`]: '' }));
    salvar(pergunta, valor);
  }

  async function enviar() {
    if (!(await fila.current)) return;
    try {
      const feita = await concluir({ token, id, body: { versao: versao.current } }).unwrap();
      versao.current = feita.versao;
      setStatus(feita.status);
      setErro(null);
    } catch (e) {
      const problema = toProblem(e);
      setErro(detalhe(e));
      setErrosCampo(problema.errors ?? {});
    }
  }

  return (
    <Stack spacing={2} component="section" aria-labelledby="titulo-avaliacao">
      <div>
        <Typography id="titulo-avaliacao" variant="h6" component="h2">
          {aplicada.avaliacao.titulo}
        </Typography>
        <Typography color="text.secondary">
          {aplicada.aprendiz.nomeSocial ?? aplicada.aprendiz.nome} · prazo{' '}
          {formatarData(aplicada.prazo)}
        </Typography>
        {aplicada.avaliacao.descricao && (
          <Typography variant="body2">{aplicada.avaliacao.descricao}</Typography>
        )}
      </div>
      {travada && (
        <Alert severity="success" role="status">
          Avaliação concluída. Obrigado! As respostas foram enviadas ao programa e não podem mais
          ser alteradas.
        </Alert>
      )}
      {aplicada.perguntas.map((p, i) => (
        <Paper key={p.id} variant="outlined" sx={{ p: 2 }}>
          <CampoDaPergunta
            numero={i + 1}
            pergunta={p}
            valor={respostas[p.id]}
            travada={travada}
            erro={errosCampo[`respostas.${String(p.id)}`]}
            aoResponder={(valor) => {
              responder(p, valor);
            }}
          />
        </Paper>
      ))}
      {erro && (
        <Alert severity="error" role="alert">
          {erro}
        </Alert>
      )}
      {!travada && situacao && (
        <Typography variant="body2" color="text.secondary" role="status">
          {situacao}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        {!travada && (
          <Button variant="contained" onClick={() => void enviar()}>
            Concluir avaliação
          </Button>
        )}
        <Button onClick={aoVoltar}>Voltar à lista</Button>
      </Stack>
    </Stack>
  );
}

function CampoDaPergunta(props: {
  numero: number;
  pergunta: Pergunta;
  valor: Valor | undefined;
  travada: boolean;
  erro: string | undefined;
  aoResponder: (valor: Valor) => void;
}) {
  const { pergunta: p, valor, travada, erro, aoResponder, numero } = props;
  const rotulo = `${String(numero)}. ${p.enunciado}${p.obrigatoria ? '' : ' (opcional)'}`;
  const rotuloId = `pergunta-${String(p.id)}`;
  const [texto, setTexto] = useState(typeof valor === 'string' ? valor : '');
  if (p.tipo === 'texto') {
    return (
      <TextField
        label={rotulo}
        value={texto}
        multiline
        minRows={2}
        fullWidth
        disabled={travada}
        error={Boolean(erro)}
        helperText={erro || undefined}
        slotProps={{ htmlInput: { maxLength: RESPOSTA_TEXTO_MAXIMA } }}
        onChange={(e) => {
          setTexto(e.target.value);
        }}
        onBlur={() => {
          if (texto !== (typeof valor === 'string' ? valor : '')) aoResponder(texto);
        }}
      />
    );
  }
  const opcoes: { valor: Valor; rotulo: string }[] =
    p.tipo === 'escala'
      ? (p.rotulos ?? []).map((r, i) => ({ valor: i + 1, rotulo: `${String(i + 1)} – ${r}` }))
      : (p.opcoes ?? []).map((o) => ({ valor: o, rotulo: o }));
  return (
    <FormControl error={Boolean(erro)} disabled={travada} fullWidth>
      <FormLabel id={rotuloId} sx={{ mb: 1, color: 'text.primary' }}>
        {rotulo}
      </FormLabel>
      <RadioGroup
        aria-labelledby={rotuloId}
        value={valor === undefined ? '' : String(valor)}
        onChange={(_e, v) => {
          const escolhida = opcoes.find((o) => String(o.valor) === v);
          if (escolhida) aoResponder(escolhida.valor);
        }}
      >
        {opcoes.map((o) => (
          <FormControlLabel
            key={String(o.valor)}
            value={String(o.valor)}
            control={<Radio />}
            label={o.rotulo}
          />
        ))}
      </RadioGroup>
      {erro && <FormHelperText>{erro}</FormHelperText>}
    </FormControl>
  );
}
