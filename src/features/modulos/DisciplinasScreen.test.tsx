import { screen, within } from '@testing-library/react';
import { instalarApiFalsa, pagina } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { DisciplinasScreen } from './DisciplinasScreen';
const modulo = (id: number, ordem: number, nome: string) => ({ id, ordem, nome, ativo: true });

describe('disciplinas', () => {
  it('uma disciplina nova vai para o módulo pelo qual a lista está filtrada', async () => {
    instalarApiFalsa({
      'GET /api/disciplinas': pagina([], { pageSize: 100 }),
      'GET /api/modulos': pagina([modulo(2, 1, 'Básico'), modulo(3, 2, 'Logística')], {
        pageSize: 100,
      }),
    });
    renderizar(
      <DisciplinasScreen />,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['modulos:ler', 'modulos:escrever'] }),
      '/modulos/disciplinas?moduloId=3&novo',
    );
    const dialogo = await screen.findByRole('dialog');
    expect(await within(dialogo).findByRole('combobox', { name: /Módulo/ })).toHaveTextContent(
      '2. Logística',
    );
  });
});
