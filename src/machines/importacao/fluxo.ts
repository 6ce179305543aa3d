// The import's answer is a stream of progress lines (NDJSON, one JSON object per line,
// docs/API-IMPORTACAO.md) read as they arrive, so it is fetched here and not through RTK Query,
// whose generated `aprendizImportar` answers once, at the end (the JSON the same route gives
// without `Accept: application/x-ndjson`). Its body, its lines (the schema the route publishes for
// application/x-ndjson) and its result are the generated types.
import { ProblemError } from '../../shared/api/problema';
import { pedirArquivo } from '../../shared/lista';
import type { AprendizImportarApiArg } from '../../store/generated/importacao.generated';
import type { AprendizImportarApiLinha } from '../../store/generated/linhas.generated';
import type { ResultadoImportacao } from './tipos';

/**
 * Imports the file's valid rows, calling `aoProgredir` as the server reports its progress; resolves
 * the result, rejects with a Problem (a 400 before the stream, or the 409/500 the stream ends with).
 */
export async function importarComProgresso(
  arquivo: AprendizImportarApiArg['body'],
  token: string | null,
  aoProgredir: (processadas: number, total: number) => void,
): Promise<ResultadoImportacao> {
  const resposta = await pedirArquivo('/api/aprendiz/importar', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/x-ndjson',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(arquivo),
  });
  let resultado: ResultadoImportacao | undefined;
  const tratar = (linha: string) => {
    if (linha.trim() === '') return;
    const evento = JSON.parse(linha) as AprendizImportarApiLinha;
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
