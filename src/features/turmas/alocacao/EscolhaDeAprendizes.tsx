// Step 1 of the allocation flow: search apprentices and pick several. Each one found says where
// they are now (another class, this one) and why the server would refuse them, before anything
// is checked.
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useEffect, useState } from 'react';
import {
  alocacaoPesquisar,
  alocacaoRemover,
  alocacaoSelecionar,
  useAlocacao,
  type AprendizDoFluxo,
} from '../../../machines/alocacao';
import { formatarData } from '../../../shared/format';
import { useValorComEspera } from '../../../shared/formulario';
import { SegundaLinha } from '../../../shared/ui/SegundaLinha';
import { useAppDispatch } from '../../../store/hooks';

/** Where the apprentice is now, in words ('' when nowhere or unknown). */
export function ondeEsta(a: AprendizDoFluxo, turmaId: number | undefined): string {
  if (!a.alocacaoAtual) return '';
  return a.alocacaoAtual.turmaId === turmaId
    ? `Já está nesta turma desde ${formatarData(a.alocacaoAtual.dataInicio)}`
    : `Na turma ${a.alocacaoAtual.codigo} desde ${formatarData(a.alocacaoAtual.dataInicio)}`;
}

export function EscolhaDeAprendizes() {
  const { context } = useAlocacao();
  const dispatch = useAppDispatch();
  const [texto, setTexto] = useState(context.busca.q);
  const q = useValorComEspera(texto, 300);
  useEffect(() => {
    if (q !== context.busca.q) dispatch(alocacaoPesquisar({ q }));
    // Only a new text searches; the machine's own q changing must not search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, dispatch]);
  const escolhido = (id: number) => context.selecionados.some((s) => s.aprendizId === id);
  const { busca } = context;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {context.erro && <Alert severity="error">{context.erro}</Alert>}
      <TextField
        label="Pesquisar aprendiz"
        placeholder="Nome ou CPF"
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        autoFocus
        fullWidth
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Escolhidos ({context.selecionados.length})
        </Typography>
        {context.selecionados.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Pesquise e marque os aprendizes que vão entrar na turma.
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {context.selecionados.map((a) => (
              <Chip
                key={a.aprendizId}
                label={a.nome}
                color={a.motivos?.length ? 'warning' : 'default'}
                onDelete={() => dispatch(alocacaoRemover({ aprendizId: a.aprendizId }))}
              />
            ))}
          </Box>
        )}
      </Box>
      <Box aria-live="polite">
        {busca.carregando && <LinearProgress aria-label="Pesquisando" />}
        {busca.erro && <Alert severity="error">{busca.erro}</Alert>}
        {!busca.carregando && busca.q && !busca.erro && busca.resultados.length === 0 && (
          <Typography color="text.secondary">
            Nenhum aprendiz encontrado para “{busca.q}”.
          </Typography>
        )}
        {busca.resultados.length > 0 && (
          <List dense aria-label="Aprendizes encontrados" sx={{ maxHeight: 360, overflow: 'auto' }}>
            {busca.resultados.map((a) => {
              const marcado = escolhido(a.aprendizId);
              const onde = ondeEsta(a, context.turma?.id);
              const motivos = (a.motivos ?? []).filter((m) => !onde || !m.includes(a.nome));
              return (
                <ListItemButton
                  key={a.aprendizId}
                  role="checkbox"
                  aria-checked={marcado}
                  onClick={() =>
                    dispatch(
                      marcado
                        ? alocacaoRemover({ aprendizId: a.aprendizId })
                        : alocacaoSelecionar({ aprendiz: a }),
                    )
                  }
                >
                  <ListItemIcon sx={{ minWidth: 36 }}>
                    {marcado ? <CheckBoxIcon color="primary" /> : <CheckBoxOutlineBlankIcon />}
                  </ListItemIcon>
                  <ListItemText
                    primary={a.nome}
                    secondary={
                      <>
                        CPF {a.cpf} · {a.situacao}
                        {onde && <SegundaLinha cor="warning.main">{onde}</SegundaLinha>}
                        {motivos.map((m) => (
                          <SegundaLinha key={m} cor="error">
                            {m}
                          </SegundaLinha>
                        ))}
                      </>
                    }
                  />
                </ListItemButton>
              );
            })}
          </List>
        )}
      </Box>
    </Box>
  );
}
