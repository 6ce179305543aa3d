// The one shape of a report screen: its question as the subtitle, filters kept in the URL, the
// table with the report's summary under it, downloads in CSV, XLSX and PDF (with progress), and
// "Imprimir" — a print stylesheet that leaves out menus and buttons and prints the organisation,
// the report, its filters in words, the date, the page's rows, the summary and page numbers.
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { APP_NAME } from '../../shared/constants';
import { formatarDataHora } from '../../shared/format';
import { TelaDeLista, type ArgsDaLista, type ConfigDaLista } from '../../shared/lista';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { guardarFiltros } from './catalogo';
import type { LinhaComId, ResultadoRelatorio } from './useRelatorio';

// Printing: only the print block (data-impressao) shows; page numbers in the page's margin.
const estilosDeImpressao = {
  '[data-impressao]': { display: 'none' },
  '@media print': {
    'body *': { visibility: 'hidden' },
    '[data-impressao], [data-impressao] *': { visibility: 'visible' },
    '[data-impressao]': { display: 'block', position: 'absolute', left: 0, top: 0, width: '100%' },
    '@page': {
      margin: '15mm 12mm 18mm',
      '@bottom-right': {
        content: '"Página " counter(page) " de " counter(pages)',
        fontSize: '9pt',
      },
    },
  },
} as const;

export interface TelaDeRelatorioProps<L, R, Arg extends ArgsDaLista> {
  /** The route (/relatorios/aprendizes-afastados): the last filters used are kept under it. */
  caminho: string;
  titulo: string;
  /** What the report answers, in one sentence. */
  pergunta: string;
  /** The report's URL on the API (downloads are the same URL with formato=). */
  caminhoApi: string;
  config: Omit<
    ConfigDaLista<LinhaComId<L>, Arg, ResultadoRelatorio<L, R>>,
    'titulo' | 'exportPath' | 'exportFormats' | 'semBusca'
  >;
  /** Above the list: a choice the report needs first (the class of "por turma"). */
  antes?: ReactNode;
  /** Nothing to show yet (no class chosen): the list is not rendered. */
  aguardando?: ReactNode;
}

function textoDaCelula<L>(coluna: GridColDef<LinhaComId<L>>, linha: LinhaComId<L>): string {
  const bruto = coluna.valueGetter
    ? (coluna.valueGetter as (v: unknown, l: LinhaComId<L>) => unknown)(
        (linha as Record<string, unknown>)[coluna.field],
        linha,
      )
    : (linha as Record<string, unknown>)[coluna.field];
  const formatado = coluna.valueFormatter
    ? (coluna.valueFormatter as (v: unknown, l: LinhaComId<L>) => unknown)(bruto, linha)
    : bruto;
  if (typeof formatado === 'boolean') return formatado ? 'Sim' : 'Não';
  if (typeof formatado === 'string' || typeof formatado === 'number') return String(formatado);
  return '';
}

function Impressao<L, R>({
  titulo,
  colunas,
  resultado,
}: {
  titulo: string;
  colunas: readonly GridColDef<LinhaComId<L>>[];
  resultado: ResultadoRelatorio<L, R>;
}) {
  const dados = resultado.data;
  if (!dados) return null;
  return (
    <Box data-impressao sx={{ fontSize: '9pt', color: '#000' }}>
      <Typography sx={{ fontSize: '9pt' }}>{APP_NAME}</Typography>
      <Typography component="p" sx={{ fontSize: '14pt', fontWeight: 700 }}>
        {titulo}
      </Typography>
      <Typography sx={{ fontSize: '9pt' }}>
        {dados.filtrosDescritos.length > 0 ? dados.filtrosDescritos.join(' · ') : 'Sem filtros'}
        {' · '}Impresso em {formatarDataHora(new Date())}
        {dados.total > dados.data.length &&
          ` · Esta página: ${dados.data.length} de ${dados.total} linhas (o PDF traz todas)`}
      </Typography>
      <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse', mt: 1 }}>
        <thead>
          <tr>
            {colunas.map((c) => (
              <Box
                component="th"
                key={c.field}
                sx={{ textAlign: 'left', borderBottom: '1px solid #000', p: '2px 4px' }}
              >
                {c.headerName}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {dados.data.map((l) => (
            <tr key={l.id}>
              {colunas.map((c) => (
                <Box
                  component="td"
                  key={c.field}
                  sx={{ borderBottom: '1px solid #ccc', p: '2px 4px' }}
                >
                  {textoDaCelula(c, l)}
                </Box>
              ))}
            </tr>
          ))}
        </tbody>
      </Box>
      <Box component="ul" sx={{ mt: 1, pl: 2 }}>
        {dados.resumoDescrito.map((t) => (
          <li key={t}>{t}</li>
        ))}
      </Box>
    </Box>
  );
}

export function TelaDeRelatorio<L, R, Arg extends ArgsDaLista>({
  caminho,
  titulo,
  pergunta,
  caminhoApi,
  config,
  antes,
  aguardando,
}: TelaDeRelatorioProps<L, R, Arg>) {
  const { search } = useLocation();
  useEffect(() => {
    guardarFiltros(caminho, search);
  }, [caminho, search]);

  const completa = {
    ...config,
    titulo,
    exportPath: caminhoApi,
    exportFormats: ['csv', 'xlsx', 'pdf'],
    semBusca: true,
  } as ConfigDaLista<LinhaComId<L>, Arg, ResultadoRelatorio<L, R>>;

  return (
    <>
      <GlobalStyles styles={estilosDeImpressao} />
      <CabecalhoDaPagina
        titulo={titulo}
        subtitulo={pergunta}
        acoes={
          !aguardando && (
            <Button
              variant="outlined"
              startIcon={<PrintIcon />}
              onClick={() => {
                window.print();
              }}
            >
              Imprimir
            </Button>
          )
        }
      />
      {antes}
      {aguardando ?? (
        <TelaDeLista config={completa}>
          {(_linhas, resultado) => (
            <>
              {resultado.data && (
                <Paper
                  variant="outlined"
                  component="section"
                  aria-label="Resumo do relatório"
                  sx={{ p: 2 }}
                >
                  <Typography variant="subtitle2" component="h2" gutterBottom>
                    Resumo
                  </Typography>
                  <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                    {resultado.data.resumoDescrito.map((t) => (
                      <Typography component="li" variant="body2" key={t}>
                        {t}
                      </Typography>
                    ))}
                  </Box>
                </Paper>
              )}
              <Impressao titulo={titulo} colunas={config.columns} resultado={resultado} />
            </>
          )}
        </TelaDeLista>
      )}
    </>
  );
}
