// A registry screen against a fake API, with the app's real providers (store, RTK Query, toast
// area): the list, the form's rules, the server's 409 on the fields, inactivation with
// 'Desfazer', and the read-only view of a person who may not write.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok, problema } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { ConceitosScreen } from './ConceitosScreen';

const conceito = (id: number, sigla: string, descricao: string, min: number, max: number) => ({
  id,
  sigla,
  descricao,
  notaMinima: min,
  notaMaxima: max,
  ativo: true,
  versao: 1,
  criadoEm: '2026-01-01T00:00:00Z',
  atualizadoEm: '2026-01-01T00:00:00Z',
});
const linhas = [conceito(1, 'A', 'Ótimo', 9, 10), conceito(2, 'B', 'Bom', 7, 8.99)];
const lista = ok({ data: linhas, total: 2, page: 1, pageSize: 25 });

const comPermissoes = (...permissoes: string[]) =>
  sessaoAtiva({ ...usuarioDeTeste, permissoes: ['cadastros:ler', ...permissoes] });
const grade = () => screen.getByRole('grid', { name: 'Conceitos' });

describe('/cadastros/conceitos', () => {
  it('lista as faixas com as notas em formato brasileiro, pedindo a ordem padrão', async () => {
    const { chamadas } = instalarApiFalsa({ 'GET /api/cadastros/conceitos/lista': lista });
    renderizar(<ConceitosScreen />, comPermissoes('cadastros:escrever'));
    const linha = (await within(grade()).findByRole('link', { name: 'B' })).closest('[role="row"]');
    expect(linha).toHaveTextContent('Bom');
    expect(linha).toHaveTextContent('8,99');
    expect(chamadas[0]?.caminho).toBe('/api/cadastros/conceitos/lista');
  });

  it('valida no formulário e mostra nos campos a sobreposição que o servidor recusa', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/cadastros/conceitos/lista': lista,
      'POST /api/cadastros/conceitos': problema(409, 'A faixa se sobrepõe à do conceito B.', {
        errors: {
          notaMinima: 'A faixa se sobrepõe à do conceito B.',
          notaMaxima: 'A faixa se sobrepõe à do conceito B.',
        },
      }),
    });
    renderizar(<ConceitosScreen />, comPermissoes('cadastros:escrever'));
    await userEvent.click(await screen.findByRole('button', { name: 'Novo conceito' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Novo conceito' });
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findByText('Informe a sigla')).toBeInTheDocument();
    expect(within(dialogo).getByText('Informe a nota mínima')).toBeInTheDocument();

    await userEvent.type(within(dialogo).getByLabelText(/Sigla/), 'C');
    await userEvent.type(within(dialogo).getByLabelText(/Descrição/), 'Regular');
    await userEvent.type(within(dialogo).getByLabelText(/Nota mínima/), '8');
    await userEvent.type(within(dialogo).getByLabelText(/Nota máxima/), '5');
    expect(
      await within(dialogo).findByText('A nota máxima deve ser maior ou igual à nota mínima'),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialogo).getByLabelText(/Nota máxima/));
    await userEvent.type(within(dialogo).getByLabelText(/Nota máxima/), '8,5');
    await userEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialogo).findAllByText('A faixa se sobrepõe à do conceito B.'),
    ).toHaveLength(
      3, // the form's summary and both grade fields
    );
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
      sigla: 'C',
      descricao: 'Regular',
      notaMinima: 8,
      notaMaxima: 8.5,
    });
  });

  it('inativa na hora e oferece Desfazer na área de notificações', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/cadastros/conceitos/lista': lista,
      'DELETE /api/cadastros/conceitos/2': ok({ ...linhas[1], ativo: false }),
      'POST /api/cadastros/conceitos/2/reativar': ok(linhas[1]),
    });
    renderizar(<ConceitosScreen />, comPermissoes('cadastros:escrever'));
    const linha = (await within(grade()).findByRole('link', { name: 'B' })).closest(
      '[role="row"]',
    ) as HTMLElement;
    await userEvent.click(within(linha).getByRole('button', { name: 'Inativar' }));
    const regiao = await screen.findByRole('region', { name: 'Notifications' });
    expect(await within(regiao).findByText('Conceito inativado.')).toBeInTheDocument();
    await userEvent.click(within(regiao).getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => {
      expect(chamadas.map((c) => `${c.metodo} ${c.caminho}`)).toContain(
        'POST /api/cadastros/conceitos/2/reativar',
      );
    });
  });

  it('quem só pode ler vê a lista sem Novo, sem edição e sem Inativar', async () => {
    instalarApiFalsa({ 'GET /api/cadastros/conceitos/lista': lista });
    renderizar(<ConceitosScreen />, comPermissoes());
    expect(await within(grade()).findByText('Bom')).toBeInTheDocument();
    expect(within(grade()).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Novo conceito' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inativar' })).not.toBeInTheDocument();
  });
});
