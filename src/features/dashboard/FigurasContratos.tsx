// The contracts' figures on the dashboard (GET /api/contratos/stats), for whoever may read
// contracts: how many run and how many were terminated. What needs doing (ending in 30 days, past
// their end) is in "Para hoje".
import { TAG } from '../../shared/api/tags';
import {
  enhancedApi,
  useContratoEstatisticasQuery,
} from '../../store/generated/contratos.generated';
import { Cartao, Grupo, numero } from './FigurasTurmasEmpresas';

// Any contract written anywhere invalidates this tag (shared/api/tags: TAGS_DE_CONTRATO).
enhancedApi.enhanceEndpoints({
  addTagTypes: [TAG.contratos],
  endpoints: { contratoEstatisticas: { providesTags: [TAG.contratos] } },
});

export function FigurasContratos() {
  const { data, isLoading, isError } = useContratoEstatisticasQuery({});
  return (
    <Grupo id="figuras-contratos" titulo="Contratos" carregando={isLoading} erro={isError}>
      {data && (
        <>
          <Cartao
            rotulo="Contratos em curso"
            valor={data.emCurso}
            detalhe={`${numero.format(data.porStatus.vigente)} vigentes · ${numero.format(data.porStatus.prorrogado)} prorrogados`}
            para="/contratos"
          />
          <Cartao
            rotulo="Rescindidos"
            valor={data.porStatus.rescindido}
            para="/contratos?status=rescindido"
          />
        </>
      )}
    </Grupo>
  );
}
