import { screen, within } from '@testing-library/react';
import { instalarApiFalsa, ok } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { VagasDaEmpresa } from './VagasDaEmpresa';

const quemEscreveVagas = {
  ...usuarioDeTeste,
  permissoes: ['parceiros:ler', 'vagas:ler', 'vagas:escrever'],
};

const vaga = {
  id: 30,
  titulo: 'Auxiliar administrativo',
  unidade: { id: 2, nome: 'Centro' },
  dataAbertura: '2026-03-02',
  preenchidas: 1,
  quantidade: 3,
  funil: { candidatos: 4 },
  status: 'aberta',
};
/** The first page of a partner with twelve vacancies. */
const dezDeDoze = (data: unknown[]) => ({ data, total: 12, page: 1, pageSize: 10 });

describe('VagasDaEmpresa', () => {
  it('lista as vagas da empresa, cada uma levando à sua página, e o caminho para as outras', async () => {
    instalarApiFalsa({ 'GET /api/vagas': ok(dezDeDoze([vaga])) });
    renderizar(<VagasDaEmpresa parceiroId={5} ativa />, sessaoAtiva(quemEscreveVagas));

    const secao = await screen.findByRole('region', { name: 'Vagas' });
    expect(within(secao).getByRole('link', { name: /Nova vaga/ })).toHaveAttribute(
      'href',
      '/vagas/novo?parceiroId=5',
    );
    const [item] = await within(secao).findAllByRole('listitem');
    expect(within(item!).getByRole('link', { name: 'Auxiliar administrativo' })).toHaveAttribute(
      'href',
      '/vagas/30',
    );
    expect(item).toHaveTextContent(
      'Centro · aberta em 02/03/2026 · 1 de 3 preenchidas · 4 candidatos',
    );
    expect(within(secao).getByRole('link', { name: 'Ver as 12 vagas da empresa' })).toHaveAttribute(
      'href',
      '/vagas?parceiroId=5',
    );
  });
});
