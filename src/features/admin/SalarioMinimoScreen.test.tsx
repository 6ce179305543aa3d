// /admin/salario-minimo against a fake API: the years with their decrees, a new year sent in
// integer cents, a year already registered answered on its field.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok, problema } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { SalarioMinimoScreen } from './SalarioMinimoScreen';

const ano = (id: number, a: number, valorCentavos: number, decreto: string) => ({
  id,
  ano: a,
  valorCentavos,
  decreto,
  criadoEm: '2026-01-01T00:00:00Z',
  atualizadoEm: '2026-01-01T00:00:00Z',
  versao: 1,
});
const lista = ok({
  data: [
    ano(1, 2024, 141_200, 'Decreto nº 11.864, de 27 de dezembro de 2023'),
    ano(2, 2025, 151_800, 'Decreto nº 12.342, de 30 de dezembro de 2024'),
  ],
});
const sessao = sessaoAtiva({
  ...usuarioDeTeste,
  userType: 'administrador',
  permissoes: ['salario-minimo:escrever', 'contratos:ler'],
});

describe('/admin/salario-minimo', () => {
  it('lista os anos e cadastra um novo em centavos, com o decreto', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/salarios-minimos': lista,
      'POST /api/salarios-minimos': { status: 201, corpo: ano(3, 2026, 162_100, 'Decreto X') },
    });
    renderizar(<SalarioMinimoScreen />, sessao, '/admin/salario-minimo');
    const tabela = await screen.findByRole('table', { name: 'Salário mínimo por ano' });
    await within(tabela).findByText('R$ 1.518,00');
    expect(within(tabela).getByText('R$ 1.412,00')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: /^Ano/ }), '2026');
    await userEvent.type(screen.getByRole('textbox', { name: /^Valor mensal/ }), '162100');
    await userEvent.type(screen.getByRole('textbox', { name: /^Decreto/ }), 'Decreto X');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => {
      expect(chamadas.filter((c) => c.metodo === 'POST')).toHaveLength(1);
    });
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
      ano: 2026,
      valorCentavos: 162_100,
      decreto: 'Decreto X',
    });
  });

  it('um ano já cadastrado aparece sob o campo Ano', async () => {
    instalarApiFalsa({
      'GET /api/salarios-minimos': lista,
      'POST /api/salarios-minimos': problema(409, 'Já existe', {
        errors: { ano: 'O salário mínimo de 2025 já está cadastrado: altere-o.' },
      }),
    });
    renderizar(<SalarioMinimoScreen />, sessao, '/admin/salario-minimo');
    await screen.findByRole('table', { name: 'Salário mínimo por ano' });
    await userEvent.type(screen.getByRole('textbox', { name: /^Ano/ }), '2025');
    await userEvent.type(screen.getByRole('textbox', { name: /^Valor mensal/ }), '151800');
    await userEvent.type(screen.getByRole('textbox', { name: /^Decreto/ }), 'Outro');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('O salário mínimo de 2025 já está cadastrado: altere-o.'),
    ).toBeInTheDocument();
  });
});
