// The partners' and classes' figures on the dashboard (GET /api/parceiros/stats and
// /api/turmas/stats), each group only for whoever may read it; every card links to the list that
// explains it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useParceiroEstatisticasQuery } from '../../store/generated/parceiros.generated';
import { useTurmaEstatisticasQuery } from './api/painel-turmas.generated';
import { CartaoComLink } from '../../shared/ui/CartaoComLink';

export const numero = new Intl.NumberFormat('pt-BR');
const percentual = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 0 });

/**
 * A figure of the dashboard (a count is written the pt-BR way: 1.234); `para`, the list that
 * explains it (a figure with no list has none).
 */
export function Cartao(props: {
  rotulo: string;
  valor: number | string;
  para?: string;
  detalhe?: string;
}) {
  return (
    <CartaoComLink para={props.para}>
      <Typography variant="body2" color="text.secondary">
        {props.rotulo}
      </Typography>
      <Typography variant="h4" component="p">
        {typeof props.valor === 'number' ? numero.format(props.valor) : props.valor}
      </Typography>
      {props.detalhe && (
        <Typography variant="caption" color="text.secondary">
          {props.detalhe}
        </Typography>
      )}
    </CartaoComLink>
  );
}

export const grade = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
} as const;

/** The small heading of a dashboard group, named by `id` for its section's aria-labelledby. */
export function TituloDoGrupo(props: { id: string; semMargem?: boolean; children: ReactNode }) {
  return (
    <Typography
      id={props.id}
      variant="overline"
      component="h2"
      color="text.secondary"
      sx={{ display: 'block', mb: props.semMargem ? 0 : 1 }}
    >
      {props.children}
    </Typography>
  );
}

export function Grupo(props: {
  id: string;
  titulo: string;
  carregando: boolean;
  erro: boolean;
  children: ReactNode;
}) {
  return (
    <Box component="section" aria-labelledby={props.id}>
      <TituloDoGrupo id={props.id}>{props.titulo}</TituloDoGrupo>
      {props.erro ? (
        <Alert severity="warning">
          Não foi possível carregar os números de {props.titulo.toLowerCase()} agora.
        </Alert>
      ) : props.carregando ? (
        <Box sx={grade} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={104} />
          ))}
        </Box>
      ) : (
        <Box sx={grade}>{props.children}</Box>
      )}
    </Box>
  );
}

function Empresas() {
  const { data, isLoading, isError } = useParceiroEstatisticasQuery();
  return (
    <Grupo id="figuras-empresas" titulo="Empresas" carregando={isLoading} erro={isError}>
      {data && (
        <>
          <Cartao rotulo="Empresas ativas" valor={data.total} para="/empresas" />
          <Cartao rotulo="Unidades ativas" valor={data.unidadesAtivas} para="/empresas" />
          <Cartao
            rotulo="Aprendizes lotados"
            valor={data.aprendizesAlocados}
            detalhe={`Soma das cotas: ${numero.format(data.cotaTotal)}`}
            para="/empresas?sort=-aprendizesAlocados"
          />
          <Cartao
            rotulo="Empresas abaixo da cota"
            valor={data.situacaoCota.abaixo}
            detalhe={`${numero.format(data.situacaoCota.acima)} acima da cota`}
            para="/empresas?situacaoCota=abaixo"
          />
        </>
      )}
    </Grupo>
  );
}

function Turmas() {
  const { data, isLoading, isError } = useTurmaEstatisticasQuery();
  const emAndamento = data?.porStatus.find((s) => s.status === 'em andamento')?.turmas ?? 0;
  return (
    <Grupo id="figuras-turmas" titulo="Turmas" carregando={isLoading} erro={isError}>
      {data && (
        <>
          <Cartao
            rotulo="Turmas ativas"
            valor={data.total}
            detalhe={`${numero.format(emAndamento)} em andamento`}
            para="/turmas"
          />
          <Cartao
            rotulo="Ocupação"
            valor={percentual.format(data.taxaOcupacao)}
            detalhe={`${numero.format(data.ocupacao)} de ${numero.format(data.capacidade)} vagas`}
            para="/turmas?sort=-ocupacao"
          />
          <Cartao
            rotulo="Vagas restantes"
            valor={data.vagasRestantes}
            detalhe={`${numero.format(data.lotadas)} ${data.lotadas === 1 ? 'turma lotada' : 'turmas lotadas'}`}
            para="/turmas?sort=ocupacao"
          />
          <Cartao rotulo="Turmas sem educador" valor={data.semEducador} para="/turmas" />
        </>
      )}
    </Grupo>
  );
}

/** Each group only for those who may read it (the API would refuse the figures anyway). */
export function FigurasTurmasEmpresas({ permissoes }: { permissoes: readonly string[] }) {
  const empresas = permissoes.includes('parceiros:ler');
  const turmas = permissoes.includes('turmas:ler');
  if (!empresas && !turmas) return null;
  return (
    <>
      {empresas && <Empresas />}
      {turmas && <Turmas />}
    </>
  );
}
