// Filters several lists and reports share, where they mean the same thing: the rows' company and
// class, each searched as one types. The feature passes its own search (it reads the store).
import type { CarregarOpcoes } from '../formulario/opcoes';
import type { FiltroDeAutocompletar } from './filtros';

/** The rows' partner company (?parceiroId=), searched by name or CNPJ. */
export const filtroDeEmpresa = (loadOptions: CarregarOpcoes): FiltroDeAutocompletar => ({
  type: 'autocomplete',
  name: 'parceiroId',
  label: 'Empresa',
  loadOptions,
});

/** The rows' class (?turmaId=), searched by code or name. */
export const filtroDeTurma = (loadOptions: CarregarOpcoes): FiltroDeAutocompletar => ({
  type: 'autocomplete',
  name: 'turmaId',
  label: 'Turma',
  loadOptions,
});
