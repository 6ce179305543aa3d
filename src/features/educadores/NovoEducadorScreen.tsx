// /educadores/novo: the seed's fields plus EducGrauInstrucao; once saved, the educator's page.
import { useNavigate } from 'react-router-dom';
import { EntityForm } from '../../shared/formulario';
import { PageHeader } from '../../shared/pagina';
import { useEducadorCriarMutation, type Educador } from './api';
import {
  corpoDoEducador,
  EducadorCampos,
  esquemaEducador,
  type ValoresEducador,
} from './EducadorCampos';

const vazio: ValoresEducador = {};

export function NovoEducadorScreen() {
  const navigate = useNavigate();
  const [criar] = useEducadorCriarMutation();
  return (
    <>
      <PageHeader title="Novo educador" />
      <EntityForm<ValoresEducador>
        schema={esquemaEducador}
        initialValues={vazio}
        onSubmit={(valores) => criar({ body: corpoDoEducador(valores) }).unwrap()}
        successMessage="Educador cadastrado."
        onSuccess={(criado) => void navigate(`/educadores/${(criado as Educador).id}`)}
        onCancel={() => void navigate('/educadores')}
      >
        <EducadorCampos novo />
      </EntityForm>
    </>
  );
}
