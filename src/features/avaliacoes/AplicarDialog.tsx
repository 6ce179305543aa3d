// "Aplicar": a template to a whole class (everyone allocated now) or to chosen apprentices, with
// who answers and the deadline. One applied evaluation per apprentice, each 'pendente'.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { errosDeCampo, mensagemDeErro } from '../../shared/api/problema';
import {
  AutocompletarAssincrono,
  CampoControlado,
  SeletorDeDia,
  type Opcao,
} from '../../shared/formulario';
import { toast } from '../../shared/toast';
import { dataLocal } from '../../shared/validation/datas';
import { MENSAGENS_AVALIACAO as M } from '../../shared/validation/avaliacoes';
import { useAvaliacaoAplicarMutation, type Avaliacao } from './api';
import { useBuscaDeAprendizes, useBuscaDeTurmas } from './buscas';

const PAPEL_DO_TIPO: Record<Avaliacao['tipo'], string> = {
  desempenho: 'Supervisor',
  teorica: 'Educador',
  autoavaliacao: 'Aprendiz',
};

export function AplicarDialog({
  avaliacao,
  onClose,
}: {
  avaliacao: Avaliacao;
  onClose: () => void;
}) {
  const [aplicar, { isLoading }] = useAvaliacaoAplicarMutation();
  const buscarTurmas = useBuscaDeTurmas();
  const buscarAprendizes = useBuscaDeAprendizes();
  const [alvo, setAlvo] = useState<'turma' | 'aprendiz'>('turma');
  const [turma, setTurma] = useState<Opcao | null>(null);
  const [aprendizes, setAprendizes] = useState<Opcao[]>([]);
  const [nome, setNome] = useState('');
  const [papel, setPapel] = useState(PAPEL_DO_TIPO[avaliacao.tipo]);
  const [prazo, setPrazo] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const [erro, setErro] = useState<string | null>(null);

  // The API names a refused person by position (aprendizIds.<i>): said with their name.
  const erroDosAprendizes =
    (erros.aprendizIds ??
      Object.entries(erros)
        .filter(([k]) => k.startsWith('aprendizIds.'))
        .map(([k, m]) => `${aprendizes[Number(k.split('.')[1])]?.label ?? ''}: ${m}`)
        .join('; ')
        .trim()) ||
    undefined;

  const enviar = async () => {
    const locais: Record<string, string> = {};
    if (alvo === 'turma' && !turma) locais.turmaId = M.informeTurmaOuAprendizes;
    if (alvo === 'aprendiz' && aprendizes.length === 0) {
      locais.aprendizIds = M.informeTurmaOuAprendizes;
    }
    if (!nome.trim()) locais['respondente.nome'] = M.informeRespondente;
    if (!papel.trim()) locais['respondente.papel'] = M.informePapel;
    if (!prazo) locais.prazo = M.prazoInvalido;
    else if (prazo < dataLocal(new Date())) locais.prazo = M.prazoPassado;
    setErros(locais);
    if (Object.keys(locais).length > 0) return;
    const r = await aplicar({
      id: avaliacao.id,
      body: {
        ...(alvo === 'turma'
          ? { turmaId: Number(turma?.value) }
          : { aprendizIds: aprendizes.map((a) => Number(a.value)) }),
        respondente: { nome: nome.trim(), papel: papel.trim() },
        prazo,
      },
    });
    if (r.error) {
      setErros(errosDeCampo(r.error));
      setErro(mensagemDeErro(r.error));
      return;
    }
    const n = r.data.data.length;
    toast.success(
      n === 1 ? 'Avaliação aplicada a 1 aprendiz.' : `Avaliação aplicada a ${n} aprendizes.`,
    );
    onClose();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="aplicar-titulo">
      <DialogTitle id="aplicar-titulo">Aplicar “{avaliacao.titulo}”</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {erro && <Alert severity="error">{erro}</Alert>}
          <RadioGroup
            row
            aria-label="Aplicar a"
            value={alvo}
            onChange={(_e, v) => {
              setAlvo(v as 'turma' | 'aprendiz');
            }}
          >
            <FormControlLabel value="turma" control={<Radio />} label="Uma turma inteira" />
            <FormControlLabel value="aprendiz" control={<Radio />} label="Aprendizes escolhidos" />
          </RadioGroup>
          {alvo === 'turma' ? (
            <AutocompletarAssincrono
              label="Turma"
              required
              value={turma?.value ?? null}
              opcaoInicial={turma ?? undefined}
              onChange={(_v, o) => {
                setTurma(o);
              }}
              carregarOpcoes={buscarTurmas}
              error={Boolean(erros.turmaId)}
              helperText={erros.turmaId ?? 'Todos os aprendizes alocados agora na turma.'}
            />
          ) : (
            <Stack spacing={1}>
              <AutocompletarAssincrono
                // Each choice joins the list below and the field is emptied for the next one.
                key={aprendizes.length}
                label="Acrescentar aprendiz"
                value={null}
                onChange={(_v, o) => {
                  if (o && !aprendizes.some((a) => a.value === o.value)) {
                    setAprendizes([...aprendizes, o]);
                  }
                }}
                carregarOpcoes={buscarAprendizes}
                error={Boolean(erroDosAprendizes)}
                helperText={
                  erroDosAprendizes ??
                  `${String(aprendizes.length)} ${aprendizes.length === 1 ? 'escolhido' : 'escolhidos'}`
                }
              />
              <Box
                component="ul"
                aria-label="Aprendizes escolhidos"
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
              >
                {aprendizes.map((a) => (
                  <li key={a.value}>
                    <Chip
                      label={a.label}
                      onDelete={() => {
                        setAprendizes(aprendizes.filter((x) => x.value !== a.value));
                      }}
                    />
                  </li>
                ))}
              </Box>
            </Stack>
          )}
          <CampoControlado
            label="Quem responde (nome)"
            required
            value={nome}
            aoMudar={setNome}
            erro={erros['respondente.nome']}
          />
          <CampoControlado
            label="Papel de quem responde"
            required
            value={papel}
            aoMudar={setPapel}
            erro={erros['respondente.papel']}
            ajuda="Ex.: supervisor, educador, aprendiz"
          />
          {/* The app's one pt-BR day picker (a native date input speaks the browser's mm/dd/yyyy). */}
          <SeletorDeDia
            label="Prazo"
            value={prazo}
            onChange={(iso) => {
              setPrazo(iso ?? '');
            }}
            minDate={dataLocal(new Date())}
            campo={{
              name: 'prazo',
              required: true,
              fullWidth: true,
              error: Boolean(erros.prazo),
              helperText: erros.prazo,
            }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" disabled={isLoading} onClick={() => void enviar()}>
          {isLoading ? 'Aplicando…' : 'Aplicar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
