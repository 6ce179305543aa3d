// The columns of an apprentices' spreadsheet: the export's own titles where it has them (a file
// exported, corrected and uploaded again is read as is), plus what a sign-up needs and a list does
// not show (address, responsável). Each column says where its text goes in the apprentice's data
// (DadosAprendiz, the form's and the API's shape, validated by the same shared rules) and which
// field paths of those rules it answers for, so an error lands next to its cell.
import {
  PARENTESCOS,
  TIPOS_DEFICIENCIA,
  TURNOS_ESCOLARES,
  type DadosAprendiz,
} from '../../../src/shared/validation/aprendiz';

export interface ColunaImportacao {
  titulo: string;
  obrigatoria?: boolean;
  /** What the template's second sheet says about the column (format, valid values). */
  ajuda: string;
  /** The rules' field paths whose messages belong to this column. */
  campos: string[];
  /** The API's own maxLength for the field (POST /api/aprendiz refuses longer). */
  maximo?: number;
}

const rotulos = (lista: readonly { rotulo: string }[]) => lista.map((i) => i.rotulo).join(', ');

export const COLUNAS: readonly ColunaImportacao[] = [
  { titulo: 'Nome', maximo: 200, obrigatoria: true, ajuda: 'Nome completo.', campos: ['nome'] },
  { titulo: 'Nome social', maximo: 200, ajuda: 'Opcional.', campos: ['nomeSocial'] },
  { titulo: 'CPF', maximo: 14, obrigatoria: true, ajuda: 'Com ou sem pontuação.', campos: ['cpf'] },
  { titulo: 'RG', maximo: 20, ajuda: 'Opcional.', campos: ['rg'] },
  {
    titulo: 'Data de nascimento',
    obrigatoria: true,
    ajuda:
      'dd/mm/aaaa (ou uma célula de data do Excel). Idade de 14 a 24 anos (sem limite para PcD).',
    campos: ['dataNascimento'],
  },
  { titulo: 'E-mail', maximo: 254, ajuda: 'Opcional.', campos: ['email'] },
  { titulo: 'Celular', maximo: 20, ajuda: '(00) 00000-0000.', campos: ['celular'] },
  { titulo: 'Telefone', maximo: 20, ajuda: '(00) 0000-0000.', campos: ['telefone'] },
  { titulo: 'CEP', maximo: 9, ajuda: '00000-000.', campos: ['endereco.cep'] },
  { titulo: 'Logradouro', maximo: 200, ajuda: 'Opcional.', campos: ['endereco.logradouro'] },
  { titulo: 'Número', maximo: 20, ajuda: 'Opcional.', campos: ['endereco.numero'] },
  { titulo: 'Complemento', maximo: 100, ajuda: 'Opcional.', campos: ['endereco.complemento'] },
  { titulo: 'Bairro', maximo: 100, ajuda: 'Opcional.', campos: ['endereco.bairro'] },
  {
    titulo: 'Município',
    ajuda: 'Nome do município (com a UF ao lado) ou o código IBGE de 7 dígitos.',
    campos: ['endereco.municipioId'],
  },
  { titulo: 'UF', ajuda: 'Sigla do estado: SP, RJ...', campos: ['endereco.uf'] },
  { titulo: 'PcD', ajuda: 'Sim ou Não (vazio é Não).', campos: ['pcd'] },
  {
    titulo: 'Tipo de deficiência',
    ajuda: `Obrigatório para PcD: ${rotulos(TIPOS_DEFICIENCIA)}.`,
    campos: ['tipoDeficiencia'],
  },
  {
    titulo: 'Turno escolar',
    ajuda: `Opcional: ${rotulos(TURNOS_ESCOLARES)}.`,
    campos: ['turnoEscolar'],
  },
  {
    titulo: 'Responsável',
    maximo: 150,
    ajuda: 'Nome do responsável. Obrigatório para menores de 18 anos, como os três seguintes.',
    campos: ['responsavel.nome', 'responsavel'],
  },
  {
    titulo: 'CPF do responsável',
    maximo: 14,
    ajuda: 'Com ou sem pontuação.',
    campos: ['responsavel.cpf'],
  },
  {
    titulo: 'Parentesco',
    maximo: 50,
    ajuda: `${PARENTESCOS.join(', ')}.`,
    campos: ['responsavel.parentesco'],
  },
  {
    titulo: 'Telefone do responsável',
    maximo: 20,
    ajuda: '(00) 00000-0000 ou (00) 0000-0000.',
    campos: ['responsavel.telefone'],
  },
];

/** Column titles compared as people type them: no accents, case or extra spaces. */
export const chaveDeTitulo = (titulo: string) =>
  titulo.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The column that answers for a field path of the rules ('responsavel.cpf' -> 'CPF do responsável'). */
export function colunaDoCampo(campo: string): string | undefined {
  return COLUNAS.find((c) => c.campos.includes(campo))?.titulo;
}

/** A row's texts by column title ('' when the column is absent or the cell empty). */
export type Celulas = (titulo: string) => string;

const opcional = (t: string) => (t === '' ? null : t);

/** 'Física' or 'fisica' -> 'fisica'; unknown text is kept so the rules call it invalid. */
function valorDaLista(lista: readonly { valor: string; rotulo: string }[], texto: string) {
  if (texto === '') return null;
  const chave = chaveDeTitulo(texto);
  return lista.find((i) => i.valor === chave || chaveDeTitulo(i.rotulo) === chave)?.valor ?? texto;
}

/**
 * The apprentice's data from a row; `municipioId` and the birth date come from the caller (they
 * need the municipality table and the date rules).
 */
export function dadosDaLinha(
  celula: Celulas,
  extras: { dataNascimento: string | null; municipioId: number | null; pcd: boolean },
): DadosAprendiz {
  const responsavel = {
    nome: opcional(celula('Responsável')),
    cpf: opcional(celula('CPF do responsável')),
    parentesco: opcional(celula('Parentesco')),
    telefone: opcional(celula('Telefone do responsável')),
  };
  return {
    nome: celula('Nome'),
    nomeSocial: opcional(celula('Nome social')),
    cpf: celula('CPF'),
    rg: opcional(celula('RG')),
    dataNascimento: extras.dataNascimento,
    pcd: extras.pcd,
    tipoDeficiencia: valorDaLista(TIPOS_DEFICIENCIA, celula('Tipo de deficiência')),
    turnoEscolar: valorDaLista(TURNOS_ESCOLARES, celula('Turno escolar')),
    email: opcional(celula('E-mail')),
    celular: opcional(celula('Celular')),
    telefone: opcional(celula('Telefone')),
    endereco: {
      cep: opcional(celula('CEP')),
      logradouro: opcional(celula('Logradouro')),
      numero: opcional(celula('Número')),
      complemento: opcional(celula('Complemento')),
      bairro: opcional(celula('Bairro')),
      municipioId: extras.municipioId,
      uf: opcional(celula('UF')),
    },
    responsavel: Object.values(responsavel).some((v) => v !== null) ? responsavel : null,
  };
}
