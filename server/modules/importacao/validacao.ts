// The dry run of an apprentices' import: every row checked by the same shared rules as the sign-up
// form and POST /api/aprendiz (validarAprendiz), plus what only a file has — a CPF repeated in the
// file or already registered, a municipality written by name — each error under its column.
import { inArray } from 'drizzle-orm';
import { apenasDigitos } from '../../../src/shared/format/mascaras';
import {
  mensagemCpfDuplicado,
  validarAprendiz,
  type DadosAprendiz,
} from '../../../src/shared/validation/aprendiz';
import { cpfValido } from '../../../src/shared/validation/documentos';
import type { Database } from '../../db/client';
import { aprendizes, municipios } from '../../db/schema';
import { PlanilhaInvalida, type Planilha } from '../../shared/importacao/planilha';
import { CPF_JA_CADASTRADO, type LeitorDeCpf } from '../aprendizes';
import { chaveDeTitulo, COLUNAS, colunaDoCampo, dadosDaLinha } from './colunas';

export const COLUNA_DA_LINHA = 'Linha';

export interface ErroDeCelula {
  coluna: string;
  mensagem: string;
}

export interface LinhaValidada {
  /** The row's number in the spreadsheet (the header is 1). */
  numero: number;
  nome: string;
  erros: ErroDeCelula[];
  dados: DadosAprendiz;
}

export interface Validacao {
  /** Columns of the file the import does not read (an export's Idade, Situação...). */
  colunasIgnoradas: string[];
  linhas: LinhaValidada[];
}

const DIA_MS = 86_400_000;
const EPOCA_EXCEL = Date.UTC(1899, 11, 30);

/** dd/mm/aaaa, aaaa-mm-dd or an Excel date cell (a day number) -> 'aaaa-mm-dd'; else as typed. */
export function dataDaCelula(texto: string): string | null {
  if (texto === '') return null;
  const br = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(texto);
  if (br)
    return `${br[3] ?? ''}-${(br[2] ?? '').padStart(2, '0')}-${(br[1] ?? '').padStart(2, '0')}`;
  if (/^\d{4}-\d{2}-\d{2}$/.test(texto)) return texto;
  if (/^\d{3,5}(\.0+)?$/.test(texto)) {
    return new Date(EPOCA_EXCEL + Math.trunc(Number(texto)) * DIA_MS).toISOString().slice(0, 10);
  }
  return texto;
}

const SIM = new Set(['sim', 's', 'x', '1', 'true', 'verdadeiro']);
const NAO = new Set(['', 'nao', 'n', '0', 'false', 'falso']);

interface Municipio {
  id: number;
  uf: string;
}

async function municipiosPorNome(db: Database) {
  const todos = await db
    .select({ id: municipios.id, nome: municipios.nome, uf: municipios.uf })
    .from(municipios);
  const porNome = new Map<string, Municipio[]>();
  for (const m of todos) {
    const chave = chaveDeTitulo(m.nome);
    porNome.set(chave, [...(porNome.get(chave) ?? []), { id: m.id, uf: m.uf }]);
  }
  return { porId: new Map(todos.map((m) => [m.id, m])), porNome };
}

