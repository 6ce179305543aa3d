// /aprendizes/importar (issue 17): Arquivo -> Conferência -> Resultado. The file (XLSX or CSV,
// button or drag and drop) is checked by the server's dry run, which says for each row what is
// wrong under which column; the valid rows are then imported in one transaction whose progress
// the server streams ("N de M linhas"); the result offers the refused rows as a file to fix and
// send again. The steps are the import machine (machines/importacao: its events are Redux actions
// QA replays in the DevTools); this screen shows its state and reads the chosen File, which is
// not serializable. docs/API-IMPORTACAO.md has the API, docs/FRONTEND.md this screen.
import DownloadIcon from '@mui/icons-material/Download';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import {
  importacaoCancelar,
  importacaoConfirmar,
  importacaoEscolher,
  importacaoLido,
  importacaoPedirConfirmacao,
  importacaoRecomecar,
  importacaoRecusado,
  problemaDoArquivo,
  useImportacao,
  type ResultadoImportacao,
  type ValidacaoImportacao,
} from '../../machines/importacao';
import { mensagemDeErro } from '../../shared/api/problema';
import { useExportacao } from '../../shared/lista';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { LinkPreload } from '../../shared/routing';
import { toast } from '../../shared/toast';
import { visualmenteOculto } from '../../shared/ui/visualmenteOculto';
import { useAppDispatch } from '../../store/hooks';
import Alert from '@mui/material/Alert';
import { numero, quantos } from '../../shared/format/texto';
import { TabelaDeLinhas } from './TabelaDeLinhas';
import { baixarModelo, baixarRejeitadas, lerComoBase64 } from './transporte';

const PASSOS = ['Arquivo', 'Conferência', 'Resultado'] as const;

const indiceDoPasso = {
  arquivo: 0,
  lendo: 0,
  conferindo: 0,
  conferencia: 1,
  confirmando: 1,
  importando: 1,
  resultado: 2,
} as const satisfies Record<ReturnType<typeof useImportacao>['value'], number>;

export function ImportacaoScreen() {
  const { value: estado, context } = useImportacao();
  const dispatch = useAppDispatch();
  // A download's button is busy while its file comes: the screen's own state, not a step.
  const [baixando, setBaixando] = useState(false);
  const { getToken } = useExportacao();
  const arquivo = { nome: context.nome, conteudo: context.conteudo };

  // Leaving the screen lets go of the chosen file or the result, as a new visit starts afresh; a
  // dry run or an import under way is not left (the machine does not take the event there): its
  // answer is shown when the screen opens again.
  useEffect(
    () => () => {
      dispatch(importacaoRecomecar());
    },
    [dispatch],
  );

  const baixar = async (acao: () => Promise<string>) => {
    setBaixando(true);
    try {
      toast.success(`Arquivo ${await acao()} baixado.`);
    } catch (erro) {
      toast.error(mensagemDeErro(erro));
    } finally {
      setBaixando(false);
    }
  };

  const escolher = (escolhido: File) => {
    dispatch(importacaoEscolher({ nome: escolhido.name, tamanho: escolhido.size }));
    // The machine refused it by the same rule: nothing to read.
    if (problemaDoArquivo(escolhido.name, escolhido.size) !== undefined) return;
    lerComoBase64(escolhido).then(
      (conteudo) => dispatch(importacaoLido({ conteudo })),
      (erro: unknown) => dispatch(importacaoRecusado({ erro: mensagemDeErro(erro) })),
    );
  };

  const recomecar = () => dispatch(importacaoRecomecar());

  return (
    <>
      <CabecalhoDaPagina
        titulo="Importar aprendizes"
        subtitulo="Cadastre vários aprendizes de uma vez a partir de uma planilha XLSX ou CSV."
      />
      <Stepper
        activeStep={indiceDoPasso[estado]}
        alternativeLabel
        sx={{
          mb: 3,
          // MUI greys the steps ahead with text.disabled, below AA contrast in the dark theme.
          '& .MuiStepLabel-label.MuiStepLabel-label': { color: 'text.secondary' },
          '& .MuiStepLabel-label.Mui-active, & .MuiStepLabel-label.Mui-completed': {
            color: 'text.primary',
          },
          '& .MuiStepIcon-root:not(.Mui-active):not(.Mui-completed)': { color: 'text.secondary' },
        }}
      >
        {PASSOS.map((p) => (
          <Step key={p}>
            <StepLabel>{p}</StepLabel>
          </Step>
        ))}
      </Stepper>

      {(estado === 'arquivo' || estado === 'lendo' || estado === 'conferindo') && (
        <PassoArquivo
          enviando={estado === 'arquivo' ? undefined : context.nome}
          erro={context.erro ?? undefined}
          baixando={baixando}
          onArquivo={escolher}
          onModelo={() => void baixar(() => baixarModelo(getToken()))}
        />
      )}

      {(estado === 'conferencia' || estado === 'confirmando' || estado === 'importando') &&
        context.validacao && (
          <PassoConferencia
            validacao={context.validacao}
            nome={context.nome}
            progresso={
              estado === 'importando'
                ? { processadas: context.processadas, total: context.total }
                : undefined
            }
            baixando={baixando}
            onOutro={recomecar}
            onImportar={() => dispatch(importacaoPedirConfirmacao())}
            onRejeitadas={() => void baixar(() => baixarRejeitadas(arquivo, getToken()))}
          />
        )}

      {estado === 'resultado' && (
        <PassoResultado
          resultado={context.resultado ?? undefined}
          erro={context.erro ?? undefined}
          baixando={baixando}
          onRejeitadas={(linhas) =>
            void baixar(() => baixarRejeitadas(arquivo, getToken(), linhas))
          }
          onOutro={recomecar}
        />
      )}

      {(estado === 'conferencia' || estado === 'confirmando') && context.validacao && (
        <Dialog
          open={estado === 'confirmando'}
          onClose={() => dispatch(importacaoCancelar())}
          aria-labelledby="confirmar-importacao-titulo"
          aria-describedby="confirmar-importacao-texto"
        >
          <DialogTitle id="confirmar-importacao-titulo">
            Importar {quantos(context.validacao.validas, 'aprendiz', 'aprendizes')}?
          </DialogTitle>
          <DialogContent>
            <DialogContentText id="confirmar-importacao-texto">
              Eles serão cadastrados como Inscrito, numa só operação, em seu nome.
              {context.validacao.total > context.validacao.validas &&
                ` ${quantos(context.validacao.total - context.validacao.validas, 'linha com erros não será importada', 'linhas com erros não serão importadas')}.`}
            </DialogContentText>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => dispatch(importacaoCancelar())}>Cancelar</Button>
            <Button variant="contained" autoFocus onClick={() => dispatch(importacaoConfirmar())}>
              Importar
            </Button>
          </DialogActions>
        </Dialog>
      )}
    </>
  );
}

