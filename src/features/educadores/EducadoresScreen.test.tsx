import { screen, within } from '@testing-library/react';
import { instalarApiFalsa, pagina } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { EducadoresScreen } from './EducadoresScreen';
import { adriana } from './testes.fixtures';

describe('lista de educadores', () => {
  it('cada educador com o dia de entrada em dd/mm/aaaa e as turmas ativas', async () => {
    instalarApiFalsa({ 'GET /api/educadores': pagina([adriana]) });
    renderizar(
      <EducadoresScreen />,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['educadores:ler'] }),
      '/educadores',
    );
    const grade = await screen.findByRole('grid');
    const linha = (await within(grade).findByText('Adriana Rezende')).closest('[role="row"]');
    expect(linha).toHaveTextContent('21/10/2016');
    expect(within(grade).getByRole('columnheader', { name: 'Entrada' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Novo educador/ })).not.toBeInTheDocument();
  });
});
