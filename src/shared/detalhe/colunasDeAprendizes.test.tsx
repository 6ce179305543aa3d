// The "apprentices in X" columns as a person reads them in a list: who (a link to the record),
// their situação, since when, until when ('Atual' while still there), and the list's own extras.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderizarRota } from '../formulario/utilitarios-de-teste';
import { TelaDeLista, type ConfigDaLista } from '../lista';
import { LISTA_DE_APRENDIZES, colunaDeAcao, colunasDeAprendizes } from './colunasDeAprendizes';

interface Lotacao {
  id: number;
  aprendizId: number;
  nome: string;
  cpf: string;
  situacao: { nome: string; cor: string };
  unidade: string;
  dataInicio: string;
  dataFim: string | null;
  atual: boolean;
}

const lotacoes: Lotacao[] = [
  {
    id: 1,
    aprendizId: 44,
    nome: 'Lara Quintanilha',
    cpf: '***.456.789-**',
    situacao: { nome: 'Contratado', cor: 'success' },
    unidade: 'Matriz',
    dataInicio: '2026-03-01',
    dataFim: null,
    atual: true,
  },
  {
    id: 2,
    aprendizId: 45,
    nome: 'Bruno Lima',
    cpf: '***.111.222-**',
    situacao: { nome: 'Desligado', cor: 'default' },
    unidade: 'Filial',
    dataInicio: '2025-02-10',
    dataFim: '2025-12-19',
    atual: false,
  },
];

it('lists the memberships with links, situação, dates and the extras around them', async () => {
  const encerrar = jest.fn();
  const config: ConfigDaLista<Lotacao> = {
    ...LISTA_DE_APRENDIZES,
    titulo: 'Aprendizes lotados',
    columns: colunasDeAprendizes<Lotacao>({
      aposCpf: [{ field: 'unidade', headerName: 'Unidade', width: 120 }],
      aoFim: [
        colunaDeAcao<Lotacao>({
          rotulo: 'Encerrar lotação',
          largura: 170,
          mostrar: (l) => l.atual,
          aoClicar: encerrar,
        }),
      ],
    }),
    useQuery: () => ({
      data: { data: lotacoes, total: 2 },
      isFetching: false,
      isError: false,
      refetch: jest.fn(),
    }),
  };
  renderizarRota(<TelaDeLista config={config} />);
  const grade = screen.getByRole('grid', { name: 'Aprendizes lotados' });
  expect(
    within(grade)
      .getAllByRole('columnheader')
      .map((c) => c.textContent),
  ).toEqual(['Aprendiz', 'CPF', 'Unidade', 'Situação', 'Desde', 'Até', 'Ações']);
  expect(within(grade).getByRole('link', { name: 'Lara Quintanilha' })).toHaveAttribute(
    'href',
    '/aprendizes/44',
  );
  expect(within(grade).getByText('Contratado')).toBeInTheDocument();
  expect(within(grade).getByText('01/03/2026')).toBeInTheDocument();
  expect(within(grade).getByText('Atual')).toBeInTheDocument();
  expect(within(grade).getByText('19/12/2025')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Pesquisar' })).toHaveAttribute(
    'placeholder',
    'Nome ou CPF do aprendiz',
  );
  const acoes = within(grade).getAllByRole('button', { name: 'Encerrar lotação' });
  expect(acoes).toHaveLength(1);
  await userEvent.click(acoes[0]!);
  expect(encerrar).toHaveBeenCalledWith(lotacoes[0]);
});
