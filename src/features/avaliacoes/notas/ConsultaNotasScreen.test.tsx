import { screen } from '@testing-library/react';
import { instalarApiFalsa, pagina } from '../../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../../testing/renderizar';
import { ConsultaNotasScreen } from './ConsultaNotasScreen';

describe('consulta de notas', () => {
  it('filtra por turma, disciplina, aprendiz, bimestre e abaixo da média', async () => {
    instalarApiFalsa({
      'GET /api/notas/consulta': pagina([]),
    });
    renderizar(
      <ConsultaNotasScreen />,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['avaliacoes:ler'] }),
      '/avaliacoes/consulta-notas',
    );
    await screen.findByRole('grid');
    for (const filtro of ['Turma', 'Disciplina', 'Aprendiz', 'Bimestre', 'Abaixo da média']) {
      const campos = screen.getAllByLabelText(filtro).map((e) => e.getAttribute('role'));
      expect(campos).toContain('combobox');
    }
  });
});
