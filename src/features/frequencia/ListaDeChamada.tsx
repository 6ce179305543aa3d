// The roster of one class day: a radio group per person (P / F / FJ), so a screen reader says
// "Frequência de Ana Souza, grupo de opções, Presente, selecionado". One tab stop per person;
// ↑/↓ (and Home/End) move between people, ←/→ change the mark as in any radio group, and P, F, J
// mark at once: P and F go on to the next person, J opens that person's justification.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, type Dispatch, type KeyboardEvent } from 'react';
import { visualmenteOculto } from '../../shared/ui/visualmenteOculto';
import {
  ROTULO,
  SIGLA,
  STATUS,
  teclaDaChamada,
  type AcaoDaChamada,
  type EstadoDaChamada,
  type Linha,
  type Status,
} from './chamada';

const COR: Record<Status, 'success' | 'error' | 'warning'> = {
  presente: 'success',
  falta: 'error',
  'falta-justificada': 'warning',
};

export interface ListaDeChamadaProps {
  estado: EstadoDaChamada;
  dispatch: Dispatch<AcaoDaChamada>;
  /** Row index -> message (a justified absence with no justification, after 'Salvar'). */
  erros: ReadonlyMap<number, string>;
  somenteLeitura: boolean;
}

export function ListaDeChamada({ estado, dispatch, erros, somenteLeitura }: ListaDeChamadaProps) {
  const lista = useRef<HTMLUListElement>(null);
  const { foco } = estado;

  // The reducer says where the keyboard went; the DOM follows (only after a key, never on load).
  useEffect(() => {
    if (foco.pedido === 0) return;
    const linha = lista.current?.querySelector(`[data-linha="${String(foco.indice)}"]`);
    const alvo =
      foco.alvo === 'justificativa'
        ? linha?.querySelector<HTMLElement>('textarea, input[type="text"]')
        : (linha?.querySelector<HTMLElement>('input[type="radio"]:checked') ??
          linha?.querySelector<HTMLElement>('input[type="radio"]'));
    alvo?.focus();
  }, [foco]);

  return (
    <Box
      component="ul"
      ref={lista}
      aria-label="Lista de chamada"
      sx={{ listStyle: 'none', m: 0, p: 0 }}
    >
      {estado.linhas.map((linha, indice) => (
        <LinhaDaChamada
          key={linha.aprendizId}
          linha={linha}
          indice={indice}
          dispatch={dispatch}
          erro={erros.get(indice)}
          somenteLeitura={somenteLeitura}
        />
      ))}
    </Box>
  );
}

function LinhaDaChamada({
  linha,
  indice,
  dispatch,
  erro,
  somenteLeitura,
}: {
  linha: Linha;
  indice: number;
  dispatch: Dispatch<AcaoDaChamada>;
  erro: string | undefined;
  somenteLeitura: boolean;
}) {
  const aoTeclar = (evento: KeyboardEvent) => {
    if (evento.altKey || evento.ctrlKey || evento.metaKey || !teclaDaChamada(evento.key)) return;
    // ↑/↓ would otherwise change the mark (a radio group's own arrows): here they change person.
    evento.preventDefault();
    dispatch({ tipo: 'tecla', indice, tecla: evento.key });
  };
  const idNome = `chamada-nome-${String(linha.aprendizId)}`;

  return (
    <Box
      component="li"
      data-linha={indice}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) auto' },
        alignItems: 'center',
        columnGap: 2,
        rowGap: 1,
        py: 1,
        px: { xs: 1, sm: 2 },
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography id={idNome} sx={{ overflowWrap: 'anywhere' }}>
        {linha.nome}
      </Typography>
      {linha.afastado ? (
        <Chip label={linha.aviso ?? 'Afastado · não conta'} size="small" variant="outlined" />
      ) : (
        <Box
          role="radiogroup"
          aria-label={`Frequência de ${linha.nome}`}
          onKeyDown={aoTeclar}
          sx={{ display: 'flex', gap: 0.5 }}
        >
          {STATUS.map((status) => (
            <Opcao
              key={status}
              status={status}
              nome={`status-${String(linha.aprendizId)}`}
              marcado={linha.status === status}
              desabilitado={somenteLeitura}
              onMarcar={() => {
                dispatch({ tipo: 'marcar', indice, status });
              }}
            />
          ))}
        </Box>
      )}
      {linha.status === 'falta-justificada' && (
        <TextField
          label={`Justificativa da falta de ${linha.nome}`}
          value={linha.justificativa}
          onChange={(e) => {
            dispatch({ tipo: 'justificar', indice, texto: e.target.value });
          }}
          required
          size="small"
          multiline
          maxRows={4}
          error={erro !== undefined}
          helperText={erro}
          slotProps={{ htmlInput: { maxLength: 500, readOnly: somenteLeitura } }}
          sx={{ gridColumn: '1 / -1' }}
        />
      )}
    </Box>
  );
}

/** One mark: a native radio (keyboard and screen readers as any radio) drawn as a letter button. */
function Opcao({
  status,
  nome,
  marcado,
  desabilitado,
  onMarcar,
}: {
  status: Status;
  nome: string;
  marcado: boolean;
  desabilitado: boolean;
  onMarcar: () => void;
}) {
  const cor = COR[status];
  return (
    <Box
      component="label"
      title={ROTULO[status]}
      // Theme tokens, not theme.palette values: the scheme (light/dark) is chosen by CSS.
      sx={{
        minWidth: 44,
        height: 40,
        px: 1,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 1,
        border: 1,
        fontWeight: 600,
        cursor: desabilitado ? 'default' : 'pointer',
        userSelect: 'none',
        borderColor: marcado ? `${cor}.main` : 'text.disabled',
        bgcolor: marcado ? `${cor}.main` : 'transparent',
        color: marcado ? `${cor}.contrastText` : 'text.primary',
        '&:has(input:focus-visible)': {
          outline: '3px solid',
          outlineColor: 'primary.main',
          outlineOffset: 2,
        },
      }}
    >
      <Box
        component="input"
        type="radio"
        name={nome}
        value={status}
        checked={marcado}
        disabled={desabilitado}
        aria-label={ROTULO[status]}
        onChange={onMarcar}
        sx={visualmenteOculto}
      />
      <span aria-hidden>{SIGLA[status]}</span>
    </Box>
  );
}
