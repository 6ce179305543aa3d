import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProvedorDeConfirmacao } from '../../shared/dialogos';
import { instalarApiFalsa, ok } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { vaga } from './testes.fixtures';
import { VagaCandidatosScreen } from './VagaCandidatosScreen';

const candidato = (id: number, nome: string, status: string) => ({
  id,
  vagaId: vaga.id,
  status,
  motivo: null,
  aprendiz: {
    aprendizId: id * 10,
    nome,
    nomeSocial: null,
    cpf: '***.456.789-**',
    situacao: { id: 1, codigo: 'em-selecao', nome: 'Em seleção', cor: 'info' },
    aprendizAtivo: true,
  },
  encaminhamento: null,
  vaga: { id: vaga.id, titulo: vaga.titulo, status: vaga.status, parceiro: 'Padaria Sol' },
  criadoEm: '2026-03-02T12:00:00Z',
  atualizadoEm: '2026-03-02T12:00:00Z',
  versao: 1,
});

describe('candidatos da vaga', () => {
  it('encaminha em lote só os selecionados livres para encaminhar', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/vagas/12': ok(vaga),
      'GET /api/vagas/12/candidatos': ok({
        data: [candidato(1, 'Ana Souza', 'selecionado'), candidato(2, 'Bruno Lima', 'inscrito')],
        total: 2,
        page: 1,
        pageSize: 25,
      }),
      'POST /api/vagas/12/encaminhamentos': { status: 201, corpo: {} },
    });
    renderizar(
      <ProvedorDeConfirmacao>
        <VagaCandidatosScreen />
      </ProvedorDeConfirmacao>,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['vagas:ler', 'vagas:escrever'] }),
      '/vagas/12/candidatos',
      '/vagas/:id/candidatos',
    );
    await screen.findByText('Bruno Lima');
    for (const nome of ['Ana Souza', 'Bruno Lima']) {
      const linha = screen.getAllByRole('row').find((l) => within(l).queryByText(nome));
      await userEvent.click(within(linha!).getByRole('checkbox'));
    }
    // The tick is "marcado": "selecionado" is a candidatura's status on this very screen.
    const emLote = screen.getByText('2 marcados').parentElement!;
    expect(screen.getByText('2 linhas marcadas')).toBeInTheDocument();
    await userEvent.click(within(emLote).getByRole('button', { name: 'Encaminhar' }));
    const dialogo = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialogo).getByRole('button', { name: /Encaminhar|Confirmar/ }));
    await waitFor(() => {
      expect(chamadas.filter((c) => c.metodo === 'POST').map((c) => c.corpo)).toEqual([
        { aprendizId: 10 },
      ]);
    });
    // Who was left out is named, with why.
    expect(
      await screen.findByText(
        'Não encaminhado: Bruno Lima (candidatura Inscrito, use “Selecionar” antes).',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 candidato encaminhado.')).toBeInTheDocument();
    expect(screen.queryByText(/selecionados?\b/)).not.toBeInTheDocument();
  });

  it('um candidato novo tem "Selecionar" em Ações; encaminhar só novos explica o que falta, sem ambiguidade', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/vagas/12': ok(vaga),
      'GET /api/vagas/12/candidatos': ok({
        data: [candidato(2, 'Ágatha Lima', 'inscrito')],
        total: 1,
        page: 1,
        pageSize: 25,
      }),
      'PUT /api/vagas/12/candidatos/2': ok(candidato(2, 'Ágatha Lima', 'selecionado')),
    });
    renderizar(
      <ProvedorDeConfirmacao>
        <VagaCandidatosScreen />
      </ProvedorDeConfirmacao>,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['vagas:ler', 'vagas:escrever'] }),
      '/vagas/12/candidatos',
      '/vagas/:id/candidatos',
    );
    await screen.findByText('Ágatha Lima');
    const linha = screen.getAllByRole('row').find((l) => within(l).queryByText('Ágatha Lima'));
    await userEvent.click(within(linha!).getByRole('checkbox'));
    const emLote = screen.getByText('1 marcado').parentElement!;
    await userEvent.click(within(emLote).getByRole('button', { name: 'Encaminhar' }));
    const dialogo = await screen.findByRole('alertdialog');
    expect(dialogo).toHaveTextContent('o candidato marcado');
    await userEvent.click(within(dialogo).getByRole('button', { name: /Encaminhar|Confirmar/ }));
    expect(
      await screen.findByText(
        'Nenhum dos candidatos marcados pode ser encaminhado: Ágatha Lima (candidatura Inscrito, use “Selecionar” antes).',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/está selecionado/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Selecionar Ágatha Lima' }));
    await waitFor(() => {
      expect(chamadas.find((c) => c.metodo === 'PUT')?.corpo).toEqual({ status: 'selecionado' });
    });
    expect(await screen.findByText('Candidatura de Ágatha Lima: Selecionado.')).toBeInTheDocument();
  });
});

