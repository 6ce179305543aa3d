// /relatorios: the catalogue — one card per report with the question it answers, opening it with
// the filters last used in this browser (or without, from its second button).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { LinkPreload } from '../../shared/routing';
import { PageHeader } from '../../shared/pagina';
import { CATALOGO, ultimosFiltros } from './catalogo';

export function RelatoriosScreen() {
  return (
    <>
      <PageHeader
        title="Relatórios"
        subtitle="Cada relatório na tela, para imprimir ou baixar em CSV, XLSX e PDF, com os filtros no cabeçalho."
      />
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
        }}
      >
        {CATALOGO.map((r) => {
          const filtros = ultimosFiltros(r.caminho);
          const id = `relatorio-${r.caminho.split('/').pop() ?? ''}`;
          return (
            <Card component="li" variant="outlined" key={r.caminho} aria-labelledby={id}>
              <CardContent>
                <Typography id={id} variant="h6" component="h2" gutterBottom>
                  {r.titulo}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {r.pergunta}
                </Typography>
              </CardContent>
              <CardActions>
                <Button component={LinkPreload} to={`${r.caminho}${filtros}`}>
                  {filtros ? 'Abrir com os últimos filtros' : 'Abrir'}
                </Button>
                {filtros && (
                  <Button component={LinkPreload} to={r.caminho} color="inherit">
                    Sem filtros
                  </Button>
                )}
              </CardActions>
            </Card>
          );
        })}
      </Box>
    </>
  );
}
