import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok, pagina, problema } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { ProvedorDeConfirmacao } from '../../shared/dialogos';
import { MENSAGENS_VAGA as M } from '../../shared/validation/vagas';
import { AdicionarCandidatosDialog } from './AdicionarCandidatosDialog';
import type { Vaga } from './api';
import { EncaminhamentosScreen, VagaEncaminhamentosScreen } from './EncaminhamentosScreen';
import * as fixtures from './testes.fixtures';
import { VagaDetalheScreen } from './VagaDetalheScreen';
import { VagasScreen } from './VagasScreen';

const aprendiz = (id: number, nome: string, situacao = 'Encaminhado') => ({
  aprendizId: id,
  nome,
  nomeSocial: null,
  cpf: '***.456.789-**',
  situacao: { id: 3, codigo: situacao.toLowerCase(), nome: situacao, cor: 'secondary' },
  aprendizAtivo: true,
});

const encaminhamento = (id: number, extra: Record<string, unknown>) => ({
  id,
  vagaId: 7,
  vaga: {
    id: 7,
    titulo: 'Atendente de padaria',
    status: 'em seleção',
    turno: 'tarde',
    cargaHoraria: 20,
    valorBolsa: 690,
    profissao: { codigo: '4110-10', nome: 'Assistente administrativo' },
  },
  parceiro: { id: 9, nome: 'Padaria Pão Quente', razaoSocial: 'Padaria Pão Quente Ltda' },
  unidade: { id: 12, nome: 'Loja Paulista' },
  aprendiz: aprendiz(id, `Aprendiz ${id}`),
  data: '2026-11-20',
  dataEntrevista: '2026-11-25T14:30',
  status: 'entrevista agendada',
  observacoes: null,
  contrato: null,
  criadoEm: '2026-11-20T10:00:00Z',
  atualizadoEm: '2026-11-20T10:00:00Z',
  versao: 3,
  ...extra,
});

const equipe = {
  ...usuarioDeTeste,
  permissoes: ['vagas:ler', 'vagas:escrever', 'contratos:ler', 'contratos:escrever'],
};

describe('encaminhamentos', () => {
  it('mostra a entrevista em pt-BR, muda o status só para onde as regras deixam e oferece Criar contrato no aprovado', async () => {
    const agendado = encaminhamento(1, {});
    const aprovado = encaminhamento(2, { status: 'aprovado' });
    const contratado = encaminhamento(3, {
      status: 'aprovado',
      contrato: { id: 40, numero: '2026/00040' },
    });
    const { chamadas } = instalarApiFalsa({
      'GET /api/encaminhamentos': ok({
        data: [agendado, aprovado, contratado],
        total: 3,
        page: 1,
        pageSize: 25,
      }),
      'PUT /api/encaminhamentos/1': ok({ ...agendado, status: 'aprovado', versao: 4 }),
    });
    renderizar(<EncaminhamentosScreen />, sessaoAtiva(equipe), '/encaminhamentos');
    const grade = await screen.findByRole('grid');
    expect(await within(grade).findAllByText('25/11/2026 às 14:30')).toHaveLength(3);
    expect(within(grade).getByRole('link', { name: 'Criar contrato' })).toHaveAttribute(
      'href',
      '/contratos/novo?encaminhamentoId=2',
    );
    expect(within(grade).getByRole('link', { name: 'Contrato 2026/00040' })).toBeInTheDocument();
    // A referral that became a contract no longer changes.
    expect(
      within(grade).queryByRole('button', {
        name: /Mudar a situação do encaminhamento de Aprendiz 3/,
      }),
    ).not.toBeInTheDocument();

    await userEvent.click(
      within(grade).getByRole('button', {
        name: /Mudar a situação do encaminhamento de Aprendiz 1/,
      }),
    );
    const dialogo = await screen.findByRole('dialog');
    await userEvent.click(within(dialogo).getByRole('combobox', { name: /Situação/ }));
    const opcoes = screen.getAllByRole('option').map((o) => o.textContent);
    expect(opcoes).toEqual(['Entrevista agendada', 'Aprovado', 'Reprovado', 'Desistente']);
    await userEvent.click(screen.getByRole('option', { name: 'Aprovado' }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(chamadas.find((c) => c.metodo === 'PUT')?.corpo).toEqual({
        status: 'aprovado',
        dataEntrevista: '2026-11-25T14:30',
        observacoes: null,
        versao: 3,
      }),
    );
  });
});

describe('páginas da vaga', () => {
  it('os dados: empresa e unidade como links, o CBO, a bolsa em reais e a abertura em pt-BR', async () => {
    instalarApiFalsa({ 'GET /api/vagas/12': ok(fixtures.vaga) });
    renderizar(
      <ProvedorDeConfirmacao>
        <VagaDetalheScreen />
      </ProvedorDeConfirmacao>,
      sessaoAtiva(equipe),
      '/vagas/12',
      '/vagas/:id',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: /Atendente de padaria/ }),
    ).toBeInTheDocument();
    const empresa = screen.getAllByRole('link', { name: 'Padaria Sol' });
    expect(empresa.map((l) => l.getAttribute('href'))).toContain('/empresas/4/unidades');
    expect(screen.getByRole('link', { name: 'Centro' })).toHaveAttribute(
      'href',
      '/empresas/4/unidades/2',
    );
    expect(screen.getByText('5134-05 · Atendente')).toBeInTheDocument();
    expect(screen.getByText('02/03/2026')).toBeInTheDocument();
  });

  it('os encaminhamentos da vaga: pede os desta vaga e mostra a entrevista em pt-BR', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/vagas/12': ok(fixtures.vaga),
      'GET /api/vagas/12/encaminhamentos': pagina([encaminhamento(1, {})]),
    });
    renderizar(
      <ProvedorDeConfirmacao>
        <VagaEncaminhamentosScreen />
      </ProvedorDeConfirmacao>,
      sessaoAtiva(equipe),
      '/vagas/12/encaminhamentos',
      '/vagas/:id/encaminhamentos',
    );
    const grade = await screen.findByRole('grid', { name: 'Encaminhamentos da vaga' });
    expect(await within(grade).findByText('25/11/2026 às 14:30')).toBeInTheDocument();
    expect(chamadas.map((c) => c.caminho)).toContain('/api/vagas/12/encaminhamentos');
  });
});

