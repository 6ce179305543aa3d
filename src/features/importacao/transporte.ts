// The files the import screen fetches outside RTK Query (the template, the refused rows) and the
// chosen file read as base64. The dry run and the import itself are the import machine's effects
// (machines/importacao).
import { pedirArquivo, salvarResposta } from '../../shared/lista';
import type { ArquivoEnviado } from '../../machines/importacao';

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
  const resposta = await pedirArquivo('/api/aprendiz/importar/modelo', {
    headers: cabecalhos(token),
  });
  return salvarResposta(resposta, 'modelo-importacao-aprendizes.xlsx');
}

/** The refused rows as a file in the uploaded file's format; `linhas`: only these (after import). */
export async function baixarRejeitadas(
  arquivo: ArquivoEnviado,
  token: string | null,
  linhas?: number[],
): Promise<string> {
  const resposta = await pedirArquivo('/api/aprendiz/importar/rejeitadas', {
    method: 'POST',
    headers: cabecalhos(token, { 'content-type': 'application/json' }),
    body: JSON.stringify({ ...arquivo, ...(linhas ? { linhas } : {}) }),
  });
  const formato = /\.csv$/i.test(arquivo.nome) ? 'csv' : 'xlsx';
  return salvarResposta(resposta, `aprendizes-rejeitados.${formato}`);
}
