// What the import screen sends and fetches outside RTK Query: files (the template, the refused
// rows) and the import itself, whose answer is a stream of progress lines (NDJSON, one JSON
// object per line, docs/API-IMPORTACAO.md) read as they arrive. The dry run goes through the
// generated mutation.
import { ProblemError } from '../../shared/api/problema';
import { requestFile, saveResponse } from '../../shared/lista';
import type { ResultadoImportacao } from './api';

export interface ArquivoEnviado {
  nome: string;
  /** The file in base64, as the API receives it. */
  conteudo: string;
}

/** The file's bytes as base64 (FileReader's data URL without its prefix). */
export function lerComoBase64(arquivo: Blob): Promise<string> {
  return new Promise((resolver, rejeitar) => {
    const leitor = new FileReader();
    leitor.onload = () => {
      const url = typeof leitor.result === 'string' ? leitor.result : '';
      resolver(url.slice(url.indexOf(',') + 1));
    };
    leitor.onerror = () => {
      rejeitar(new Error('Não foi possível ler o arquivo neste navegador.'));
    };
    leitor.readAsDataURL(arquivo);
  });
}

const cabecalhos = (token: string | null, extras: Record<string, string> = {}) =>
  token ? { ...extras, Authorization: `Bearer ${token}` } : extras;

export async function baixarModelo(token: string | null): Promise<string> {
  const resposta = await requestFile('/api/aprendiz/importar/modelo', {
    headers: cabecalhos(token),
  });
  return saveResponse(resposta, 'modelo-importacao-aprendizes.xlsx');
}

/** The refused rows as a file in the uploaded file's format; `linhas`: only these (after import). */
export async function baixarRejeitadas(
  arquivo: ArquivoEnviado,
  token: string | null,
  linhas?: number[],
): Promise<string> {
  const resposta = await requestFile('/api/aprendiz/importar/rejeitadas', {
    method: 'POST',
    headers: cabecalhos(token, { 'content-type': 'application/json' }),
    body: JSON.stringify({ ...arquivo, ...(linhas ? { linhas } : {}) }),
  });
  const formato = /\.csv$/i.test(arquivo.nome) ? 'csv' : 'xlsx';
  return saveResponse(resposta, `aprendizes-rejeitados.${formato}`);
}

type Evento =
  | { tipo: 'progresso'; processadas: number; total: number }
  | ({ tipo: 'resultado' } & ResultadoImportacao)
  | { tipo: 'erro'; status: number; detail: string };

/**
 * Imports the file's valid rows, calling `aoProgredir` as the server reports its progress; resolves
 * the result, rejects with a Problem (a 400 before the stream, or the 409/500 the stream ends with).
 */
export async function importarComProgresso(
  arquivo: ArquivoEnviado,
  token: string | null,
  aoProgredir: (processadas: number, total: number) => void,
): Promise<ResultadoImportacao> {
  const resposta = await requestFile('/api/aprendiz/importar', {
    method: 'POST',
    headers: cabecalhos(token, {
      'content-type': 'application/json',
      accept: 'application/x-ndjson',
    }),
    body: JSON.stringify(arquivo),
  });
  let resultado: ResultadoImportacao | undefined;
  const tratar = (linha: string) => {
    if (linha.trim() === '') return;
    const evento = JSON.parse(linha) as Evento;
    if (evento.tipo === 'progresso') aoProgredir(evento.processadas, evento.total);
    else if (evento.tipo === 'resultado') {
      resultado = { importadas: evento.importadas, rejeitadas: evento.rejeitadas };
    } else {
      throw new ProblemError({ status: evento.status, detail: evento.detail });
    }
  };
  if (resposta.body) {
    const leitor = resposta.body.getReader();
    const decodificador = new TextDecoder();
    let resto = '';
    for (;;) {
      const { done, value } = await leitor.read();
      if (done) break;
      const partes = (resto + decodificador.decode(value, { stream: true })).split('\n');
      resto = partes.pop() ?? '';
      partes.forEach(tratar);
    }
    tratar(resto);
  } else {
    (await resposta.text()).split('\n').forEach(tratar);
  }
  if (!resultado) {
    throw new ProblemError({
      status: 500,
      detail: 'A importação terminou sem resultado; confira a lista antes de enviar de novo.',
    });
  }
  return resultado;
}
