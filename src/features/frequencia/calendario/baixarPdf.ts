// The calendar's PDF is a file, not cached data: fetched with the session's Bearer token, a
// problem+json read on failure, the name from Content-Disposition, handed to the browser's
// downloads with the exports' own saveFile (as the curriculum's PDF is).
import { ProblemError, toProblem } from '../../../shared/api/problema';
import { fileNameFrom } from '../../../shared/lista';
import { saveFile } from '../../../shared/lista/exportFile';

export async function baixarPdfDoCalendario(
  aprendizId: number,
  token: string | null,
): Promise<string> {
  let resposta: Response;
  try {
    resposta = await fetch(`/api/aprendiz/${String(aprendizId)}/calendario/pdf`, {
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
    fileNameFrom(resposta.headers.get('content-disposition')) ??
    `calendario-aprendiz-${String(aprendizId)}.pdf`;
  saveFile(arquivo, nome);
  return nome;
}
