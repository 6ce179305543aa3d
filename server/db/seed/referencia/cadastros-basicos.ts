// Linhas iniciais dos cadastros básicos (/cadastros). Tabelas do produto, sem classificação oficial
// por trás, salvo onde `fundamento` cita a lei. `codigo` é uma chave estável para o seed reaplicar
// sem duplicar; o nome pode ser editado pelo usuário depois.
import type { CodigoProfissao } from './profissoes';

export interface ItemCadastro {
  readonly codigo: string;
  readonly nome: string;
}

export const ESTADOS_CIVIS = [
  { codigo: 'solteiro', nome: 'Solteiro(a)' },
  { codigo: 'casado', nome: 'Casado(a)' },
  { codigo: 'uniao-estavel', nome: 'União estável' },
  { codigo: 'separado', nome: 'Separado(a)' },
  { codigo: 'divorciado', nome: 'Divorciado(a)' },
  { codigo: 'viuvo', nome: 'Viúvo(a)' },
] as const satisfies readonly ItemCadastro[];

// Identidade de gênero declarada pela pessoa; o nome social tem campo próprio no aprendiz.
export const GENEROS = [
  { codigo: 'feminino', nome: 'Feminino' },
  { codigo: 'masculino', nome: 'Masculino' },
  { codigo: 'mulher-trans', nome: 'Mulher trans' },
  { codigo: 'homem-trans', nome: 'Homem trans' },
  { codigo: 'nao-binario', nome: 'Não binário' },
  { codigo: 'outro', nome: 'Outro' },
  { codigo: 'prefiro-nao-informar', nome: 'Prefiro não informar' },
] as const satisfies readonly ItemCadastro[];

export interface GrauEscolaridade extends ItemCadastro {
  readonly ordem: number;
  /**
   * Ainda estuda. Quem não concluiu o ensino médio precisa estar matriculado e frequentando a
   * escola para ser aprendiz (CLT, art. 428, § 1º).
   */
  readonly cursando: boolean;
}

export const GRAUS_ESCOLARIDADE = [
  { codigo: 'fundamental-cursando', nome: 'Ensino fundamental cursando', ordem: 1, cursando: true },
  {
    codigo: 'fundamental-incompleto',
    nome: 'Ensino fundamental incompleto',
    ordem: 2,
    cursando: false,
  },
  {
    codigo: 'fundamental-completo',
    nome: 'Ensino fundamental completo',
    ordem: 3,
    cursando: false,
  },
  {
    codigo: 'eja-cursando',
    nome: 'EJA (Educação de Jovens e Adultos) cursando',
    ordem: 4,
    cursando: true,
  },
  { codigo: 'medio-cursando', nome: 'Ensino médio cursando', ordem: 5, cursando: true },
  { codigo: 'medio-incompleto', nome: 'Ensino médio incompleto', ordem: 6, cursando: false },
  { codigo: 'medio-completo', nome: 'Ensino médio completo', ordem: 7, cursando: false },
  { codigo: 'tecnico-cursando', nome: 'Ensino técnico cursando', ordem: 8, cursando: true },
  { codigo: 'tecnico-completo', nome: 'Ensino técnico completo', ordem: 9, cursando: false },
  { codigo: 'superior-cursando', nome: 'Ensino superior cursando', ordem: 10, cursando: true },
  { codigo: 'superior-incompleto', nome: 'Ensino superior incompleto', ordem: 11, cursando: false },
  { codigo: 'superior-completo', nome: 'Ensino superior completo', ordem: 12, cursando: false },
] as const satisfies readonly GrauEscolaridade[];

export interface MotivoAfastamento extends ItemCadastro {
  readonly fundamento?: string;
}

