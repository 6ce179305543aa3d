import {
  dataParaIso,
  formatarData,
  formatarDataExtenso,
  formatarDataHora,
  formatarDecimal,
  formatarDinheiro,
  mascararCep,
  mascararCnpj,
  mascararCpf,
  mascararTelefone,
} from '.';

describe('datas', () => {
  it('mostra uma data ISO como dd/mm/aaaa sem deslocar o dia pelo fuso', () => {
    expect(formatarData('2025-03-07')).toBe('07/03/2025');
    expect(formatarData('2024-12-31')).toBe('31/12/2024');
  });

  it('aceita Date e devolve vazio para nada ou inválido', () => {
    expect(formatarData(new Date(2025, 0, 2))).toBe('02/01/2025');
    expect(formatarData(null)).toBe('');
    expect(formatarData('')).toBe('');
    expect(formatarData('não é data')).toBe('');
  });

  it('inclui hora e minuto quando pedido', () => {
    expect(formatarDataHora(new Date(2025, 5, 9, 8, 5))).toBe('09/06/2025 08:05');
  });

  it('converte dd/mm/aaaa para ISO e recusa dias que não existem', () => {
    expect(dataParaIso('07/03/2025')).toBe('2025-03-07');
    expect(dataParaIso('31/02/2025')).toBeUndefined();
    expect(dataParaIso('2025-03-07')).toBeUndefined();
  });

  it('escreve a data por extenso em português', () => {
    expect(formatarDataExtenso('2025-11-21')).toBe('sexta-feira, 21 de novembro de 2025');
  });
});

describe('dinheiro', () => {
  it('formata reais com separador de milhar e vírgula decimal', () => {
    expect(formatarDinheiro(1234.56)).toBe('R$ 1.234,56');
    expect(formatarDinheiro(0)).toBe('R$ 0,00');
    expect(formatarDinheiro(1000000)).toBe('R$ 1.000.000,00');
    expect(formatarDinheiro(undefined)).toBe('');
    expect(formatarDecimal(1234.5)).toBe('1.234,50');
  });
});

describe('máscaras', () => {
  it('CPF, CNPJ e CEP, completos ou parciais', () => {
    expect(mascararCpf('12345678909')).toBe('123.456.789-09');
    expect(mascararCpf('123.456.789-09')).toBe('123.456.789-09');
    expect(mascararCpf('1234')).toBe('123.4');
    expect(mascararCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(mascararCep('01310100')).toBe('01310-100');
    expect(mascararCep('013101009999')).toBe('01310-100');
  });

  it('telefone fixo e celular', () => {
    expect(mascararTelefone('1133334444')).toBe('(11) 3333-4444');
    expect(mascararTelefone('11988887777')).toBe('(11) 98888-7777');
    expect(mascararTelefone('(11) 9')).toBe('(11) 9');
    expect(mascararTelefone('')).toBe('');
  });
});
