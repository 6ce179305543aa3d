// The payments screen: each payment's breakdown with the days behind it, a selection of pending
// ones paid with a date after a confirmation (paid ones cannot be selected), and who only reads
// sees no selection.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok, type Resposta } from '../../testing/apiFalsa';
import { pagamentoFalso } from '../../testing/beneficios';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import type { Pagamento } from './api';
import { PagamentosScreen } from './PagamentosScreen';

const financeiro = {
  ...usuarioDeTeste,
  permissoes: ['beneficios:ler', 'beneficios:escrever', 'aprendizes:ler'],
};

const lista = (data: Pagamento[]): Resposta =>
  ok({
    data,
    total: data.length,
    page: 1,
    pageSize: 50,
    totais: {
      quantidade: data.length,
      valorBruto: 2000,
      descontoFaltas: 66.67,
      descontoValeTransporte: 120,
      valorLiquido: 1813.33,
      pendentes: 1,
      valorPendente: 873.33,
      pagos: 1,
      valorPago: 940,
    },
  });

const resumo: Resposta = ok({
  competencia: '2026-03',
  gerada: true,
  geradaEm: '2026-04-01T12:00:00Z',
  geracoes: 1,
  totais: {},
  porParceiro: [
    {
      parceiro: { id: 5, nome: 'Mercado Bom Preço' },
      quantidade: 2,
      valeTransporte: 0,
      valeAlimentacao: 0,
      valorLiquido: 0,
    },
  ],
  porStatus: [],
});

const ana = pagamentoFalso(1, 'Ana Souza');
const bruno = pagamentoFalso(2, 'Bruno Lima', {
  status: 'pago',
  dataPagamento: '2026-04-05',
  faltas: 0,
  descontoFaltas: 0,
  valorLiquido: 940,
  bloqueado: true,
});

describe('pagamentos', () => {
  it('mostra o detalhe de um pagamento com os dias de cada valor', async () => {
    const user = userEvent.setup();
    instalarApiFalsa({
      'GET /api/beneficios/pagamentos': lista([ana, bruno]),
      'GET /api/beneficios/resumo': resumo,
    });
    renderizar(
      <PagamentosScreen />,
      sessaoAtiva(financeiro),
      '/beneficios/pagamentos?competencia=2026-03',
    );
    await user.click(
      await screen.findByRole('button', { name: 'Detalhar o pagamento de Ana Souza' }),
    );
    const detalhe = screen.getByRole('list', { name: 'Detalhe do pagamento' });
    expect(detalhe).toHaveTextContent('Bolsa de R$ 1.000,00 × 30 dias de contrato no mês ÷ 30');
    expect(detalhe).toHaveTextContent('2 faltas injustificadas');
    expect(detalhe).toHaveTextContent('1 justificada não desconta');
    expect(detalhe).toHaveTextContent('22 dias úteis');
    expect(detalhe).toHaveTextContent('R$ 873,33');
  });

  it('marca a seleção como paga com data, depois de confirmar; o pago não é selecionável', async () => {
    const user = userEvent.setup();
    const { chamadas } = instalarApiFalsa({
      'GET /api/beneficios/pagamentos': lista([ana, bruno]),
      'GET /api/beneficios/resumo': resumo,
      'POST /api/beneficios/pagamentos/pagar': ok({
        pagos: 1,
        valor: 873.33,
        dataPagamento: '2026-04-06',
      }),
    });
    renderizar(
      <PagamentosScreen />,
      sessaoAtiva(financeiro),
      '/beneficios/pagamentos?competencia=2026-03',
    );
    expect(await screen.findByRole('checkbox', { name: 'Selecionar Bruno Lima' })).toBeDisabled();
    const pagar = screen.getByRole('button', { name: /Marcar como pago/ });
    expect(pagar).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Selecionar Ana Souza' }));
    await user.click(screen.getByRole('button', { name: 'Marcar como pago (1)' }));
    const dialogo = screen.getByRole('dialog', { name: 'Marcar como pago' });
    expect(dialogo).toHaveTextContent('1 pagamento, total de R$ 873,33');
    // The pt-BR day picker (issue 32): today is there; the day is retyped as dd/mm/aaaa.
    expect(dialogo.querySelector('input[type="date"]')).toBeNull();
    const data = within(dialogo).getByRole('group', { name: /Data do pagamento/ });
    await user.click(within(data).getAllByRole('spinbutton')[0]!);
    await user.keyboard('06042026');
    await user.click(within(dialogo).getByRole('button', { name: 'Confirmar pagamento' }));
    await waitFor(() => {
      expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
        ids: [1],
        dataPagamento: '2026-04-06',
      });
    });
  });

  it('quem só lê não seleciona nem paga', async () => {
    instalarApiFalsa({
      'GET /api/beneficios/pagamentos': lista([ana]),
      'GET /api/beneficios/resumo': resumo,
    });
    renderizar(
      <PagamentosScreen />,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['beneficios:ler'] }),
      '/beneficios/pagamentos?competencia=2026-03',
    );
    expect(await screen.findByText('Ana Souza')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Marcar como pago/ })).not.toBeInTheDocument();
  });

  it('pesquisa o aprendiz pelo nome: a lista pede q e o endereço o guarda', async () => {
    const user = userEvent.setup();
    const pedidos: URLSearchParams[] = [];
    instalarApiFalsa({
      'GET /api/beneficios/pagamentos': (req) => {
        const params = new URL(req.url).searchParams;
        pedidos.push(params);
        return lista(params.get('q') ? [bruno] : [ana, bruno]);
      },
      'GET /api/beneficios/resumo': resumo,
    });
    const { router } = renderizar(
      <PagamentosScreen />,
      sessaoAtiva(financeiro),
      '/beneficios/pagamentos?competencia=2026-03',
    );
    await screen.findByText('Ana Souza');
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar aprendiz' }), 'bruno');
    await waitFor(() => {
      expect(screen.queryByText('Ana Souza')).not.toBeInTheDocument();
    });
    expect(pedidos.at(-1)?.get('q')).toBe('bruno');
    expect(router.state.location.search).toContain('q=bruno');
  });
});
