// "Lançar ajuste" of a paid payment: a signed amount in reais and a reason, each message under its
// field; nothing is sent until both are right.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAGENS_BENEFICIOS as M } from '../../shared/validation/beneficios';
import { instalarApiFalsa, ok } from '../../testing/apiFalsa';
import { pagamentoFalso } from '../../testing/beneficios';
import { renderizar, sessaoAtiva } from '../../testing/renderizar';
import { DialogoAjuste } from './DialogoAjuste';

const pago = pagamentoFalso(7, 'Ana Souza', { status: 'pago', dataPagamento: '2026-04-05' });

function abrir() {
  const { chamadas } = instalarApiFalsa({
    'POST /api/beneficios/pagamentos/7/ajustes': ok(pagamentoFalso(8, 'Ana Souza')),
  });
  const onFechar = jest.fn();
  renderizar(<DialogoAjuste pagamento={pago} onFechar={onFechar} />, sessaoAtiva());
  return { chamadas, onFechar };
}

describe('DialogoAjuste', () => {
  it('diz sob cada campo o que falta e não envia nada', async () => {
    const { chamadas } = abrir();
    await userEvent.type(screen.getByLabelText('Valor (R$)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Lançar ajuste' }));
    expect(await screen.findByText(M.ajusteInvalido)).toBeInTheDocument();
    expect(screen.getByText(M.motivoObrigatorio)).toBeInTheDocument();
    expect(chamadas).toHaveLength(0);
  });

  it.each([['-33,33'], ['-33.33']])(
    'lança %s como um desconto de R$ 33,33 com o motivo',
    async (digitado) => {
      const { chamadas, onFechar } = abrir();
      await userEvent.type(screen.getByLabelText('Valor (R$)'), digitado);
      await userEvent.type(screen.getByLabelText('Motivo'), 'Falta não descontada em março');
      await userEvent.click(screen.getByRole('button', { name: 'Lançar ajuste' }));
      await screen.findByText(/Ajuste lançado/);
      expect(chamadas.at(-1)?.corpo).toEqual({
        valor: -33.33,
        motivo: 'Falta não descontada em março',
      });
      expect(onFechar).toHaveBeenCalled();
    },
  );
});
