// /avaliacoes/nova: the template editor — title, description, type and ordered questions (add,
// reorder, remove), with a preview of the questions as the person answering sees them. With
// ?id=N it edits that template; once applied its questions are locked (the server says 409) and
// the screen offers to duplicate it instead.
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CampoControlado } from '../../../shared/formulario';
import { errosDeCampo, mensagemDeErro } from '../../../shared/api/problema';
import { CabecalhoDaPagina } from '../../../shared/pagina';
import { toast } from '../../../shared/toast';
import { FalhaAoCarregar, idDaRota } from '../../../shared/ui/Carregamento';
import { TelaCarregando } from '../../../shared/ui/TelaCarregando';
import {
  DESCRICAO_MAXIMA,
  MENSAGENS_AVALIACAO as M,
  PERGUNTAS_MAXIMAS,
  ROTULOS_TIPO_AVALIACAO,
  TIPOS_AVALIACAO,
  TITULO_MAXIMO,
  type TipoAvaliacao,
} from '../../../shared/validation/avaliacoes';
import {
  useAvaliacaoAtualizarMutation,
  useAvaliacaoCriarMutation,
  useAvaliacaoDuplicarMutation,
  useAvaliacaoObterQuery,
  type Avaliacao,
} from '../api';
import { CampoDaResposta } from '../responder/CampoDaResposta';
import { EditorDePergunta } from './EditorDePergunta';
import {
  corpoDoModelo,
  errosDoModelo,
  modeloDe,
  modeloVazio,
  mover,
  novaPergunta,
  ROTULOS_AVALIACAO,
  type ErrosDoModelo,
  type ModeloEditado,
} from './modelo';

