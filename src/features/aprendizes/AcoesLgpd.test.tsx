// The apprentice page's LGPD actions against a fake API: shown only with lgpd:titular; the dialog
// enables its button only for the name as registered, shows a refusal (running contract) inside
// itself, and closes once the server has anonymised, the page showing the record reloaded.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok, problema } from '../../testing/apiFalsa';
import { abrirAprendiz, aprendizFalso, opcoesFalsas } from './testes.fixtures';

const abrir = (permissoes: string[]) => abrirAprendiz('/aprendizes/7', permissoes);

describe('ações LGPD na página do aprendiz', () => {
  it('sem lgpd:titular não aparecem', async () => {
    instalarApiFalsa({
      ...opcoesFalsas,
      'GET /api/aprendiz/7': ok(aprendizFalso()),
    });
    abrir(['aprendizes:ler', 'aprendizes:escrever']);
    await screen.findByRole('heading', { level: 1, name: 'Joana Araújo' });
    expect(screen.queryByRole('button', { name: 'Relatório do titular' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anonimizar' })).not.toBeInTheDocument();
  });

  it('anonimiza só com o nome digitado; a recusa fica no diálogo; depois mostra o cadastro anonimizado', async () => {
    let recusar = true;
    let feito = false;
    const { chamadas } = instalarApiFalsa({
      ...opcoesFalsas,
      'GET /api/aprendiz/7': () =>
        ok(
          feito
            ? aprendizFalso({
                nome: 'Titular anonimizado 7',
                anonimizadoEm: '2026-11-24T10:00:00Z',
              })
            : aprendizFalso(),
        ),
      'POST /api/aprendiz/7/anonimizar': () => {
        if (recusar) {
          recusar = false;
          return problema(409, 'Não é possível anonimizar: o contrato 2026/00001 está em curso.');
        }
        feito = true;
        return ok({
          id: 7,
          anonimizadoEm: '2026-11-24T10:00:00Z',
          jaEstava: false,
          mensagem: 'Cadastro anonimizado.',
        });
      },
    });
    abrir(['aprendizes:ler', 'lgpd:titular']);
    await screen.findByRole('heading', { level: 1, name: 'Joana Araújo' });
    expect(screen.getByRole('button', { name: 'Relatório do titular' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Anonimizar' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Anonimizar Joana Araújo?' });
    expect(dialogo).toHaveTextContent('irreversível');
    const confirmar = within(dialogo).getByRole('button', { name: 'Anonimizar definitivamente' });
    const campo = within(dialogo).getByLabelText('Digite o nome do aprendiz para confirmar');
    await userEvent.type(campo, 'Joana');
    expect(confirmar).toBeDisabled();
    await userEvent.type(campo, '  ARAÚJO');
    expect(confirmar).toBeEnabled();

    await userEvent.click(confirmar);
    expect(await within(dialogo).findByRole('alert')).toHaveTextContent(
      'contrato 2026/00001 está em curso',
    );

    await userEvent.click(confirmar);
    // The dialog closes and the page reloads the record the server now answers.
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Titular anonimizado 7' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Anonimizado em 24/11/2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anonimizar' })).not.toBeInTheDocument();
    expect(chamadas.filter((c) => c.metodo === 'POST').map((c) => c.corpo)).toEqual([
      { confirmacaoNome: 'Joana  ARAÚJO' },
      { confirmacaoNome: 'Joana  ARAÚJO' },
    ]);
  });
});
