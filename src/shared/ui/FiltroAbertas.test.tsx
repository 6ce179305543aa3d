// Current / ended / all in the address: a choice keeps the list's other parameters and starts it
// from its first page; 'Atuais' is the default and leaves the address clean.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { useFiltroAbertas } from './FiltroAbertas';

function Lotacoes() {
  const [abertas, controle] = useFiltroAbertas();
  const { search } = useLocation();
  return (
    <>
      {controle}
      <p>Mostrando: {abertas}</p>
      <p>Endereço: {search}</p>
    </>
  );
}

it('a escolha vai ao endereço com os demais parâmetros, e a lista volta à primeira página', async () => {
  render(
    <MemoryRouter initialEntries={['/lotacoes?page=3&q=ana']}>
      <Lotacoes />
    </MemoryRouter>,
  );
  expect(screen.getByText('Mostrando: true')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Encerradas' }));
  expect(screen.getByText('Mostrando: false')).toBeInTheDocument();
  expect(screen.getByText('Endereço: ?q=ana&vigencia=false')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Atuais' }));
  expect(screen.getByText('Endereço: ?q=ana')).toBeInTheDocument();
});
