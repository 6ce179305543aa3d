import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok, problema } from '../../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../../testing/renderizar';
import { aplicadaFalsa } from '../testes.fixtures';
import { ResponderAvaliacaoScreen } from './ResponderAvaliacaoScreen';

const escritor = {
  ...usuarioDeTeste,
  permissoes: ['avaliacoes:ler', 'avaliacoes:escrever'],
};

function abrir(caminho = '/avaliacoes-aplicadas/7/responder') {
  return renderizar(
    <ResponderAvaliacaoScreen />,
    sessaoAtiva(escritor),
    caminho,
    '/avaliacoes-aplicadas/:id/responder',
  );
}

beforeEach(() => {
  localStorage.clear();
});

describe('responder avaliação', () => {
  it('da introdução à conclusão: obrigatória segura o Próxima, cada resposta é salva, revisão e envio', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/avaliacoes-aplicadas/7': ok(aplicadaFalsa()),
      'PUT /api/avaliacoes-aplicadas/7/respostas': ok(
        aplicadaFalsa({ status: 'em andamento', versao: 2 }),
      ),
      'POST /api/avaliacoes-aplicadas/7/concluir': ok(aplicadaFalsa({ status: 'concluida' })),
    });
    abrir();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Desempenho na empresa' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Carlos Souza (Supervisor)')).toBeInTheDocument();
    expect(screen.getByText('10/12/2099')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Começar' }));

    expect(screen.getByText('Pergunta 1 de 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(screen.getByText('Resposta obrigatória')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '4 — Bom' }));
    await waitFor(() => {
      expect(screen.getByText('Todas as respostas estão salvas.')).toBeInTheDocument();
    });
    expect(chamadas.find((c) => c.metodo === 'PUT')?.corpo).toEqual({
      respostas: [{ perguntaId: 1, valor: 4 }],
      versao: 1,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    // Optional: passes unanswered.
    await userEvent.click(screen.getByRole('button', { name: 'Próxima' }));
    await userEvent.type(screen.getByRole('textbox'), 'Muito dedicada');
    await userEvent.click(screen.getByRole('button', { name: 'Revisar respostas' }));

    expect(
      await screen.findByRole('heading', { name: 'Revisão das respostas' }),
    ).toBeInTheDocument();
    expect(screen.getByText('4 — Bom')).toBeInTheDocument();
    expect(screen.getByText('Sem resposta')).toBeInTheDocument();
    expect(screen.getByText('Muito dedicada')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByText('Avaliação concluída')).toBeInTheDocument();
    expect(chamadas.at(-1)).toMatchObject({
      metodo: 'POST',
      caminho: '/api/avaliacoes-aplicadas/7/concluir',
      corpo: { versao: 2 },
    });
  });

  it('reaberta, retoma na primeira pergunta sem resposta; salvar sem conexão é mostrado', async () => {
    instalarApiFalsa({
      'GET /api/avaliacoes-aplicadas/7': ok(
        aplicadaFalsa({ status: 'em andamento', respostas: [{ perguntaId: 1, valor: 2 }] }),
      ),
      'PUT /api/avaliacoes-aplicadas/7/respostas': 'falha-de-rede',
    });
    abrir();
    expect(await screen.findByText('Pergunta 2 de 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Estoque' }));
    expect(await screen.findByText(/1 resposta ainda não foi salva/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar agora' })).toBeInTheDocument();
    expect(localStorage.getItem('avaliacao-respostas:7')).toBe(JSON.stringify({ '2': 'Estoque' }));
  });

  it('um texto digitado não é dado como salvo antes do servidor; sair da página logo depois o envia', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/avaliacoes-aplicadas/7': ok(
        aplicadaFalsa({
          status: 'em andamento',
          respostas: [
            { perguntaId: 1, valor: 2 },
            { perguntaId: 2, valor: 'Vendas' },
          ],
        }),
      ),
      'PUT /api/avaliacoes-aplicadas/7/respostas': ok(
        aplicadaFalsa({ status: 'em andamento', versao: 2 }),
      ),
    });
    const { router } = abrir();
    expect(await screen.findByText('Pergunta 3 de 3')).toBeInTheDocument();
    expect(screen.getByText('Todas as respostas estão salvas.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox'), 'Chega no horário');
    // Within the pause: the text is only on the screen, so it is not "salvas" yet.
    expect(screen.getByText('Salvando respostas…')).toBeInTheDocument();
    expect(chamadas.filter((c) => c.metodo === 'PUT')).toEqual([]);
    // The person leaves the page (a link, the menu) before the pause ends.
    await act(() => router.navigate('/avaliacoes'));
    await waitFor(() => {
      expect(chamadas.filter((c) => c.metodo === 'PUT').map((c) => c.corpo)).toEqual([
        { respostas: [{ perguntaId: 3, valor: 'Chega no horário' }], versao: 1 },
      ]);
    });
  });

  it('concluir recusado mostra a mensagem do servidor e marca a pergunta na revisão', async () => {
    instalarApiFalsa({
      'GET /api/avaliacoes-aplicadas/7': ok(
        aplicadaFalsa({
          status: 'em andamento',
          respostas: [
            { perguntaId: 1, valor: 2 },
            { perguntaId: 2, valor: 'Vendas' },
            { perguntaId: 3, valor: 'ok' },
          ],
        }),
      ),
      'POST /api/avaliacoes-aplicadas/7/concluir': problema(
        400,
        'Responda a pergunta obrigatória: 3. Comentários',
        {
          errors: { 'respostas.3': 'Resposta obrigatória' },
        },
      ),
    });
    abrir();
    await userEvent.click(await screen.findByRole('button', { name: 'Enviar avaliação' }));
    expect(await screen.findByText('A avaliação não foi enviada')).toBeInTheDocument();
    expect(
      screen.getByText(/Responda a pergunta obrigatória: 3\. Comentários/),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Revisar respostas' }));
    expect(screen.getByText('Resposta obrigatória')).toBeInTheDocument();
  });

  it('salvas por outra pessoa (409): oferece Recarregar, que lê de novo e reenvia o que não foi salvo', async () => {
    let versao = 1;
    const { chamadas } = instalarApiFalsa({
      'GET /api/avaliacoes-aplicadas/7': () => ok(aplicadaFalsa({ versao })),
      'PUT /api/avaliacoes-aplicadas/7/respostas': () =>
        versao === 1
          ? problema(409, 'As respostas foram salvas por outra pessoa depois que você as abriu.')
          : ok(aplicadaFalsa({ status: 'em andamento', versao: 3 })),
    });
    abrir();
    await userEvent.click(await screen.findByRole('button', { name: 'Começar' }));
    await userEvent.click(screen.getByRole('radio', { name: '5 — Muito bom' }));
    expect(await screen.findByText(/salvas por outra pessoa/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar agora' })).not.toBeInTheDocument();
    versao = 2;
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    await waitFor(() => {
      expect(screen.getByText('Todas as respostas estão salvas.')).toBeInTheDocument();
    });
    expect(chamadas.filter((c) => c.metodo === 'PUT').at(-1)?.corpo).toEqual({
      respostas: [{ perguntaId: 1, valor: 5 }],
      versao: 2,
    });
  });

  it('um endereço que não é número diz que a avaliação não existe', () => {
    instalarApiFalsa({});
    abrir('/avaliacoes-aplicadas/abc/responder');
    expect(screen.getByText('Avaliação aplicada não encontrada.')).toBeInTheDocument();
  });
});
