// Demo educators: the seed's fields filled as a school's staff would (valid CPFs, addresses in
// Greater São Paulo, entry dates over the last fifteen years). Pure data generation.
import { digitosVerificadoresCpf } from '../../../src/shared/validation/documentos';
import type { educadores } from '../schema';
import {
  celular,
  enderecoSorteado,
  municipioSorteado,
  nomePessoa,
  telefoneFixo,
} from './demo-parceiros';
import { type Sorteio } from './demo-sorteio';
import { somarDias } from '../../../src/shared/validation/datas';

const ESTADOS_CIVIS = ['Solteiro(a)', 'Casado(a)', 'Casado(a)', 'União estável', 'Divorciado(a)'];
const NATURALIDADES = [
  { cidade: 'São Paulo', uf: 'SP' },
  { cidade: 'Campinas', uf: 'SP' },
  { cidade: 'Santos', uf: 'SP' },
  { cidade: 'Belo Horizonte', uf: 'MG' },
  { cidade: 'Salvador', uf: 'BA' },
  { cidade: 'Recife', uf: 'PE' },
  { cidade: 'Curitiba', uf: 'PR' },
  { cidade: 'Fortaleza', uf: 'CE' },
];

const semAcentos = (texto: string) => texto.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

function cpfSorteado(s: Sorteio, usados: Set<string>): string {
  for (;;) {
    const base = String(s.inteiro(100_000_000, 999_999_999));
    const cpf = `${base}${digitosVerificadoresCpf(base)}`;
    if (!usados.has(cpf) && !/^(\d)\1{10}$/.test(cpf)) {
      usados.add(cpf);
      return cpf;
    }
  }
}

export function gerarEducadores(
  s: Sorteio,
  quantidade: number,
  hoje: string,
  grauInstrucaoId: number | null,
): (typeof educadores.$inferInsert)[] {
  const cpfs = new Set<string>();
  const nomes = new Set<string>();
  const linhas: (typeof educadores.$inferInsert)[] = [];
  while (linhas.length < quantidade) {
    const sexo = s.chance(0.6) ? 'F' : 'M';
    const nome = nomePessoa(s, sexo);
    if (nomes.has(nome)) continue;
    nomes.add(nome);
    const municipio = municipioSorteado(s);
    const endereco = enderecoSorteado(s, municipio);
    const naturalidade = s.escolher(NATURALIDADES);
    const usuario = semAcentos(nome).toLowerCase().replace(/\s+/g, '.');
    linhas.push({
      nome,
      cpf: cpfSorteado(s, cpfs),
      sexo,
      dataNascimento: somarDias(hoje, -s.inteiro(25 * 365, 60 * 365)),
      email: `${usuario}@educadores.org.br`,
      telefone: s.chance(0.5) ? telefoneFixo(s) : null,
      telefoneCelular: celular(s),
      endereco: endereco.logradouro,
      numeroEndereco: endereco.numero,
      complemento: s.chance(0.3) ? `Apto ${s.inteiro(11, 154)}` : null,
      bairro: endereco.bairro,
      cidade: municipio.nome,
      uf: 'SP',
      cep: endereco.cep,
      estadoCivil: s.escolher(ESTADOS_CIVIS),
      naturalidade: naturalidade.cidade,
      ufNaturalidade: naturalidade.uf,
      identidade: `${s.inteiro(10, 59)}.${s.inteiro(100, 999)}.${s.inteiro(100, 999)}-${s.inteiro(0, 9)}`,
      expedIdentidade: 'SSP/SP',
      dataEntrada: somarDias(hoje, -s.inteiro(60, 15 * 365)),
      observacoes: null,
      grauInstrucaoId,
      // A few left the programme.
      ativo: linhas.length % 13 !== 12,
    });
  }
  return linhas;
}