/** The questions as the person answering sees them (answers here are kept nowhere). */
function Previa({ modelo }: { modelo: ModeloEditado }) {
  const [respostas, setRespostas] = useState<Partial<Record<string, number | string>>>({});
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} aria-label="Pré-visualização">
      <Typography variant="h6" component="h2">
        {modelo.titulo || 'Sem título'}
      </Typography>
      {modelo.descricao && <Typography color="text.secondary">{modelo.descricao}</Typography>}
      <Stack spacing={3} sx={{ mt: 2 }}>
        {modelo.perguntas.map((p, i) => (
          <Box key={p.chave}>
            <Typography id={`previa-${p.chave}`} sx={{ fontWeight: 500, mb: 1 }}>
              {i + 1}. {p.enunciado || '(sem enunciado)'}
              {p.obrigatoria ? ' *' : ' (opcional)'}
            </Typography>
            <CampoDaResposta
              pergunta={{
                id: p.chave,
                enunciado: p.enunciado,
                tipo: p.tipo,
                obrigatoria: p.obrigatoria,
                opcoes: p.opcoes.filter((o) => o.trim() !== ''),
                rotulos: p.rotulos,
              }}
              valor={respostas[p.chave]}
              rotuloId={`previa-${p.chave}`}
              onResponder={(v) => {
                setRespostas((r) => ({ ...r, [p.chave]: v ?? undefined }));
              }}
            />
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

function Editor({ original }: { original?: Avaliacao }) {
  const navigate = useNavigate();
  const [criar, criando] = useAvaliacaoCriarMutation();
  const [atualizar, atualizando] = useAvaliacaoAtualizarMutation();
  const [duplicar, duplicando] = useAvaliacaoDuplicarMutation();
  const [modelo, setModelo] = useState<ModeloEditado>(() =>
    original ? modeloDe(original) : modeloVazio(),
  );
  const [erros, setErros] = useState<ErrosDoModelo>({});
  const [tentou, setTentou] = useState(false);
  const [erro, setErro] = useState<string | null>(null);
  const [previa, setPrevia] = useState(false);
  const travada = original?.perguntasTravadas === true;
  const salvando = criando.isLoading || atualizando.isLoading;

  const mudar = (m: ModeloEditado) => {
    setModelo(m);
    if (tentou) setErros(errosDoModelo(m));
  };

  const salvar = async () => {
    setTentou(true);
    const locais = errosDoModelo(modelo);
    setErros(locais);
    if (Object.keys(locais).length > 0) {
      setErro('Corrija os campos marcados antes de salvar.');
      return;
    }
    setErro(null);
    const corpo = corpoDoModelo(modelo);
    const r = original
      ? await atualizar({ id: original.id, body: { ...corpo, versao: original.versao } })
      : await criar({ body: corpo });
    if (r.error) {
      setErros(errosDeCampo(r.error));
      setErro(mensagemDeErro(r.error));
      return;
    }
    toast.success(original ? 'Avaliação salva.' : `Avaliação “${r.data.titulo}” criada.`);
    void navigate('/avaliacoes');
  };

  const duplicarEsta = async () => {
    if (!original) return;
    const r = await duplicar({ id: original.id });
    if (r.error) {
      toast.error(mensagemDeErro(r.error));
      return;
    }
    toast.success(`Cópia criada: ${r.data.titulo}.`);
    void navigate(`/avaliacoes/nova?id=${String(r.data.id)}`);
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      {travada && (
        <Alert
          severity="info"
          action={
            <Button
              color="inherit"
              disabled={duplicando.isLoading}
              onClick={() => void duplicarEsta()}
            >
              Duplicar
            </Button>
          }
        >
          {M.perguntasTravadas}
        </Alert>
      )}
      {erro && <Alert severity="error">{erro}</Alert>}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <CampoControlado
            label={ROTULOS_AVALIACAO.titulo}
            required
            value={modelo.titulo}
            aoMudar={(texto) => {
              mudar({ ...modelo, titulo: texto });
            }}
            slotProps={{ htmlInput: { maxLength: TITULO_MAXIMO } }}
            erro={erros.titulo}
          />
          <CampoControlado
            label={ROTULOS_AVALIACAO.descricao}
            multiline
            minRows={2}
            value={modelo.descricao}
            aoMudar={(texto) => {
              mudar({ ...modelo, descricao: texto });
            }}
            slotProps={{ htmlInput: { maxLength: DESCRICAO_MAXIMA } }}
            erro={erros.descricao}
            ajuda="O que quem responde precisa saber antes de começar."
          />
          <CampoControlado
            select
            label="Tipo"
            required
            value={modelo.tipo}
            aoMudar={(texto) => {
              mudar({ ...modelo, tipo: texto as TipoAvaliacao });
            }}
            erro={erros.tipo}
          >
            {TIPOS_AVALIACAO.map((t) => (
              <MenuItem key={t} value={t}>
                {ROTULOS_TIPO_AVALIACAO[t]}
              </MenuItem>
            ))}
          </CampoControlado>
        </Stack>
      </Paper>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Perguntas ({modelo.perguntas.length})
        </Typography>
        <FormControlLabel
          control={
            <Switch
              checked={previa}
              onChange={(e) => {
                setPrevia(e.target.checked);
              }}
            />
          }
          label="Pré-visualizar"
        />
      </Box>
      {erros.perguntas && <Alert severity="error">{erros.perguntas}</Alert>}
      {previa ? (
        <Previa modelo={modelo} />
      ) : (
        <>
          {modelo.perguntas.map((p, i) => (
            <EditorDePergunta
              key={p.chave}
              pergunta={p}
              indice={i}
              total={modelo.perguntas.length}
              erros={erros}
              travada={travada}
              onChange={(nova) => {
                mudar({
                  ...modelo,
                  perguntas: modelo.perguntas.map((q, j) => (j === i ? nova : q)),
                });
              }}
              onMover={(para) => {
                mudar({ ...modelo, perguntas: mover(modelo.perguntas, i, para) });
              }}
              onRemover={() => {
                mudar({ ...modelo, perguntas: modelo.perguntas.filter((_q, j) => j !== i) });
              }}
            />
          ))}
          {!travada && (
            <Box>
              <Button
                startIcon={<AddIcon />}
                disabled={modelo.perguntas.length >= PERGUNTAS_MAXIMAS}
                onClick={() => {
                  mudar({ ...modelo, perguntas: [...modelo.perguntas, novaPergunta()] });
                }}
              >
                Adicionar pergunta
              </Button>
            </Box>
          )}
        </>
      )}
      <Stack direction="row" spacing={1}>
        <Button component={Link} to="/avaliacoes">
          Cancelar
        </Button>
        <Button variant="contained" disabled={salvando} onClick={() => void salvar()}>
          {salvando ? 'Salvando…' : original ? 'Salvar' : 'Criar avaliação'}
        </Button>
      </Stack>
    </Stack>
  );
}

export function NovaAvaliacaoScreen() {
  const [busca] = useSearchParams();
  const param = busca.get('id');
  const id = param === null ? undefined : idDaRota(param);
  const consulta = useAvaliacaoObterQuery({ id: id ?? 0 }, { skip: id === undefined });
  const titulo = id === undefined ? 'Nova avaliação' : 'Editar avaliação';
  let corpo;
  if (param !== null && id === undefined) {
    corpo = <Alert severity="warning">{M.naoEncontrada}</Alert>;
  } else if (id === undefined) {
    corpo = <Editor />;
  } else if (consulta.isLoading) {
    corpo = <TelaCarregando texto="Carregando avaliação..." telaCheia={false} />;
  } else if (consulta.error || !consulta.data) {
    corpo = <FalhaAoCarregar erro={consulta.error} onRetry={() => void consulta.refetch()} />;
  } else {
    corpo = <Editor key={consulta.data.id} original={consulta.data} />;
  }
  return (
    <>
      <CabecalhoDaPagina titulo={titulo} />
      {corpo}
    </>
  );
}
