import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok, problema, type Chamada } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { turma as turmaDeTeste } from './testes.fixtures';
import { TurmaAprendizesScreen } from './TurmaAprendizesScreen';
import { HOJE_DOS_TESTES } from '../../testing/relogio';

const hoje = HOJE_DOS_TESTES;
const turma = {
  ...turmaDeTeste,
  codigo: 'ADM-01',
  nome: 'Administrativo',
  // Open around every test's today, so apprentices may come in and leave.
  dataInicio: '2020-01-01',
  dataFim: '2099-12-31',
  ocupacao: 1,
  vagasRestantes: 29,
};
const situacao = { id: 1, codigo: 'contratado', nome: 'Contratado', cor: 'success' };
const alocacaoDe = (aprendizId: number, nome: string) => ({
  id: 100 + aprendizId,
  aprendizId,
  nome,
  nomeSocial: null,
  cpf: '111.222.333-44',
  situacao,
  aprendizAtivo: true,
  turmaId: 12,
  turma: { id: 12, codigo: 'ADM-01', nome: 'Administrativo', status: 'em andamento' },
  dataInicio: '2026-02-01',
  dataFim: null,
  motivoDesalocacao: null,
  aberta: true,
  criadoEm: '2026-02-01T10:00:00Z',
  atualizadoEm: '2026-02-01T10:00:00Z',
  versao: 1,
});
const AVISO_ESCOLA =
  'A turma é do turno da manhã e o aprendiz estuda no turno da manhã: as aulas coincidem com o horário da escola (CLT, art. 403). Confira com o aprendiz antes de alocar.';

const checagem = (ids: number[], ocupados: number[] = [], estudamNoTurno: number[] = []) => {
  const emOutra = ocupados.filter((id) => ids.includes(id));
  return {
    turma: { ...turma, id: 12 },
    problemasTurma: [],
    aprendizes: ids.map((id) => ({
      aprendizId: id,
      nome: id === 2 ? 'Bia Souza' : 'Caio Lima',
      situacao: 'Contratado',
      podeAlocar: !emOutra.includes(id),
      motivos: emOutra.includes(id) ? ['Caio Lima já está alocado(a) na turma T-9 (Outra)'] : [],
      avisos: estudamNoTurno.includes(id) ? [AVISO_ESCOLA] : [],
      alocacaoAtual: emOutra.includes(id)
        ? { turmaId: 9, codigo: 'T-9', nome: 'Outra', dataInicio: '2026-01-05' }
        : null,
    })),
    aptos: ids.length - emOutra.length,
    cabem: true,
    mensagemCapacidade: null,
    podeConfirmar: emOutra.length === 0,
  };
};

const secretaria = {
  ...usuarioDeTeste,
  permissoes: ['turmas:ler', 'turmas:escrever', 'aprendizes:ler'],
};

function abrir(rotas: Parameters<typeof instalarApiFalsa>[0]) {
  let chamadas: Chamada[] = [];
  const ultimoCorpo = () => chamadas.at(-1)?.corpo as { aprendizIds: number[] };
  const api = instalarApiFalsa({
    'GET /api/turmas/12': ok(turma),
    'GET /api/alocacoes/with-aprendizes': ok({
      data: [alocacaoDe(1, 'Ana Reis')],
      total: 1,
      page: 1,
      pageSize: 25,
    }),
    'GET /api/aprendiz': ok({
      data: [
        { id: 2, nome: 'Bia Souza', cpf: '222.333.444-55', situacao: 'Contratado' },
        { id: 3, nome: 'Caio Lima', cpf: '333.444.555-66', situacao: 'Contratado' },
      ],
    }),
    'POST /api/alocacoes/verificar': () => ok(checagem(ultimoCorpo().aprendizIds, [3])),
    ...rotas,
  });
  chamadas = api.chamadas;
  renderizar(
    <TurmaAprendizesScreen />,
    sessaoAtiva(secretaria),
    '/turmas/12/aprendizes',
    '/turmas/:id/aprendizes',
  );
  return api;
}

