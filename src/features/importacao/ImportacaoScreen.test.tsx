// The import screen against a fake API: a refused file's message stays near the file input; the
// dry run's summary, ignored columns and each error under its column, the "só linhas com erro"
// filter; the import's progress read from the server's stream ("N de M linhas") and the result
// with the refused rows; a 409 at the end of the stream is shown as the result's error.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok, problema, type Chamada } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { ImportacaoScreen } from './ImportacaoScreen';

const validacao = {
  total: 3,
  validas: 1,
  colunasIgnoradas: ['Idade'],
  linhas: [
    { numero: 2, nome: 'Ana Válida Lima', erros: [] },
    {
      numero: 3,
      nome: 'Eva Cpf Errado',
      erros: [
        { coluna: 'CPF', mensagem: 'CPF inválido' },
        { coluna: 'Município', mensagem: 'Não há Cidade Que Não Existe em SP' },
      ],
    },
    {
      numero: 4,
      nome: 'Caio Menor Sozinho',
      erros: [{ coluna: 'Responsável', mensagem: 'Informe o responsável (menor de 18 anos)' }],
    },
  ],
};

const rejeitadas = validacao.linhas.slice(1);

/** The import's answer as the server streams it: one JSON object per line. */
function fluxo(eventos: object[]): Response {
  const corpo = new TextEncoder().encode(eventos.map((e) => JSON.stringify(e)).join('\n') + '\n');
  return new Response(corpo, {
    status: 200,
    headers: { 'content-type': 'application/x-ndjson; charset=utf-8' },
  });
}

function instalar(fim: object) {
  const { chamadas, fetchFalso } = instalarApiFalsa({
    'POST /api/aprendiz/importar/validar': ok(validacao),
  });
  const original = fetchFalso.getMockImplementation();
  let liberar: () => void = () => undefined;
  const pronto = new Promise<void>((r) => {
    liberar = r;
  });
  const importacoes: Chamada[] = [];
  fetchFalso.mockImplementation(async (entrada: RequestInfo | URL, init?: RequestInit) => {
    const url = entrada instanceof Request ? entrada.url : entrada.toString();
    if (url === '/api/aprendiz/importar') {
      importacoes.push({
        metodo: init?.method ?? 'GET',
        caminho: url,
        authorization: new Headers(init?.headers).get('authorization'),
        corpo: JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as unknown,
      });
      // The progress is seen before the end arrives.
      await pronto;
      return fluxo([
        { tipo: 'progresso', processadas: 0, total: 1 },
        { tipo: 'progresso', processadas: 1, total: 1 },
        fim,
      ]);
    }
    if (!original) throw new Error('sem API falsa');
    return original(entrada, init);
  });
  return { chamadas, importacoes, liberar };
}

const abrir = () =>
  renderizar(
    <ImportacaoScreen />,
    sessaoAtiva({ ...usuarioDeTeste, permissoes: ['aprendizes:ler', 'aprendizes:escrever'] }),
    '/aprendizes/importar',
  );

const planilha = () =>
  new File(['Nome;CPF;Data de nascimento\nAna;1;01/01/2000'], 'lote.csv', { type: 'text/csv' });

