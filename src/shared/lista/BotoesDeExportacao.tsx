import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../toast/snackbar';
import { useEffect, useRef, useState } from 'react';
import { problemMessage, toProblem } from '../api/problema';
import {
  baixarExportacao,
  type FormatoDeExportacao,
  type ProgressoDaExportacao,
  type PedidoDeExportacao,
} from './arquivo';
import { useExportacao } from './ExportacaoProvider';

export interface ExportButtonsProps {
  /** `<list path>/exportar`, e.g. '/api/aprendiz/exportar'. */
  path: string;
  /** The list's current query without page/pageSize: the export has every matching row. */
  query: PedidoDeExportacao['query'];
  /** File name when the server does not send one (no extension). */
  fileName: string;
  /** Overrides the ExportacaoProvider's token. */
  getToken?: () => string | null;
  /** CSV and XLSX unless said otherwise (a report adds PDF). */
  formats?: readonly FormatoDeExportacao[];
}

const sizeFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

function describe(progress: ProgressoDaExportacao): string {
  if (progress.total)
    return `Exportando… ${Math.round((100 * progress.received) / progress.total)}%`;
  const kb = progress.received / 1024;
  return kb < 1024
    ? `Exportando… ${sizeFormat.format(kb)} KB`
    : `Exportando… ${sizeFormat.format(kb / 1024)} MB`;
}

/** 'Exportar CSV' / 'Exportar XLSX' with progress and a way to stop a long export. */
export function BotoesDeExportacao({
  path,
  query,
  fileName,
  getToken,
  formats = ['csv', 'xlsx'],
}: ExportButtonsProps) {
  const context = useExportacao();
  const { enqueueSnackbar } = useSnackbar();
  const [progress, setProgress] = useState<ProgressoDaExportacao | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async (format: FormatoDeExportacao) => {
    const controller = new AbortController();
    running.current = controller;
    setProgress({ received: 0, total: null });
    try {
      const name = await baixarExportacao({
        path,
        query,
        format,
        fallbackName: fileName,
        token: (getToken ?? context.getToken)(),
        signal: controller.signal,
        onProgress: setProgress,
      });
      enqueueSnackbar(`Arquivo ${name} baixado.`, { variant: 'success' });
    } catch (error) {
      if (!controller.signal.aborted) {
        const reason = problemMessage(toProblem(error));
        enqueueSnackbar(`Não foi possível exportar. ${reason}`, { variant: 'error' });
      }
    } finally {
      if (running.current === controller) running.current = null;
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      {formats.map((format) => (
        <Button
          key={format}
          size="small"
          variant="outlined"
          startIcon={<FileDownloadIcon />}
          disabled={busy}
          onClick={() => void start(format)}
        >
          Exportar {format.toUpperCase()}
        </Button>
      ))}
      <Box aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {progress && (
          <>
            <LinearProgress
              aria-label="Progresso da exportação"
              variant={progress.total ? 'determinate' : 'indeterminate'}
              value={progress.total ? (100 * progress.received) / progress.total : undefined}
              sx={{ width: '6rem' }}
            />
            <Typography variant="body2">{describe(progress)}</Typography>
            <Button size="small" onClick={() => running.current?.abort()}>
              Cancelar
            </Button>
          </>
        )}
      </Box>
    </Box>
  );
}
