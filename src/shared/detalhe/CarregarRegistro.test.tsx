// The record loader as a person meets it: a wrong address says so in Portuguese without asking
// the API, the loading sentence shows until the record arrives, a 404 is "not found" and any other
// failure offers to try again.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderizarRota } from '../formulario/utilitarios-de-teste';
import {
  CarregarRegistro,
  telaDoRegistro,
  type ConsultaDeRegistro,
  type PaginaDoRegistro,
} from './CarregarRegistro';
import { juntarConsultas } from './juntarConsultas';

interface Turma {
  id: number;
  nome: string;
}

const carregando: ConsultaDeRegistro<Turma> = { isLoading: true, refetch: jest.fn() };
const naoEncontrado = (texto: { id?: string }) => ({
  titulo: 'Turma não encontrada',
  mensagem: `Não há turma "${texto.id ?? ''}".`,
  voltarPara: '/turmas',
  rotuloVoltar: 'Ver turmas',
});

function PaginaDaTurma({ registro: turma, recarregar }: PaginaDoRegistro<Turma>) {
  return (
    <>
      <h1>{turma.nome}</h1>
      <button onClick={recarregar}>Recarregar</button>
    </>
  );
}

function abrir(url: string, consulta: ConsultaDeRegistro<Turma>) {
  const useConsulta = jest.fn((_ids: { id: number }) => consulta);
  const Tela = telaDoRegistro(
    { useConsulta, carregando: 'Carregando turma...', naoEncontrado },
    PaginaDaTurma,
  );
  renderizarRota(<Tela />, { path: '/turmas/:id', url });
  return useConsulta;
}

describe('CarregarRegistro', () => {
  it('an id that is not a number is not found, and the API is never asked', () => {
    const useConsulta = abrir('/turmas/abc', carregando);
    expect(screen.getByRole('heading', { name: 'Turma não encontrada' })).toBeInTheDocument();
    expect(screen.getByText('Não há turma "abc".')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver turmas' })).toHaveAttribute('href', '/turmas');
    expect(useConsulta).not.toHaveBeenCalled();
  });

  it('says what is loading until the record is there, asking for the id as a number', () => {
    const useConsulta = abrir('/turmas/12', carregando);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando turma...');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(useConsulta).toHaveBeenCalledWith({ id: 12 });
  });

  it('shows the record once it arrives; recarregar refetches it', async () => {
    const refetch = jest.fn();
    abrir('/turmas/12', { isLoading: false, data: { id: 12, nome: 'ADM-01' }, refetch });
    expect(screen.getByRole('heading', { name: 'ADM-01' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('a 404 from the API is the same not-found notice', () => {
    abrir('/turmas/999', {
      isLoading: false,
      error: { status: 404, data: { status: 404, title: 'Turma não encontrada.' } },
      refetch: jest.fn(),
    });
    expect(screen.getByRole('heading', { name: 'Turma não encontrada' })).toBeInTheDocument();
    expect(screen.getByText('Não há turma "999".')).toBeInTheDocument();
  });

  it('any other failure explains itself and tries again on request', async () => {
    const refetch = jest.fn();
    abrir('/turmas/12', { isLoading: false, error: { status: 'FETCH_ERROR' }, refetch });
    expect(screen.getByText('Não foi possível carregar')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('maps route parameters to the hook ids and joins two reads into one record', () => {
    const refetch = jest.fn();
    function useUnidadeDoParceiro(ids: { id: number; unidadeId: number }) {
      return juntarConsultas({
        parceiro: { isLoading: false, data: `Empresa ${ids.id}`, refetch },
        unidade: { isLoading: false, data: `Unidade ${ids.unidadeId}`, refetch },
      });
    }
    renderizarRota(
      <CarregarRegistro
        parametros={{ id: 'parceiroId', unidadeId: 'unidadeId' }}
        useConsulta={useUnidadeDoParceiro}
        carregando="Carregando unidade..."
        naoEncontrado={{
          titulo: 'Unidade não encontrada',
          mensagem: 'Confira o endereço.',
          voltarPara: '/empresas',
          rotuloVoltar: 'Ver empresas',
        }}
      >
        {({ parceiro, unidade }) => <h1>{`${unidade} de ${parceiro}`}</h1>}
      </CarregarRegistro>,
      { path: '/empresas/:parceiroId/unidades/:unidadeId', url: '/empresas/30/unidades/75' },
    );
    expect(screen.getByRole('heading', { name: 'Unidade 75 de Empresa 30' })).toBeInTheDocument();
  });
});

describe('juntarConsultas', () => {
  it('is there only when every part is, loads while any part loads, and retries every part', () => {
    const refetchA = jest.fn();
    const refetchB = jest.fn();
    const falhou = { status: 500 };
    const junta = juntarConsultas({
      a: { isLoading: false, data: 1, refetch: refetchA },
      b: { isLoading: false, error: falhou, refetch: refetchB },
    });
    expect(junta.data).toBeUndefined();
    expect(junta.error).toBe(falhou);
    junta.refetch();
    expect(refetchA).toHaveBeenCalledTimes(1);
    expect(refetchB).toHaveBeenCalledTimes(1);
    expect(
      juntarConsultas({
        a: { isLoading: true, refetch: refetchA },
        b: { isLoading: false, data: 2, refetch: refetchB },
      }).isLoading,
    ).toBe(true);
  });
});
