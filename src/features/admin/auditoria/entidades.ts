// The kinds of record the audit trail names (its `entidade`, as the server writes it): how each
// reads in Portuguese and, when the record has a screen of its own, where it opens. One entry per
// kind, so a kind offered by the filter always has its label and its link next to it; the links
// name routes of the route table (caminhoDe), so a route renamed there breaks the build here.
import { caminhoDe } from '../../../shared/navigation';

interface Entidade {
  rotulo: string;
  /** How its id reads after the label, when it is not a number ('2026-10' -> 'de 10/2026'). */
  id?: (id: string) => string;
  /** The address of one record, when it has a screen (or a list that opens it). */
  registro?: (id: string) => string;
}

const ENTIDADES = {
  aprendiz: { rotulo: 'Aprendiz', registro: (id) => caminhoDe('/aprendizes/:id', { id }) },
  afastamento: { rotulo: 'Afastamento' },
  usuario: {
    rotulo: 'Usuário',
    // The users' list opens the edit dialog; 'todos' so an inactive user is found too.
    registro: (id) => `${caminhoDe('/usuarios')}?editar=${id}&ativo=todos`,
  },
  funcao: { rotulo: 'Função', registro: (id) => `${caminhoDe('/admin/funcoes')}?funcao=${id}` },
  turma: { rotulo: 'Turma', registro: (id) => caminhoDe('/turmas/:id', { id }) },
  alocacao: { rotulo: 'Enturmação' },
  educador: { rotulo: 'Educador', registro: (id) => caminhoDe('/educadores/:id', { id }) },
  parceiro: { rotulo: 'Empresa' },
  unidade: { rotulo: 'Unidade' },
  lotacao: { rotulo: 'Lotação em unidade' },
  supervisor: { rotulo: 'Supervisor da unidade' },
  conceitos: { rotulo: 'Conceito' },
  'estado-civil': { rotulo: 'Estado civil' },
  genero: { rotulo: 'Gênero' },
  'grau-escolaridade': { rotulo: 'Grau de escolaridade' },
  'motivos-afastamento': { rotulo: 'Motivo de afastamento' },
  nacionalidade: { rotulo: 'Nacionalidade' },
  regiao: { rotulo: 'Região' },
  'tipos-contato': { rotulo: 'Tipo de contato' },
  // Issue 32: every kind the server writes has its Portuguese name (no 'competencia-beneficios').
  contrato: { rotulo: 'Contrato', registro: (id) => caminhoDe('/contratos/:id', { id }) },
  prorrogacao: { rotulo: 'Prorrogação de contrato' },
  rescisao: { rotulo: 'Rescisão de contrato' },
  vaga: { rotulo: 'Vaga', registro: (id) => caminhoDe('/vagas/:id', { id }) },
  candidato: { rotulo: 'Candidatura' },
  encaminhamento: { rotulo: 'Encaminhamento' },
  'competencia-beneficios': {
    rotulo: 'Benefícios do mês',
    id: (id) => (/^\d{4}-\d{2}$/.test(id) ? `de ${id.slice(5)}/${id.slice(0, 4)}` : `#${id}`),
  },
  'beneficios-padroes': { rotulo: 'Valores padrão dos benefícios' },
  pagamento: { rotulo: 'Pagamento' },
  frequencia: {
    rotulo: 'Frequência',
    // 'turmaId:aaaa-mm-dd'
    id: (id) => {
      const [turma, data] = id.split(':');
      return turma && data && /^\d{4}-\d{2}-\d{2}$/.test(data)
        ? `da turma #${turma} em ${data.slice(8)}/${data.slice(5, 7)}/${data.slice(0, 4)}`
        : `#${id}`;
    },
  },
  notas: { rotulo: 'Notas' },
  avaliacao: { rotulo: 'Modelo de avaliação' },
  'avaliacao-aplicada': { rotulo: 'Avaliação aplicada' },
  curso: { rotulo: 'Curso' },
  plano: { rotulo: 'Plano de curso' },
  modulo: { rotulo: 'Módulo' },
  disciplina: { rotulo: 'Disciplina' },
  feriado: { rotulo: 'Feriado' },
  'salario-minimo': { rotulo: 'Salário mínimo' },
  'lgpd-configuracao': { rotulo: 'Retenção de dados (LGPD)' },
  identidade: { rotulo: 'Documento de identidade' },
  // Issue 35: issued, revoked; the register lists them.
  documento: { rotulo: 'Certificado ou declaração', registro: () => caminhoDe('/documentos') },
} satisfies Record<string, Entidade>;

export type EntidadeAuditada = keyof typeof ENTIDADES;

const entidade = (nome: string): Entidade | undefined =>
  Object.hasOwn(ENTIDADES, nome) ? ENTIDADES[nome as EntidadeAuditada] : undefined;

/** Kinds offered by the filter (the trail accepts any text). */
export const ENTIDADES_CONHECIDAS = Object.keys(ENTIDADES) as EntidadeAuditada[];

/** 'estado-civil' -> 'Estado civil'; unknown kinds as they come. */
export const rotuloDaEntidade = (nome: string): string => entidade(nome)?.rotulo ?? nome;

/** 'Benefícios do mês de 10/2026', 'Aprendiz #12', 'Função' (no id): the record a line is about. */
export function descricaoDoRegistro(nome: string, id: string | null): string {
  const rotulo = rotuloDaEntidade(nome);
  if (!id) return rotulo;
  return `${rotulo} ${entidade(nome)?.id?.(id) ?? `#${id}`}`;
}

/** Where a record of the trail can be opened, when it has a screen of its own. */
export function linkDoRegistro(nome: string, id: string | null): string | undefined {
  return id ? entidade(nome)?.registro?.(id) : undefined;
}
