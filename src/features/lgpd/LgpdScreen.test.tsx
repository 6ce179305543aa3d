import { screen, within } from '@testing-library/react';
import { ProvedorDeConfirmacao } from '../../shared/dialogos';
import { instalarApiFalsa, ok } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { LgpdScreen } from './LgpdScreen';

const titular = { ...usuarioDeTeste, permissoes: ['lgpd:titular'] };

describe('LgpdScreen', () => {
  it('lista os vencidos com a data de referência e, abaixo dela, de onde ela vem', async () => {
    instalarApiFalsa({
      'GET /api/lgpd/retencao': ok({
        anosRetencao: 5,
        versao: 1,
        atualizadoEm: '2026-01-10T10:00:00Z',
      }),
      'GET /api/lgpd/vencidos': ok({
        data: [
          {
            id: 7,
            nome: 'Eva Souza',
            situacao: 'Desligado',
            ativo: false,
            referencia: '2019-03-31',
            base: 'contrato',
          },
          {
            id: 8,
            nome: 'Rui Alves',
            situacao: 'Inscrito',
            ativo: true,
            referencia: '2018-06-01',
            base: 'cadastro',
          },
        ],
        total: 2,
        page: 1,
        pageSize: 25,
        anosRetencao: 5,
        limite: '2021-01-10',
      }),
    });
    renderizar(
      <ProvedorDeConfirmacao>
        <LgpdScreen />
      </ProvedorDeConfirmacao>,
      sessaoAtiva(titular),
    );

    const tabela = await screen.findByRole('table', {
      name: 'Cadastros vencidos para anonimização',
    });
    const [, eva, rui] = within(tabela).getAllByRole('row');
    const [, , refEva] = within(eva!).getAllByRole('cell');
    const [, , refRui] = within(rui!).getAllByRole('cell');
    expect(refEva).toHaveTextContent('31/03/2019fim do último contrato');
    expect(refRui).toHaveTextContent('01/06/2018cadastro, sem contrato');
    // The base is a line of its own under the date (a block span), in the secondary colour.
    const base = within(refEva!).getByText('fim do último contrato');
    expect(base.tagName).toBe('SPAN');
    expect(getComputedStyle(base).display).toBe('block');
    expect(within(eva!).getByText('(inativo)')).toBeInTheDocument();
  });
});
