import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProvedorDeConfirmacao } from '../../shared/dialogos';
import { instalarApiFalsa, ok, pagina } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { ContratoDetalheScreen } from './ContratoDetalheScreen';
import { ContratosScreen } from './ContratosScreen';

const aprendiz = (id: number, nome: string) => ({
  aprendizId: id,
  nome,
  nomeSocial: null,
  cpf: '***.456.789-**',
  situacao: { id: 3, codigo: 'contratado', nome: 'Contratado', cor: 'success' },
  aprendizAtivo: true,
});

const contrato = (id: number, extra: Record<string, unknown>) => ({
  id,
  numero: `2026/0000${id}`,
  Con_CodAprendiz: id,
  Con_CodParceiro: 9,
  Con_TipoContrato: 'A',
  Con_DataInicio: '2026-01-05',
  Con_DataTermino: '2027-01-04',
  Con_Duracao: 12,
  Con_CargaHoraria: 20,
  Con_ValorBolsa: 1500,
  Con_ValorTaxa: null,
  Con_ValorEncargos: null,
  Con_ValorMatricula: null,
  Con_CBO: null,
  Con_ObservacoesGerais: null,
  unidadeId: null,
  status: 'vigente',
  statusGravado: 'vigente',
  aguardandoEncerramento: false,
  diasRestantes: 12,
  vagaId: null,
  encaminhamentoId: null,
  aprendiz: aprendiz(id, `Aprendiz ${id}`),
  parceiro: { id: 9, nome: 'Mercado Bom Preço', razaoSocial: 'Mercado Bom Preço Ltda' },
  unidade: null,
  profissao: null,
  criadoEm: '2026-01-02T10:00:00Z',
  atualizadoEm: '2026-01-02T10:00:00Z',
  versao: 1,
  ...extra,
});

const escritor = { ...usuarioDeTeste, permissoes: ['contratos:ler', 'contratos:escrever'] };

describe('lista de contratos', () => {
  it('mostra dias restantes, filtra os que vencem em 30 dias pela URL e encerra em lote só os que terminaram', async () => {
    const vigente = contrato(1, {});
    const terminado = contrato(2, {
      Con_DataTermino: '2026-01-31',
      status: 'encerrado',
      aguardandoEncerramento: true,
      diasRestantes: null,
    });
    const { chamadas } = instalarApiFalsa({
      'GET /api/contratos': pagina([vigente, terminado]),
      'POST /api/contratos/encerrar': ok({
        data: [{ ...terminado, statusGravado: 'encerrado', aguardandoEncerramento: false }],
      }),
    });
    const { router } = renderizar(<ContratosScreen />, sessaoAtiva(escritor), '/contratos');

    expect(await screen.findByText('2026/00001')).toBeInTheDocument();
    expect(
      within(screen.getByRole('grid')).getByRole('link', { name: 'Aprendiz 1' }),
    ).toHaveAttribute('href', '/aprendizes/1');
    expect(screen.getByText('12 dias')).toBeInTheDocument();
    expect(
      within(screen.getByRole('grid')).getByText('Aguardando encerramento'),
    ).toBeInTheDocument();
    expect(screen.getByText('Vigente')).toBeInTheDocument();
    expect(screen.getAllByText('Aprendizagem')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: '30 dias' }));
    await waitFor(() => {
      expect(router.state.location.search).toContain('venceEmDias=30');
    });
    await waitFor(() => {
      expect(chamadas.some((c) => c.caminho === '/api/contratos' && c.metodo === 'GET')).toBe(true);
    });
    const pedidos = (globalThis.fetch as jest.Mock).mock.calls.map((c: unknown[]) =>
      String(c[0] instanceof Request ? c[0].url : c[0]),
    );
    expect(pedidos.some((u) => u.includes('venceEmDias=30'))).toBe(true);

    // Both selected; only the one past its término is sent.
    const linhas = screen.getAllByRole('row');
    for (const numero of ['2026/00001', '2026/00002']) {
      const linha = linhas.find((l) => within(l).queryByText(numero));
      await userEvent.click(within(linha!).getByRole('checkbox'));
    }
    await userEvent.click(screen.getByRole('button', { name: /Encerrar/ }));
    const dialogo = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialogo).getByRole('button', { name: /Encerrar|Confirmar/ }));
    await waitFor(() => {
      expect(chamadas.find((c) => c.caminho === '/api/contratos/encerrar')?.corpo).toEqual({
        ids: [2],
      });
    });
  });
});

describe('página do contrato', () => {
  it('o número, o aprendiz e a empresa como links, os termos em pt-BR e a bolsa em reais', async () => {
    instalarApiFalsa({
      'GET /api/contratos/3': ok(contrato(3, {})),
      'GET /api/contratos/prorrogacoes': pagina([]),
      'GET /api/contratos/rescisoes': pagina([]),
    });
    renderizar(
      <ProvedorDeConfirmacao>
        <ContratoDetalheScreen />
      </ProvedorDeConfirmacao>,
      sessaoAtiva(escritor),
      '/contratos/3',
      '/contratos/:id',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contrato 2026/00003' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aprendiz 3' })).toHaveAttribute(
      'href',
      '/aprendizes/3',
    );
    expect(screen.getByRole('link', { name: 'Mercado Bom Preço' })).toHaveAttribute(
      'href',
      '/empresas/9/unidades',
    );
    expect(screen.getByText('04/01/2027')).toBeInTheDocument();
    expect(screen.getByText(/R\$\s1\.500,00/)).toBeInTheDocument();
  });
});

describe('página do contrato: de onde veio (issue 32)', () => {
  it('um contrato de um encaminhamento leva de volta à vaga e aos encaminhamentos dela', async () => {
    instalarApiFalsa({
      'GET /api/contratos/3': ok(contrato(3, { vagaId: 12, encaminhamentoId: 40 })),
      'GET /api/contratos/prorrogacoes': pagina([]),
      'GET /api/contratos/rescisoes': pagina([]),
    });
    renderizar(
      <ProvedorDeConfirmacao>
        <ContratoDetalheScreen />
      </ProvedorDeConfirmacao>,
      sessaoAtiva({ ...escritor, permissoes: [...escritor.permissoes, 'vagas:ler'] }),
      '/contratos/3',
      '/contratos/:id',
    );
    expect(await screen.findByRole('link', { name: 'Vaga nº 12' })).toHaveAttribute(
      'href',
      '/vagas/12',
    );
    expect(screen.getByRole('link', { name: 'encaminhamento nº 40' })).toHaveAttribute(
      'href',
      '/vagas/12/encaminhamentos',
    );
  });
});
