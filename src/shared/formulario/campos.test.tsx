import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { CampoDeAutocompletar } from './CampoDeAutocompletar';
import { CampoDeData } from './CampoDeData';
import { CampoComMascara } from './CampoComMascara';
import { CampoDeDinheiro } from './CampoDeDinheiro';
import { CampoNumerico } from './CampoNumerico';
import { CampoDeTexto } from './CampoDeTexto';
import type { UsarOpcoes } from './opcoes';
import { CampoDeDiasDaSemana } from './CampoDeDiasDaSemana';

/** A bare form that reports its values, so a test sees what would be sent. */
function renderForm(children: ReactNode, initialValues: object = {}) {
  const values: { current: Record<string, unknown> } = { current: {} };
  const validate = (v: Record<string, unknown>) => (v.nome ? {} : { nome: 'Informe o nome.' });
  render(
    <Form
      initialValues={initialValues}
      validate={validate}
      onSubmit={() => undefined}
      render={({ handleSubmit }) => (
        <form onSubmit={(e) => void handleSubmit(e)}>
          {children}
          <button type="submit">Enviar</button>
          <FormSpy subscription={{ values: true }} onChange={(s) => (values.current = s.values)} />
        </form>
      )}
    />,
  );
  return values;
}

describe('form fields', () => {
  it('MoneyField reads reais as typed: "900" is R$ 900,00 and "900,50" is R$ 900,50', async () => {
    const values = renderForm(<CampoDeDinheiro name="bolsa" label="Bolsa" />);
    const input = screen.getByLabelText('Bolsa');
    await userEvent.type(input, '900');
    expect(values.current.bolsa).toBe(900);
    await userEvent.tab();
    expect(input).toHaveValue('R$ 900,00');
    await userEvent.clear(input);
    await userEvent.type(input, '900,50');
    expect(values.current.bolsa).toBe(900.5);
    await userEvent.tab();
    expect(input).toHaveValue('R$ 900,50');
    await userEvent.clear(input);
    await userEvent.type(input, '1.234,5');
    await userEvent.tab();
    expect(values.current.bolsa).toBe(1234.5);
    expect(input).toHaveValue('R$ 1.234,50');
  });

  it('MoneyField keeps text that is not an amount, holding no value', async () => {
    const values = renderForm(<CampoDeDinheiro name="bolsa" label="Bolsa" />, { bolsa: 690 });
    const input = screen.getByLabelText('Bolsa');
    expect(input).toHaveValue('R$ 690,00');
    await userEvent.clear(input);
    await userEvent.type(input, '9,999');
    await userEvent.tab();
    expect(input).toHaveValue('9,999');
    expect(values.current.bolsa).toBeNull();
  });

  it('MaskedField shows the CPF mask and stores only digits', async () => {
    const values = renderForm(<CampoComMascara name="cpf" label="CPF" mascara="cpf" />);
    const input = screen.getByLabelText('CPF');
    await userEvent.type(input, '12345678901');
    expect(input).toHaveValue('123.456.789-01');
    expect(values.current.cpf).toBe('12345678901');
  });

  it('MaskedField accepts the alphanumeric CNPJ in upper case', async () => {
    const values = renderForm(<CampoComMascara name="cnpj" label="CNPJ" mascara="cnpj" />);
    await userEvent.type(screen.getByLabelText('CNPJ'), '12abc34501de35');
    expect(screen.getByLabelText('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
    expect(values.current.cnpj).toBe('12ABC34501DE35');
  });

  it('NumberField takes a decimal comma', async () => {
    const values = renderForm(<CampoNumerico name="nota" label="Nota" casasDecimais={1} />);
    await userEvent.type(screen.getByLabelText('Nota'), '7,5');
    expect(values.current.nota).toBe(7.5);
    expect(screen.getByLabelText('Nota')).toHaveValue('7,5');
  });

  it('shows an error only after the field was left, linked by aria-describedby', async () => {
    renderForm(<CampoDeTexto name="nome" label="Nome" />);
    const input = screen.getByLabelText('Nome');
    expect(screen.queryByText('Informe o nome.')).not.toBeInTheDocument();
    await userEvent.click(input);
    await userEvent.tab();
    const message = screen.getByText('Informe o nome.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(message.id);
  });

  it('AutocompleteField searches once per pause and holds the chosen id', async () => {
    const loadOptions = jest.fn((q: string) =>
      Promise.resolve(
        [
          { value: 3550308, label: 'São Paulo - SP' },
          { value: 3304557, label: 'Rio de Janeiro - RJ' },
        ].filter((o) => o.label.toLowerCase().includes(q.toLowerCase())),
      ),
    );
    const values = renderForm(
      <CampoDeAutocompletar name="municipioId" label="Município" carregarOpcoes={loadOptions} />,
    );
    await userEvent.type(screen.getByLabelText('Município'), 'são');
    await waitFor(() => expect(loadOptions).toHaveBeenLastCalledWith('são', expect.anything()));
    // One call on mount (empty search) and one after the pause: not one per letter.
    expect(loadOptions.mock.calls.map(([q]) => q)).toEqual(['', 'são']);
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: 'Rio de Janeiro - RJ' })).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('option', { name: 'São Paulo - SP' }));
    expect(values.current.municipioId).toBe(3550308);
    expect(screen.getByLabelText('Município')).toHaveValue('São Paulo - SP');
  });

  it('AutocompleteField keeps every key typed while its lookup hook maps its rows afresh', async () => {
    const cbo = [
      { id: 1, codigo: '4110-10', nome: 'Assistente administrativo' },
      { id: 2, codigo: '4110-05', nome: 'Auxiliar de escritório' },
      { id: 3, codigo: '5211-25', nome: 'Repositor de mercadorias receptivo' },
    ];
    const buscas: string[] = [];
    // As the vacancy form's CBO hook does: a new array of new options on every render.
    const useProfissoes: UsarOpcoes = (texto) => {
      buscas.push(texto);
      return {
        opcoes: cbo
          .filter((p) => p.nome.toLowerCase().includes(texto.toLowerCase()))
          .map((p) => ({ value: p.id, label: `${p.codigo} · ${p.nome}` })),
        carregando: false,
      };
    };
    const values = renderForm(
      <CampoDeAutocompletar
        name="profissaoId"
        label="Profissão (CBO)"
        useOpcoes={useProfissoes}
        opcaoInicial={{ value: 3, label: '5211-25 · Repositor de mercadorias receptivo' }}
      />,
      { profissaoId: 3 },
    );
    const input = screen.getByLabelText('Profissão (CBO)');
    await userEvent.clear(input);
    await userEvent.type(input, 'auxiliar', { delay: 40 });
    expect(input).toHaveValue('auxiliar');
    const option = await screen.findByRole('option', { name: '4110-05 · Auxiliar de escritório' });
    // Searched for what was typed, never for one stray key.
    expect(buscas.filter((t) => t.length === 1)).toEqual([]);
    await userEvent.click(option);
    expect(values.current.profissaoId).toBe(2);
    expect(input).toHaveValue('4110-05 · Auxiliar de escritório');
  });

  it('AutocompleteField keeps the text typed before and after a search answers', async () => {
    const educadores = ['Ana Souza', 'Márcio Lima', 'Mirela Costa'].map((nome, i) => ({
      value: i + 1,
      label: nome,
    }));
    const loadOptions = jest.fn((q: string) =>
      Promise.resolve(educadores.filter((o) => o.label.toLowerCase().includes(q.toLowerCase()))),
    );
    const values = renderForm(
      <CampoDeAutocompletar name="educadorId" label="Educador" carregarOpcoes={loadOptions} />,
    );
    const input = screen.getByLabelText('Educador');
    await userEvent.type(input, 'mi');
    await waitFor(() => expect(loadOptions).toHaveBeenLastCalledWith('mi', expect.anything()));
    await screen.findByRole('option', { name: 'Mirela Costa' });
    expect(input).toHaveValue('mi');
    await userEvent.type(input, 'rela');
    expect(input).toHaveValue('mirela');
    await waitFor(() => expect(loadOptions).toHaveBeenLastCalledWith('mirela', expect.anything()));
    expect(input).toHaveValue('mirela');
    await userEvent.click(await screen.findByRole('option', { name: 'Mirela Costa' }));
    expect(values.current.educadorId).toBe(3);
  });

  it('DateField stores a typed dd/mm/aaaa as ISO and rejects a date that does not exist', async () => {
    const values = renderForm(<CampoDeData name="nascimento" label="Nascimento" />);
    const [dia] = screen.getAllByRole('spinbutton');
    await userEvent.click(dia!);
    await userEvent.keyboard('09032008');
    expect(values.current.nascimento).toBe('2008-03-09');
    await userEvent.click(dia!);
    await userEvent.keyboard('31022020');
    await userEvent.tab();
    expect(await screen.findByText('Data inválida. Use o formato dd/mm/aaaa.')).toBeInTheDocument();
  });

  it('DateField: a click on the year of an empty field still types the date from the day', async () => {
    const values = renderForm(<CampoDeData name="inicio" label="Data de início" />);
    const [, , ano] = screen.getAllByRole('spinbutton');
    await userEvent.click(ano!);
    await userEvent.keyboard('01122026');
    expect(values.current.inicio).toBe('2026-12-01');
  });

  it('DateField shows an ISO value as dd/mm/aaaa', () => {
    renderForm(<CampoDeData name="nascimento" label="Nascimento" />, { nascimento: '2008-03-09' });
    const hidden = document.querySelector('input[name="nascimento"]');
    expect(hidden).toHaveValue('09/03/2008');
  });

  it('WeekdayField names each day by what it shows, then in full, and holds sorted ISO days', async () => {
    const values = renderForm(<CampoDeDiasDaSemana name="dias" label="Dias de teoria" />);
    const dias = within(screen.getByRole('group', { name: 'Dias de teoria' }));
    expect(dias.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      'Seg (segunda-feira)',
      'Ter (terça-feira)',
      'Qua (quarta-feira)',
      'Qui (quinta-feira)',
      'Sex (sexta-feira)',
      'Sáb (sábado)',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Qua (quarta-feira)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Seg (segunda-feira)' }));
    expect(values.current.dias).toEqual([1, 3]);
  });
});
