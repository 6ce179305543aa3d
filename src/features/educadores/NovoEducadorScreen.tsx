// /educadores/novo: the seed's fields plus EducGrauInstrucao; once saved, the educator's page.
import { PaginaDeFormulario } from '../../shared/formulario';
import { useEducadorCriarMutation, type Educador } from './api';
import {
  corpoDoEducador,
  EducadorCampos,
  esquemaEducador,
  type ValoresEducador,
} from './EducadorCampos';

const vazio: ValoresEducador = {};

export function NovoEducadorScreen() {
  const [criar] = useEducadorCriarMutation();
  return (
    <PaginaDeFormulario<ValoresEducador, Educador>
      titulo="Novo educador"
      esquema={esquemaEducador}
      initialValues={vazio}
      onSubmit={(valores) => criar({ body: corpoDoEducador(valores) }).unwrap()}
      mensagemDeSucesso="Educador cadastrado."
      depoisDeSalvar={(criado) => `/educadores/${criado.id}`}
      voltarPara="/educadores"
    >
      <EducadorCampos novo />
    </PaginaDeFormulario>
  );
}
