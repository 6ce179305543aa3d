// The vacancy's form pages: a new one starts from today and the partner of the address; an open
// one is edited with the versao read and returns to its page; 'Cancelar' goes back.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok, pagina } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { EditarVagaScreen } from './EditarVagaScreen';
import { NovaVagaScreen } from './NovaVagaScreen';
import { vaga } from './testes.fixtures';

const equipe = { ...usuarioDeTeste, permissoes: ['vagas:ler', 'vagas:escrever'] };
const semOpcoes = ok({ data: [], total: 0, page: 1, pageSize: 100 });

describe('formulários da vaga', () => {
  it('nova: o título e a explicação; Cancelar volta à lista de vagas', async () => {
    instalarApiFalsa({ 'GET /api/parceiros/unidades': semOpcoes });
    const { router } = renderizar(<NovaVagaScreen />, sessaoAtiva(equipe), '/vagas/novo');
    expect(screen.getByRole('heading', { level: 1, name: 'Nova vaga' })).toBeInTheDocument();
    expect(
      screen.getByText('A vaga nasce aberta e recebe candidatos em seguida.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(router.state.location.pathname).toBe('/vagas');
  });

  it('nova, da página de uma empresa: a empresa do endereço vem escolhida, com suas unidades', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/parceiros/4/unidades': pagina([
        { id: 5, nome: 'Centro' },
        { id: 6, nome: 'Zona Norte' },
      ]),
    });
    renderizar(<NovaVagaScreen />, sessaoAtiva(equipe), '/vagas/novo?parceiroId=4');
    await waitFor(() => {
      expect(chamadas.map((c) => c.caminho)).toContain('/api/parceiros/4/unidades');
    });
    expect(await screen.findByText('Onde o aprendiz vai trabalhar.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /^Unidade/ }));
    const opcoes = screen.getAllByRole('option').map((o) => o.textContent);
    expect(opcoes).toEqual(expect.arrayContaining(['Centro', 'Zona Norte']));
  });

  it('editar: leva a versao lida e, salva, volta à página da vaga', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/vagas/12': ok(vaga),
      'PUT /api/vagas/12': ok({ ...vaga, versao: 6 }),
    });
    const { router } = renderizar(
      <EditarVagaScreen />,
      sessaoAtiva(equipe),
      '/vagas/12/editar',
      '/vagas/:id/editar',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Editar Atendente de padaria' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Vaga salva.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.metodo === 'PUT')?.corpo).toMatchObject({
      titulo: 'Atendente de padaria',
      versao: 5,
    });
    expect(router.state.location.pathname).toBe('/vagas/12');
  });
});
