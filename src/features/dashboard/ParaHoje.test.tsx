import { screen } from '@testing-library/react';
import { instalarApiFalsa, ok } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { ParaHoje } from './ParaHoje';

const lista = (total: number) => ok({ data: [], total, page: 1, pageSize: 1 });

describe('Para hoje', () => {
  it('conta só o que a pessoa pode ler, cada número levando à lista filtrada do mesmo jeito', async () => {
    const permissoes = ['frequencia:ler', 'contratos:ler'];
    const { chamadas } = instalarApiFalsa({
      'GET /api/frequencia/pendentes': lista(2),
      'GET /api/frequencia/alertas': lista(0),
      'GET /api/contratos': (req: Request) =>
        lista(new URL(req.url).searchParams.get('venceEmDias') === '30' ? 7 : 1),
    });
    renderizar(
      <ParaHoje permissoes={permissoes} />,
      sessaoAtiva({ ...usuarioDeTeste, permissoes }),
      '/dashboard',
    );
    const vencendo = await screen.findByRole('link', { name: /Contratos vencendo em 30 dias\s*7/ });
    expect(vencendo).toHaveAttribute('href', '/contratos?venceEmDias=30');
    expect(
      await screen.findByRole('link', { name: /Chamadas de hoje por fazer\s*2/ }),
    ).toHaveAttribute('href', '/frequencia');
    expect(
      await screen.findByRole('link', { name: /Alertas de faltas\s*0\s*Nada pendente/ }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: /Contratos para encerrar\s*1/ }),
    ).toBeInTheDocument();
    // Vacancies, benefits and evaluations are not this person's: never asked for.
    expect(chamadas.map((c) => c.caminho).sort()).toEqual([
      '/api/contratos',
      '/api/contratos',
      '/api/frequencia/alertas',
      '/api/frequencia/pendentes',
    ]);
    expect(screen.queryByText('Entrevistas hoje')).not.toBeInTheDocument();
  });

  it('sem nenhuma das permissões, a seção não aparece', () => {
    instalarApiFalsa({});
    const { container } = renderizar(
      <ParaHoje permissoes={['aprendizes:ler']} />,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['aprendizes:ler'] }),
      '/dashboard',
    );
    expect(container).toBeEmptyDOMElement();
  });
});
