// The file of rejected rows: the rows of the upload that the import would refuse, with every
// column the person sent (their own extra columns too) and one more, "Erros", naming each problem
// by its column — to fix and upload again ("Erros" is ignored on the way back in). Dates are
// written dd/mm/aaaa, so an Excel date cell does not come back as a day number. After an import,
// `somente` names the rows the import refused: validated again, the rows it imported would now be
// "CPF já cadastrado" and must not come back.
import type { FastifyReply } from 'fastify';
import { enviarExportacao, type ColunaExportacao } from '../../shared/exportacao';
import type { Database } from '../../db/client';
import type { Planilha } from '../../shared/importacao/planilha';
import type { LeitorDeCpf } from '../aprendizes';
import { chaveDeTitulo } from './colunas';
import { dataDaCelula, validarPlanilha } from './validacao';

export const COLUNA_ERROS = 'Erros';

interface Rejeitada {
  celulas: string[];
  erros: string;
}

const comoDataBr = (texto: string) => {
  const iso = dataDaCelula(texto);
  return iso && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-').reverse().join('/') : texto;
};

export async function enviarRejeitadas(
  db: Database,
  reply: FastifyReply,
  planilha: Planilha,
  opcoes: { hoje: string; formato: 'csv' | 'xlsx'; somente?: number[]; leitor: LeitorDeCpf },
) {
  const { linhas } = await validarPlanilha(db, planilha, opcoes.hoje, opcoes.leitor);
  const somente = opcoes.somente && new Set(opcoes.somente);
  const rejeitadas: Rejeitada[] = linhas.flatMap((l, i) =>
    l.erros.length === 0 || (somente && !somente.has(l.numero))
      ? []
      : [
          {
            celulas: planilha.linhas[i]?.celulas ?? [],
            erros: l.erros.map((e) => `${e.coluna}: ${e.mensagem}`).join('; '),
          },
        ],
  );
  const nascimento = chaveDeTitulo('Data de nascimento');
  const colunas: ColunaExportacao<Rejeitada>[] = [
    ...planilha.cabecalho.flatMap((titulo, i): ColunaExportacao<Rejeitada>[] =>
      chaveDeTitulo(titulo) === chaveDeTitulo(COLUNA_ERROS)
        ? []
        : [
            {
              titulo,
              valor: (r) => {
                const texto = r.celulas[i] ?? '';
                return chaveDeTitulo(titulo) === nascimento ? comoDataBr(texto) : texto;
              },
            },
          ],
    ),
    { titulo: COLUNA_ERROS, valor: (r) => r.erros },
  ];
  async function* emOrdem() {
    for (const r of rejeitadas) yield await Promise.resolve(r);
  }
  return enviarExportacao(reply, {
    formato: opcoes.formato,
    nomeArquivo: 'aprendizes-rejeitados',
    colunas,
    linhas: emOrdem(),
  });
}
