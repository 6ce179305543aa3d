// The class's batch of certificates or declarations (issue 35): everyone who qualifies gets one,
// in one PDF; whoever does not is listed with the reason the server gave.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Painel } from '../../shared/detalhe';
import { problemMessage, toProblem } from '../../shared/formulario';
import { BotaoBaixarPdf } from '../../shared/lista/BotaoBaixarPdf';
import { ROTULOS_DOCUMENTO } from '../../shared/validation/documentos-emitidos';
import {
  useDocumentosEmitirLoteMutation,
  type DocumentosEmitirLoteApiResponse,
} from './api/documentos-da-turma.generated';

const TIPOS_EM_LOTE = ['certificado', 'conclusao', 'matricula'] as const;
type TipoEmLote = (typeof TIPOS_EM_LOTE)[number];

export function DocumentosDaTurma({ turmaId, codigo }: { turmaId: number; codigo: string }) {
  const [tipo, setTipo] = useState<TipoEmLote>('certificado');
  const [emitir, { isLoading }] = useDocumentosEmitirLoteMutation();
  const [resultado, setResultado] = useState<DocumentosEmitirLoteApiResponse | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const enviar = async () => {
    setErro(null);
    try {
      setResultado(await emitir({ id: turmaId, body: { tipo } }).unwrap());
    } catch (falha) {
      setErro(problemMessage(toProblem(falha)));
    }
  };
  return (
    <Painel titulo="Certificados e declarações da turma">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Documento"
          value={tipo}
          onChange={(e) => setTipo(e.target.value as TipoEmLote)}
          sx={{ minWidth: 280 }}
        >
          {TIPOS_EM_LOTE.map((t) => (
            <MenuItem key={t} value={t}>
              {ROTULOS_DOCUMENTO[t]}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" disabled={isLoading} onClick={() => void enviar()}>
          {isLoading ? 'Emitindo…' : 'Emitir para a turma'}
        </Button>
      </Box>
      {erro && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {erro}
        </Alert>
      )}
      {resultado && (
        <Box sx={{ mt: 2, display: 'grid', gap: 1 }}>
          <Typography>
            {resultado.emitidos.length === 0
              ? 'Ninguém da turma tem direito a este documento.'
              : `${resultado.emitidos.length} ${resultado.emitidos.length === 1 ? 'documento emitido' : 'documentos emitidos'}.`}
          </Typography>
          {resultado.emitidos.length > 0 && (
            <Box>
              <BotaoBaixarPdf
                url={`/api/turmas/${turmaId}/documentos/${resultado.lote}/pdf`}
                nomeReserva={`documentos-${codigo}`}
              />
            </Box>
          )}
          {resultado.naoEmitidos.length > 0 && (
            <>
              <Typography variant="subtitle2">
                Sem direito ({resultado.naoEmitidos.length})
              </Typography>
              <List dense aria-label="Aprendizes sem direito ao documento">
                {resultado.naoEmitidos.map((n) => (
                  <ListItem key={n.aprendiz.id} disableGutters>
                    <ListItemText primary={n.aprendiz.nome} secondary={n.motivo} />
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </Box>
      )}
    </Painel>
  );
}
