// The answer to one question, by its type: the scale's 1–5 with their labels, the choices, or a
// text. Radios answer at once; a text is given as typed after a pause and when the field is left
// (each keystroke is not a save); moving to another question leaves the field, which gives it.
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import type { PerguntaDoFluxo, ValorDaResposta } from '../../../machines/avaliacao';
import { RESPOSTA_TEXTO_MAXIMA } from '../../../shared/validation/avaliacoes';

export interface CampoDaRespostaProps {
  pergunta: PerguntaDoFluxo;
  valor: ValorDaResposta | undefined;
  onResponder: (valor: ValorDaResposta | null) => void;
  /** "Resposta obrigatória" under the field. */
  erro?: string;
  /** The question's heading id: the field is named by it. */
  rotuloId: string;
}

const PAUSA_DO_TEXTO_MS = 800;

function RespostaEmTexto({
  valor,
  onResponder,
  erro,
  rotuloId,
}: Omit<CampoDaRespostaProps, 'pergunta'>) {
  const [texto, setTexto] = useState(typeof valor === 'string' ? valor : '');
  const enviado = useRef(texto);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const dar = (t: string) => {
    clearTimeout(timer.current);
    if (t === enviado.current) return;
    enviado.current = t;
    onResponder(t.trim() === '' ? null : t);
  };
  // Pending timer dies with the field: leaving it (blur) has given the text already.
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <TextField
      multiline
      minRows={4}
      fullWidth
      value={texto}
      onChange={(e) => {
        const t = e.target.value;
        setTexto(t);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          dar(t);
        }, PAUSA_DO_TEXTO_MS);
      }}
      onBlur={() => {
        dar(texto);
      }}
      error={Boolean(erro)}
      helperText={erro ?? `${texto.length} de ${RESPOSTA_TEXTO_MAXIMA} caracteres`}
      slotProps={{
        htmlInput: { maxLength: RESPOSTA_TEXTO_MAXIMA, 'aria-labelledby': rotuloId },
      }}
    />
  );
}

export function CampoDaResposta(props: CampoDaRespostaProps) {
  const { pergunta, valor, onResponder, erro, rotuloId } = props;
  if (pergunta.tipo === 'texto') {
    // A new question is a new field (its own text).
    return <RespostaEmTexto key={pergunta.id} {...props} />;
  }
  const escala = pergunta.tipo === 'escala';
  const opcoes = escala
    ? [1, 2, 3, 4, 5].map((n) => ({
        valor: String(n),
        rotulo: pergunta.rotulos[n - 1] ? `${n} — ${pergunta.rotulos[n - 1] ?? ''}` : String(n),
      }))
    : pergunta.opcoes.map((o) => ({ valor: o, rotulo: o }));
  return (
    <FormControl error={Boolean(erro)} component="fieldset" sx={{ width: '100%' }}>
      <RadioGroup
        aria-labelledby={rotuloId}
        value={valor === undefined ? '' : String(valor)}
        onChange={(_e, v) => {
          onResponder(escala ? Number(v) : v);
        }}
        sx={escala ? { flexDirection: { xs: 'column', md: 'row' } } : undefined}
      >
        {opcoes.map((o) => (
          <FormControlLabel key={o.valor} value={o.valor} control={<Radio />} label={o.rotulo} />
        ))}
      </RadioGroup>
      {erro && <FormHelperText>{erro}</FormHelperText>}
    </FormControl>
  );
}
