import { screen, within } from '@testing-library/react';
import { instalarApiFalsa, ok } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva } from '../../testing/renderizar';
import { SituacoesScreen } from './SituacoesScreen';

const situacao = (id: number, nome: string, descricao: string, total: number) => ({
  id,
  codigo: nome.toLowerCase(),
  nome,
  ordem: id,
  cor: 'info',
  descricao,
  total,
});

describe('SituacoesScreen', () => {
  it('um cartão por situação, todo ele um link para a lista filtrada por ela', async () => {
    instalarApiFalsa({
      'GET /api/situacoes/estatisticas': ok({
        data: [
          situacao(3, 'Inscrito', 'Cadastrado, aguardando vaga.', 468),
          situacao(4, 'Contratado', 'Com contrato em curso.', 1),
        ],
        total: 469,
      }),
    });
    renderizar(<SituacoesScreen />, sessaoAtiva());
    const lista = await screen.findByRole('list', { name: 'Situações' });
    const cartoes = await within(lista).findAllByRole('listitem');
    expect(cartoes).toHaveLength(2);
    const inscrito = within(cartoes[0]!).getByRole('link');
    expect(inscrito).toHaveAttribute('href', '/aprendizes?situacaoId=3');
    expect(inscrito).toHaveTextContent('Inscrito468 aprendizesCadastrado, aguardando vaga.');
    expect(within(cartoes[1]!).getByRole('link')).toHaveTextContent(
      'Contratado1 aprendizCom contrato em curso.',
    );
  });
});
