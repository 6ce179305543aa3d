export { AsyncAutocomplete, type AsyncAutocompleteProps } from './AsyncAutocomplete';
export { AutocompleteField, type AutocompleteFieldProps } from './AutocompleteField';
export { AutocompleteInput, type AutocompleteInputProps } from './AutocompleteInput';
export { CheckboxGroupField, type CheckboxGroupFieldProps } from './CheckboxGroupField';
export { DateField, INVALID_DATE, type DateFieldProps } from './DateField';
export { SeletorDeDia, type SeletorDeDiaProps } from './SeletorDeDia';
export {
  DataHoraField,
  DATA_HORA_INVALIDA,
  juntarDataHora,
  type DataHoraFieldProps,
} from './DataHoraField';
export { EntityForm, type EntityFormProps } from './EntityForm';
export { PaginaDeFormulario, type PaginaDeFormularioProps } from './PaginaDeFormulario';
export { fieldError } from './fieldError';
export { FormDialog, type FormDialogProps } from './FormDialog';
export { FormSection, type FormSectionProps } from './FormSection';
export { MaskedField, type MaskedFieldProps } from './MaskedField';
export {
  applyPattern,
  cepMask,
  cnpjMask,
  cpfMask,
  masks,
  phoneMask,
  type Mask,
  type MaskName,
  type MaskPattern,
} from '../format/mascaras';
export { CampoDeReais, type CampoDeReaisProps } from './CampoDeReais';
export { MoneyField, type MoneyFieldProps } from './MoneyField';
export { NumberField, type NumberFieldProps } from './NumberField';
export type { LoadOptions, Option, OptionValue, OptionsState, UseOptions } from './options';
export { paraOpcoes, useOpcoesDaConsulta } from './options';
export {
  isStaleVersion,
  ProblemError,
  problemMessage,
  toProblem,
  type Problem,
} from '../api/problema';
export { SelectField, type SelectFieldProps } from './SelectField';
export { applyServerErrors } from './serverErrors';
export { SwitchField, type SwitchFieldProps } from './SwitchField';
export { TextField, type TextFieldProps } from './TextField';
export { useDebouncedValue } from './useDebouncedValue';
export { AvisoDeOutraVersao } from './AvisoDeOutraVersao';
export { CampoControlado, type CampoControladoProps } from './CampoControlado';
export { ConfirmarSaida } from './ConfirmarSaida';
export { useDirtyGuard, type DirtyGuard } from './useDirtyGuard';
export { STALE_MESSAGE } from './useEntitySubmit';
export { WeekdayField, weekdays, type WeekdayFieldProps } from './WeekdayField';
export { yupValidator } from './yupValidator';
