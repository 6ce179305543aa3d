// Sign-up against a fake API with the app's providers: a minor needs the responsável, the
// server's 409 lands on the CPF field, and a saved record opens its page.
import { screen, waitFor, within } from '@testing-library/react';
import userEventPadrao from '@testing-library/user-event';
import { MENSAGENS_APRENDIZ as M, mensagemCpfDuplicado } from '../../shared/validation/aprendiz';
import { instalarApiFalsa, problema } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { aprendizFalso, opcoesFalsas } from './testes.fixtures';
import { NovoAprendizScreen } from './NovoAprendizScreen';

const sessao = sessaoAtiva({
  ...usuarioDeTeste,
  permissoes: ['aprendizes:ler', 'aprendizes:escrever', 'aprendizes:ver-cpf'],
});

// A large form: no pause between keystrokes keeps the test fast.
const userEvent = userEventPadrao.setup({ delay: null });
const cpf = () => screen.getByRole('textbox', { name: 'CPF' });

/** One change instead of a keystroke each: the whole form re-renders on every change. */
async function preencher(campo: HTMLElement, texto: string) {
  await userEvent.click(campo);
  await userEvent.paste(texto);
}

async function digitarData(campo: number, texto: string) {
  const partes = screen.getAllByRole('spinbutton');
  await userEvent.click(partes[campo * 3]!);
  await userEvent.keyboard(texto);
}

describe('/aprendizes/novo', () => {
  it('um menor exige o responsável; o CPF repetido volta no campo; salvo, abre a ficha', async () => {
    let tentativas = 0;
    const { chamadas } = instalarApiFalsa({
      ...opcoesFalsas,
      'POST /api/aprendiz': () =>
        ++tentativas === 1
          ? problema(409, mensagemCpfDuplicado('Outra Pessoa', 12), {
              errors: { cpf: mensagemCpfDuplicado('Outra Pessoa', 12) },
            })
          : { status: 201, corpo: aprendizFalso({ id: 41 }) },
    });
    const { router } = renderizar(<NovoAprendizScreen />, sessao, '/aprendizes/novo');

    await preencher(await screen.findByLabelText(/Nome completo/), 'Joana Araújo');
    await preencher(cpf(), '52998224725');
    expect(cpf()).toHaveValue('529.982.247-25');
    await digitarData(0, '10012011');
    expect(
      await screen.findByRole('heading', { name: 'Responsável (obrigatório)' }),
    ).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByText(M.informeNomeResponsavel)).toBeInTheDocument();
    expect(screen.getByText(M.informeTelefoneResponsavel)).toBeInTheDocument();
    expect(chamadas.filter((c) => c.metodo === 'POST')).toHaveLength(0);

    const responsavel = screen.getByRole('region', { name: 'Responsável (obrigatório)' });
    await preencher(within(responsavel).getByLabelText(/Nome do responsável/), 'Maria Araújo');
    await preencher(within(responsavel).getByLabelText(/CPF do responsável/), '11144477735');
    await preencher(within(responsavel).getByLabelText(/Parentesco/), 'Mãe');
    await preencher(within(responsavel).getByLabelText(/Telefone do responsável/), '11987654321');
    await preencher(
      within(responsavel).getByLabelText(/E-mail do responsável/),
      'maria@exemplo.com',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));

    const duplicado = mensagemCpfDuplicado('Outra Pessoa', 12);
    expect(await screen.findAllByText(duplicado)).not.toHaveLength(0);
    expect(cpf()).toHaveAccessibleDescription(duplicado);
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toMatchObject({
      nome: 'Joana Araújo',
      cpf: '52998224725',
      dataNascimento: '2011-01-10',
      responsavel: {
        nome: 'Maria Araújo',
        cpf: '11144477735',
        parentesco: 'Mãe',
        telefone: '11987654321',
        email: 'maria@exemplo.com',
      },
      pcd: false,
    });

    await userEvent.clear(cpf());
    await preencher(cpf(), '39053344705');
    await userEvent.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/aprendizes/41');
    });
  });
});
