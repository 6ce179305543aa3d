// The record's page against a fake API: header, tabs in the URL, inactivation (confirm, then
// 'Desfazer'), a stale edit offered a reload, and what a reader without write permission sees.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok, problema } from '../../testing/apiFalsa';
import {
  pagamentoFalso,
  valeAlimentacaoFalso,
  valeTransporteFalso,
} from '../../testing/beneficios';
import { abrirAprendiz, aprendizFalso, opcoesFalsas } from './testes.fixtures';

const escrever = ['aprendizes:ler', 'aprendizes:escrever'];

const abrir = (caminho: string, permissoes = escrever) => abrirAprendiz(caminho, permissoes);

describe('/aprendizes/{id}', () => {
  it('mostra nome, idade, situação e as abas; a aba fica na URL', async () => {
    instalarApiFalsa({
      ...opcoesFalsas,
      'GET /api/aprendiz/7': ok(aprendizFalso()),
      'GET /api/aprendiz/7/historico': ok({
        data: [
          {
            id: 1,
            data: '2026-01-10',
            situacaoAnteriorId: null,
            situacaoAnterior: null,
            situacaoId: 1,
            situacao: 'Inscrito',
            situacaoCor: 'default',
            motivo: 'Cadastro do aprendiz',
            origem: 'cadastro',
            origemId: null,
            usuarioId: 1,
            usuario: 'Ana Lima',
            criadoEm: '2026-01-10T12:00:00Z',
          },
        ],
      }),
    });
    const { router } = abrir('/aprendizes/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Joana Araújo' }),
    ).toBeInTheDocument();
    expect(screen.getByText('20 anos')).toBeInTheDocument();
    expect(screen.getByText('CPF 529.982.247-25')).toBeInTheDocument();
    expect(screen.getAllByText('Contratado').length).toBeGreaterThan(0);
    expect(screen.getByText('(11) 98765-4321')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Histórico' }));
    expect(router.state.location.search).toBe('?aba=historico');
    expect(await screen.findByText('Cadastro do aprendiz')).toBeInTheDocument();
    expect(screen.getByText(/Por Ana Lima em 10\/01\/2026/)).toBeInTheDocument();

    // The evaluations have their own page (evaluations, grades, report card): the tab leads there.
    await userEvent.click(screen.getByRole('tab', { name: 'Avaliações' }));
    expect(router.state.location.pathname).toBe('/aprendizes/7/avaliacoes');
  });

  it('inativa depois de confirmar e oferece Desfazer, que reativa', async () => {
    const { chamadas } = instalarApiFalsa({
      ...opcoesFalsas,
      'GET /api/aprendiz/7': ok(aprendizFalso()),
      'DELETE /api/aprendiz/7': ok(aprendizFalso({ ativo: false })),
      'POST /api/aprendiz/7/reativar': ok(aprendizFalso()),
    });
    abrir('/aprendizes/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Inativar' }));
    const confirmacao = await screen.findByRole('alertdialog', { name: 'Inativar Joana Araújo?' });
    await userEvent.click(within(confirmacao).getByRole('button', { name: 'Inativar' }));
    const regiao = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(regiao).findByText('Aprendiz inativado.')).toBeInTheDocument();
    await userEvent.click(within(regiao).getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => {
      expect(chamadas.map((c) => `${c.metodo} ${c.caminho}`)).toEqual(
        expect.arrayContaining(['DELETE /api/aprendiz/7', 'POST /api/aprendiz/7/reativar']),
      );
    });
  });

  it('registra um afastamento de quem está contratado', async () => {
    const { chamadas } = instalarApiFalsa({
      ...opcoesFalsas,
      'GET /api/aprendiz/7': ok(aprendizFalso()),
      'GET /api/aprendiz/7/afastamentos': ok({ data: [] }),
      'POST /api/aprendiz/7/afastamentos': problema(
        422,
        'O início não pode ser anterior ao contrato.',
        {
          errors: { dataInicio: 'O início não pode ser anterior ao contrato.' },
        },
      ),
    });
    abrir('/aprendizes/7?aba=afastamentos');
    expect(
      await screen.findByText('Este aprendiz não tem afastamentos registrados.'),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Registrar afastamento' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Registrar afastamento' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(
      await within(dialogo).findByText('Selecione o motivo do afastamento'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialogo).getByRole('combobox', { name: /Motivo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Licença médica' }));
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Registrar' }));
    expect(
      await within(dialogo).findAllByText('O início não pode ser anterior ao contrato.'),
    ).not.toHaveLength(0);
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toMatchObject({
      motivoAfastamentoId: 1,
    });
  });

  it('a aba Benefícios mostra pagamentos e vales por mês, e só para quem lê benefícios', async () => {
    const mesPago = { competencia: '2026-10', bloqueado: true };
    instalarApiFalsa({
      ...opcoesFalsas,
      'GET /api/aprendiz/7': ok(aprendizFalso()),
      'GET /api/beneficios/aprendizes/7': ok({
        aprendiz: { id: 7, nome: 'Joana Araújo' },
        pagamentos: [
          pagamentoFalso(9, 'Joana Araújo', {
            ...mesPago,
            status: 'pago',
            dataPagamento: '2026-11-05',
          }),
        ],
        valesTransporte: [valeTransporteFalso(4, 'Joana Araújo', mesPago)],
        valesAlimentacao: [
          valeAlimentacaoFalso(5, 'Joana Araújo', {
            ...mesPago,
            valorDiario: 25,
            dias: 20,
            valor: 500,
          }),
        ],
      }),
    });
    abrir('/aprendizes/7?aba=beneficios', [...escrever, 'beneficios:ler']);
    const tabela = await screen.findByRole('table', { name: 'Benefícios por competência' });
    expect(within(tabela).getByRole('link', { name: '10/2026' })).toBeInTheDocument();
    expect(tabela).toHaveTextContent('R$ 873,33');
    expect(tabela).toHaveTextContent('Pago em 05/11/2026');
    expect(tabela).toHaveTextContent('R$ 220,00 (22 dias)');
    expect(tabela).toHaveTextContent('R$ 500,00 (20 dias)');
  });

  it('sem beneficios:ler, a aba Benefícios diz que não pode ver e não pede nada', async () => {
    const { chamadas } = instalarApiFalsa({
      ...opcoesFalsas,
      'GET /api/aprendiz/7': ok(aprendizFalso()),
    });
    abrir('/aprendizes/7?aba=beneficios');
    expect(
      await screen.findByText('Você não tem permissão para ver os benefícios deste aprendiz.'),
    ).toBeInTheDocument();
    expect(chamadas.some((c) => c.caminho.startsWith('/api/beneficios'))).toBe(false);
  });

  it('editar: quem salvou depois de outra pessoa recebe a oferta de recarregar', async () => {
    let leituras = 0;
    const { chamadas } = instalarApiFalsa({
      ...opcoesFalsas,
      'GET /api/aprendiz/7': () => {
        leituras += 1;
        return ok(aprendizFalso({ cpf: '***.982.247-**' }));
      },
      'PUT /api/aprendiz/7': problema(409, 'Este registro foi alterado por outra pessoa.', {
        type: '/problemas/versao-desatualizada',
      }),
    });
    abrir('/aprendizes/7?editar');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Editar Joana Araújo' }),
    ).toBeInTheDocument();
    // The hidden CPF is shown as it came and cannot be edited.
    expect(await screen.findByRole('textbox', { name: 'CPF' })).toHaveValue('***.982.247-**');
    expect(screen.getByRole('textbox', { name: 'CPF' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const aviso = await screen.findByText(/Recarregue para ver a versão atual/);
    expect(chamadas.find((c) => c.metodo === 'PUT')?.corpo).toMatchObject({
      versao: 3,
      cpf: '***.982.247-**',
    });
    await userEvent.click(
      within(aviso.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Recarregar',
      }),
    );
    await waitFor(() => {
      expect(leituras).toBe(2);
    });
  });

  it('sem permissão de escrita não há Editar nem Inativar, e ?editar mostra a ficha', async () => {
    instalarApiFalsa({
      ...opcoesFalsas,
      'GET /api/aprendiz/7': ok(aprendizFalso()),
    });
    abrir('/aprendizes/7?editar', ['aprendizes:ler']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Joana Araújo' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inativar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  });

  it('um código que não existe diz que o aprendiz não foi encontrado', async () => {
    instalarApiFalsa({ 'GET /api/aprendiz/99': problema(404, 'Aprendiz não encontrado.') });
    abrir('/aprendizes/99');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Aprendiz não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver a lista' })).toHaveAttribute(
      'href',
      '/aprendizes',
    );
  });
});
