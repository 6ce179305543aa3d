// /educadores/{id}/editar: the seed's fields without EducGrauInstrucao (the API keeps the stored
// one); carries the versao read, so someone else's save is never overwritten.
import { useMemo } from 'react';
import { PaginaDeFormulario } from '../../shared/formulario';
import { telaDoRegistro, type PaginaDoRegistro } from '../../shared/detalhe';
import { useEducadorAtualizarMutation, type Educador } from './api';
import { CARREGAR_EDUCADOR } from './carregarEducador';
import {
  corpoDoEducador,
  EducadorCampos,
  esquemaEducador,
  valoresDoEducador,
  type ValoresEducador,
} from './EducadorCampos';

export const EditarEducadorScreen = telaDoRegistro(CARREGAR_EDUCADOR, Edicao);

function Edicao({ registro: educador, recarregar }: PaginaDoRegistro<Educador>) {
  const [atualizar] = useEducadorAtualizarMutation();
  const iniciais = useMemo(() => valoresDoEducador(educador), [educador]);
  const pagina = `/educadores/${educador.id}`;
  return (
    <PaginaDeFormulario<ValoresEducador>
      titulo={`Editar ${educador.EducNome}`}
      esquema={esquemaEducador}
      initialValues={iniciais}
      onSubmit={(valores) =>
        atualizar({
          id: educador.id,
          body: { ...corpoDoEducador(valores), versao: educador.versao },
        }).unwrap()
      }
      mensagemDeSucesso="Educador salvo."
      depoisDeSalvar={() => pagina}
      voltarPara={pagina}
      aoRecarregar={recarregar}
    >
      <EducadorCampos novo={false} />
    </PaginaDeFormulario>
  );
}
