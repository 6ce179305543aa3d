// The contracts on another record's page: each one's number leads to the contract, with who or
// where beside it, its status, and its kind and period under it; the link to all of them when only
// the first came.
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ContratosEmLista } from './ContratosEmLista';

const contrato = {
  id: 9,
  numero: '2026/0009',
  Con_TipoContrato: 'aprendizagem',
  Con_DataInicio: '2026-03-02',
  Con_DataTermino: '2027-03-01',
  status: 'vigente',
  parceiro: 'Padaria Sol',
};

describe('ContratosEmLista', () => {
  it('lista cada contrato com o seu número, quem, a situação e o período', () => {
    render(
      <MemoryRouter>
        <ContratosEmLista
          titulo="Contratos"
          consulta={{ isLoading: false, isError: false, data: { data: [contrato], total: 12 } }}
          listaCompleta="/contratos?aprendizId=5"
          descricao={(c) => c.parceiro}
          vazio="Este aprendiz ainda não tem contratos."
          novoPara="/contratos/novo?aprendizId=5"
        />
      </MemoryRouter>,
    );
    const secao = screen.getByRole('region', { name: 'Contratos' });
    expect(within(secao).getByRole('link', { name: /Novo contrato/ })).toHaveAttribute(
      'href',
      '/contratos/novo?aprendizId=5',
    );
    const item = within(secao).getByRole('listitem');
    expect(within(item).getByRole('link', { name: '2026/0009' })).toHaveAttribute(
      'href',
      '/contratos/9',
    );
    expect(item).toHaveTextContent('Padaria Sol');
    expect(item).toHaveTextContent('02/03/2026 a 01/03/2027');
    expect(within(secao).getByRole('link', { name: 'Ver os 12 contratos' })).toHaveAttribute(
      'href',
      '/contratos?aprendizId=5',
    );
  });

  it('diz quando não há contratos', () => {
    render(
      <MemoryRouter>
        <ContratosEmLista
          titulo="Contratos"
          consulta={{ isLoading: false, isError: false, data: { data: [], total: 0 } }}
          listaCompleta="/contratos?aprendizId=5"
          descricao={() => ''}
          vazio="Este aprendiz ainda não tem contratos."
        />
      </MemoryRouter>,
    );
    expect(screen.getByText('Este aprendiz ainda não tem contratos.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Novo contrato/ })).not.toBeInTheDocument();
  });

  it('diz por que os contratos não vieram', () => {
    render(
      <MemoryRouter>
        <ContratosEmLista
          titulo="Contratos"
          consulta={{ isLoading: false, isError: true, error: { status: 'FETCH_ERROR' } }}
          listaCompleta="/contratos?aprendizId=5"
          descricao={() => ''}
          vazio="Este aprendiz ainda não tem contratos."
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).not.toBeEmptyDOMElement();
  });
});
