import {
  alternarPermissao,
  comPendente,
  linhasDaMatriz,
  marcada,
  MOTIVOS,
  motivoDoBloqueio,
  ordemDoCatalogo,
  semPendente,
  type ChavePermissao,
} from './matriz';
import { catalogoFalso } from '../testes.fixtures';

const catalogo = catalogoFalso;
const ordem = ordemDoCatalogo(catalogo);

describe('matriz de permissões', () => {
  it('põe cada permissão na sua coluna e as especiais à parte', () => {
    const [aprendizes, turmas, admin] = linhasDaMatriz(catalogo);
    expect(aprendizes?.colunas.ler?.chave).toBe('aprendizes:ler');
    expect(aprendizes?.colunas.escrever?.chave).toBe('aprendizes:escrever');
    expect(aprendizes?.colunas.admin).toBeUndefined();
    expect(aprendizes?.especiais.map((e) => e.chave)).toEqual(['aprendizes:ver-cpf']);
    expect(turmas?.colunas.escrever).toBeUndefined();
    expect(admin?.colunas.admin?.chave).toBe('usuarios:admin');
  });

  it('um clique dá a lista inteira nova, na ordem do catálogo e sem repetir', () => {
    expect(alternarPermissao(['turmas:ler'], 'aprendizes:ler', true, ordem)).toEqual([
      'aprendizes:ler',
      'turmas:ler',
    ]);
    expect(
      alternarPermissao(['aprendizes:ler', 'turmas:ler'], 'aprendizes:ler', false, ordem),
    ).toEqual(['turmas:ler']);
    expect(alternarPermissao(['turmas:ler'], 'turmas:ler', true, ordem)).toEqual(['turmas:ler']);
  });

  it('não perde permissões que este catálogo não conhece', () => {
    const desconhecida = 'contratos:ler' as ChavePermissao;
    expect(alternarPermissao([desconhecida], 'turmas:ler', true, ordem)).toEqual([
      'turmas:ler',
      desconhecida,
    ]);
  });

  it('o Administrador não muda nenhuma caixa, e diz por quê', () => {
    const adm = { chave: 'administrador', permissoes: ordem };
    expect(motivoDoBloqueio(adm, 'usuarios:admin', 'coordenacao')).toBe(
      MOTIVOS.administradorSemAdmin,
    );
    expect(motivoDoBloqueio(adm, 'turmas:ler', 'coordenacao')).toBe(MOTIVOS.administradorCompleto);
  });

  it('ninguém tira de si mesmo a administração de usuários; dar ou mexer em outras pode', () => {
    const minha = { chave: 'gestao', permissoes: ['usuarios:admin'] };
    expect(motivoDoBloqueio(minha, 'usuarios:admin', 'gestao')).toBe(MOTIVOS.retirarDeSiMesmo);
    expect(motivoDoBloqueio(minha, 'turmas:ler', 'gestao')).toBeNull();
    expect(motivoDoBloqueio(minha, 'usuarios:admin', 'outra')).toBeNull();
    expect(
      motivoDoBloqueio({ chave: 'gestao', permissoes: [] }, 'usuarios:admin', 'gestao'),
    ).toBeNull();
  });

  it('um clique pendente aparece na hora; só o último clique de uma caixa a libera', () => {
    const servidor = ['turmas:ler'];
    let pendentes = comPendente({}, 'turmas:ler', false, 1);
    expect(marcada(servidor, pendentes, 'turmas:ler')).toBe(false);
    pendentes = comPendente(pendentes, 'turmas:ler', true, 2);
    // The first click settles (saved or rolled back): the second still shows.
    pendentes = semPendente(pendentes, 'turmas:ler', 1);
    expect(marcada(servidor, pendentes, 'turmas:ler')).toBe(true);
    pendentes = semPendente(pendentes, 'turmas:ler', 2);
    expect(pendentes).toEqual({});
    expect(marcada(servidor, pendentes, 'turmas:ler')).toBe(true);
    expect(marcada(servidor, pendentes, 'aprendizes:ler')).toBe(false);
  });
});
