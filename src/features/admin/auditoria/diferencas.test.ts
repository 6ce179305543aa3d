import {
  formatarValor,
  linhasDeDiferenca,
  rotuloDaAcao,
  rotuloDoCampo,
  textoDaLinha,
  tipoDaMudanca,
} from './diferencas';
import { linkDoRegistro } from './entidades';

const rotulosDePermissao = new Map([
  ['aprendizes:ler', 'Ver aprendizes'],
  ['aprendizes:ver-cpf', 'Ver CPF e documentos completos'],
  ['usuarios:admin', 'Administrar usuários e funções'],
]);

describe('diferenças da trilha de auditoria', () => {
  it('escreve cada valor como se lê no Brasil', () => {
    expect(formatarValor(true, 'ativo')).toBe('Sim');
    expect(formatarValor(false, 'pcd')).toBe('Não');
    expect(formatarValor(null, 'nome')).toBe('—');
    expect(formatarValor('', 'nome')).toBe('—');
    expect(formatarValor('2008-03-07', 'dataNascimento')).toBe('07/03/2008');
    expect(formatarValor(1234.5, 'notaMaxima')).toBe('1.234,5');
    expect(formatarValor(1234, 'municipioId')).toBe('1234');
    expect(formatarValor('12345678909', 'cpf')).toBe('123.456.789-09');
    expect(formatarValor('01310100', 'cep')).toBe('01310-100');
    expect(formatarValor({ nome: 'Rosa', telefone: null }, 'responsavel')).toBe('Nome: Rosa');
  });

  it('CNPJ alfanumérico (2026) aparece com as letras e a máscara', () => {
    expect(formatarValor('12ABC34501DE35', 'cnpj')).toBe('12.ABC.345/01DE-35');
    expect(formatarValor('11222333000181', 'cnpj')).toBe('11.222.333/0001-81');
    const [linha] = linhasDeDiferenca({ cnpj: { de: '11222333000181', para: '12ABC34501DE35' } });
    expect(linha && textoDaLinha(linha)).toBe('CNPJ: 11.222.333/0001-81 → 12.ABC.345/01DE-35');
  });

  it('mostra data e hora no horário local', () => {
    const iso = new Date(2026, 2, 7, 14, 5).toISOString();
    expect(formatarValor(iso, 'bloqueadoAte')).toBe('07/03/2026 14:05');
  });

  it('dá nomes em português aos campos, conhecidos ou não', () => {
    expect(rotuloDoCampo('email')).toBe('E-mail');
    expect(rotuloDoCampo('funcaoId')).toBe('Função');
    expect(rotuloDoCampo('motivoAfastamentoId')).toBe('Motivo afastamento');
    expect(rotuloDoCampo('turnoEscolar')).toBe('Turno escolar');
  });

  it('uma alteração vira "campo: de → para", sem o id quando o nome veio junto', () => {
    const linhas = linhasDeDiferenca({
      nome: { de: 'Ana', para: 'Ana Lima' },
      funcaoId: { de: 3, para: 2 },
      funcao: { de: 'Secretaria', para: 'Coordenação' },
      ativo: { de: true, para: false },
    });
    expect(linhas.map(textoDaLinha)).toEqual([
      'Nome: Ana → Ana Lima',
      'Função: Secretaria → Coordenação',
      'Ativo: Sim → Não',
    ]);
  });

  it('listas de permissões viram o que entrou e o que saiu, pelos rótulos do catálogo', () => {
    const [linha] = linhasDeDiferenca(
      {
        permissoes: {
          de: ['aprendizes:ler', 'usuarios:admin'],
          para: ['aprendizes:ler', 'aprendizes:ver-cpf'],
        },
      },
      { rotulosDePermissao },
    );
    expect(linha?.incluidos).toEqual(['Ver CPF e documentos completos']);
    expect(linha?.retirados).toEqual(['Administrar usuários e funções']);
    expect(textoDaLinha(linha!)).toBe(
      'Permissões: incluídas Ver CPF e documentos completos; retiradas Administrar usuários e funções',
    );
  });

  it('uma lista que passa a existir conta tudo como incluído', () => {
    const [linha] = linhasDeDiferenca(
      { permissoes: { de: null, para: ['aprendizes:ler'] } },
      { rotulosDePermissao },
    );
    expect(linha?.incluidos).toEqual(['Ver aprendizes']);
    expect(linha?.retirados).toEqual([]);
  });

  it('reconhece criação, remoção e alteração', () => {
    expect(tipoDaMudanca({ nome: { de: null, para: 'Ana' } })).toBe('criacao');
    expect(tipoDaMudanca({ nome: { de: 'Ana', para: null } })).toBe('remocao');
    expect(tipoDaMudanca({ nome: { de: 'Ana', para: 'Bia' } })).toBe('alteracao');
    expect(linhasDeDiferenca(null)).toEqual([]);
  });

  it('ações e registros com nome e link', () => {
    expect(rotuloDaAcao('atualizar')).toBe('Alterou');
    expect(rotuloDaAcao('algo-novo')).toBe('algo-novo');
    expect(linkDoRegistro('aprendiz', '12')).toBe('/aprendizes/12');
    expect(linkDoRegistro('funcao', '3')).toBe('/admin/funcoes?funcao=3');
    expect(linkDoRegistro('usuario', '5')).toBe('/usuarios?editar=5&ativo=todos');
    expect(linkDoRegistro('regiao', '3')).toBeUndefined();
    expect(linkDoRegistro('toString', '3')).toBeUndefined();
    expect(linkDoRegistro('aprendiz', null)).toBeUndefined();
  });
});
