// A button that downloads a PDF and shows its progress beside it (pages received of those
// announced), the failure in words, and that it is done.
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { mensagemDeErro } from '../../../shared/api/problema';
import { useExportacao } from '../../../shared/lista';
import { toast } from '../../../shared/toast';
import { baixarPdf, type ProgressoDoPdf } from './baixarPdf';

export function BaixarPdf({
  url,
  rotulo,
  nomePadrao,
}: {
  url: string;
  rotulo: string;
  nomePadrao: string;
}) {
  const { getToken } = useExportacao();
  const [progresso, setProgresso] = useState<ProgressoDoPdf | null>(null);
  const [baixando, setBaixando] = useState(false);
  const baixar = async () => {
    setBaixando(true);
    setProgresso({ paginas: 0, total: null, bytes: 0 });
    try {
      const nome = await baixarPdf(url, getToken(), nomePadrao, setProgresso);
      toast.success(`Arquivo ${nome} baixado.`);
    } catch (erro) {
      toast.error(mensagemDeErro(erro));
    } finally {
      setBaixando(false);
      setProgresso(null);
    }
  };
  const pct =
    progresso?.total && progresso.total > 0 ? (progresso.paginas / progresso.total) * 100 : null;
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', gap: 0.5, minWidth: 200 }}>
      <Button
        variant="outlined"
        startIcon={<FileDownloadIcon />}
        disabled={baixando}
        onClick={() => void baixar()}
      >
        {rotulo}
      </Button>
      {baixando && progresso && (
        <Box role="status">
          <LinearProgress
            variant={pct === null ? 'indeterminate' : 'determinate'}
            value={pct ?? undefined}
            aria-hidden
          />
          <Typography variant="caption" color="text.secondary">
            {progresso.total
              ? `Gerando: ${String(progresso.paginas)} de ${String(progresso.total)} ${progresso.total === 1 ? 'boletim' : 'boletins'}`
              : progresso.bytes > 0
                ? `Recebendo… ${String(Math.max(1, Math.round(progresso.bytes / 1024)))} KB`
                : 'Preparando o arquivo…'}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
