import { screen, within } from '@testing-library/react';
import { instalarApiFalsa, ok } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { DisciplinasScreen } from './DisciplinasScreen';

const pagina = (data: unknown[]) => ({ data, total: data.length, page: 1, pageSize: 100 });
const modulo = (id: number, ordem: number, nome: string) => ({ id, ordem, nome, ativo: true });

describe('disciplinas', () => {
  it('uma disciplina nova vai para o módulo pelo qual a lista está filtrada', async () => {
    instalarApiFalsa({
      'GET /api/disciplinas': ok(pagina([])),
      'GET /api/modulos': ok(pagina([modulo(2, 1, 'Básico'), modulo(3, 2, 'Logística')])),
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
