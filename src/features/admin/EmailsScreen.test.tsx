// /admin/emails against a fake API: the outbox with its statuses in words, the status filter sent
// to the API, and "Reenviar" (confirmed, then the message's POST, a toast and the list asked again).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProvedorDeConfirmacao } from '../../shared/dialogos';
import { instalarApiFalsa, ok, pagina } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { EmailsScreen } from './EmailsScreen';

const email = (id: number, status: string, extra: object = {}) => ({
  id,
  destinatario: `pessoa${id}@exemplo.org`,
  assunto: `Alerta de faltas ${id}`,
  origem: 'alerta-frequencia',
  status,
  tentativas: 0,
  ultimoErro: null,
  proximaTentativa: '2026-11-28T13:00:00Z',
  enviadoEm: null,
  criadoEm: '2026-11-28T13:00:00Z',
  ...extra,
});

const sessao = sessaoAtiva({
  ...usuarioDeTeste,
  userType: 'administrador',
  permissoes: ['emails:admin'],
});

const tela = (caminho = '/admin/emails') =>
  renderizar(
    <ProvedorDeConfirmacao>
      <EmailsScreen />
    </ProvedorDeConfirmacao>,
    sessao,
    caminho,
  );

describe('/admin/emails', () => {
  it('lista a caixa de saída com a situação em palavras, tentativas, último erro e data pt-BR', async () => {
    instalarApiFalsa({
      'GET /api/emails': pagina([
        email(1, 'nao-configurado', { ultimoErro: 'SMTP_URL não definido' }),
        email(2, 'falhou', { tentativas: 5, ultimoErro: '550 caixa inexistente' }),
        email(3, 'enviando', { tentativas: 1 }),
      ]),
    });
    tela();
    const tabela = await screen.findByRole('grid', { name: 'E-mails' });
    const linha1 = (await within(tabela).findByText('pessoa1@exemplo.org')).closest('[role="row"]');
    expect(linha1).toHaveTextContent('Não enviado: e-mail não configurado');
    expect(linha1).toHaveTextContent('Alerta de faltas 1');
    expect(linha1).toHaveTextContent('SMTP_URL não definido');
    expect(linha1).toHaveTextContent('28/11/2026');
    const linha2 = within(tabela).getByText('pessoa2@exemplo.org').closest('[role="row"]');
    expect(linha2).toHaveTextContent('Falhou');
    expect(linha2).toHaveTextContent('550 caixa inexistente');
    expect(linha2).toHaveTextContent('5');
    // A message being sent now has no "Reenviar" (the API would answer 409).
    const linha3 = within(tabela).getByText('pessoa3@exemplo.org').closest('[role="row"]');
    expect(linha3).toHaveTextContent('Enviando');
    expect(within(linha3 as HTMLElement).queryByRole('button', { name: /Reenviar/ })).toBeNull();
    expect(
      within(linha1 as HTMLElement).getByRole('button', { name: /Reenviar/ }),
    ).toBeInTheDocument();
  });

  it('o filtro de situação vai para a API', async () => {
    const { fetchFalso } = instalarApiFalsa({
      'GET /api/emails': pagina([email(2, 'falhou', { tentativas: 5 })]),
    });
    tela('/admin/emails?status=falhou');
    await screen.findByText('pessoa2@exemplo.org');
    const urls = fetchFalso.mock.calls.map(([r]) => (r instanceof Request ? r.url : String(r)));
    expect(urls.some((u) => new URL(u).searchParams.get('status') === 'falhou')).toBe(true);
  });

  it('Reenviar pede confirmação, envia, avisa e pede a lista de novo', async () => {
    let reenviado = false;
    const { chamadas } = instalarApiFalsa({
      'GET /api/emails': () =>
        pagina([
          reenviado
            ? email(1, 'pendente')
            : email(1, 'nao-configurado', { ultimoErro: 'SMTP_URL não definido' }),
        ]),
      'POST /api/emails/1/reenviar': () => {
        reenviado = true;
        return ok(email(1, 'pendente'));
      },
    });
    tela();
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Reenviar o e-mail "Alerta de faltas 1" para pessoa1@exemplo.org',
      }),
    );
    const dialogo = await screen.findByRole('alertdialog', { name: 'Reenviar este e-mail?' });
    expect(chamadas.filter((c) => c.metodo === 'POST')).toHaveLength(0);
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Reenviar' }));
    expect(await screen.findByText('E-mail de volta à fila de envio.')).toBeInTheDocument();
    expect(chamadas.filter((c) => c.caminho === '/api/emails/1/reenviar')).toHaveLength(1);
    await waitFor(() => {
      expect(screen.getByText('Na fila')).toBeInTheDocument();
    });
    expect(chamadas.filter((c) => c.metodo === 'GET' && c.caminho === '/api/emails')).toHaveLength(
      2,
    );
  });

  it('Cancelar na confirmação não reenvia', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/emails': pagina([email(1, 'falhou', { tentativas: 5 })]),
    });
    tela();
    await userEvent.click(await screen.findByRole('button', { name: /^Reenviar o e-mail/ }));
    const dialogo = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog')).toBeNull();
    });
    expect(chamadas.filter((c) => c.metodo === 'POST')).toHaveLength(0);
  });
});
