// Demo partner companies and their units in the São Paulo metropolitan region: real IBGE
// municipalities with their CEP ranges, CNPJs with valid check digits (head office 0001, branches
// 0002...), CNAE sections that match the kind of company. Pure data generation: no database here.
import { digitosVerificadoresCnpj } from '../../../src/shared/validation/parceiro';
import { BAIRROS, LOGRADOUROS, SOBRENOMES } from './demo/nomes';
import type { Sorteio } from './demo-sorteio';

/** Municipalities of Greater São Paulo (IBGE code) with the CEP range of each. */
export const MUNICIPIOS_DEMO = [
  { id: 3550308, nome: 'São Paulo', ceps: [1000, 5999], peso: 10 },
  { id: 3518800, nome: 'Guarulhos', ceps: [7000, 7399], peso: 2 },
  { id: 3534401, nome: 'Osasco', ceps: [6000, 6299], peso: 2 },
  { id: 3547809, nome: 'Santo André', ceps: [9000, 9299], peso: 2 },
  { id: 3548708, nome: 'São Bernardo do Campo', ceps: [9600, 9899], peso: 2 },
  { id: 3548807, nome: 'São Caetano do Sul', ceps: [9500, 9599], peso: 1 },
  { id: 3513801, nome: 'Diadema', ceps: [9900, 9999], peso: 1 },
  { id: 3529401, nome: 'Mauá', ceps: [9300, 9399], peso: 1 },
  { id: 3505708, nome: 'Barueri', ceps: [6400, 6499], peso: 1 },
  { id: 3510609, nome: 'Carapicuíba', ceps: [6300, 6399], peso: 1 },
  { id: 3513009, nome: 'Cotia', ceps: [6700, 6729], peso: 1 },
  { id: 3552809, nome: 'Taboão da Serra', ceps: [6750, 6799], peso: 1 },
  { id: 3530607, nome: 'Mogi das Cruzes', ceps: [8700, 8899], peso: 1 },
  { id: 3552502, nome: 'Suzano', ceps: [8600, 8699], peso: 1 },
] as const;

export type MunicipioDemo = (typeof MUNICIPIOS_DEMO)[number];

/** Kinds of company and their CNAE section. */
const RAMOS: readonly { prefixos: readonly string[]; secao: string }[] = [
  {
    prefixos: ['Supermercados', 'Atacadista', 'Farmácias', 'Magazine', 'Distribuidora'],
    secao: 'G',
  },
  { prefixos: ['Transportadora', 'Logística', 'Expresso'], secao: 'H' },
  { prefixos: ['Metalúrgica', 'Embalagens', 'Têxtil', 'Autopeças', 'Alimentos'], secao: 'C' },
  { prefixos: ['Banco', 'Cooperativa de Crédito', 'Seguradora'], secao: 'K' },
  { prefixos: ['Hospital', 'Clínica', 'Laboratório'], secao: 'Q' },
  { prefixos: ['Construtora', 'Engenharia'], secao: 'F' },
  { prefixos: ['Hotel', 'Restaurantes'], secao: 'I' },
  { prefixos: ['Tecnologia', 'Telecom', 'Sistemas'], secao: 'J' },
  { prefixos: ['Contabilidade', 'Consultoria'], secao: 'M' },
  { prefixos: ['Serviços de Limpeza', 'Segurança Patrimonial', 'Facilities'], secao: 'N' },
];

const NOMES = [
  'Paulista',
  'Bandeirantes',
  'Ipiranga',
  'Tietê',
  'Horizonte',
  'Aliança',
  'Progresso',
  'Piratininga',
  'Anhanguera',
  'Cantareira',
  'Jaraguá',
  'Mooca',
  'Vila Rica',
  'Boa Vista',
  'Nova Era',
  'Primavera',
  'Estrela',
  'Atlântico',
  'Serra do Mar',
  'Guarapiranga',
  'Imigrantes',
  'Morumbi',
  'Sol Nascente',
  'União',
  'Continental',
  'Pioneira',
  'Santa Helena',
  'Itapeva',
  'Aricanduva',
  'Paraíso',
];

/** Adults' first names (the apprentices' list in demo/nomes.ts is of a younger generation). */
export const PRIMEIROS_NOMES = {
  F: [
    'Ana',
    'Beatriz',
    'Camila',
    'Daniela',
    'Fernanda',
    'Juliana',
    'Luciana',
    'Mariana',
    'Patrícia',
    'Renata',
    'Simone',
    'Tatiane',
    'Vanessa',
    'Cláudia',
    'Sandra',
    'Márcia',
    'Adriana',
    'Elaine',
  ],
  M: [
    'André',
    'Bruno',
    'Carlos',
    'Diego',
    'Eduardo',
    'Fábio',
    'Gustavo',
    'Henrique',
    'Leandro',
    'Marcelo',
    'Paulo',
    'Rafael',
    'Ricardo',
    'Rodrigo',
    'Sérgio',
    'Thiago',
    'Vinícius',
    'José',
  ],
} as const;

