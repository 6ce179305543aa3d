// Figures of the report cards in pt-BR: grades 7,5; attendance 92,5% (the API gives % with one
// decimal); the result's words and colour.
import { ROTULOS_RESULTADO, type Resultado } from '../../../shared/validation/avaliacoes';

export const formatarFrequencia = (pct: number | null) =>
  pct === null
    ? '—'
    : `${pct.toLocaleString('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;

export const rotuloDoResultado = (r: Resultado) => ROTULOS_RESULTADO[r];

export const corDoResultado = (r: Resultado): 'success' | 'error' | 'default' =>
  r === 'aprovado' ? 'success' : r === 'em curso' ? 'default' : 'error';
