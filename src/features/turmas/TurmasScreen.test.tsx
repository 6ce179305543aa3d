// The classes' list: each class's status as a chip, its period and how full it is; the status
// filter offers the three statuses as a person reads them.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, pagina } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { TurmasScreen } from './TurmasScreen';

const turmaNaLista = {
  id: 12,
  codigo: 'ADM-01',
  nome: 'Administrativo manhã',
  curso: { id: 2, nome: 'Auxiliar administrativo' },
  educador: { id: 7, nome: 'Adriana Rezende' },
  turno: 'manha',
  status: 'em andamento',
  ativo: true,
  dataInicio: '2026-02-01',
  dataFim: '2026-12-15',
  ocupacao: 12,
  capacidade: 20,
};

describe('lista de turmas', () => {
  it('mostra o status, o período e a ocupação; filtra pelos três status', async () => {
    instalarApiFalsa({
      'GET /api/turmas': pagina([turmaNaLista]),
    });
    renderizar(
      <TurmasScreen />,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['turmas:ler'] }),
      '/turmas',
    );
    const linha = (await screen.findByText('Administrativo manhã')).closest('[role="row"]');
    expect(linha).toHaveTextContent('Em andamento');
    expect(linha).toHaveTextContent('01/02/26 a 15/12/26');
    expect(within(linha as HTMLElement).getByRole('progressbar')).toHaveAccessibleName(
      'Ocupação: 12 de 20 vagas',
    );
    await userEvent.click(screen.getByRole('button', { name: /Filtros/ }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Situação' }));
    const opcoes = screen.getAllByRole('option').map((o) => o.textContent);
    expect(opcoes).toEqual(expect.arrayContaining(['Planejada', 'Em andamento', 'Encerrada']));
  });
});
