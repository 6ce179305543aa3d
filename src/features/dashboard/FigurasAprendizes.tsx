// The apprentices' figures on the dashboard (GET /api/aprendiz/stats): totals a coordinator checks
// every morning, each one a link to the list that explains it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { LinkPreload } from '../../shared/routing';
import { useAprendizEstatisticasQuery } from './api';
import { Cartao, grade, numero, TituloDoGrupo } from './FigurasTurmasEmpresas';

export function FigurasAprendizes() {
  const { data, isLoading, isError } = useAprendizEstatisticasQuery();
  if (isError) {
    return (
      <Alert severity="warning">Não foi possível carregar os números dos aprendizes agora.</Alert>
    );
  }
  if (isLoading || !data) {
    return (
      <Box sx={grade} aria-busy="true" aria-label="Carregando números dos aprendizes">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={104} />
        ))}
      </Box>
    );
  }
  const maior = Math.max(1, ...data.porSituacao.map((s) => s.total));
  return (
    <Box
      component="section"
      aria-labelledby="figuras-aprendizes"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      {/* The section's gap spaces it. */}
      <TituloDoGrupo id="figuras-aprendizes" semMargem>
        Aprendizes
      </TituloDoGrupo>
      <Box sx={grade}>
        <Cartao rotulo="Aprendizes ativos" valor={data.total} para="/aprendizes" />
        <Cartao
          rotulo="Novos neste mês"
          valor={data.novosNoMes}
          para="/aprendizes?sort=-dataCadastro"
        />
        <Cartao
          rotulo="Menores de 18 anos"
          valor={data.menores}
          para="/aprendizes?idadeMax=17"
          detalhe="Exigem responsável no cadastro"
        />
        <Cartao rotulo="Pessoas com deficiência" valor={data.pcd} />
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" component="h3" gutterBottom>
          Por situação
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {data.porSituacao.map((s) => (
            <Box
              component="li"
              key={s.situacaoId}
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(7rem, 10rem) 1fr 3.5rem',
                alignItems: 'center',
                gap: 1,
              }}
            >
              <Link
                component={LinkPreload}
                to={`/aprendizes?situacaoId=${s.situacaoId}`}
                underline="hover"
              >
                {s.nome}
              </Link>
              <Box
                aria-hidden
                sx={{ height: 10, borderRadius: 1, bgcolor: 'action.hover', overflow: 'hidden' }}
              >
                <Box
                  sx={{
                    height: '100%',
                    width: `${(s.total / maior) * 100}%`,
                    bgcolor: 'primary.main',
                  }}
                />
              </Box>
              <Typography sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                {numero.format(s.total)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
    </Box>
  );
}
