import { EntityForm, type EntityFormProps } from './EntityForm';

export type FormDialogProps<Values extends object> = Omit<EntityFormProps<Values>, 'variant'> & {
  title: string;
  onCancel: () => void;
};

/**
 * A create/edit form in a modal (registries). Mount it to open and unmount it to close, so each
 * opening starts from fresh initial values.
 */
export function FormDialog<Values extends object>(props: FormDialogProps<Values>) {
  return <EntityForm<Values> {...props} variant="dialog" />;
}
