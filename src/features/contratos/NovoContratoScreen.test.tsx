import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contextoInicial, termosVazios } from '../../machines/contrato';
import { MENSAGENS_CONTRATO as M } from '../../shared/validation/contratos';
import { instalarApiFalsa, ok, pagina, problema } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { NovoContratoScreen } from './NovoContratoScreen';

const escritor = { ...usuarioDeTeste, permissoes: ['contratos:ler', 'contratos:escrever'] };

const bruno = {
  id: 5,
  nome: 'Bruno Lima',
  cpf: '123.456.789-09',
  dataNascimento: '2007-04-01',
  pcd: false,
  rotulos: { situacao: 'Em seleção', situacaoCor: 'info' },
};

/** What redux-persist keeps of an unfinished contract stopped at the terms. */
function rascunhoNosTermos(mudar: Partial<ReturnType<typeof contextoInicial>> = {}) {
  const context = {
    ...contextoInicial(),
    aprendiz: { ...bruno, situacao: 'Em seleção', situacaoCor: 'info', rotulos: undefined },
    parceiro: { id: 9, nome: 'Mercado Bom Preço', cotaAprendizes: 3, aprendizesAlocados: 1 },
    termos: { ...termosVazios(), Con_CargaHoraria: '50', Con_ValorBolsa: 'R$ 1.500,00' },
    tocados: ['Con_CargaHoraria'],
    ...mudar,
  };
  localStorage.setItem(
    'persist:contrato',
    JSON.stringify({
      value: JSON.stringify('termos'),
      context: JSON.stringify(context),
      _persist: JSON.stringify({ version: -1, rehydrated: true }),
    }),
  );
}

beforeEach(() => {
  localStorage.clear();
});

