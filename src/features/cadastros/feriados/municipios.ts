// The holidays' form and the year's filter pick municipalities with the shared search.
export { useMunicipios } from '../../../store/opcoes';
