// The two voucher screens: each contract's row of the competência with the page's totals, a
// paid month that cannot be edited, the edit dialog that saves the new terms, the food voucher's
// default daily value, and who only reads sees no edit button.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok, pagina, type Chamada, type Resposta } from '../../testing/apiFalsa';
import { valeAlimentacaoFalso, valeTransporteFalso } from '../../testing/beneficios';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { ValeAlimentacaoScreen } from './ValeAlimentacaoScreen';
import { ValeTransporteScreen } from './ValeTransporteScreen';

const financeiro = {
  ...usuarioDeTeste,
  permissoes: ['beneficios:ler', 'beneficios:escrever'],
};
const leitor = { ...usuarioDeTeste, permissoes: ['beneficios:ler'] };

/** Types over one of the dialog's fields and saves. */
async function salvarCom(
  user: ReturnType<typeof userEvent.setup>,
  dialogo: HTMLElement,
  campo: string,
  texto: string,
) {
  const entrada = within(dialogo).getByLabelText(campo);
  await user.clear(entrada);
  await user.type(entrada, texto);
  await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
}

/** The body of the PUT sent to `caminho`, once sent. */
const enviado = (chamadas: Chamada[], caminho: string) =>
  chamadas.find((c) => c.caminho === caminho && c.metodo === 'PUT')?.corpo;

const padroes: Resposta = ok({ tarifa: 4.5, viagens: 2, valorDiario: 18, versao: 7 });

describe('vale-transporte', () => {
  const rotas = {
    'GET /api/beneficios/vale-transporte': pagina(
      [
        valeTransporteFalso(1, 'Ana Souza'),
        valeTransporteFalso(2, 'Bruno Lima', { bloqueado: true }),
      ],
      { pageSize: 50, totais: { valor: 440, desconto: 120, custo: 320 } },
    ),
  };

  it('lista os vales com os totais e salva a tarifa e as viagens de um deles', async () => {
    const user = userEvent.setup();
    const { chamadas } = instalarApiFalsa({
      ...rotas,
      'PUT /api/beneficios/vale-transporte': ok({}),
    });
    renderizar(
      <ValeTransporteScreen />,
      sessaoAtiva(financeiro),
      '/beneficios/vale-transporte?competencia=2026-03',
    );
    const tabela = await screen.findByRole('table', { name: 'Vales-transporte de março de 2026' });
    expect(within(tabela).getByRole('columnheader', { name: 'Ações' })).toBeInTheDocument();
    expect(tabela).toHaveTextContent('Total (2)R$ 440,00R$ 120,00R$ 320,00');
    expect(
      screen.getByRole('button', { name: 'Editar o vale-transporte de Bruno Lima' }),
    ).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Editar o vale-transporte de Ana Souza' }));
    const dialogo = screen.getByRole('dialog', { name: 'Vale-transporte de Ana Souza' });
    expect(dialogo).toHaveTextContent('março de 2026 · 22 dias úteis. O mês é recalculado');
    await salvarCom(user, dialogo, 'Tarifa por viagem (R$)', '5,50');
    await waitFor(() => {
      expect(enviado(chamadas, '/api/beneficios/vale-transporte')).toEqual({
        id: 1,
        versao: 1,
        tarifa: 5.5,
        viagens: 2,
        opcao: 'aderiu',
        dataOpcao: null,
      });
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('quem só lê não edita', async () => {
    instalarApiFalsa(rotas);
    renderizar(
      <ValeTransporteScreen />,
      sessaoAtiva(leitor),
      '/beneficios/vale-transporte?competencia=2026-03',
    );
    const tabela = await screen.findByRole('table', { name: 'Vales-transporte de março de 2026' });
    expect(within(tabela).queryByRole('columnheader', { name: 'Ações' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar/ })).not.toBeInTheDocument();
  });
});

describe('vale-alimentação', () => {
  const rotas = {
    'GET /api/beneficios/vale-alimentacao': pagina([valeAlimentacaoFalso(1, 'Ana Souza')], {
      pageSize: 50,
      totais: {
        valor: 420,
        dias: 21,
      },
    }),
    'GET /api/beneficios/padroes': padroes,
  };

  it('salva o valor diário de um contrato e o padrão', async () => {
    const user = userEvent.setup();
    const { chamadas } = instalarApiFalsa({
      ...rotas,
      'PUT /api/beneficios/vale-alimentacao': ok({}),
      'PUT /api/beneficios/padroes': padroes,
    });
    renderizar(
      <ValeAlimentacaoScreen />,
      sessaoAtiva(financeiro),
      '/beneficios/vale-alimentacao?competencia=2026-03',
    );
    const tabela = await screen.findByRole('table', {
      name: 'Vales-alimentação de março de 2026',
    });
    expect(tabela).toHaveTextContent('Total (1)21R$ 420,00');
    await user.click(
      screen.getByRole('button', { name: 'Editar o vale-alimentação de Ana Souza' }),
    );
    let dialogo = screen.getByRole('dialog', { name: 'Vale-alimentação de Ana Souza' });
    expect(dialogo).toHaveTextContent('março de 2026 · 21 dias trabalhados.');
    await salvarCom(user, dialogo, 'Valor diário (R$)', '22,50');
    await waitFor(() => {
      expect(enviado(chamadas, '/api/beneficios/vale-alimentacao')).toEqual({
        id: 1,
        versao: 1,
        valorDiario: 22.5,
      });
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    await user.click(screen.getByRole('button', { name: 'Alterar padrão' }));
    dialogo = screen.getByRole('dialog', { name: 'Valor diário padrão' });
    await user.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => {
      expect(enviado(chamadas, '/api/beneficios/padroes')).toEqual({
        versao: 7,
        tarifa: 4.5,
        viagens: 2,
        valorDiario: 18,
      });
    });
  });

  it('quem só lê vê o padrão sem poder alterar', async () => {
    instalarApiFalsa(rotas);
    renderizar(
      <ValeAlimentacaoScreen />,
      sessaoAtiva(leitor),
      '/beneficios/vale-alimentacao?competencia=2026-03',
    );
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(await screen.findByText('R$ 18,00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Editar|Alterar/ })).not.toBeInTheDocument();
  });
});