describe('aprendizes da turma', () => {
  it('aloca pelo fluxo: busca mostra quem está em outra turma, a conferência tira quem não pode', async () => {
    const { chamadas } = abrir({
      'POST /api/alocacoes': {
        status: 201,
        corpo: { data: [alocacaoDe(2, 'Bia Souza')], turma: { ocupacao: 2, vagasRestantes: 28 } },
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Alocar aprendizes' }));
    const fluxo = await screen.findByRole('dialog', { name: 'Alocar aprendizes em ADM-01' });
    await userEvent.type(within(fluxo).getByLabelText('Pesquisar aprendiz'), 'li');
    const lista = await within(fluxo).findByRole('list', { name: 'Aprendizes encontrados' });
    expect(await within(lista).findByText('Na turma T-9 desde 05/01/2026')).toBeInTheDocument();
    await userEvent.click(within(lista).getByRole('checkbox', { name: /Bia Souza/ }));
    await userEvent.click(within(lista).getByRole('checkbox', { name: /Caio Lima/ }));
    await userEvent.click(within(fluxo).getByRole('button', { name: 'Conferir (2)' }));

    expect(
      await within(fluxo).findByText(/1 aprendiz não pode ser alocado agora/),
    ).toBeInTheDocument();
    expect(within(fluxo).getByRole('button', { name: 'Confirmar alocação' })).toBeDisabled();
    await userEvent.click(within(fluxo).getByRole('button', { name: 'Tirar quem não pode' }));
    expect(
      await within(fluxo).findByText('Tudo certo: o aprendiz pode ser alocado nesta turma.'),
    ).toBeInTheDocument();
    await userEvent.click(within(fluxo).getByRole('button', { name: 'Confirmar alocação' }));
    expect(await within(fluxo).findByText(/1 aprendiz alocado em ADM-01/)).toBeInTheDocument();
    expect(
      chamadas.find((c) => c.metodo === 'POST' && c.caminho === '/api/alocacoes'),
    ).toMatchObject({
      corpo: { turmaId: 12, aprendizIds: [2], dataInicio: hoje },
    });
    await userEvent.click(within(fluxo).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('quem estuda no turno da turma: pode alocar, mas a conferência avisa em vez de "Tudo certo" (issue 32)', async () => {
    abrir({ 'POST /api/alocacoes/verificar': () => ok(checagem([2], [], [2])) });
    await userEvent.click(await screen.findByRole('button', { name: 'Alocar aprendizes' }));
    const fluxo = await screen.findByRole('dialog', { name: 'Alocar aprendizes em ADM-01' });
    await userEvent.type(within(fluxo).getByLabelText('Pesquisar aprendiz'), 'bi');
    const lista = await within(fluxo).findByRole('list', { name: 'Aprendizes encontrados' });
    await userEvent.click(await within(lista).findByRole('checkbox', { name: /Bia Souza/ }));
    await userEvent.click(within(fluxo).getByRole('button', { name: 'Conferir (1)' }));
    expect(
      await within(fluxo).findByText(
        'Pode alocar, mas confira antes o aviso de 1 aprendiz abaixo.',
      ),
    ).toBeInTheDocument();
    expect(within(fluxo).getByText(AVISO_ESCOLA)).toBeInTheDocument();
    expect(within(fluxo).queryByText(/Tudo certo/)).not.toBeInTheDocument();
    expect(within(fluxo).getByRole('button', { name: 'Confirmar alocação' })).toBeEnabled();
  });

  it('vindo da página de um aprendiz sem turma, o fluxo abre com ele já escolhido (issue 32)', async () => {
    instalarApiFalsa({
      'GET /api/turmas/12': ok(turma),
      'GET /api/alocacoes/with-aprendizes': ok({ data: [], total: 0, page: 1, pageSize: 25 }),
      'POST /api/alocacoes/verificar': () => ok(checagem([2])),
    });
    const { router } = renderizar(
      <TurmaAprendizesScreen />,
      sessaoAtiva(secretaria),
      '/aprendizes/2?aba=turmas',
      '/turmas/:id/aprendizes',
    );
    await act(() =>
      router.navigate('/turmas/12/aprendizes', {
        state: {
          alocar: { aprendizId: 2, nome: 'Bia Souza', cpf: '222.333.444-55', situacao: '' },
        },
      }),
    );
    const fluxo = await screen.findByRole('dialog', { name: 'Alocar aprendizes em ADM-01' });
    await userEvent.click(within(fluxo).getByRole('button', { name: 'Conferir (1)' }));
    expect(
      await within(fluxo).findByText('Tudo certo: o aprendiz pode ser alocado nesta turma.'),
    ).toBeInTheDocument();
    // The state is spent: a reload of the address does not open the flow again.
    expect(router.state.location.state).toBeNull();
  });

  it('mostra os motivos do servidor quando ele recusa, com volta para conferir', async () => {
    abrir({
      'POST /api/alocacoes/verificar': () => ok(checagem([2])),
      'POST /api/alocacoes': problema(409, 'Nenhum aprendiz foi alocado.', {
        errors: { 'aprendizIds.0': 'Na turma ADM-01 não há vagas restantes.' },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Alocar aprendizes' }));
    const fluxo = await screen.findByRole('dialog');
    await userEvent.type(within(fluxo).getByLabelText('Pesquisar aprendiz'), 'bia');
    await userEvent.click(await within(fluxo).findByRole('checkbox', { name: /Bia Souza/ }));
    await userEvent.click(within(fluxo).getByRole('button', { name: 'Conferir (1)' }));
    await userEvent.click(await within(fluxo).findByRole('button', { name: 'Confirmar alocação' }));
    expect(
      await within(fluxo).findByText('Bia Souza: Na turma ADM-01 não há vagas restantes.'),
    ).toBeInTheDocument();
    await userEvent.click(within(fluxo).getByRole('button', { name: 'Voltar e conferir' }));
    expect(await within(fluxo).findByRole('button', { name: 'Confirmar alocação' })).toBeEnabled();
  });

  it('desaloca pela linha: pede o motivo, confirma e envia data e motivo', async () => {
    const { chamadas } = abrir({
      'PUT /api/alocacoes/desalocar/1/12': ok(alocacaoDe(1, 'Ana Reis')),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Desalocar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Desalocar 1 aprendiz de ADM-01' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Continuar' }));
    expect(within(dialogo).getByText('Informe o motivo da desalocação')).toBeInTheDocument();
    await userEvent.type(within(dialogo).getByLabelText(/Motivo da desalocação/), 'Rescisão');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Continuar' }));
    await userEvent.click(await within(dialogo).findByRole('button', { name: 'Desalocar' }));
    expect(
      await within(dialogo).findByText('1 aprendiz desalocado de ADM-01.'),
    ).toBeInTheDocument();
    expect(chamadas.find((c) => c.metodo === 'PUT')).toMatchObject({
      caminho: '/api/alocacoes/desalocar/1/12',
      corpo: { dataFim: hoje, motivo: 'Rescisão' },
    });
  });

  it('desaloca em lote só os selecionados que ainda estão na turma', async () => {
    const saiu = { ...alocacaoDe(4, 'Davi Melo'), dataFim: '2026-03-01', aberta: false };
    abrir({
      'GET /api/alocacoes/with-aprendizes': ok({
        data: [alocacaoDe(1, 'Ana Reis'), saiu],
        total: 2,
        page: 1,
        pageSize: 25,
      }),
    });
    await screen.findByText('Davi Melo');
    for (const nome of ['Ana Reis', 'Davi Melo']) {
      const linha = screen.getAllByRole('row').find((l) => within(l).queryByText(nome));
      await userEvent.click(within(linha!).getByRole('checkbox'));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Desalocar marcados' }));
    expect(
      await screen.findByRole('dialog', { name: 'Desalocar 1 aprendiz de ADM-01' }),
    ).toBeInTheDocument();
  });
});
