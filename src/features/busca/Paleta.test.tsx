import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { Paleta } from './Paleta';
import { chaveDosRecentes, guardarRecente, lerRecentes } from './recentes';

const usuario = {
  ...usuarioDeTeste,
  id: 7,
  permissoes: ['aprendizes:ler', 'turmas:ler'],
};

const resultado = {
  aprendizes: [
    { id: 12, nome: 'Maria Souza', nomeSocial: null, cpf: '***.456.789-**', situacao: 'Inscrito' },
    {
      id: 13,
      nome: 'Mariana Lopes',
      nomeSocial: null,
      cpf: '***.111.222-**',
      situacao: 'Contratado',
    },
  ],
  turmas: [{ id: 4, codigo: 'MAR-01', nome: 'Marketing', status: 'em andamento' }],
};

function abrir(rotas: Parameters<typeof instalarApiFalsa>[0] = {}) {
  const api = instalarApiFalsa(rotas);
  const aoFechar = jest.fn();
  const r = renderizar(<Paleta aberta aoFechar={aoFechar} />, sessaoAtiva(usuario), '/dashboard');
  return {
    ...r,
    api,
    aoFechar,
    caixa: screen.getByRole('combobox', { name: 'Buscar telas e registros' }),
  };
}

const ativa = (caixa: HTMLElement) => {
  const id = caixa.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('paleta de comandos', () => {
  it('filtra as telas que a pessoa pode abrir, sem acentos, antes de buscar registros', async () => {
    const { caixa, api } = abrir();
    await userEvent.type(caixa, 'situacoes');
    const lista = screen.getByRole('listbox');
    expect(within(lista).getByRole('option', { name: /Situações dos aprendizes/ })).toBeVisible();
    // 'Usuários' needs usuarios:admin, which this person lacks.
    await userEvent.clear(caixa);
    await userEvent.type(caixa, 'u');
    expect(screen.getByText('Digite ao menos 2 caracteres para buscar registros.')).toBeVisible();
    expect(within(lista).queryByRole('option', { name: /Usuários/ })).toBeNull();
    expect(api.chamadas.filter((c) => c.caminho === '/api/busca')).toEqual([]);
  });

  it('mostra os grupos da busca, as setas movem a opção ativa e Enter abre o registro', async () => {
    const { caixa, api, router, aoFechar } = abrir({
      'GET /api/busca': ok(resultado),
    });
    await userEvent.type(caixa, 'mar');
    const maria = await screen.findByRole('option', { name: /Maria Souza/ });
    expect(maria).toHaveTextContent('***.456.789-**');
    expect(screen.getByRole('group', { name: 'Aprendizes' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Turmas' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('3 resultados.');
    // One request for the pause, not one per key.
    expect(api.chamadas.filter((c) => c.caminho === '/api/busca')).toHaveLength(1);

    expect(ativa(caixa)).toBe(maria);
    expect(maria).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(ativa(caixa)).toHaveTextContent('Mariana Lopes');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    // Past the last option it wraps to the first; up from the first goes to the last.
    expect(ativa(caixa)).toBe(maria);
    await userEvent.keyboard('{ArrowUp}');
    expect(ativa(caixa)).toHaveTextContent('MAR-01');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');

    expect(router.state.location.pathname).toBe('/aprendizes/13');
    expect(aoFechar).toHaveBeenCalled();
    // The recent item keeps the label and the address, never the CPF or the situação.
    expect(JSON.parse(localStorage.getItem(chaveDosRecentes(7)) ?? '[]')).toEqual([
      {
        chave: 'aprendiz:13',
        tipo: 'aprendiz',
        rotulo: 'Mariana Lopes',
        caminho: '/aprendizes/13',
      },
    ]);
  });

  it('lista contratos pelo número e vagas pelo título, e abre cada um (issue 32)', async () => {
    const { caixa, router } = abrir({
      'GET /api/busca': ok({
        contratos: [
          { id: 77, numero: '2026/01000', aprendiz: 'Maria Souza', parceiro: 'Pão da Esquina' },
        ],
        vagas: [
          { id: 5, titulo: 'Auxiliar de padaria', status: 'aberta', parceiro: 'Pão da Esquina' },
        ],
      }),
    });
    await userEvent.type(caixa, '01000');
    const contrato = await screen.findByRole('option', { name: /Contrato 2026\/01000/ });
    expect(contrato).toHaveTextContent('Maria Souza · Pão da Esquina');
    expect(screen.getByRole('group', { name: 'Contratos' })).toBeVisible();
    expect(
      within(screen.getByRole('group', { name: 'Vagas' })).getByRole('option', {
        name: /Auxiliar de padaria/,
      }),
    ).toHaveTextContent('Pão da Esquina · aberta');
    await userEvent.click(contrato);
    expect(router.state.location.pathname).toBe('/contratos/77');
  });

  it('vazia, mostra os recentes desta pessoa primeiro, e Enter abre o primeiro', async () => {
    guardarRecente(7, {
      chave: 'tela:/turmas',
      tipo: 'tela',
      rotulo: 'Turmas',
      caminho: '/turmas',
    });
    guardarRecente(7, {
      chave: 'aprendiz:12',
      tipo: 'aprendiz',
      rotulo: 'Maria Souza',
      detalhe: '***.456.789-** · Inscrito',
      caminho: '/aprendizes/12',
    });
    // Someone else's recents on the same browser are not this person's.
    guardarRecente(8, {
      chave: 'aprendiz:99',
      tipo: 'aprendiz',
      rotulo: 'Outro',
      caminho: '/aprendizes/99',
    });
    const { caixa, router } = abrir();
    const grupo = screen.getByRole('group', { name: 'Recentes' });
    expect(
      within(grupo)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Maria Souza', 'Turmas']);
    expect(lerRecentes(7)[0]).not.toHaveProperty('detalhe');
    expect(ativa(caixa)).toHaveTextContent('Maria Souza');
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/aprendizes/12');
    // Opened again, it goes first (once).
    expect(lerRecentes(7).map((r) => r.chave)).toEqual(['aprendiz:12', 'tela:/turmas']);
  });

  it('diz quando nada foi encontrado e quando a busca falhou', async () => {
    const { caixa } = abrir({ 'GET /api/busca': ok({ aprendizes: [] }) });
    await userEvent.type(caixa, 'zzqq');
    expect(await screen.findByText('Nada encontrado para “zzqq”.')).toBeVisible();
    expect(caixa).toHaveAttribute('aria-expanded', 'false');
    expect(caixa).not.toHaveAttribute('aria-activedescendant');

    instalarApiFalsa({ 'GET /api/busca': 'falha-de-rede' });
    await userEvent.clear(caixa);
    await userEvent.type(caixa, 'yyww');
    await waitFor(
      () => {
        expect(screen.getByRole('status')).toHaveTextContent(
          /Não foi possível buscar: Network Error/,
        );
      },
      { timeout: 3000 },
    );
  });
});
