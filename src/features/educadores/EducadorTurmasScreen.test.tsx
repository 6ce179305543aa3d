import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok, pagina } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { EducadorTurmasScreen } from './EducadorTurmasScreen';

const turma = {
  id: 12,
  codigo: 'ADM-01',
  nome: 'Administrativo manhã',
  status: 'planejada',
  ativo: true,
  dataInicio: '2026-02-01',
  dataFim: '2026-12-15',
  ocupacao: 20,
  capacidade: 20,
};

describe('turmas do educador', () => {
  it('cada turma com o status, o período e a ocupação; filtra pelos três status', async () => {
    instalarApiFalsa({
      'GET /api/educadores/7': ok({
        id: 7,
        EducNome: 'Adriana Rezende',
        turmasAtivas: 1,
        ativo: true,
        versao: 1,
      }),
      'GET /api/educadores/7/turmas': pagina([turma]),
    });
    renderizar(
      <EducadorTurmasScreen />,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['educadores:ler'] }),
      '/educadores/7/turmas',
      '/educadores/:id/turmas',
    );
    const linha = (await screen.findByText('Administrativo manhã')).closest('[role="row"]');
    expect(linha).toHaveTextContent('Planejada');
    expect(linha).toHaveTextContent('01/02/2026 a 15/12/2026');
    expect(within(linha as HTMLElement).getByRole('progressbar')).toHaveAccessibleName(
      'Ocupação: 20 de 20 vagas',
    );
    await userEvent.click(screen.getByRole('button', { name: /Filtros/ }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Situação' }));
    const opcoes = screen.getAllByRole('option').map((o) => o.textContent);
    expect(opcoes).toEqual(expect.arrayContaining(['Planejada', 'Em andamento', 'Encerrada']));
  });
});
