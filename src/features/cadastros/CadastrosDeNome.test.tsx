// The four name-only registries (estado civil, gênero, nacionalidade, região): each screen lists
// its own endpoint's rows under its own title and creates through its own endpoint.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { instalarApiFalsa, ok } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { EstadoCivilScreen } from './EstadoCivilScreen';
import { GeneroScreen } from './GeneroScreen';
import { NacionalidadeScreen } from './NacionalidadeScreen';
import { RegiaoScreen } from './RegiaoScreen';

const linha = (id: number, nome: string) => ({
  id,
  codigo: null,
  nome,
  ativo: true,
  versao: 1,
  criadoEm: '2026-01-01T00:00:00Z',
  atualizadoEm: '2026-01-01T00:00:00Z',
});

const casos: [ComponentType, string, string, string, string][] = [
  [EstadoCivilScreen, 'estado-civil', 'Estados civis', 'Solteiro', 'Novo estado civil'],
  [GeneroScreen, 'genero', 'Gêneros', 'Feminino', 'Novo gênero'],
  [NacionalidadeScreen, 'nacionalidade', 'Nacionalidades', 'Brasileira', 'Nova nacionalidade'],
  [RegiaoScreen, 'regiao', 'Regiões', 'Zona Norte', 'Nova região'],
];

describe.each(casos)('cadastro só de nome %#', (Tela, caminho, titulo, nome, novo) => {
  it(`${titulo}: lista e cria pelo endpoint do cadastro`, async () => {
    const { chamadas } = instalarApiFalsa({
      [`GET /api/cadastros/${caminho}/lista`]: ok({
        data: [linha(1, nome)],
        total: 1,
        page: 1,
        pageSize: 25,
      }),
      [`POST /api/cadastros/${caminho}`]: { status: 201, corpo: linha(2, 'Outro') },
    });
    renderizar(
      <Tela />,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['cadastros:ler', 'cadastros:escrever'] }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: titulo })).toBeInTheDocument();
    const grade = screen.getByRole('grid', { name: titulo });
    expect(await within(grade).findByRole('link', { name: nome })).toBeInTheDocument();
    expect(chamadas[0]?.caminho).toBe(`/api/cadastros/${caminho}/lista`);

    await userEvent.click(screen.getByRole('button', { name: novo }));
    const dialogo = await screen.findByRole('dialog', { name: novo });
    await userEvent.type(within(dialogo).getByLabelText(/Nome/), 'Outro');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() => {
      expect(chamadas.some((c) => c.metodo === 'POST')).toBe(true);
    });
    expect(chamadas.find((c) => c.metodo === 'POST')).toMatchObject({
      caminho: `/api/cadastros/${caminho}`,
      corpo: { nome: 'Outro' },
    });
  });
});
