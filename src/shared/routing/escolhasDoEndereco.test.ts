import { comMudancas, idDoEndereco } from './escolhasDoEndereco';

describe('idDoEndereco', () => {
  it('lê um código do endereço; o que não é um código é nenhuma escolha', () => {
    const busca = new URLSearchParams('turma=12&aprendiz=007&a=1.5&b=-3&c=0&d=abc&e=');
    expect(idDoEndereco(busca, 'turma')).toBe(12);
    expect(idDoEndereco(busca, 'aprendiz')).toBe(7);
    for (const chave of ['a', 'b', 'c', 'd', 'e', 'ausente']) {
      expect(idDoEndereco(busca, chave)).toBeNull();
    }
  });
});

describe('comMudancas', () => {
  it('põe e tira as chaves pedidas e mantém as outras, sem mudar o endereço de partida', () => {
    const busca = new URLSearchParams('page=3&q=ana&turma=5');
    const proxima = comMudancas(busca, { turma: 7, page: null, aba: 'chamada', editar: '' });
    expect(proxima.toString()).toBe('q=ana&turma=7&aba=chamada&editar=');
    expect(busca.toString()).toBe('page=3&q=ana&turma=5');
  });
});