function PassoArquivo({
  enviando,
  erro,
  baixando,
  onArquivo,
  onModelo,
}: {
  enviando?: string;
  erro?: string;
  baixando: boolean;
  onArquivo: (arquivo: File) => void;
  onModelo: () => void;
}) {
  const entrada = useRef<HTMLInputElement>(null);
  const idEntrada = useId();
  const idErro = useId();
  const [sobre, setSobre] = useState(false);

  const soltar = (evento: DragEvent) => {
    evento.preventDefault();
    setSobre(false);
    const arquivo = evento.dataTransfer.files[0];
    if (arquivo && !enviando) onArquivo(arquivo);
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Arquivo
      </Typography>
      <Typography sx={{ mb: 1 }}>
        Use as colunas do modelo (ou uma planilha exportada da lista de aprendizes): Nome, CPF e
        Data de nascimento são obrigatórias. Até 5 MB e 5.000 linhas por arquivo. Nada é gravado
        antes da sua confirmação.
      </Typography>
      <Button
        variant="text"
        startIcon={<DownloadIcon />}
        onClick={onModelo}
        disabled={baixando}
        sx={{ mb: 2 }}
      >
        Baixar modelo
      </Button>
      <Box
        onDragOver={(e) => {
          e.preventDefault();
          setSobre(true);
        }}
        onDragLeave={() => {
          setSobre(false);
        }}
        onDrop={soltar}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: sobre ? 'primary.main' : erro ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: sobre ? 'action.hover' : 'transparent',
          p: { xs: 2, sm: 4 },
          textAlign: 'center',
        }}
      >
        <UploadFileIcon sx={{ fontSize: 40, color: 'text.secondary' }} aria-hidden />
        <Typography sx={{ mb: 2 }}>Arraste a planilha para cá ou</Typography>
        <label htmlFor={idEntrada} style={visualmenteOculto}>
          Planilha de aprendizes (.xlsx ou .csv)
        </label>
        <input
          id={idEntrada}
          ref={entrada}
          type="file"
          accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          style={visualmenteOculto}
          tabIndex={-1}
          aria-describedby={erro ? idErro : undefined}
          onChange={(e) => {
            const arquivo = e.target.files?.[0];
            e.target.value = '';
            if (arquivo) onArquivo(arquivo);
          }}
        />
        <Button
          variant="contained"
          disabled={Boolean(enviando)}
          onClick={() => entrada.current?.click()}
          aria-describedby={erro ? idErro : undefined}
        >
          Escolher arquivo
        </Button>
        {enviando && (
          <Box sx={{ mt: 2 }} role="status" aria-live="polite">
            <Typography sx={{ mb: 1 }}>Conferindo {enviando}…</Typography>
            <LinearProgress aria-label={`Conferindo ${enviando}`} />
          </Box>
        )}
      </Box>
      {erro && (
        <Alert severity="error" id={idErro} sx={{ mt: 2 }}>
          {erro}
        </Alert>
      )}
    </Paper>
  );
}

