// The audit trail's changed fields ({ campo: { de, para } }) as a person reads them: Portuguese
// field names, dates as dd/mm/aaaa, Sim/Não, documents with their masks, and lists (a função's
// permissions) as what was added and what was taken out.
import {
  formatarData,
  formatarDataHora,
  mascararCep,
  mascararCnpj,
  mascararCpf,
  mascararTelefone,
} from '../../../shared/format';

export type Campos = Record<string, { de: unknown; para: unknown }>;

export interface LinhaDeDiferenca {
  campo: string;
  rotulo: string;
  de: string;
  para: string;
  /** Lists on both sides: what entered and what left (labels), instead of two long lists. */
  incluidos?: string[];
  retirados?: string[];
}

export interface ContextoDeFormatacao {
  /** Permission key -> its label (GET /api/permissoes), for the permissoes field. */
  rotulosDePermissao?: ReadonlyMap<string, string>;
}

export const VAZIO = '—';

const ROTULOS_DE_CAMPO: Record<string, string> = {
  nome: 'Nome',
  nomeSocial: 'Nome social',
  email: 'E-mail',
  funcao: 'Função',
  ativo: 'Ativo',
  permissoes: 'Permissões',
  descricao: 'Descrição',
  chave: 'Chave',
  bloqueadoAte: 'Bloqueado até',
  falhasConsecutivas: 'Tentativas erradas seguidas',
  sessoesEncerradas: 'Sessões encerradas',
  trocarSenha: 'Trocar a senha ao entrar',
  cpf: 'CPF',
  rg: 'RG',
  cnpj: 'CNPJ',
  cep: 'CEP',
  uf: 'UF',
  pcd: 'Pessoa com deficiência',
  tipoDeficiencia: 'Tipo de deficiência',
  dataNascimento: 'Data de nascimento',
  dataCadastro: 'Data de cadastro',
  dataInicio: 'Data de início',
  dataFim: 'Data de fim',
  telefone: 'Telefone',
  celular: 'Celular',
  numero: 'Número',
  observacoes: 'Observações',
  razaoSocial: 'Razão social',
  nomeFantasia: 'Nome fantasia',
  situacao: 'Situação',
  municipio: 'Município',
  turnoEscolar: 'Turno escolar',
  escola: 'Escola',
  capacidade: 'Capacidade',
  codigo: 'Código',
  sigla: 'Sigla',
  notaMinima: 'Nota mínima',
  notaMaxima: 'Nota máxima',
  cotaAprendizes: 'Cota de aprendizes',
  // One word for a record's state, as on every screen (issue 32).
  status: 'Situação',
  dataPagamento: 'Data do pagamento',
};

/** 'motivoAfastamentoId' -> 'Motivo afastamento'; known fields by their proper name. */
export function rotuloDoCampo(campo: string): string {
  const conhecido = ROTULOS_DE_CAMPO[campo];
  if (conhecido) return conhecido;
  const semId = campo.endsWith('Id') && campo.length > 2 ? campo.slice(0, -2) : campo;
  const base = ROTULOS_DE_CAMPO[semId];
  if (base) return base;
  const palavras = semId.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return palavras.charAt(0).toUpperCase() + palavras.slice(1);
}

const DATA = /^\d{4}-\d{2}-\d{2}$/;
const DATA_HORA = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const NUMERO_PT_BR = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

function mascarar(campo: string, texto: string): string | undefined {
  const c = campo.toLowerCase();
  if (c.endsWith('cpf')) return mascararCpf(texto);
  if (c.endsWith('cnpj')) return mascararCnpj(texto);
  if (c.endsWith('cep')) return mascararCep(texto);
  if (c.endsWith('telefone') || c.endsWith('celular')) return mascararTelefone(texto);
  return undefined;
}

/** One value as text: '—' for nothing, Sim/Não, dates, numbers in pt-BR (ids as they are). */
export function formatarValor(
  valor: unknown,
  campo: string,
  ctx: ContextoDeFormatacao = {},
): string {
  if (valor === null || valor === undefined || valor === '') return VAZIO;
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  if (typeof valor === 'number') {
    return campo === 'id' || campo.endsWith('Id') ? String(valor) : NUMERO_PT_BR.format(valor);
  }
  if (typeof valor === 'string') {
    if (DATA.test(valor)) return formatarData(valor);
    if (DATA_HORA.test(valor)) return formatarDataHora(valor);
    if (campo === 'permissoes') return ctx.rotulosDePermissao?.get(valor) ?? valor;
    return mascarar(campo, valor) ?? valor;
  }
  if (Array.isArray(valor)) {
    if (valor.length === 0) return VAZIO;
    return valor.map((v) => formatarValor(v, campo, ctx)).join(', ');
  }
  if (typeof valor === 'object') {
    const partes = Object.entries(valor as Record<string, unknown>)
      .filter(([, v]) => v !== null && v !== undefined && v !== '')
      .map(([k, v]) => `${rotuloDoCampo(k)}: ${formatarValor(v, k, ctx)}`);
    return partes.length > 0 ? partes.join('; ') : VAZIO;
  }
  return JSON.stringify(valor);
}

