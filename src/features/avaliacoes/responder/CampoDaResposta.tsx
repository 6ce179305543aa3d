// The answer to one question, by its type: the scale's 1–5 with their labels, the choices, or a
// text. Radios answer at once; a text is given as typed after a pause and when the field is left
// (each keystroke is not a save). Whatever way the person leaves — another question, another page,
// the tab hidden or closed — the text not given yet is given then: a typed answer is never lost,
// and while one waits the screen is told (its indicator must not say saved).
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useRef, useState } from 'react';
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
  /** A typed text is waiting for the pause (true) or was given (false). */
  aoMudarPendente?: (pendente: boolean) => void;
}

const PAUSA_DO_TEXTO_MS = 800;

function RespostaEmTexto({
  valor,
  onResponder,
  erro,
  rotuloId,
  aoMudarPendente,
}: Omit<CampoDaRespostaProps, 'pergunta'>) {
  const [texto, setTexto] = useState(typeof valor === 'string' ? valor : '');
  const enviado = useRef(texto);
  const digitado = useRef(texto);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest callbacks, for the unmount and the page's own events (which outlive a render).
  const avisos = useRef({ onResponder, aoMudarPendente });
  useEffect(() => {
    avisos.current = { onResponder, aoMudarPendente };
  });

  const dar = useCallback((t: string) => {
    clearTimeout(timer.current);
    if (t === enviado.current) return;
    enviado.current = t;
    avisos.current.onResponder(t.trim() === '' ? null : t);
    avisos.current.aoMudarPendente?.(false);
  }, []);

  // Leaving the question or the page, hiding or closing the tab: what was typed is given now.
  useEffect(() => {
    const darODigitado = () => {
      dar(digitado.current);
    };
    const aoEsconder = () => {
      if (document.visibilityState === 'hidden') darODigitado();
    };
    window.addEventListener('pagehide', darODigitado);
    document.addEventListener('visibilitychange', aoEsconder);
    return () => {
      window.removeEventListener('pagehide', darODigitado);
      document.removeEventListener('visibilitychange', aoEsconder);
      darODigitado();
      avisos.current.aoMudarPendente?.(false);
    };
  }, [dar]);

  return (
    <TextField
      multiline
      minRows={4}
      fullWidth
      value={texto}
      onChange={(e) => {
        const t = e.target.value;
        setTexto(t);
        digitado.current = t;
        aoMudarPendente?.(t !== enviado.current);
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
