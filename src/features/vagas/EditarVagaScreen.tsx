// /vagas/{id}/editar: the vacancy's fields (its status follows the selection and is not edited);
// carries the versao read, so someone else's save is never overwritten. A filled or cancelled
// vacancy is not edited: the page says so instead of a form the API would refuse.
import Alert from '@mui/material/Alert';
import { useMemo } from 'react';
import { telaDoRegistro, type PaginaDoRegistro } from '../../shared/detalhe';
import { PaginaDeFormulario } from '../../shared/formulario';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { ROTULOS_STATUS_VAGA, vagaAberta, type StatusVaga } from '../../shared/validation/vagas';
import { useVagaAtualizarMutation, type Vaga } from './api';
import { CARREGAR_VAGA } from './carregarVaga';
import {
  corpoDaVaga,
  esquemaVaga,
  VagaCampos,
  valoresDaVaga,
  type ValoresVaga,
} from './VagaCampos';

export const EditarVagaScreen = telaDoRegistro(CARREGAR_VAGA, Edicao);

function Edicao({ registro: vaga, recarregar }: PaginaDoRegistro<Vaga>) {
  const [atualizar] = useVagaAtualizarMutation();
  const iniciais = useMemo(() => valoresDaVaga(vaga), [vaga]);
  const pagina = `/vagas/${vaga.id}`;
  if (!vagaAberta(vaga.status)) {
    return (
      <>
        <CabecalhoDaPagina titulo={`Editar ${vaga.titulo}`} />
        <Alert severity="info">
          Esta vaga está {ROTULOS_STATUS_VAGA[vaga.status as StatusVaga].toLowerCase()} e não pode
          mais ser alterada.
        </Alert>
      </>
    );
  }
  return (
    <PaginaDeFormulario<ValoresVaga>
      titulo={`Editar ${vaga.titulo}`}
      esquema={esquemaVaga}
      initialValues={iniciais}
      onSubmit={(valores) =>
        atualizar({ id: vaga.id, body: { ...corpoDaVaga(valores), versao: vaga.versao } }).unwrap()
      }
      mensagemDeSucesso="Vaga salva."
      depoisDeSalvar={() => pagina}
      voltarPara={pagina}
      aoRecarregar={recarregar}
    >
      <VagaCampos vaga={vaga} />
    </PaginaDeFormulario>
  );
}