// The trail is stored as jsonb, which reorders keys (shortest first): show the known fields in a
// reading order (nome, e-mail, função...), then the others as they came.
const ORDEM = Object.keys(ROTULOS_DE_CAMPO);
const posicao = (campo: string) => {
  const i = ORDEM.indexOf(campo.endsWith('Id') ? campo.slice(0, -2) : campo);
  return i < 0 ? ORDEM.length : i;
};

const comoLista = (v: unknown): unknown[] | undefined =>
  Array.isArray(v) ? v : v === null || v === undefined ? [] : undefined;

/**
 * Each changed field as a line. A field `xId` is left out when `x` (its name) came along, since
 * 'Função: Secretaria → Coordenação' says more than 'Função: 3 → 2'.
 */
export function linhasDeDiferenca(
  campos: Campos | null | undefined,
  ctx: ContextoDeFormatacao = {},
): LinhaDeDiferenca[] {
  if (!campos) return [];
  const nomes = Object.keys(campos);
  return nomes
    .filter((campo) => !(campo.endsWith('Id') && nomes.includes(campo.slice(0, -2))))
    .sort((a, b) => posicao(a) - posicao(b))
    .map((campo) => {
      const { de, para } = campos[campo] ?? { de: null, para: null };
      const linha: LinhaDeDiferenca = {
        campo,
        rotulo: rotuloDoCampo(campo),
        de: formatarValor(de, campo, ctx),
        para: formatarValor(para, campo, ctx),
      };
      const antes = comoLista(de);
      const depois = comoLista(para);
      if ((Array.isArray(de) || Array.isArray(para)) && antes && depois) {
        const chave = (v: unknown) => JSON.stringify(v);
        const tinha = new Set(antes.map(chave));
        const tem = new Set(depois.map(chave));
        linha.incluidos = depois
          .filter((v) => !tinha.has(chave(v)))
          .map((v) => formatarValor(v, campo, ctx));
        linha.retirados = antes
          .filter((v) => !tem.has(chave(v)))
          .map((v) => formatarValor(v, campo, ctx));
      }
      return linha;
    });
}

/** A creation lists values, a deletion what they were, anything else 'de → para'. */
export function tipoDaMudanca(
  campos: Campos | null | undefined,
): 'criacao' | 'remocao' | 'alteracao' {
  const valores = Object.values(campos ?? {});
  if (valores.length === 0) return 'alteracao';
  const nada = (v: unknown) => v === null || v === undefined;
  if (valores.every((c) => nada(c.de))) return 'criacao';
  if (valores.every((c) => nada(c.para))) return 'remocao';
  return 'alteracao';
}

/** 'Nome: Ana → Ana Lima' (what a screen reader reads, and a copy-paste gets). */
export function textoDaLinha(linha: LinhaDeDiferenca): string {
  if (linha.incluidos || linha.retirados) {
    const partes = [
      linha.incluidos?.length ? `incluídas ${linha.incluidos.join(', ')}` : '',
      linha.retirados?.length ? `retiradas ${linha.retirados.join(', ')}` : '',
    ].filter(Boolean);
    return `${linha.rotulo}: ${partes.join('; ') || 'sem mudança'}`;
  }
  return `${linha.rotulo}: ${linha.de} → ${linha.para}`;
}

const ACOES: Record<string, string> = {
  criar: 'Criou',
  atualizar: 'Alterou',
  inativar: 'Inativou',
  reativar: 'Reativou',
  excluir: 'Excluiu',
  'redefinir-senha': 'Redefiniu a senha de',
  desbloquear: 'Desbloqueou',
  'alterar-senha': 'Trocou a própria senha',
  alocar: 'Enturmou',
  desalocar: 'Desalocou',
  encerrar: 'Encerrou',
  afastar: 'Afastou',
  // Issue 32: every action the server writes reads as a Portuguese verb, never as its code.
  registrar: 'Registrou',
  lancar: 'Lançou',
  gerar: 'Gerou',
  recalcular: 'Recalculou',
  pagar: 'Pagou',
  prorrogar: 'Prorrogou',
  rescindir: 'Rescindiu',
  reordenar: 'Reordenou',
  duplicar: 'Duplicou',
  aplicar: 'Aplicou',
  responder: 'Respondeu',
  concluir: 'Concluiu',
  anonimizar: 'Anonimizou',
  emitir: 'Emitiu',
  revogar: 'Revogou',
  'enviar-link': 'Enviou o link do portal a',
  'reenviar-link': 'Reenviou o link do portal a',
  'revogar-link': 'Cancelou o link do portal de',
  'lembrar-avaliacoes': 'Lembrou das avaliações',
};
/** The verb of an audit action ('atualizar' -> 'Alterou'); unknown ones as they come. */
export const rotuloDaAcao = (acao: string): string => ACOES[acao] ?? acao;

/** Actions offered by the filter (the trail accepts any text). */
export const ACOES_CONHECIDAS = Object.keys(ACOES);
