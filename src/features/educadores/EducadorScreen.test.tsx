import { screen, within } from '@testing-library/react';
import { instalarApiFalsa, ok, pagina } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { EducadorAprendizesScreen } from './EducadorAprendizesScreen';
import { EducadorScreen } from './EducadorScreen';
import { adriana } from './testes.fixtures';

const coordenacao = {
  ...usuarioDeTeste,
  permissoes: ['educadores:ler', 'educadores:escrever'],
};

describe('páginas do educador', () => {
  it('os dados: o nome, as turmas ativas, o celular e o dia de entrada; Editar para quem escreve', async () => {
    instalarApiFalsa({ 'GET /api/educadores/7': ok(adriana) });
    renderizar(<EducadorScreen />, sessaoAtiva(coordenacao), '/educadores/7', '/educadores/:id');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Adriana Rezende' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 turmas ativas')).toBeInTheDocument();
    expect(screen.getByText('(11) 97540-3606')).toBeInTheDocument();
    expect(screen.getByText('21/10/2016')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/educadores/7/editar',
    );
  });

  it('os aprendizes: cada um com a turma do educador em que está', async () => {
    instalarApiFalsa({
      'GET /api/educadores/7': ok(adriana),
      'GET /api/educadores/7/aprendizes': pagina([
        {
          id: 40,
          aprendizId: 3,
          nome: 'Bruno Lima',
          cpf: '98765432100',
          situacao: { nome: 'Ativo', cor: '#2e7d32' },
          dataInicio: '2026-02-02',
          dataFim: null,
          turma: { id: 12, codigo: 'ADM-01', nome: 'Administrativo manhã' },
        },
      ]),
    });
    renderizar(
      <EducadorAprendizesScreen />,
      sessaoAtiva(coordenacao),
      '/educadores/7/aprendizes',
      '/educadores/:id/aprendizes',
    );
    const grade = await screen.findByRole('grid', { name: 'Aprendizes de Adriana Rezende' });
    const linha = (await within(grade).findByText('Bruno Lima')).closest('[role="row"]');
    expect(linha).toHaveTextContent('ADM-01 - Administrativo manhã');
    expect(linha).toHaveTextContent('Atual');
  });
});
