// /turmas/novo: a new class; once saved, its page.
import { useNavigate } from 'react-router-dom';
import { EntityForm } from '../../shared/formulario';
import { PageHeader } from '../../shared/pagina';
import { useTurmaCriarMutation, type Turma } from './api';
import {
  corpoDaTurma,
  esquemaTurma,
  TurmaCampos,
  valoresIniciaisDaTurma,
  type ValoresTurma,
} from './TurmaCampos';

export function NovaTurmaScreen() {
  const navigate = useNavigate();
  const [criar] = useTurmaCriarMutation();
  return (
    <>
      <PageHeader title="Nova turma" />
      <EntityForm<ValoresTurma>
        schema={esquemaTurma}
        initialValues={valoresIniciaisDaTurma}
        onSubmit={(valores) => criar({ body: corpoDaTurma(valores) }).unwrap()}
        successMessage="Turma cadastrada."
        onSuccess={(criada) => void navigate(`/turmas/${(criada as Turma).id}`)}
        onCancel={() => void navigate('/turmas')}
      >
        <TurmaCampos />
      </EntityForm>
    </>
  );
}
