/** "45 segundos", "1 minuto", "15 minutos": how long until something may be tried again. */
export function formatarEspera(segundos: number): string {
  if (segundos < 60) return segundos === 1 ? '1 segundo' : `${segundos} segundos`;
  const minutos = Math.ceil(segundos / 60);
  return minutos === 1 ? '1 minuto' : `${minutos} minutos`;
}
