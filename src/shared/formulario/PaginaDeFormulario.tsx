// A record's form as a page of its own (/turmas/novo, /vagas/12/editar): the page's title over the
// form, and where saving and cancelling lead — a new record's page from what the API answered, the
// edited record's page, or back to the list.
import { useNavigate } from 'react-router-dom';
import { CabecalhoDaPagina } from '../pagina';
import { FormularioDeRegistro, type FormularioDeRegistroProps } from './FormularioDeRegistro';

export interface PaginaDeFormularioProps<Values extends object, Salvo = unknown> extends Omit<
  FormularioDeRegistroProps<Values>,
  'onSubmit' | 'aoSalvar' | 'aoCancelar' | 'variante' | 'titulo'
> {
  titulo: string;
  subtitulo?: string;
  /** Saves; rejects as RTK Query's `unwrap()` does. */
  onSubmit: (values: Values) => Promise<Salvo>;
  /** Where a save leads, from what the API answered: `(turma) => \`/turmas/${turma.id}\``. */
  depoisDeSalvar: (salvo: Salvo) => string;
  /** Where 'Cancelar' leads back to. */
  voltarPara: string;
}

export function PaginaDeFormulario<Values extends object, Salvo = unknown>({
  titulo,
  subtitulo,
  onSubmit,
  depoisDeSalvar,
  voltarPara,
  ...formulario
}: PaginaDeFormularioProps<Values, Salvo>) {
  const navigate = useNavigate();
  return (
    <>
      <CabecalhoDaPagina titulo={titulo} subtitulo={subtitulo} />
      <FormularioDeRegistro<Values>
        {...formulario}
        onSubmit={onSubmit}
        aoSalvar={(salvo) => void navigate(depoisDeSalvar(salvo as Salvo))}
        aoCancelar={() => void navigate(voltarPara)}
      />
    </>
  );
}