const semAcentos = (texto: string) => texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

export function nomePessoa(s: Sorteio, sexo: 'F' | 'M'): string {
  const sobrenomes = s.embaralhar(SOBRENOMES).slice(0, s.inteiro(1, 2));
  return [s.escolher(PRIMEIROS_NOMES[sexo]), ...sobrenomes].join(' ');
}

export function municipioSorteado(s: Sorteio): MunicipioDemo {
  const total = MUNICIPIOS_DEMO.reduce((soma, m) => soma + m.peso, 0);
  let alvo = s.inteiro(1, total);
  for (const m of MUNICIPIOS_DEMO) {
    alvo -= m.peso;
    if (alvo <= 0) return m;
  }
  return MUNICIPIOS_DEMO[0];
}

export interface EnderecoDemo {
  cep: string;
  logradouro: string;
  numero: string;
  bairro: string;
  municipioId: number;
  uf: 'SP';
}

export function enderecoSorteado(s: Sorteio, municipio = municipioSorteado(s)): EnderecoDemo {
  const prefixo = s.inteiro(municipio.ceps[0], municipio.ceps[1]);
  return {
    cep: `${String(prefixo).padStart(5, '0')}${String(s.inteiro(0, 99) * 10).padStart(3, '0')}`,
    logradouro: s.escolher(LOGRADOUROS),
    numero: String(s.inteiro(10, 3500)),
    bairro: s.escolher(BAIRROS),
    municipioId: municipio.id,
    uf: 'SP',
  };
}

export const telefoneFixo = (s: Sorteio) =>
  `(11) ${s.inteiro(2000, 5999)}-${String(s.inteiro(0, 9999)).padStart(4, '0')}`;
export const celular = (s: Sorteio) =>
  `(11) 9${s.inteiro(6000, 9999)}-${String(s.inteiro(0, 9999)).padStart(4, '0')}`;

export interface UnidadeDemo {
  nome: string;
  cnpj: string;
  endereco: EnderecoDemo;
  responsavel: string;
  telefone: string;
}

export interface ParceiroDemo {
  razaoSocial: string;
  nomeFantasia: string;
  cnpj: string;
  secao: string;
  endereco: EnderecoDemo;
  contatoNome: string;
  contatoEmail: string;
  contatoTelefone: string;
  unidades: UnidadeDemo[];
}

/** A CNPJ root (8 digits) and the full number of its establishment `ordem` (1 = head office). */
function cnpjDe(raiz: string, ordem: number): string {
  const base = `${raiz}${String(ordem).padStart(4, '0')}`;
  return `${base}${digitosVerificadoresCnpj(base)}`;
}

export function gerarParceiros(s: Sorteio, quantidade: number): ParceiroDemo[] {
  const usados = new Set<string>();
  const raizes = new Set<string>();
  const parceiros: ParceiroDemo[] = [];
  while (parceiros.length < quantidade) {
    const ramo = s.escolher(RAMOS);
    const prefixo = s.escolher(ramo.prefixos);
    const nome = s.escolher(NOMES);
    const fantasia = `${prefixo} ${nome}`;
    if (usados.has(fantasia)) continue;
    usados.add(fantasia);
    let raiz = String(s.inteiro(10_000_000, 99_999_999));
    while (raizes.has(raiz)) raiz = String(s.inteiro(10_000_000, 99_999_999));
    raizes.add(raiz);
    const juridica = ramo.secao === 'K' || s.chance(0.25) ? 'S.A.' : 'Ltda';
    const sede = enderecoSorteado(s);
    const dominio = semAcentos(fantasia)
      .toLowerCase()
      .replace(/[^a-z]+/g, '');
    const unidades: UnidadeDemo[] = [];
    const total = s.inteiro(1, 4);
    for (let i = 1; i <= total; i += 1) {
      const municipio = i === 1 ? undefined : municipioSorteado(s);
      const endereco = i === 1 ? sede : enderecoSorteado(s, municipio);
      const nomeUnidade =
        i === 1
          ? 'Matriz'
          : ramo.secao === 'H' && i === 2
            ? 'Centro de Distribuição'
            : `Filial ${municipio?.nome === 'São Paulo' ? endereco.bairro : (municipio?.nome ?? '')}`;
      if (unidades.some((u) => u.nome === nomeUnidade)) continue;
      unidades.push({
        nome: nomeUnidade,
        cnpj: cnpjDe(raiz, i),
        endereco,
        responsavel: nomePessoa(s, s.chance(0.5) ? 'F' : 'M'),
        telefone: telefoneFixo(s),
      });
    }
    parceiros.push({
      razaoSocial: `${fantasia} ${juridica}`,
      nomeFantasia: fantasia,
      cnpj: cnpjDe(raiz, 1),
      secao: ramo.secao,
      endereco: sede,
      contatoNome: nomePessoa(s, s.chance(0.6) ? 'F' : 'M'),
      contatoEmail: `rh@${dominio}.com.br`,
      contatoTelefone: telefoneFixo(s),
      unidades,
    });
  }
  return parceiros;
}