function PassoConferencia({
  validacao,
  nome,
  progresso,
  baixando,
  onOutro,
  onImportar,
  onRejeitadas,
}: {
  validacao: ValidacaoImportacao;
  nome: string;
  progresso?: { processadas: number; total: number };
  baixando: boolean;
  onOutro: () => void;
  onImportar: () => void;
  onRejeitadas: () => void;
}) {
  const comErros = validacao.total - validacao.validas;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Conferência de {nome}
      </Typography>
      <Typography sx={{ mb: 1 }}>
        {quantos(validacao.total, 'linha', 'linhas')},{' '}
        {quantos(validacao.validas, 'válida', 'válidas')}, {numero(comErros)} com erros.
      </Typography>
      {validacao.colunasIgnoradas.length > 0 && (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          Colunas ignoradas (a importação não as lê): {validacao.colunasIgnoradas.join(', ')}.
        </Typography>
      )}
      {progresso ? (
        <Box sx={{ my: 2 }}>
          <Typography id="progresso-importacao" role="status" aria-live="polite" sx={{ mb: 1 }}>
            Importando: {numero(progresso.processadas)} de {numero(progresso.total)} linhas
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progresso.total === 0 ? 100 : (100 * progresso.processadas) / progresso.total}
            aria-labelledby="progresso-importacao"
          />
        </Box>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 2 }}>
          <Button variant="contained" onClick={onImportar} disabled={validacao.validas === 0}>
            Importar {quantos(validacao.validas, 'linha válida', 'linhas válidas')}
          </Button>
          {comErros > 0 && (
            <Button
              variant="outlined"
              startIcon={<DownloadIcon />}
              onClick={onRejeitadas}
              disabled={baixando}
            >
              Baixar linhas com erros
            </Button>
          )}
          <Button onClick={onOutro}>Escolher outro arquivo</Button>
        </Box>
      )}
      {validacao.validas === 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Nenhuma linha pode ser importada: corrija os erros abaixo e envie o arquivo de novo.
        </Alert>
      )}
      <TabelaDeLinhas linhas={validacao.linhas} filtroInicial={comErros > 0} />
    </Paper>
  );
}

function PassoResultado({
  resultado,
  erro,
  baixando,
  onRejeitadas,
  onOutro,
}: {
  resultado?: ResultadoImportacao;
  erro?: string;
  baixando: boolean;
  onRejeitadas: (linhas: number[]) => void;
  onOutro: () => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" gutterBottom>
        Resultado
      </Typography>
      {erro && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {erro}
        </Alert>
      )}
      {resultado && (
        <>
          <Alert severity={resultado.importadas > 0 ? 'success' : 'info'} sx={{ mb: 2 }}>
            {resultado.importadas === 1
              ? '1 aprendiz importado.'
              : `${numero(resultado.importadas)} aprendizes importados.`}
            {resultado.rejeitadas.length > 0 &&
              ` ${quantos(resultado.rejeitadas.length, 'linha não foi importada', 'linhas não foram importadas')}: baixe-as, corrija e envie de novo.`}
          </Alert>
        </>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        {resultado && resultado.rejeitadas.length > 0 && (
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            disabled={baixando}
            onClick={() => {
              onRejeitadas(resultado.rejeitadas.map((l) => l.numero));
            }}
          >
            Baixar linhas rejeitadas
          </Button>
        )}
        <Button variant="outlined" onClick={onOutro}>
          Importar outra planilha
        </Button>
        <Link component={LinkPreload} to="/aprendizes" sx={{ ml: 1 }}>
          Ver a lista de aprendizes
        </Link>
      </Box>
      {resultado && resultado.rejeitadas.length > 0 && (
        <TabelaDeLinhas linhas={resultado.rejeitadas} filtroInicial />
      )}
    </Paper>
  );
}
