// The permission catalogue and the five seeded roles (funções). A route declares the permission
// it needs with `config: { permissao: 'area:acao' }`; modules/auth/plugin.ts checks it. Later issues add
// entries here, not mechanisms.

interface DefinicaoPermissao {
  rotulo: string;
  area: string;
}

export const CATALOGO_PERMISSOES = {
  'aprendizes:ler': { rotulo: 'Ver aprendizes', area: 'Aprendizes' },
  'aprendizes:escrever': { rotulo: 'Cadastrar, editar e inativar aprendizes', area: 'Aprendizes' },
  'aprendizes:ver-cpf': { rotulo: 'Ver CPF e documentos completos', area: 'Aprendizes' },
  'turmas:ler': { rotulo: 'Ver turmas e enturmações', area: 'Turmas' },
  'turmas:escrever': { rotulo: 'Criar turmas, enturmar e desalocar', area: 'Turmas' },
  'parceiros:ler': { rotulo: 'Ver empresas parceiras e unidades', area: 'Empresas' },
  'parceiros:escrever': { rotulo: 'Cadastrar e editar empresas e unidades', area: 'Empresas' },
  'educadores:ler': { rotulo: 'Ver educadores', area: 'Educadores' },
  'educadores:escrever': { rotulo: 'Cadastrar e editar educadores', area: 'Educadores' },
  'contratos:ler': { rotulo: 'Ver contratos', area: 'Contratos' },
  'contratos:escrever': { rotulo: 'Criar, prorrogar e rescindir contratos', area: 'Contratos' },
  'vagas:ler': { rotulo: 'Ver vagas, candidatos e encaminhamentos', area: 'Vagas' },
  'vagas:escrever': { rotulo: 'Abrir vagas e encaminhar candidatos', area: 'Vagas' },
  'frequencia:ler': { rotulo: 'Ver frequência', area: 'Frequência' },
  'frequencia:escrever': { rotulo: 'Registrar frequência e justificar faltas', area: 'Frequência' },
  'frequencia:corrigir': {
    rotulo: 'Corrigir frequência de dias com mais de 7 dias',
    area: 'Frequência',
  },
  'avaliacoes:ler': { rotulo: 'Ver avaliações, notas e boletins', area: 'Avaliações' },
  'avaliacoes:escrever': { rotulo: 'Aplicar avaliações e lançar notas', area: 'Avaliações' },
  'modulos:ler': { rotulo: 'Ver módulos, disciplinas e planos', area: 'Módulos' },
  'modulos:escrever': { rotulo: 'Montar módulos, disciplinas e planos', area: 'Módulos' },
  'beneficios:ler': { rotulo: 'Ver benefícios e pagamentos', area: 'Benefícios' },
  'beneficios:escrever': {
    rotulo: 'Calcular benefícios e registrar pagamentos',
    area: 'Benefícios',
  },
  'relatorios:ler': { rotulo: 'Ver estatísticas e emitir relatórios', area: 'Relatórios' },
  'cadastros:ler': { rotulo: 'Ver cadastros auxiliares', area: 'Cadastros' },
  'cadastros:escrever': { rotulo: 'Editar cadastros auxiliares', area: 'Cadastros' },
  'usuarios:admin': { rotulo: 'Administrar usuários e funções', area: 'Administração' },
  // LGPD (issue 17): the data subject's report and the irreversible anonymisation. Only the
  // administrador has it by default; a função gets it on /admin/funcoes, never by accident.
  'lgpd:titular': {
    rotulo: 'Relatório do titular e anonimização (LGPD)',
    area: 'Administração',
  },
  // Issue 34: the salário mínimo per year, which every apprenticeship bolsa is checked against.
  // Only the administrador has it by default (migration 0017).
  'salario-minimo:escrever': {
    rotulo: 'Cadastrar o salário mínimo de cada ano',
    area: 'Administração',
  },
  // Issue 35: certificates and declarations. Reading their register follows aprendizes:ler and
  // the apprentice's record rule; issuing and revoking are separate (migration 0018).
  'documentos:emitir': {
    rotulo: 'Emitir certificados e declarações',
    area: 'Documentos',
  },
  'documentos:revogar': {
    rotulo: 'Revogar certificados e declarações',
    area: 'Documentos',
  },
  // Issue 36: the e-mail outbox (recipients and contents are personal data). Only the administrador
  // has it by default (migration 0019).
  'emails:admin': { rotulo: 'Ver e reenviar os e-mails enviados', area: 'Administração' },
} as const satisfies Record<string, DefinicaoPermissao>;

export type Permissao = keyof typeof CATALOGO_PERMISSOES;

export const TODAS_PERMISSOES = Object.keys(CATALOGO_PERMISSOES) as Permissao[];

export function ehPermissao(valor: string): valor is Permissao {
  return Object.hasOwn(CATALOGO_PERMISSOES, valor);
}

export type ChaveFuncao =
  'administrador' | 'coordenacao' | 'secretaria' | 'educador' | 'financeiro';

export interface FuncaoPadrao {
  chave: ChaveFuncao;
  nome: string;
  descricao: string;
  permissoes: readonly Permissao[];
}

const exceto = (...fora: Permissao[]) => TODAS_PERMISSOES.filter((p) => !fora.includes(p));

export const FUNCOES_PADRAO: readonly FuncaoPadrao[] = [
  {
    chave: 'administrador',
    nome: 'Administrador',
    descricao: 'Acesso completo, incluindo usuários e funções.',
    permissoes: TODAS_PERMISSOES,
  },
  {
    chave: 'coordenacao',
    nome: 'Coordenação',
    descricao: 'Conduz o programa: tudo, exceto administrar usuários.',
    permissoes: exceto('usuarios:admin', 'lgpd:titular', 'salario-minimo:escrever', 'emails:admin'),
  },
  {
    chave: 'secretaria',
    nome: 'Secretaria',
    descricao: 'Cadastros, contratos, vagas e enturmação do dia a dia.',
    permissoes: [
      'aprendizes:ler',
      'aprendizes:escrever',
      'aprendizes:ver-cpf',
      'turmas:ler',
      'turmas:escrever',
      'parceiros:ler',
      'parceiros:escrever',
      'educadores:ler',
      'contratos:ler',
      'contratos:escrever',
      'vagas:ler',
      'vagas:escrever',
      'frequencia:ler',
      'avaliacoes:ler',
      'modulos:ler',
      'beneficios:ler',
      'relatorios:ler',
      'cadastros:ler',
      'cadastros:escrever',
      'documentos:emitir',
    ],
  },
  {
    chave: 'educador',
    nome: 'Educador',
    descricao: 'Frequência, avaliações e notas das suas turmas.',
    permissoes: [
      'aprendizes:ler',
      'turmas:ler',
      'educadores:ler',
      'frequencia:ler',
      'frequencia:escrever',
      'avaliacoes:ler',
      'avaliacoes:escrever',
      'modulos:ler',
      'relatorios:ler',
      'cadastros:ler',
    ],
  },
  {
    chave: 'financeiro',
    nome: 'Financeiro',
    descricao: 'Benefícios e pagamentos, com leitura de contratos e frequência.',
    permissoes: [
      'aprendizes:ler',
      'aprendizes:ver-cpf',
      'turmas:ler',
      'parceiros:ler',
      'contratos:ler',
      'frequencia:ler',
      'beneficios:ler',
      'beneficios:escrever',
      'relatorios:ler',
      'cadastros:ler',
    ],
  },
];