export async function validarPlanilha(
  db: Database,
  planilha: Planilha,
  hoje: string,
  leitor: LeitorDeCpf,
): Promise<Validacao> {
  const chaves = planilha.cabecalho.map(chaveDeTitulo);
  const indice = new Map(COLUNAS.map((c) => [c.titulo, chaves.indexOf(chaveDeTitulo(c.titulo))]));
  const faltam = COLUNAS.filter((c) => c.obrigatoria && indice.get(c.titulo) === -1);
  if (faltam.length > 0) {
    throw new PlanilhaInvalida(
      `Faltam as colunas obrigatórias: ${faltam.map((c) => c.titulo).join(', ')}. Baixe o modelo e use os títulos dele na primeira linha.`,
    );
  }
  const conhecidas = new Set(COLUNAS.map((c) => chaveDeTitulo(c.titulo)));
  const colunasIgnoradas = planilha.cabecalho.filter(
    (t, i) => t !== '' && !conhecidas.has(chaves[i] ?? ''),
  );

  const { porId, porNome } = await municipiosPorNome(db);
  const cpfs = [
    ...new Set(
      planilha.linhas
        .map((l) => apenasDigitos(l.celulas[indice.get('CPF') ?? -1] ?? ''))
        .filter(cpfValido),
    ),
  ];
  const registrados = new Map(
    (cpfs.length === 0
      ? []
      : await db
          .select({
            id: aprendizes.id,
            nome: aprendizes.nome,
            cpf: aprendizes.cpf,
            ativo: aprendizes.ativo,
          })
          .from(aprendizes)
          .where(inArray(aprendizes.cpf, cpfs))
    ).map((a) => [a.cpf, a]),
  );
  // Without aprendizes:ver-cpf the comparison is logged and capped before any row says a word.
  await leitor.consultar(
    cpfs.length,
    [...registrados.values()].map((a) => a.id),
  );
  const primeiraLinhaDoCpf = new Map<string, number>();

  const linhas = planilha.linhas.map((linha): LinhaValidada => {
    const celula = (titulo: string) => linha.celulas[indice.get(titulo) ?? -1] ?? '';
    const erros: Record<string, string> = {};
    for (const c of COLUNAS) {
      if (c.maximo !== undefined && celula(c.titulo).length > c.maximo) {
        erros[c.titulo] = `Deve ter no máximo ${String(c.maximo)} caracteres`;
      }
    }

    const pcdTexto = chaveDeTitulo(celula('PcD'));
    if (!SIM.has(pcdTexto) && !NAO.has(pcdTexto)) erros.PcD = 'Use Sim ou Não';

    let municipioId: number | null = null;
    const municipio = celula('Município');
    const uf = celula('UF').toUpperCase();
    if (/^\d{7}$/.test(municipio)) {
      const m = porId.get(Number(municipio));
      if (m) municipioId = m.id;
      else erros['Município'] = `Não há município com o código IBGE ${municipio}`;
    } else if (municipio !== '') {
      const candidatos = (porNome.get(chaveDeTitulo(municipio)) ?? []).filter(
        (m) => uf === '' || m.uf === uf,
      );
      if (candidatos.length === 1) municipioId = candidatos[0]?.id ?? null;
      else if (candidatos.length === 0) {
        erros['Município'] =
          uf === '' ? `Município não encontrado: ${municipio}` : `Não há ${municipio} em ${uf}`;
      } else
        erros['Município'] =
          `Há ${String(candidatos.length)} municípios com esse nome: informe a UF`;
    }

    const dados = dadosDaLinha(celula, {
      dataNascimento: dataDaCelula(celula('Data de nascimento')),
      municipioId,
      pcd: SIM.has(pcdTexto),
    });
    for (const [campo, mensagem] of Object.entries(
      validarAprendiz(dados, { hoje, formatoContato: () => undefined }),
    )) {
      const coluna = colunaDoCampo(campo) ?? COLUNA_DA_LINHA;
      erros[coluna] ??= mensagem;
    }

    const cpf = apenasDigitos(celula('CPF'));
    if (cpfValido(cpf) && erros.CPF === undefined) {
      const outro = registrados.get(cpf);
      const anterior = primeiraLinhaDoCpf.get(cpf);
      if (outro) {
        erros.CPF = leitor.verCpf
          ? mensagemCpfDuplicado(outro.nome, outro.id, outro.ativo)
          : CPF_JA_CADASTRADO;
      } else if (anterior !== undefined)
        erros.CPF = `CPF repetido: já está na linha ${String(anterior)} desta planilha`;
      else primeiraLinhaDoCpf.set(cpf, linha.numero);
    }

    // Columns in the template's order, then anything left (the row itself).
    const ordem = [...COLUNAS.map((c) => c.titulo), COLUNA_DA_LINHA];
    return {
      numero: linha.numero,
      nome: celula('Nome'),
      erros: Object.entries(erros)
        .sort(([a], [b]) => ordem.indexOf(a) - ordem.indexOf(b))
        .map(([coluna, mensagem]) => ({ coluna, mensagem })),
      dados,
    };
  });
  return { colunasIgnoradas, linhas };
}
