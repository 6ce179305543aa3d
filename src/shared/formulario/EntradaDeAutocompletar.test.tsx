// A picker whose chosen option is longer than the field writes it whole under the field (a class's
// code and name on a phone); one that fits says nothing more. jsdom lays nothing out, so an input
// here is 280 px wide and its text 8 px a character.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { camposComLargura } from '../../testing/larguraDoCampo';
import { AutocompletarAssincrono } from './AutocompletarAssincrono';
import type { ValorDeOpcao } from './opcoes';

const LONGA = 'ALI-2026-02 · Serviços de Alimentação, Cozinha Industrial e Atendimento — Manhã';
const CURTA = 'ADM-2026-01 · Tarde';
const opcoes = [
  { value: 1, label: LONGA },
  { value: 2, label: CURTA },
];

let desfazerLarguras: () => void;

beforeAll(() => {
  desfazerLarguras = camposComLargura();
});

afterAll(() => {
  desfazerLarguras();
});

function Escolha({ inicial, helperText }: { inicial: ValorDeOpcao | null; helperText?: string }) {
  const [valor, setValor] = useState(inicial);
  return (
    <AutocompletarAssincrono
      label="Turma"
      value={valor}
      opcoes={opcoes}
      onChange={setValor}
      helperText={helperText}
    />
  );
}

describe('AutocompleteInput', () => {
  it('writes a chosen option the field cuts whole under it, and nothing when it fits', async () => {
    render(<Escolha inicial={null} />);
    const campo = screen.getByRole('combobox', { name: 'Turma' });
    expect(campo).not.toHaveAccessibleDescription();

    await userEvent.click(campo);
    await userEvent.click(screen.getByRole('option', { name: LONGA }));
    expect(campo).toHaveValue(LONGA);
    expect(campo).toHaveAccessibleDescription(LONGA);

    // While another is searched, the one chosen is still the one written.
    await userEvent.tripleClick(campo);
    await userEvent.keyboard('ADM');
    expect(campo).toHaveValue('ADM');
    expect(campo).toHaveAccessibleDescription(LONGA);

    await userEvent.click(screen.getByRole('option', { name: CURTA }));
    expect(campo).toHaveValue(CURTA);
    expect(campo).not.toHaveAccessibleDescription();
  });

  it('says the field’s own hint or error instead', () => {
    render(<Escolha inicial={1} helperText="Informe a turma" />);
    expect(screen.getByRole('combobox', { name: 'Turma' })).toHaveAccessibleDescription(
      'Informe a turma',
    );
  });
});
