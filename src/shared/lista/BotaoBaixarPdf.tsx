// A record's 'Baixar PDF' (a plan's curriculum, an apprentice's calendar): the file fetched with
// the session's token, the button busy meanwhile, and a toast naming the file or saying why not.
// Fetched outside RTK Query: a generated query (planoCurriculoPdf) would keep the bytes in the
// store as text, which is neither serializable data nor a valid PDF.
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { problemMessage, toProblem } from '../api/problema';
import { toast } from '../toast';
import { useExportacao } from './ExportacaoProvider';
import { baixarArquivo } from './arquivo';

export function BotaoBaixarPdf(props: {
  /** The PDF's address ('/api/planos/3/curriculo/pdf'). */
  url: string;
  /** The name when the answer gives none. */
  nomeReserva: string;
}) {
  const { getToken } = useExportacao();
  const [baixando, setBaixando] = useState(false);
  const baixar = async () => {
    setBaixando(true);
    try {
      const nome = await baixarArquivo(props.url, getToken(), props.nomeReserva);
      toast.success(`Arquivo ${nome} baixado.`);
    } catch (erro) {
      toast.error(`Não foi possível baixar o PDF. ${problemMessage(toProblem(erro))}`);
    } finally {
      setBaixando(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<FileDownloadIcon />}
      disabled={baixando}
      onClick={() => void baixar()}
    >
      {baixando ? 'Baixando…' : 'Baixar PDF'}
    </Button>
  );
}
