// /empresas/novo: a new partner; once saved, its page (units) opens.
import { useNavigate } from 'react-router-dom';
import { EntityForm } from '../../shared/formulario';
import { PageHeader } from '../../shared/pagina';
import { useParceiroCriarMutation, type Parceiro } from './api';
import {
  corpoDoParceiro,
  esquemaParceiro,
  ParceiroCampos,
  type ValoresParceiro,
} from './ParceiroCampos';

const vazio: ValoresParceiro = {};

export function NovaEmpresaScreen() {
  const navigate = useNavigate();
  const [criar] = useParceiroCriarMutation();
  return (
    <>
      <PageHeader title="Nova empresa" />
      <EntityForm<ValoresParceiro>
        schema={esquemaParceiro}
        initialValues={vazio}
        onSubmit={(valores) => criar({ body: corpoDoParceiro(valores) }).unwrap()}
        successMessage="Empresa cadastrada."
        onSuccess={(criado) => void navigate(`/empresas/${(criado as Parceiro).id}/unidades`)}
        onCancel={() => void navigate('/empresas')}
      >
        <ParceiroCampos />
      </EntityForm>
    </>
  );
}
