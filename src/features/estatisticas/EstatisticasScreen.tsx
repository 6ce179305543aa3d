// /estatisticas: the headline figures of today (from GET /api/estatisticas/resumo), the apprentices
// by situação as a chart with its table, and one card per statistic leading to it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useComTitulos } from '../../shared/navigation';
import { LinkPreload } from '../../shared/routing';
import { CatalogoDeTelas } from '../../shared/ui/CatalogoDeTelas';
import { useEstatisticasResumoQuery } from './api';
import { CATALOGO } from './catalogo';
import { PorSituacao } from './PorSituacao';
import { formatarNumero, formatarTaxa } from './formato';
import { TelaDeEstatistica } from './TelaDeEstatistica';
import type { EstatisticasResumo } from './tipos';

function Destaques({ r }: { r: EstatisticasResumo }) {
  const itens: [string, string][] = [
    ['Aprendizes ativos', formatarNumero(r.aprendizesAtivos)],
    ['Cadastros neste mês', formatarNumero(r.cadastrosNoMes)],
    ['Empresas ativas', formatarNumero(r.parceirosAtivos)],
    ['Empresas abaixo da cota', formatarNumero(r.parceirosAbaixoDaCota)],
    ['Taxa de faltas no mês', formatarTaxa(r.taxaFaltasMes)],
  ];
  return (
    <Box
      component="dl"
      aria-label="Números de hoje"
      sx={{
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr))',
      }}
    >
      {itens.map(([rotulo, valor]) => (
        <Paper key={rotulo} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {rotulo}
          </Typography>
          <Typography component="dd" variant="h4" sx={{ m: 0, fontWeight: 500 }}>
            {valor}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

export function EstatisticasScreen() {
  const consulta = useEstatisticasResumoQuery(undefined, { refetchOnMountOrArgChange: true });
  const catalogo = useComTitulos(CATALOGO);
  return (
    <TelaDeEstatistica
      titulo="Estatísticas"
      pergunta="Os números de hoje e, em cada estatística, os gráficos com as tabelas para conferir e baixar."
      consulta={consulta}
      semVoltar
    >
      {(r) => (
        <>
          <Destaques r={r} />
          <PorSituacao linhas={r.porSituacao} />
          <CatalogoDeTelas
            telas={catalogo}
            rotulo="Estatísticas"
            colunas={{ xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' }}
            acoes={(e) => (
              <Button component={LinkPreload} to={e.caminho} aria-label={`Abrir ${e.titulo}`}>
                Abrir
              </Button>
            )}
          />
        </>
      )}
    </TelaDeEstatistica>
  );
}
