// The plan's PDF is a file, not cached data: fetched the way list exports are (the session's
// Bearer token, problem+json on failure, the name from Content-Disposition) and handed to the
// browser's downloads with the exports' own saveFile. The generated planoCurriculoPdf query would
// keep the bytes in the store as text, which is neither serializable data nor a valid PDF.
import { ProblemError, toProblem } from '../../../shared/api/problema';
import { fileNameFrom } from '../../../shared/lista';
import { saveFile } from '../../../shared/lista/exportFile';

export async function baixarPdfDoPlano(planoId: number, token: string | null): Promise<string> {
  let resposta: Response;
  try {
    resposta = await fetch(`/api/planos/${String(planoId)}/curriculo/pdf`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch (erro) {
    throw new ProblemError(toProblem(erro));
  }
  if (!resposta.ok) {
    const corpo: unknown = await resposta.json().catch(() => undefined);
    throw new ProblemError(toProblem({ status: resposta.status, data: corpo }));
  }
  const arquivo = await resposta.blob();
  const nome =
    fileNameFrom(resposta.headers.get('content-disposition')) ?? `plano-${String(planoId)}.pdf`;
  saveFile(arquivo, nome);
  return nome;
}
