import { screen, within } from '@testing-library/react';
import { ProvedorDeConfirmacao } from '../../shared/dialogos';
import { instalarApiFalsa, ok } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { SupervisoresDaUnidade } from './SupervisoresDaUnidade';

const quemEscreve = { ...usuarioDeTeste, permissoes: ['parceiros:ler', 'parceiros:escrever'] };
const URL = 'GET /api/parceiros/5/unidades/7/supervisores';
const pagina = (data: unknown[]) => ({ data, total: data.length, page: 1, pageSize: 100 });

describe('SupervisoresDaUnidade', () => {
  it('sem supervisores, diz o que o supervisor recebe, sem uma lista vazia', async () => {
    instalarApiFalsa({ [URL]: ok(pagina([])) });
    renderizar(
      <ProvedorDeConfirmacao>
        <SupervisoresDaUnidade parceiroId={5} unidadeId={7} ativa podeEscrever />
      </ProvedorDeConfirmacao>,
      sessaoAtiva(quemEscreve),
    );
    const secao = await screen.findByRole('region', { name: 'Supervisores' });
    expect(await within(secao).findByText(/Nenhum supervisor cadastrado/)).toBeInTheDocument();
    expect(within(secao).queryByRole('list')).toBeNull();
  });

  it('um item por supervisor, com o link e as ações', async () => {
    instalarApiFalsa({
      [URL]: ok(
        pagina([
          {
            id: 1,
            unidadeId: 7,
            nome: 'Marta Supervisora',
            email: 'marta@empresa.com.br',
            telefone: '11987654321',
            link: { situacao: 'sem-link', enviadoEm: null, expiraEm: null, revogadoEm: null },
            ativo: true,
            criadoEm: '2026-11-29T10:00:00Z',
            atualizadoEm: '2026-11-29T10:00:00Z',
            versao: 1,
          },
        ]),
      ),
    });
    renderizar(
      <ProvedorDeConfirmacao>
        <SupervisoresDaUnidade parceiroId={5} unidadeId={7} ativa podeEscrever />
      </ProvedorDeConfirmacao>,
      sessaoAtiva(quemEscreve),
    );
    const secao = await screen.findByRole('region', { name: 'Supervisores' });
    const itens = await within(secao).findAllByRole('listitem');
    expect(itens).toHaveLength(1);
    expect(itens[0]).toHaveTextContent('Marta Supervisora');
    expect(within(itens[0]!).getByRole('button', { name: 'Enviar link' })).toBeInTheDocument();
  });
});
