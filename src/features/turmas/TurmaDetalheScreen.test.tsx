import { screen } from '@testing-library/react';
import { instalarApiFalsa, ok, problema } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { turma } from './testes.fixtures';
import { TurmaDetalheScreen } from './TurmaDetalheScreen';

const leitor = { ...usuarioDeTeste, permissoes: ['turmas:ler'] };

function abrir(caminho: string) {
  return renderizar(<TurmaDetalheScreen />, sessaoAtiva(leitor), caminho, '/turmas/:id');
}

describe('detalhe da turma', () => {
  it('mostra o plano de curso que a turma segue, com as disciplinas e o total do curso', async () => {
    instalarApiFalsa({
      'GET /api/turmas/12': ok({
        ...turma,
        planoId: 4,
        plano: { id: 4, nome: 'Plano 2026 — Serviços Administrativos' },
      }),
      'GET /api/planos/4/curriculo': ok({
        planoId: 4,
        plano: 'Plano 2026 — Serviços Administrativos',
        curso: { id: 1, nome: 'Aprendiz em Serviços Administrativos', cargaHorariaTotal: 80 },
        versao: 3,
        itens: [
          {
            disciplinaId: 7,
            nome: 'Comunicação oral e escrita',
            modulo: { id: 1, nome: 'Básico' },
            ordem: 1,
            cargaHoraria: 40,
            cargaHorariaDisciplina: 40,
            ativa: true,
          },
          {
            disciplinaId: 8,
            nome: 'Matemática aplicada',
            modulo: { id: 1, nome: 'Básico' },
            ordem: 2,
            cargaHoraria: 20,
            cargaHorariaDisciplina: 40,
            ativa: true,
          },
        ],
        cargaHorariaTotal: 60,
        diferenca: -20,
        aviso: null,
        turmasEmAndamento: 1,
      }),
    });
    abrir('/turmas/12');
    expect(
      await screen.findByRole('link', { name: 'Plano 2026 — Serviços Administrativos' }),
    ).toHaveAttribute('href', '/modulos/planos/4/curriculo');
    const curriculo = await screen.findByRole('list', { name: 'Currículo' });
    expect(curriculo).toHaveTextContent('Comunicação oral e escrita — 40 h');
    expect(curriculo).toHaveTextContent('Matemática aplicada — 20 h');
    expect(
      screen.getByText('O currículo soma 60 h: faltam 20 h para as 80 h do curso.'),
    ).toBeInTheDocument();
  });

  it("mostra 'Carregando turma...' até a turma chegar, e só então a turma", async () => {
    const { chamadas } = instalarApiFalsa({ 'GET /api/turmas/12': 'pendente' });
    abrir('/turmas/12');
    expect(await screen.findByText('Carregando turma...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(chamadas.map((c) => c.caminho)).toContain('/api/turmas/12');
  });

  it('mostra os dados, o educador, a ocupação e, para quem só lê, nenhuma ação de escrita', async () => {
    instalarApiFalsa({ 'GET /api/turmas/12': ok(turma) });
    abrir('/turmas/12');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'ADM-2026-01 · Serviços Administrativos — Manhã',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Carlos Monteiro' })).toHaveAttribute(
      'href',
      '/educadores/3',
    );
    expect(screen.getByText('Seg, Qua')).toBeInTheDocument();
    expect(screen.getByText('2 vagas restantes de 30.')).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Ocupação: 28 de 30 vagas' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aprendizes (28)' })).toHaveAttribute(
      'href',
      '/turmas/12/aprendizes',
    );
    expect(screen.queryByRole('button', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inativar' })).not.toBeInTheDocument();
  });

  it('um id que não é número diz em português que a turma não existe, sem chamar a API', async () => {
    const { chamadas } = instalarApiFalsa({});
    abrir('/turmas/abc');
    expect(
      await screen.findByRole('heading', { name: 'Turma não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/"abc" não é um código de turma/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver turmas' })).toHaveAttribute('href', '/turmas');
    expect(chamadas.filter((c) => c.caminho.startsWith('/api/turmas'))).toEqual([]);
  });

  it('um id que a API não conhece (404) também', async () => {
    instalarApiFalsa({ 'GET /api/turmas/999': problema(404, 'Turma não encontrada.') });
    abrir('/turmas/999');
    expect(
      await screen.findByRole('heading', { name: 'Turma não encontrada' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Não há turma com o código 999/)).toBeInTheDocument();
  });
});