describe('/aprendizes/importar', () => {
  it('a mensagem de um arquivo recusado fica junto da escolha do arquivo', async () => {
    instalarApiFalsa({
      'POST /api/aprendiz/importar/validar': problema(
        400,
        'Faltam as colunas obrigatórias: CPF. Baixe o modelo e use os títulos dele na primeira linha.',
      ),
    });
    abrir();
    expect(screen.getByRole('heading', { level: 1, name: 'Importar aprendizes' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Baixar modelo' })).toBeEnabled();
    await userEvent.upload(
      screen.getByLabelText('Planilha de aprendizes (.xlsx ou .csv)'),
      planilha(),
    );
    const alerta = await screen.findByText(/Faltam as colunas obrigatórias: CPF/);
    expect(screen.getByRole('button', { name: 'Escolher arquivo' })).toHaveAttribute(
      'aria-describedby',
      alerta.closest('[id]')?.id,
    );
  });

  it('um arquivo que não é .xlsx nem .csv é recusado sem ir ao servidor', async () => {
    const { chamadas } = instalarApiFalsa({});
    abrir();
    await userEvent.upload(
      screen.getByLabelText('Planilha de aprendizes (.xlsx ou .csv)'),
      new File(['x'], 'foto.png', { type: 'image/png' }),
      { applyAccept: false },
    );
    expect(
      await screen.findByText(
        'foto.png não é uma planilha .xlsx ou .csv. Salve-a num desses formatos.',
      ),
    ).toBeVisible();
    expect(chamadas).toHaveLength(0);
  });

  it('confere, mostra cada erro na sua coluna, importa com progresso e oferece as rejeitadas', async () => {
    const { chamadas, importacoes, liberar } = instalar({
      tipo: 'resultado',
      importadas: 1,
      rejeitadas,
    });
    abrir();
    await userEvent.upload(
      screen.getByLabelText('Planilha de aprendizes (.xlsx ou .csv)'),
      planilha(),
    );

    expect(await screen.findByText('3 linhas, 1 válida, 2 com erros.')).toBeVisible();
    expect(screen.getByText('Colunas ignoradas (a importação não as lê): Idade.')).toBeVisible();
    expect(chamadas[0]?.corpo).toMatchObject({ nome: 'lote.csv' });

    const tabela = screen.getByRole('table', {
      name: 'Linhas da planilha e seus erros por coluna',
    });
    const titulos = within(tabela)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(titulos).toEqual(['Linha', 'Nome', 'Situação', 'CPF', 'Município', 'Responsável']);
    // Only the rows with errors at first; the message sits in its column's cell.
    const linhaEva = within(tabela).getByRole('row', { name: /Eva Cpf Errado/ });
    const celulas = within(linhaEva).getAllByRole('cell');
    expect(celulas.map((c) => c.textContent)).toEqual([
      'Eva Cpf Errado',
      '2 erros',
      'CPF inválido',
      'Não há Cidade Que Não Existe em SP',
      '',
    ]);
    expect(within(tabela).queryByText('Ana Válida Lima')).not.toBeInTheDocument();
    // The phones' list (shown below 600 px instead of the table) names each error's column.
    expect(screen.getByRole('list', { name: 'Linhas da planilha e seus erros' })).toHaveTextContent(
      'Linha 3 · Eva Cpf ErradoCPF: CPF inválidoMunicípio: Não há Cidade Que Não Existe em SP',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Só linhas com erro' }));
    expect(within(tabela).getByRole('row', { name: /Ana Válida Lima/ })).toHaveTextContent(
      'Válida',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Importar 1 linha válida' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Importar 1 aprendiz?' });
    expect(dialogo).toHaveTextContent('2 linhas com erros não serão importadas.');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Importar' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Importando: 0 de 1 linhas');
    expect(screen.getByRole('progressbar', { name: 'Importando: 0 de 1 linhas' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    liberar();

    expect(
      await screen.findByText(
        '1 aprendiz importado. 2 linhas não foram importadas: baixe-as, corrija e envie de novo.',
      ),
    ).toBeVisible();
    expect(importacoes[0]?.corpo).toMatchObject({ nome: 'lote.csv' });
    expect(screen.getByRole('button', { name: 'Baixar linhas rejeitadas' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Ver a lista de aprendizes' })).toHaveAttribute(
      'href',
      '/aprendizes',
    );
    const resultado = screen.getByRole('table', {
      name: 'Linhas da planilha e seus erros por coluna',
    });
    expect(within(resultado).getAllByRole('row')).toHaveLength(3);
  });

  it('um CPF cadastrado durante a importação: o 409 do fim do fluxo aparece no resultado', async () => {
    const { liberar } = instalar({
      tipo: 'erro',
      status: 409,
      detail:
        'Um CPF da planilha foi cadastrado enquanto ela era importada; nada foi importado. Valide o arquivo de novo.',
    });
    liberar();
    abrir();
    await userEvent.upload(
      screen.getByLabelText('Planilha de aprendizes (.xlsx ou .csv)'),
      planilha(),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Importar 1 linha válida' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Importar' }),
    );
    expect(
      await screen.findByText(
        'Um CPF da planilha foi cadastrado enquanto ela era importada; nada foi importado. Valide o arquivo de novo.',
      ),
    ).toBeVisible();
    await waitFor(() => {
      expect(
        screen.queryByRole('button', { name: 'Baixar linhas rejeitadas' }),
      ).not.toBeInTheDocument();
    });
    expect(screen.getByRole('button', { name: 'Importar outra planilha' })).toBeEnabled();
  });
});
