import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok, problema, type Resposta } from '../../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../../testing/renderizar';
import { comparacaoDeHoras } from '../../../shared/validation/curriculo';
import type { Curriculo } from '../api';
import { CurriculoScreen } from './CurriculoScreen';

const coordenacao = { ...usuarioDeTeste, permissoes: ['modulos:ler', 'modulos:escrever'] };
const leitor = { ...usuarioDeTeste, permissoes: ['modulos:ler'] };

const modulo = { id: 1, nome: 'Formação básica' };
const item = (disciplinaId: number, nome: string, ordem: number, horas: number) => ({
  disciplinaId,
  nome,
  modulo,
  ordem,
  cargaHoraria: horas,
  cargaHorariaDisciplina: horas,
  ativa: true,
});

const curriculo: Curriculo = {
  planoId: 5,
  plano: 'Plano 2026',
  curso: { id: 1, nome: 'Aprendiz em Serviços Administrativos', cargaHorariaTotal: 100 },
  versao: 3,
  itens: [item(10, 'Comunicação', 1, 40), item(11, 'Matemática aplicada', 2, 40)],
  cargaHorariaTotal: 80,
  diferenca: -20,
  aviso: null,
  turmasEmAndamento: 2,
};

const informatica = {
  id: 12,
  moduloId: 1,
  modulo: { ...modulo, ordem: 1 },
  nome: 'Informática',
  cargaHoraria: 20,
  ementa: '',
  planosAtivos: 0,
  ativo: true,
  criadoEm: '2026-01-01T00:00:00Z',
  atualizadoEm: '2026-01-01T00:00:00Z',
  versao: 1,
};

const disciplinas = ok({ data: [informatica], total: 1, page: 1, pageSize: 20 });

function abrir(usuario = coordenacao) {
  return renderizar(
    <CurriculoScreen />,
    sessaoAtiva(usuario),
    '/modulos/planos/5/curriculo',
    '/modulos/planos/:planoId/curriculo',
  );
}

const total = () => screen.getByRole('status', { name: 'Total do currículo' });

