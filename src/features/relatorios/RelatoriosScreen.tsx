// /relatorios: the catalogue — one card per report with the question it answers, opening it with
// the filters last used in this browser (or without, from its second button).
import Button from '@mui/material/Button';
import { LinkPreload } from '../../shared/routing';
import { useComTitulos } from '../../shared/navigation';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { CatalogoDeTelas } from '../../shared/ui/CatalogoDeTelas';
import { CATALOGO, ultimosFiltros } from './catalogo';

export function RelatoriosScreen() {
  const catalogo = useComTitulos(CATALOGO);
  return (
    <>
      <CabecalhoDaPagina
        titulo="Relatórios"
        subtitulo="Cada relatório na tela, para imprimir ou baixar em CSV, XLSX e PDF, com os filtros no cabeçalho."
      />
      <CatalogoDeTelas
        telas={catalogo}
        linkDoTitulo={(r) => `${r.caminho}${ultimosFiltros(r.caminho)}`}
        acoes={(r) => {
          const filtros = ultimosFiltros(r.caminho);
          return (
            <>
              <Button component={LinkPreload} to={`${r.caminho}${filtros}`}>
                {filtros ? 'Abrir com os últimos filtros' : 'Abrir'}
              </Button>
              {filtros && (
                <Button component={LinkPreload} to={r.caminho} color="inherit">
                  Sem filtros
                </Button>
              )}
            </>
          );
        }}
      />
    </>
  );
}
