// "Para hoje": what needs doing today for the person signed in, by their permissions. Each figure is
// the total of a list filtered the way its card opens it (the same URL, `pageSize=1`), so the
// number on the dashboard is exactly what the person finds a click later; a figure the person may
// not read is never fetched (the server would refuse it anyway).
import Skeleton from '@mui/material/Skeleton';
import { TAG } from '../../shared/api/tags';
import { competenciaCurta, competenciaDe } from '../../shared/validation/beneficios';
import { dataLocal } from '../../shared/validation/datas';
import { api } from '../../store/api';
import { Cartao, Grupo } from './FigurasTurmasEmpresas';
import { somarMeses } from '../../shared/validation/datas';

const TAGS = [TAG.frequencia, TAG.contratos, TAG.vagas, TAG.beneficios, TAG.avaliacoes] as const;
type Tag = (typeof TAGS)[number];

interface Contagem {
  /** The list's API path. */
  url: string;
  params?: Record<string, string | number | boolean>;
  /** What invalidates it: the list's own cache tag. */
  tag: Tag;
}

// The one hand-written endpoint of the dashboard: the total of any list, read as the list answers
// it ({ data, total }); the lists' own endpoints are generated in their features, which this one
// must not import.
const painelApi = api
  .enhanceEndpoints({
    addTagTypes: TAGS,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      painelTotal: build.query<number, Contagem>({
        query: ({ url, params }) => ({ url, params: { ...params, page: 1, pageSize: 1 } }),
        transformResponse: (r: { total: number }) => r.total,
        providesTags: (_r, _e, { tag }) => [tag],
      }),
    }),
  });

interface Pendencia extends Contagem {
  permissao: string;
  rotulo: string;
  detalhe: string;
  para: string;
}

function pendencias(hoje: string): Pendencia[] {
  // The month being paid now is the last complete one, as /beneficios opens on it.
  const competencia = somarMeses(competenciaDe(hoje), -1);
  const mes = competenciaCurta(competencia);
  return [
    {
      permissao: 'frequencia:ler',
      rotulo: 'Chamadas de hoje por fazer',
      detalhe: 'Turmas com aula hoje ainda sem frequência',
      url: '/api/frequencia/pendentes',
      tag: TAG.frequencia,
      para: '/frequencia',
    },
    {
      permissao: 'frequencia:ler',
      rotulo: 'Alertas de faltas',
      detalhe: 'Faltas seguidas ou presença abaixo de 75%',
      url: '/api/frequencia/alertas',
      tag: TAG.frequencia,
      para: '/frequencia?aba=alertas',
    },
    {
      permissao: 'contratos:ler',
      rotulo: 'Contratos vencendo em 30 dias',
      detalhe: 'Prorrogar, preparar a conclusão ou substituir',
      url: '/api/contratos',
      params: { venceEmDias: 30 },
      tag: TAG.contratos,
      para: '/contratos?venceEmDias=30',
    },
    {
      permissao: 'contratos:ler',
      rotulo: 'Contratos para encerrar',
      detalhe: 'Já passaram do término',
      url: '/api/contratos',
      params: { aguardandoEncerramento: true },
      tag: TAG.contratos,
      para: '/contratos?aguardandoEncerramento=true',
    },
    {
      permissao: 'vagas:ler',
      rotulo: 'Entrevistas hoje',
      detalhe: 'Encaminhamentos com entrevista marcada para hoje',
      url: '/api/encaminhamentos',
      params: { entrevista: 'hoje', abertos: true },
      tag: TAG.vagas,
      para: '/encaminhamentos?entrevista=hoje&abertos=true',
    },
    {
      permissao: 'vagas:ler',
      rotulo: 'Vagas abertas',
      detalhe: 'Abertas ou em seleção',
      url: '/api/vagas',
      params: { abertas: true },
      tag: TAG.vagas,
      para: '/vagas?abertas=true',
    },
    {
      permissao: 'beneficios:ler',
      rotulo: `Pagamentos pendentes de ${mes}`,
      detalhe: 'Da competência a pagar (o mês passado)',
      url: '/api/beneficios/pagamentos',
      params: { competencia, status: 'pendente' },
      tag: TAG.beneficios,
      para: `/beneficios/pagamentos?competencia=${competencia}&status=pendente`,
    },
    {
      permissao: 'avaliacoes:ler',
      rotulo: 'Avaliações atrasadas',
      detalhe: 'Passaram do prazo sem resposta',
      url: '/api/avaliacoes-aplicadas',
      params: { atrasada: true },
      tag: TAG.avaliacoes,
      para: '/avaliacoes?aba=aplicadas&atrasada=true',
    },
  ];
}

function Figura({ p }: { p: Pendencia }) {
  const { url, params, tag } = p;
  // Fresh each time the dashboard opens (a minute's cache between visits within the session).
  const { data, isError } = painelApi.usePainelTotalQuery(
    { url, ...(params ? { params } : {}), tag },
    { refetchOnMountOrArgChange: 60 },
  );
  if (isError) {
    return (
      <Cartao rotulo={p.rotulo} valor="—" detalhe="Não foi possível contar agora" para={p.para} />
    );
  }
  if (data === undefined) {
    return <Skeleton variant="rounded" height={112} aria-label={`Carregando ${p.rotulo}`} />;
  }
  return (
    <Cartao
      rotulo={p.rotulo}
      valor={data}
      detalhe={data === 0 ? 'Nada pendente' : p.detalhe}
      para={p.para}
    />
  );
}

export function ParaHoje({ permissoes }: { permissoes: readonly string[] }) {
  const minhas = pendencias(dataLocal(new Date())).filter((p) => permissoes.includes(p.permissao));
  if (minhas.length === 0) return null;
  return (
    <Grupo id="para-hoje" titulo="Para hoje" carregando={false} erro={false}>
      {minhas.map((p) => (
        <Figura key={p.rotulo} p={p} />
      ))}
    </Grupo>
  );
}
