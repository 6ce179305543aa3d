// The contracts' figures on the dashboard (GET /api/contratos/stats), for whoever may read
// contracts; "Contratos vencendo em 30 dias" opens the list filtered the same way.
import { TAG } from '../../shared/api/tags';
import { enhancedApi, useContratoEstatisticasQuery } from './api/painel-contratos.generated';
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
            valor={numero.format(data.emCurso)}
            detalhe={`${numero.format(data.porStatus.vigente)} vigentes · ${numero.format(data.porStatus.prorrogado)} prorrogados`}
            para="/contratos"
          />
          <Cartao
            rotulo="Contratos vencendo em 30 dias"
            valor={numero.format(data.vencendo.em30)}
            detalhe={`${numero.format(data.vencendo.em60)} em 60 dias · ${numero.format(data.vencendo.em90)} em 90`}
            para="/contratos?venceEmDias=30"
          />
          <Cartao
            rotulo="Aguardando encerramento"
            valor={numero.format(data.aguardandoEncerramento)}
            detalhe="Passaram do término"
            para="/contratos?aguardandoEncerramento=true"
          />
          <Cartao
            rotulo="Rescindidos"
            valor={numero.format(data.porStatus.rescindido)}
            para="/contratos?status=rescindido"
          />
        </>
      )}
    </Grupo>
  );
}
