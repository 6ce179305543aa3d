// Redux DevTools stays on in every build (QA replays flows with it), so what it receives is
// sanitized: tokens and any password field are replaced before leaving the page.

const SENSIVEL = /^(token|authorization|.*senha.*|.*password.*)$/i;
export const OCULTO = '[oculto]';
const PROFUNDIDADE_MAXIMA = 12;

export function ocultarSegredos<T>(valor: T, profundidade = 0): T {
  if (profundidade > PROFUNDIDADE_MAXIMA || typeof valor !== 'object' || valor === null)
    return valor;
  if (Array.isArray(valor))
    return valor.map((v: unknown) => ocultarSegredos(v, profundidade + 1)) as T;
  const copia: Record<string, unknown> = {};
  for (const [chave, v] of Object.entries(valor)) {
    copia[chave] =
      SENSIVEL.test(chave) && v != null ? OCULTO : ocultarSegredos(v as unknown, profundidade + 1);
  }
  return copia as T;
}

export const devToolsOptions = {
  name: 'Jovem Aprendiz',
  actionSanitizer: <A>(action: A) => ocultarSegredos(action),
  stateSanitizer: <S>(state: S) => ocultarSegredos(state),
};
