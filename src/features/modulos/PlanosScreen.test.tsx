import { screen } from '@testing-library/react';
import { instalarApiFalsa, ok, pagina } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import type { Plano } from './api';
import { PlanosScreen, vigenciaEmTexto } from './PlanosScreen';

const plano: Plano = {
  id: 4,
  cursoId: 2,
  curso: { id: 2, nome: 'Aprendiz em Logística', cargaHorariaTotal: 480 },
  nome: 'Plano 2026 — Logística',
  vigenciaInicio: '2026-02-01',
  vigenciaFim: null,
  disciplinas: 12,
  cargaHorariaCurriculo: 440,
  turmas: 3,
  turmasEmAndamento: 2,
  ativo: true,
  criadoEm: '2026-01-01T00:00:00Z',
  atualizadoEm: '2026-01-01T00:00:00Z',
  versao: 1,
};

describe('planos de curso', () => {
  it('a vigência em dd/mm/aaaa, "sem término" quando não tem fim', () => {
    expect(vigenciaEmTexto(plano)).toBe('01/02/2026, sem término');
    expect(vigenciaEmTexto({ ...plano, vigenciaFim: '2027-12-31' })).toBe(
      '01/02/2026 a 31/12/2027',
    );
  });

  it('o curso do endereço filtra a lista, e cada plano leva ao seu currículo', async () => {
    const { fetchFalso } = instalarApiFalsa({
      'GET /api/planos': pagina([plano]),
      'GET /api/cursos': ok({ data: [], total: 0, page: 1, pageSize: 100 }),
    });
    renderizar(
      <PlanosScreen />,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['modulos:ler'] }),
      '/modulos/planos?cursoId=2',
    );
    expect(
      await screen.findByRole('link', { name: 'Ver currículo do plano Plano 2026 — Logística' }),
    ).toHaveAttribute('href', '/modulos/planos/4/curriculo');
    const urls = fetchFalso.mock.calls.map(([r]) => (r instanceof Request ? r.url : String(r)));
    expect(urls.some((u) => u.includes('/api/planos') && u.includes('cursoId=2'))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Novo plano' })).not.toBeInTheDocument();
  });
});