describe('encaminhar um candidato com a entrevista (issue 32)', () => {
  it('data dd/mm/aaaa e hora hh:mm em pt-BR, nunca um campo nativo; o aviso não tem gênero', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/vagas/12': ok(vaga),
      'GET /api/vagas/12/candidatos': ok({
        data: [candidato(1, 'Ana Souza', 'selecionado')],
        total: 1,
        page: 1,
        pageSize: 25,
      }),
      'POST /api/vagas/12/encaminhamentos': { status: 201, corpo: {} },
    });
    renderizar(
      <ProvedorDeConfirmacao>
        <VagaCandidatosScreen />
      </ProvedorDeConfirmacao>,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['vagas:ler', 'vagas:escrever'] }),
      '/vagas/12/candidatos',
      '/vagas/:id/candidatos',
    );
    await screen.findByText('Ana Souza');
    const linha = screen.getAllByRole('row').find((l) => within(l).queryByText('Ana Souza'));
    await userEvent.click(within(linha!).getByRole('button', { name: 'Encaminhar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Encaminhar Ana Souza' });
    expect(dialogo.querySelector('input[type="datetime-local"], input[type="date"]')).toBeNull();
    const dia = within(dialogo).getByRole('group', { name: /Data da entrevista/ });
    await userEvent.click(within(dia).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('02122099');
    const hora = within(dialogo).getByRole('group', { name: /Hora/ });
    await userEvent.click(within(hora).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('1430');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Encaminhar' }));
    await waitFor(() => {
      // Observations left blank are not sent (a new referral has none).
      expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
        aprendizId: 10,
        dataEntrevista: '2099-12-02T14:30',
      });
    });
    expect(await screen.findByText('Encaminhamento criado para Ana Souza.')).toBeInTheDocument();
  });

  it('só a data, sem a hora: diz o que falta e não envia', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/vagas/12': ok(vaga),
      'GET /api/vagas/12/candidatos': ok({
        data: [candidato(1, 'Ana Souza', 'selecionado')],
        total: 1,
        page: 1,
        pageSize: 25,
      }),
    });
    renderizar(
      <ProvedorDeConfirmacao>
        <VagaCandidatosScreen />
      </ProvedorDeConfirmacao>,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['vagas:ler', 'vagas:escrever'] }),
      '/vagas/12/candidatos',
      '/vagas/:id/candidatos',
    );
    await screen.findByText('Ana Souza');
    const linha = screen.getAllByRole('row').find((l) => within(l).queryByText('Ana Souza'));
    await userEvent.click(within(linha!).getByRole('button', { name: 'Encaminhar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Encaminhar Ana Souza' });
    const dia = within(dialogo).getByRole('group', { name: /Data da entrevista/ });
    await userEvent.click(within(dia).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('02122099');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Encaminhar' }));
    expect(
      await within(dialogo).findByText('Data e hora inválidas: use dd/mm/aaaa e hh:mm'),
    ).toBeInTheDocument();
    expect(chamadas.filter((c) => c.metodo === 'POST')).toEqual([]);
  });
});
