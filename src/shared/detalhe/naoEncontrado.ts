// The not-found notices of records opened from the address (`naoEncontrado` of a
// CarregamentoDoRegistro), for what several records or features say alike.
import { idDaRota, type NaoEncontradoProps } from '../ui/Carregamento';
import type { TextoDaRota } from './CarregarRegistro';

/**
 * A record addressed by its number: one sentence when the address holds no number at all
 * (`naoEhCodigo`), another when no record has that number (`semRegistro`); both quote what was typed.
 */
export function naoEncontradoPorCodigo(aviso: {
  titulo: string;
  naoEhCodigo: (digitado: string) => string;
  semRegistro: (digitado: string) => string;
  voltarPara: string;
  rotuloVoltar: string;
}) {
  const { naoEhCodigo, semRegistro, ...resto } = aviso;
  return ({ id = '' }: TextoDaRota<'id'>): NaoEncontradoProps => ({
    ...resto,
    mensagem: idDaRota(id) === undefined ? naoEhCodigo(id) : semRegistro(id),
  });
}

// Every page of one apprentice (the record, the attendance calendar) says the same when the
// address names none: those pages live in different features, the notice is one.
export const aprendizNaoEncontrado = ({ id }: TextoDaRota<'id'>): NaoEncontradoProps => ({
  titulo: 'Aprendiz não encontrado',
  mensagem: `Não há aprendiz com o código ${id ?? ''}. Ele pode ter sido digitado errado.`,
  voltarPara: '/aprendizes',
  rotuloVoltar: 'Ver a lista',
});
