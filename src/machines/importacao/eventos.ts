// The import flow's events ARE Redux actions ('importacao.<evento>'), replayable in DevTools: the
// file's content travels in `lido`, the server's answers in `conferido`, `progresso` and `concluida`,
// so a recorded log rebuilds the same screen in a new store.
import { evento, type EventosDe } from '../../store/evento';
import type { ResultadoImportacao, ValidacaoImportacao } from './tipos';

/** A file was chosen (button or drop): its name and size decide whether it is read at all. */
export const importacaoEscolher = evento('importacao.escolher')<{
  nome: string;
  tamanho: number;
}>();
/** The chosen file's bytes in base64 (the screen reads the File: a File is not serializable). */
export const importacaoLido = evento('importacao.lido')<{ conteudo: string }>();
/** The file could not be read, or the dry run refused it (missing columns, too many rows ...). */
export const importacaoRecusado = evento('importacao.recusado')<{ erro: string }>();
/** The dry run's answer: each row valid or with its errors. */
export const importacaoConferido = evento('importacao.conferido')<{
  validacao: ValidacaoImportacao;
}>();
export const importacaoPedirConfirmacao = evento('importacao.pedirConfirmacao')();
export const importacaoCancelar = evento('importacao.cancelar')();
export const importacaoConfirmar = evento('importacao.confirmar')();
/** A progress line of the import's stream ("N de M linhas"). */
export const importacaoProgresso = evento('importacao.progresso')<{
  processadas: number;
  total: number;
}>();
export const importacaoConcluida = evento('importacao.concluida')<{
  resultado: ResultadoImportacao;
}>();
/** The import failed as a whole (a 409 at the end of the stream, the connection lost ...). */
export const importacaoFalhou = evento('importacao.falhou')<{ erro: string }>();
/** Back to choosing a file: "Escolher outro arquivo", "Importar outra planilha", leaving the screen. */
export const importacaoRecomecar = evento('importacao.recomecar')();

/** Every event of the flow: what the creators above make. */
export type ImportacaoEvent = EventosDe<typeof import('./eventos')>;