export const MOTIVOS_AFASTAMENTO = [
  {
    codigo: 'licenca-medica',
    nome: 'Licença médica',
    fundamento:
      'Primeiros 15 dias pagos pela empresa; depois, auxílio por incapacidade temporária (Lei 8.213/1991, art. 60)',
  },
  {
    codigo: 'licenca-maternidade',
    nome: 'Licença-maternidade',
    fundamento: '120 dias (Constituição, art. 7º, XVIII; CLT, art. 392)',
  },
  {
    codigo: 'licenca-paternidade',
    nome: 'Licença-paternidade',
    fundamento: '5 dias (Constituição, art. 7º, XIX; ADCT, art. 10, § 1º)',
  },
  {
    codigo: 'acidente-trabalho',
    nome: 'Acidente de trabalho',
    fundamento: 'Lei 8.213/1991, arts. 19 e 60',
  },
  {
    codigo: 'servico-militar',
    nome: 'Serviço militar',
    fundamento: 'CLT, art. 472',
  },
  {
    codigo: 'suspensao-disciplinar',
    nome: 'Suspensão disciplinar',
    fundamento: 'Até 30 dias consecutivos (CLT, art. 474)',
  },
  { codigo: 'outros', nome: 'Outros' },
] as const satisfies readonly MotivoAfastamento[];

// As três situações jurídicas, seguidas das nacionalidades mais comuns entre imigrantes no Brasil.
export const NACIONALIDADES = [
  { codigo: 'brasileira', nome: 'Brasileira' },
  { codigo: 'brasileira-naturalizada', nome: 'Brasileira naturalizada' },
  { codigo: 'estrangeira', nome: 'Estrangeira' },
  { codigo: 'venezuelana', nome: 'Venezuelana' },
  { codigo: 'haitiana', nome: 'Haitiana' },
  { codigo: 'boliviana', nome: 'Boliviana' },
  { codigo: 'colombiana', nome: 'Colombiana' },
  { codigo: 'paraguaia', nome: 'Paraguaia' },
  { codigo: 'argentina', nome: 'Argentina' },
  { codigo: 'peruana', nome: 'Peruana' },
  { codigo: 'cubana', nome: 'Cubana' },
  { codigo: 'angolana', nome: 'Angolana' },
] as const satisfies readonly ItemCadastro[];

// Regiões genéricas de uma área metropolitana; cada instalação renomeia para a sua cidade.
export const REGIOES = [
  { codigo: 'centro', nome: 'Centro' },
  { codigo: 'zona-norte', nome: 'Zona Norte' },
  { codigo: 'zona-sul', nome: 'Zona Sul' },
  { codigo: 'zona-leste', nome: 'Zona Leste' },
  { codigo: 'zona-oeste', nome: 'Zona Oeste' },
  { codigo: 'regiao-metropolitana', nome: 'Região metropolitana (outros municípios)' },
] as const satisfies readonly ItemCadastro[];

export interface TipoContato extends ItemCadastro {
  /** Como validar e formatar o valor do contato. */
  readonly formato: 'telefone' | 'email';
}

export const TIPOS_CONTATO = [
  { codigo: 'telefone', nome: 'Telefone', formato: 'telefone' },
  { codigo: 'celular', nome: 'Celular', formato: 'telefone' },
  { codigo: 'whatsapp', nome: 'WhatsApp', formato: 'telefone' },
  { codigo: 'email', nome: 'E-mail', formato: 'email' },
  { codigo: 'recado', nome: 'Recado', formato: 'telefone' },
] as const satisfies readonly TipoContato[];

export interface Conceito {
  readonly sigla: string;
  readonly descricao: string;
  /** Faixas fechadas [notaMinima, notaMaxima], em notas de 0 a 10 com duas casas. */
  readonly notaMinima: number;
  readonly notaMaxima: number;
}

export const CONCEITOS = [
  { sigla: 'A', descricao: 'Excelente', notaMinima: 9, notaMaxima: 10 },
  { sigla: 'B', descricao: 'Bom', notaMinima: 7, notaMaxima: 8.99 },
  { sigla: 'C', descricao: 'Regular', notaMinima: 5, notaMaxima: 6.99 },
  { sigla: 'D', descricao: 'Insuficiente', notaMinima: 0, notaMaxima: 4.99 },
] as const satisfies readonly Conceito[];