describe('novo contrato', () => {
  it('vindo da página do aprendiz, já o traz escolhido; sem empresa não avança', async () => {
    instalarApiFalsa({
      'GET /api/aprendiz/5': ok(bruno),
      'GET /api/contratos': ok({ data: [], total: 0, page: 1, pageSize: 5 }),
    });
    renderizar(<NovoContratoScreen />, sessaoAtiva(escritor), '/contratos/novo?aprendizId=5');
    expect(await screen.findByRole('heading', { name: 'Bruno Lima' })).toBeInTheDocument();
    expect(
      await screen.findByText('Nenhum contrato em curso para este aprendiz.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Em seleção')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Aprendiz/ })).toHaveValue('Bruno Lima');

    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByRole('combobox', { name: /^Empresa/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    expect(await screen.findByText(M.selecioneEmpresa)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByRole('heading', { name: 'Bruno Lima' })).toBeInTheDocument();
  });

  const padariaSol = {
    id: 8,
    razaoSocial: 'Padaria Sol Ltda',
    nomeFantasia: 'Padaria Sol',
    cotaAprendizes: 3,
    aprendizesAlocados: 1,
  };
  const unidadesDaPadaria = pagina([
    { id: 3, nome: 'Centro', aprendizesAlocados: 1 },
    { id: 4, nome: 'Zona Norte', aprendizesAlocados: 0 },
  ]);
  /** From Bruno's page to the partner step, with Padaria Sol chosen by its search. */
  async function escolherAPadaria() {
    renderizar(<NovoContratoScreen />, sessaoAtiva(escritor), '/contratos/novo?aprendizId=5');
    expect(await screen.findByRole('heading', { name: 'Bruno Lima' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    const empresa = await screen.findByRole('combobox', { name: /^Empresa/ });
    expect(screen.getByText('Pesquise pelo nome ou CNPJ')).toBeInTheDocument();
    await userEvent.type(empresa, 'Sol');
    await userEvent.click(await screen.findByRole('option', { name: /Padaria Sol/ }));
  }

  it('escolhe a empresa pela busca e mostra sua cota', async () => {
    instalarApiFalsa({
      'GET /api/aprendiz/5': ok(bruno),
      'GET /api/contratos': ok({ data: [], total: 0, page: 1, pageSize: 5 }),
      'GET /api/parceiros': ok({ data: [padariaSol], total: 1, page: 1, pageSize: 20 }),
      'GET /api/parceiros/8/unidades': unidadesDaPadaria,
    });
    await escolherAPadaria();
    expect(await screen.findByRole('heading', { name: 'Padaria Sol' })).toBeInTheDocument();
    expect(screen.getByText('1 de 3 agora; 2 de 3 com este contrato')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /^Unidade/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Sem unidade (definir depois)',
      'Centro (1 aprendiz lotado)',
      'Zona Norte (0 aprendizes lotados)',
    ]);
  });

  it('as unidades que não carregam: diz o que fazer', async () => {
    instalarApiFalsa({
      'GET /api/aprendiz/5': ok(bruno),
      'GET /api/contratos': ok({ data: [], total: 0, page: 1, pageSize: 5 }),
      'GET /api/parceiros': ok({ data: [padariaSol], total: 1, page: 1, pageSize: 20 }),
      'GET /api/parceiros/8/unidades': problema(503, 'Indisponível.'),
    });
    await escolherAPadaria();
    expect(
      await screen.findByText(
        'Não foi possível carregar as unidades desta empresa. Tente escolher a empresa de novo.',
      ),
    ).toBeInTheDocument();
  });

  it('retoma o contrato não concluído depois de recarregar, com as mensagens do seed, e descarta', async () => {
    rascunhoNosTermos();
    instalarApiFalsa({
      'GET /api/contratos': ok({ data: [], total: 0, page: 1, pageSize: 5 }),
    });
    const { container } = renderizar(
      <NovoContratoScreen />,
      sessaoAtiva(escritor),
      '/contratos/novo',
    );
    expect(
      await screen.findByText(/Este é o contrato não concluído que você começou antes/),
    ).toBeInTheDocument();
    const carga = container.querySelector<HTMLInputElement>('input[name="Con_CargaHoraria"]');
    expect(carga).toHaveValue('50');
    expect(container.querySelector('input[name="Con_ValorBolsa"]')).toHaveValue('R$ 1.500,00');
    // The field the person typed shows its message; the rest once they try to go on.
    expect(screen.getByText(M.cargaHorariaForaDaFaixa)).toBeInTheDocument();
    expect(screen.queryByText(M.selecioneTipo)).not.toBeInTheDocument();
    expect(screen.getByText('Último dia do contrato; preenche a duração')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    for (const m of [M.selecioneTipo, M.dataInicioObrigatoria, M.duracaoForaDaFaixa]) {
      expect(await screen.findByText(m)).toBeInTheDocument();
    }
    await userEvent.clear(carga!);
    await userEvent.type(carga!, '20');
    await waitFor(() => {
      expect(screen.queryByText(M.cargaHorariaForaDaFaixa)).not.toBeInTheDocument();
    });

    await userEvent.click(screen.getAllByRole('button', { name: 'Descartar' })[0]!);
    const dialogo = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Descartar' }));
    // A new, empty contract starts at the first step.
    expect(await screen.findByRole('combobox', { name: /^Aprendiz/ })).toHaveValue('');
    await waitFor(() => {
      expect(localStorage.getItem('persist:contrato') ?? '').not.toContain('Bruno');
    });
  });

  it('um rascunho em que nada foi digitado não é rascunho: começa um novo, sem aviso', async () => {
    rascunhoNosTermos({ tocados: [] });
    instalarApiFalsa({
      'GET /api/aprendiz/5': ok(bruno),
      'GET /api/contratos': ok({ data: [], total: 0, page: 1, pageSize: 5 }),
    });
    renderizar(<NovoContratoScreen />, sessaoAtiva(escritor), '/contratos/novo');
    expect(await screen.findByRole('combobox', { name: /^Aprendiz/ })).toHaveValue('');
    expect(screen.queryByText(/contrato não concluído/)).not.toBeInTheDocument();
  });

  it('aberto por um encaminhamento, é sobre ele, mesmo com outro rascunho guardado', async () => {
    rascunhoNosTermos();
    instalarApiFalsa({
      'GET /api/encaminhamentos/31': ok({
        vagaId: 2,
        aprendiz: { aprendizId: 5 },
        parceiro: { id: 8 },
        unidade: { id: 3, nome: 'Centro' },
        vaga: { cargaHoraria: 20, valorBolsa: 690, profissao: { codigo: '4110-10' } },
      }),
      'GET /api/parceiros/8': ok(padariaSol),
      'GET /api/aprendiz/5': ok(bruno),
      'GET /api/contratos': ok({ data: [], total: 0, page: 1, pageSize: 5 }),
    });
    renderizar(
      <NovoContratoScreen />,
      sessaoAtiva(escritor),
      '/contratos/novo?encaminhamentoId=31',
    );
    expect(await screen.findByRole('heading', { name: 'Bruno Lima' })).toBeInTheDocument();
    expect(screen.queryByText(/contrato não concluído/)).not.toBeInTheDocument();
    await waitFor(() => {
      expect(localStorage.getItem('persist:contrato') ?? '').toContain('"encaminhamentoId\\":31');
    });
  });
});
