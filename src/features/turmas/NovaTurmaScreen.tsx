// /turmas/novo: a new class; once saved, its page.
import { PaginaDeFormulario } from '../../shared/formulario';
import { useTurmaCriarMutation, type Turma } from './api';
import {
  corpoDaTurma,
  esquemaTurma,
  TurmaCampos,
  valoresIniciaisDaTurma,
  type ValoresTurma,
} from './TurmaCampos';

export function NovaTurmaScreen() {
  const [criar] = useTurmaCriarMutation();
  return (
    <PaginaDeFormulario<ValoresTurma, Turma>
      titulo="Nova turma"
      esquema={esquemaTurma}
      initialValues={valoresIniciaisDaTurma}
      onSubmit={(valores) => criar({ body: corpoDaTurma(valores) }).unwrap()}
      mensagemDeSucesso="Turma cadastrada."
      depoisDeSalvar={(criada) => `/turmas/${criada.id}`}
      voltarPara="/turmas"
    >
      <TurmaCampos />
    </PaginaDeFormulario>
  );
}