describe('adicionar candidatos', () => {
  const vaga = {
    id: 7,
    titulo: 'Atendente de padaria',
    turno: 'tarde',
    unidade: { id: 12, nome: 'Loja Paulista', municipio: 'São Paulo/SP' },
  } as Vaga;
  const sugestao = (id: number, nome: string, aFavor: string[], contra: string[]) => ({
    aprendiz: aprendiz(id, nome, 'Inscrito'),
    idade: 18,
    turnoEscolar: 'manha',
    municipio: 'São Paulo/SP',
    escolaridade: 'Ensino médio completo',
    pontos: aFavor.length - contra.length,
    aFavor,
    contra,
  });

  it('mostra os motivos de cada sugestão e, se o servidor recusa, o motivo na linha de quem foi recusado', async () => {
    const recusa = M.situacaoNaoPermite('Bruna Lima', 'Contratado');
    const { chamadas } = instalarApiFalsa({
      'GET /api/vagas/7/sugestoes': ok({
        data: [
          sugestao(1, 'Ana Souza', ['18 anos, dentro da faixa da vaga (16 a 22)'], []),
          sugestao(2, 'Bruna Lima', [], ['Estuda no turno tarde, que conflita com o da vaga']),
        ],
        total: 2,
        page: 1,
        pageSize: 10,
      }),
      'POST /api/vagas/7/candidatos': problema(422, M.candidatosRecusados, {
        errors: { 'aprendizIds.1': recusa },
      }),
    });
    renderizar(<AdicionarCandidatosDialog vaga={vaga} onFechar={jest.fn()} />, sessaoAtiva(equipe));
    expect(
      await screen.findByText('18 anos, dentro da faixa da vaga (16 a 22)'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Estuda no turno tarde, que conflita com o da vaga'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Escolher Ana Souza' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Escolher Bruna Lima' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar 2 candidatos' }));
    expect(await screen.findByText(recusa)).toBeInTheDocument();
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({ aprendizIds: [1, 2] });
  });
});

describe('lista de vagas', () => {
  it('mostra empresa, CBO, turno e preenchidas; os chips de status filtram pela URL', async () => {
    instalarApiFalsa({
      'GET /api/vagas': ok({
        data: [
          {
            id: 7,
            titulo: 'Atendente de padaria',
            parceiro: {
              id: 9,
              nome: 'Padaria Pão Quente',
              razaoSocial: 'Padaria Pão Quente Ltda',
            },
            profissao: { id: 3, codigo: '4110-10', nome: 'Assistente administrativo' },
            turno: 'tarde',
            quantidade: 2,
            preenchidas: 1,
            status: 'em seleção',
            dataAbertura: '2026-11-02',
          },
        ],
        total: 1,
        page: 1,
        pageSize: 25,
      }),
    });
    const { router } = renderizar(<VagasScreen />, sessaoAtiva(equipe), '/vagas');
    const grade = await screen.findByRole('grid');
    expect(await within(grade).findByText('Padaria Pão Quente')).toBeInTheDocument();
    expect(within(grade).getByText('4110-10')).toBeInTheDocument();
    expect(within(grade).getByText('Tarde')).toBeInTheDocument();
    expect(within(grade).getByText('1 de 2 preenchidas')).toBeInTheDocument();
    expect(within(grade).getByText('02/11/2026')).toBeInTheDocument();
    const status = screen.getByRole('group', { name: 'Situação da vaga' });
    await userEvent.click(within(status).getByRole('button', { name: 'Preenchida' }));
    expect(router.state.location.search).toContain('status=preenchida');
    expect(within(status).getByRole('button', { name: 'Preenchida' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('o filtro de empresa busca pela razão social e mostra o nome fantasia, quando há', async () => {
    const buscas: string[] = [];
    instalarApiFalsa({
      'GET /api/vagas': pagina([]),
      'GET /api/parceiros': (req) => {
        buscas.push(new URL(req.url).search);
        return pagina([
          { id: 9, razaoSocial: 'Padaria Sol Ltda', nomeFantasia: 'Padaria Sol' },
          { id: 10, razaoSocial: 'Solar Comércio Ltda', nomeFantasia: null },
        ]);
      },
    });
    renderizar(<VagasScreen />, sessaoAtiva(equipe), '/vagas');
    await userEvent.click(await screen.findByRole('button', { name: /Filtros/ }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Empresa' }), 'Sol');
    await waitFor(() => {
      expect(buscas).toContain('?q=Sol&pageSize=20&sort=razaoSocial');
    });
    expect(await screen.findByRole('option', { name: 'Padaria Sol' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Solar Comércio Ltda' })).toBeInTheDocument();
  });
});