/** O conceito de uma nota de 0 a 10 (arredondada a duas casas), ou undefined fora da escala. */
export function conceitoDaNota(nota: number): Conceito | undefined {
  const arredondada = Math.round(nota * 100) / 100;
  return CONCEITOS.find((c) => arredondada >= c.notaMinima && arredondada <= c.notaMaxima);
}

export interface Curso {
  readonly codigo: string;
  readonly nome: string;
  /** Ocupação CBO (####-##) para a qual o curso qualifica; sempre uma de PROFISSOES. */
  readonly profissao: CodigoProfissao;
  /** Horas da formação teórica do programa na entidade formadora. */
  readonly cargaHorariaTotal: number;
  readonly descricao: string;
}

export const CURSOS = [
  {
    codigo: 'servicos-administrativos',
    nome: 'Aprendiz em Serviços Administrativos',
    profissao: '4110-10',
    cargaHorariaTotal: 480,
    descricao:
      'Rotinas de escritório, arquivo, atendimento, noções de departamento pessoal, financeiro e informática aplicada.',
  },
  {
    codigo: 'logistica',
    nome: 'Aprendiz em Logística',
    profissao: '4141-40',
    cargaHorariaTotal: 480,
    descricao:
      'Recebimento, conferência, armazenagem e expedição de mercadorias; controle de estoque e inventário.',
  },
  {
    codigo: 'comercio-varejo',
    nome: 'Aprendiz em Comércio e Varejo',
    profissao: '5211-10',
    cargaHorariaTotal: 400,
    descricao:
      'Atendimento e vendas no varejo, exposição e reposição de produtos, operação de caixa e pós-venda.',
  },
  {
    codigo: 'atendimento-telemarketing',
    nome: 'Aprendiz em Teleatendimento',
    profissao: '4223-10',
    cargaHorariaTotal: 400,
    descricao:
      'Atendimento ativo e receptivo por telefone e canais digitais, comunicação e registro de chamados.',
  },
  {
    codigo: 'servicos-bancarios',
    nome: 'Aprendiz em Serviços Bancários',
    profissao: '4132-25',
    cargaHorariaTotal: 560,
    descricao:
      'Produtos e serviços bancários, atendimento em agência, matemática financeira básica e prevenção à lavagem de dinheiro.',
  },
  {
    codigo: 'producao-industrial',
    nome: 'Aprendiz em Produção Industrial',
    profissao: '7842-05',
    cargaHorariaTotal: 560,
    descricao:
      'Processos produtivos, qualidade, segurança do trabalho, 5S e operação assistida de linha de produção.',
  },
  {
    codigo: 'manutencao-predial',
    nome: 'Aprendiz em Manutenção Predial',
    profissao: '5143-10',
    cargaHorariaTotal: 480,
    descricao:
      'Pequenos reparos hidráulicos, de alvenaria e pintura, conservação de edificações e segurança do trabalho.',
  },
  {
    codigo: 'alimentacao',
    nome: 'Aprendiz em Serviços de Alimentação',
    profissao: '5135-05',
    cargaHorariaTotal: 400,
    descricao:
      'Higiene e manipulação de alimentos, pré-preparo, organização de cozinha e atendimento em lanchonetes.',
  },
  {
    codigo: 'suporte-ti',
    nome: 'Aprendiz em Suporte de Informática',
    profissao: '3172-05',
    cargaHorariaTotal: 480,
    descricao:
      'Sistemas operacionais, pacote de escritório, redes básicas, atendimento ao usuário e registro de chamados.',
  },
  {
    codigo: 'eletricidade-predial',
    nome: 'Aprendiz em Eletricidade Predial',
    profissao: '7156-15',
    cargaHorariaTotal: 640,
    descricao:
      'Circuitos e instalações elétricas de baixa tensão, leitura de projetos e NR-10 (para maiores de 18 anos).',
  },
] as const satisfies readonly Curso[];
