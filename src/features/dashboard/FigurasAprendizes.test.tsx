// The apprentices' figures on the dashboard: each number in pt-BR, each one a link to the list
// that explains it except the one no list filters (pessoas com deficiência).
import { screen } from '@testing-library/react';
import { instalarApiFalsa, ok } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva } from '../../testing/renderizar';
import { FigurasAprendizes } from './FigurasAprendizes';

describe('números dos aprendizes no painel', () => {
  it('mostra os números com o link de cada um', async () => {
    instalarApiFalsa({
      'GET /api/aprendiz/stats': ok({
        total: 1234,
        inativos: 10,
        porSituacao: [
          { situacaoId: 4, codigo: 'contratado', nome: 'Contratado', cor: 'success', total: 900 },
        ],
        novosNoMes: 12,
        menores: 300,
        pcd: 7,
      }),
    });
    renderizar(<FigurasAprendizes />, sessaoAtiva());
    expect(await screen.findByRole('link', { name: /Aprendizes ativos\s*1\.234/ })).toHaveAttribute(
      'href',
      '/aprendizes',
    );
    expect(screen.getByRole('link', { name: /Novos neste mês\s*12/ })).toHaveAttribute(
      'href',
      '/aprendizes?sort=-dataCadastro',
    );
    expect(
      screen.getByRole('link', { name: /Menores de 18 anos\s*300\s*Exigem responsável/ }),
    ).toHaveAttribute('href', '/aprendizes?idadeMax=17');
    expect(screen.getByText('Pessoas com deficiência')).toBeInTheDocument();
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Pessoas com deficiência/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contratado' })).toHaveAttribute(
      'href',
      '/aprendizes?situacaoId=4',
    );
  });
});
