// The vacancies' figures on the dashboard (GET /api/vagas/stats), for whoever may read vacancies:
// "Vagas abertas" and "Entrevistas hoje", each opening its list filtered the same way.
import { TAG } from '../../shared/api/tags';
import { enhancedApi, useVagaEstatisticasQuery } from './api/painel-vagas.generated';
import { Cartao, Grupo, numero } from './FigurasTurmasEmpresas';

// Every candidacy, referral and contract from a referral invalidates this tag (TAGS_DE_VAGA).
enhancedApi.enhanceEndpoints({
  addTagTypes: [TAG.vagas],
  endpoints: { vagaEstatisticas: { providesTags: [TAG.vagas] } },
});

const plural = (n: number, um: string, varios: string) =>
  `${numero.format(n)} ${n === 1 ? um : varios}`;

export function FigurasVagas() {
  const { data, isLoading, isError } = useVagaEstatisticasQuery({});
  return (
    <Grupo id="figuras-vagas" titulo="Vagas" carregando={isLoading} erro={isError}>
      {data && (
        <>
          <Cartao
            rotulo="Vagas abertas"
            valor={numero.format(data.abertas)}
            detalhe={`${plural(data.postos.abertos, 'posto sem contrato', 'postos sem contrato')} · ${plural(data.porStatus['em seleção'] ?? 0, 'em seleção', 'em seleção')}`}
            para="/vagas?abertas=true"
          />
          <Cartao
            rotulo="Entrevistas hoje"
            valor={numero.format(data.entrevistasHoje)}
            detalhe="Encaminhamentos com entrevista marcada para hoje"
            para="/encaminhamentos?entrevista=hoje&abertos=true"
          />
        </>
      )}
    </Grupo>
  );
}
