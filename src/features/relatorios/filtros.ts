// The filters several reports share, declared once: the period of the dated reports and the
// choice of a company, municipality, class, apprentice or situation. A choice that searches as one
// types, or whose options come from the API, is a hook.
import { useOpcoesDaConsulta } from '../../shared/formulario';
import { filtroDeEmpresa, filtroDeTurma, type ConfigDoFiltro } from '../../shared/lista';
import { useBuscaDeAprendizes, useBuscaDeParceiros, useBuscaDeTurmas } from '../../store/buscas';
import { useMunicipioFiltro, useSituacaoAprendizOpcoesQuery } from '../../store/opcoes';

export const PERIODO: ConfigDoFiltro = {
  type: 'dateRange',
  minName: 'inicio',
  maxName: 'fim',
  label: 'Período',
};

export const MUNICIPIO: ConfigDoFiltro = {
  type: 'autocomplete',
  name: 'municipioId',
  label: 'Município',
  useOptions: useMunicipioFiltro,
};

export const useFiltroDeEmpresa = () => filtroDeEmpresa(useBuscaDeParceiros());

export const useFiltroDeTurma = () => filtroDeTurma(useBuscaDeTurmas());

export const useFiltroDeAprendiz = (): ConfigDoFiltro => ({
  type: 'autocomplete',
  name: 'aprendizId',
  label: 'Aprendiz',
  loadOptions: useBuscaDeAprendizes(),
});

/** The apprentice's situation (Em seleção, Contratado...). */
export const useFiltroDeSituacao = (): ConfigDoFiltro => ({
  type: 'autocomplete',
  name: 'situacaoId',
  label: 'Situação',
  options: useOpcoesDaConsulta(useSituacaoAprendizOpcoesQuery()),
});