describe('currículo do plano', () => {
  it('inclui, reordena e muda horas; o total segue; salvar pede confirmação pelas turmas em andamento e reenvia confirmado', async () => {
    let perguntou = false;
    const { chamadas } = instalarApiFalsa({
      'GET /api/planos/5/curriculo': ok(curriculo),
      'GET /api/disciplinas': disciplinas,
      // The server asks once; the test then checks the second body carries the confirmation.
      'PUT /api/planos/5/curriculo': (): Resposta => {
        if (!perguntou) {
          perguntou = true;
          return problema(409, '2 turmas em andamento seguem este plano: confirme.', {
            type: '/problemas/confirmar-turmas-em-andamento',
          });
        }
        return ok({ ...curriculo, versao: 4 });
      },
    });
    abrir();
    await screen.findByRole('heading', { level: 1, name: 'Currículo · Plano 2026' });
    expect(total()).toHaveTextContent(comparacaoDeHoras(80, 100));
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();

    await userEvent.click(screen.getByRole('combobox', { name: 'Incluir disciplina' }));
    await userEvent.click(await screen.findByRole('option', { name: /Informática/ }));
    expect(await screen.findByRole('row', { name: /Informática/ })).toBeInTheDocument();
    expect(total()).toHaveTextContent('O currículo soma as 100 h do curso.');

    await userEvent.click(screen.getByRole('button', { name: 'Subir Informática' }));
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Informática: posição 2 de 3.',
    );
    const horas = screen.getByRole('textbox', { name: 'Horas de Comunicação' });
    await userEvent.clear(horas);
    await userEvent.type(horas, '30');
    expect(total()).toHaveTextContent(comparacaoDeHoras(90, 100));
    const nomes = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).getAllByRole('cell')[1]?.querySelector('p')?.textContent);
    expect(nomes).toEqual(['Comunicação', 'Informática', 'Matemática aplicada']);

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const pergunta = await screen.findByRole('alertdialog', {
      name: 'Alterar o currículo de turmas em andamento?',
    });
    expect(pergunta).toHaveTextContent('2 turmas em andamento seguem este plano: confirme.');
    await userEvent.click(within(pergunta).getByRole('button', { name: 'Salvar mesmo assim' }));
    expect(await screen.findByText('Currículo salvo.')).toBeInTheDocument();

    const itens = [
      { disciplinaId: 10, ordem: 1, cargaHoraria: 30 },
      { disciplinaId: 12, ordem: 2, cargaHoraria: 20 },
      { disciplinaId: 11, ordem: 3, cargaHoraria: 40 },
    ];
    const puts = chamadas.filter((c) => c.metodo === 'PUT').map((c) => c.corpo);
    expect(puts).toEqual([
      { itens, versao: 3 },
      { itens, versao: 3, confirmarTurmasEmAndamento: true },
    ]);
  });

  it('o erro do servidor sobre uma linha aparece nessa linha', async () => {
    instalarApiFalsa({
      'GET /api/planos/5/curriculo': ok({ ...curriculo, turmasEmAndamento: 0 }),
      'GET /api/disciplinas': disciplinas,
      'PUT /api/planos/5/curriculo': problema(400, 'Confira os campos destacados.', {
        type: '/problemas/validacao',
        errors: {
          'itens.1.disciplinaId':
            'Esta disciplina está inativa: reative-a para incluí-la no currículo',
        },
      }),
    });
    abrir();
    await screen.findByRole('heading', { level: 1, name: 'Currículo · Plano 2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Descer Comunicação' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    // Sent second, so itens.1 is Comunicação after the move.
    const linha = screen.getByRole('row', { name: /Comunicação/ });
    expect(
      await within(linha).findByText(
        'Esta disciplina está inativa: reative-a para incluí-la no currículo',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Matemática aplicada/ })).queryByText(/inativa/),
    ).not.toBeInTheDocument();
    expect(screen.getByText(/Confira as linhas destacadas/)).toBeInTheDocument();
  });

  it('horas inválidas não são enviadas e a mensagem é a das regras compartilhadas', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/planos/5/curriculo': ok(curriculo),
      'GET /api/disciplinas': disciplinas,
    });
    abrir();
    const horas = await screen.findByRole('textbox', { name: 'Horas de Matemática aplicada' });
    await userEvent.clear(horas);
    await userEvent.type(horas, '0');
    expect(
      within(screen.getByRole('row', { name: /Matemática aplicada/ })).getByText(
        'Informe a carga horária em horas inteiras, maior que zero',
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Corrija as horas destacadas antes de salvar.'),
    ).toBeInTheDocument();
    expect(chamadas.some((c) => c.metodo === 'PUT')).toBe(false);
  });

  it('sair com alterações não salvas pergunta antes; continuar fica, descartar sai', async () => {
    instalarApiFalsa({
      'GET /api/planos/5/curriculo': ok(curriculo),
      'GET /api/disciplinas': disciplinas,
    });
    const { router } = abrir();
    const horas = await screen.findByRole('textbox', { name: 'Horas de Matemática aplicada' });
    await userEvent.clear(horas);
    await userEvent.type(horas, '30');
    await act(() => router.navigate('/modulos/planos'));
    let pergunta = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    await userEvent.click(within(pergunta).getByRole('button', { name: 'Continuar editando' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
    expect(router.state.location.pathname).toBe('/modulos/planos/5/curriculo');
    await act(() => router.navigate('/modulos/planos'));
    pergunta = await screen.findByRole('alertdialog', { name: 'Descartar alterações?' });
    await userEvent.click(within(pergunta).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/modulos/planos');
    });
  });

  it("quando outra pessoa salvou antes, oferece 'Recarregar', que traz a versão atual", async () => {
    let versao = 3;
    instalarApiFalsa({
      'GET /api/planos/5/curriculo': () =>
        ok(
          versao === 3
            ? curriculo
            : { ...curriculo, versao, itens: [item(11, 'Matemática aplicada', 1, 40)] },
        ),
      'GET /api/disciplinas': disciplinas,
      'PUT /api/planos/5/curriculo': () => {
        versao = 4;
        return problema(409, 'O plano foi alterado por outra pessoa.', {
          type: '/problemas/versao-desatualizada',
        });
      },
    });
    abrir();
    await userEvent.click(await screen.findByRole('button', { name: 'Remover Comunicação' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Recarregar' }));
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Recarregar' })).not.toBeInTheDocument();
    });
    expect(await screen.findByRole('row', { name: /Matemática aplicada/ })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /Comunicação/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  });

  it('quem só lê vê a lista, o total e o PDF, sem campos nem Salvar', async () => {
    instalarApiFalsa({ 'GET /api/planos/5/curriculo': ok(curriculo) });
    abrir(leitor);
    expect(await screen.findByRole('row', { name: /Comunicação.*40 h/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Incluir disciplina' })).not.toBeInTheDocument();
  });

  it('um plano que não existe diz em português como voltar à lista', async () => {
    instalarApiFalsa({
      'GET /api/planos/5/curriculo': problema(404, 'Plano de curso não encontrado.'),
    });
    abrir();
    expect(
      await screen.findByRole('heading', { name: 'Plano de curso não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver planos de curso' })).toHaveAttribute(
      'href',
      '/modulos/planos',
    );
  });
});
