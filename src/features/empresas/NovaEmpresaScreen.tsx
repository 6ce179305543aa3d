// /empresas/novo: a new partner; once saved, its page (units) opens.
import { PaginaDeFormulario } from '../../shared/formulario';
import { useParceiroCriarMutation, type Parceiro } from './api';
import {
  corpoDoParceiro,
  esquemaParceiro,
  ParceiroCampos,
  type ValoresParceiro,
} from './ParceiroCampos';

const vazio: ValoresParceiro = {};

export function NovaEmpresaScreen() {
  const [criar] = useParceiroCriarMutation();
  return (
    <PaginaDeFormulario<ValoresParceiro, Parceiro>
      titulo="Nova empresa"
      esquema={esquemaParceiro}
      initialValues={vazio}
      onSubmit={(valores) => criar({ body: corpoDoParceiro(valores) }).unwrap()}
      mensagemDeSucesso="Empresa cadastrada."
      depoisDeSalvar={(criada) => `/empresas/${criada.id}/unidades`}
      voltarPara="/empresas"
    >
      <ParceiroCampos />
    </PaginaDeFormulario>
  );
}
