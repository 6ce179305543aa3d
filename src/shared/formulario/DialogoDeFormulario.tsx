import { FormularioDeRegistro, type FormularioDeRegistroProps } from './FormularioDeRegistro';

export type DialogoDeFormularioProps<Values extends object> = Omit<
  FormularioDeRegistroProps<Values>,
  'variante'
> & {
  titulo: string;
  aoCancelar: () => void;
};

/**
 * A create/edit form in a modal (registries). Mount it to open and unmount it to close, so each
 * opening starts from fresh initial values.
 */
export function DialogoDeFormulario<Values extends object>(
  props: DialogoDeFormularioProps<Values>,
) {
  return <FormularioDeRegistro<Values> {...props} variante="dialog" />;
}
