// The apprentice's certificates and declarations (issue 35): issue one (the server says why not
// when the person does not qualify), download its PDF, revoke or reissue it. Reading follows the
// apprentice's record rule on the server; the buttons follow the two permissions.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DATA_INVALIDA, SeletorDeDia } from '../../shared/formulario/SeletorDeDia';
import { useAuth } from '../../machines/auth';
import { formatarDataHora } from '../../shared/format';
import { problemMessage, toProblem } from '../../shared/formulario';
import { BotaoBaixarPdf } from '../../shared/lista/BotaoBaixarPdf';
import { toast } from '../../shared/toast';
import { TabelaDeValores } from '../../shared/ui/TabelaDeValores';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import {
  ROTULOS_DOCUMENTO,
  TIPOS_DOCUMENTO,
  type TipoDocumento,
} from '../../shared/validation/documentos-emitidos';
import {
  useDocumentoEmitirMutation,
  useDocumentosDoAprendizQuery,
  type DocumentoEmitido,
} from './api/documentos-do-aprendiz.generated';
import { DialogoDoMotivo } from './DialogoDoMotivo';

export function AbaDocumentos({ id }: { id: number }) {
  const { temPermissao } = useAuth();
  const { data, isError, error } = useDocumentosDoAprendizQuery({ id });
  if (isError) return <Alert severity="error">{problemMessage(toProblem(error))}</Alert>;
  if (!data) return <TelaCarregando texto="Carregando documentos..." telaCheia={false} />;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {temPermissao('documentos:emitir') && <Emissao id={id} />}
      {data.data.length === 0 ? (
        <Typography color="text.secondary">Nenhum documento emitido para este aprendiz.</Typography>
      ) : (
        <TabelaDeValores
          rotulo="Documentos emitidos"
          cabecalho={
            <>
              <TableCell>Documento</TableCell>
              <TableCell>Código</TableCell>
              <TableCell>Emitido</TableCell>
              <TableCell>Situação</TableCell>
              <TableCell>Ações</TableCell>
            </>
          }
        >
          {data.data.map((d) => (
            <Linha key={d.id} doc={d} />
          ))}
        </TabelaDeValores>
      )}
    </Box>
  );
}

function Emissao({ id }: { id: number }) {
  const [tipo, setTipo] = useState<TipoDocumento>('matricula');
  // Declaração de frequência: the period (empty = the server's default, enrolment to today).
  const [inicio, setInicio] = useState<string | null>(null);
  const [fim, setFim] = useState<string | null>(null);
  const [emitir, { isLoading }] = useDocumentoEmitirMutation();
  const [recusa, setRecusa] = useState<string | null>(null);
  const periodoInvalido = [inicio, fim].includes(DATA_INVALIDA);
  const enviar = async () => {
    setRecusa(null);
    const periodo =
      tipo === 'frequencia' ? { ...(inicio ? { inicio } : {}), ...(fim ? { fim } : {}) } : {};
    try {
      const doc = await emitir({ id, body: { tipo, ...periodo } }).unwrap();
      toast.success(`${doc.titulo} emitido(a): código ${doc.codigo}.`);
    } catch (erro) {
      setRecusa(problemMessage(toProblem(erro)));
    }
  };
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <TextField
          select
          fullWidth={false}
          size="small"
          label="Documento"
          value={tipo}
          onChange={(e) => setTipo(e.target.value as TipoDocumento)}
          sx={{ width: 320, maxWidth: '100%' }}
        >
          {TIPOS_DOCUMENTO.map((t) => (
            <MenuItem key={t} value={t}>
              {ROTULOS_DOCUMENTO[t]}
            </MenuItem>
          ))}
        </TextField>
        {tipo === 'frequencia' && (
          <>
            <SeletorDeDia
              label="De"
              value={inicio}
              onChange={setInicio}
              limpavel
              campo={{ size: 'small', fullWidth: false, sx: { width: 180 } }}
            />
            <SeletorDeDia
              label="Até"
              value={fim}
              onChange={setFim}
              limpavel
              campo={{ size: 'small', fullWidth: false, sx: { width: 180 } }}
            />
          </>
        )}
        <Button
          variant="contained"
          disabled={isLoading || periodoInvalido}
          onClick={() => void enviar()}
        >
          {isLoading ? 'Emitindo…' : 'Emitir'}
        </Button>
      </Box>
      {recusa && (
        <Alert severity="warning" onClose={() => setRecusa(null)}>
          Não foi possível emitir: {recusa}
        </Alert>
      )}
    </Box>
  );
}

function Linha({ doc }: { doc: DocumentoEmitido }) {
  const { temPermissao } = useAuth();
  const [acao, setAcao] = useState<'revogar' | 'reemitir' | null>(null);
  const valido = doc.situacao === 'valido';
  return (
    <TableRow>
      <TableCell sx={{ minWidth: 240 }}>
        <Typography variant="body2">{doc.titulo}</Typography>
        <Typography variant="caption" color="text.secondary">
          {doc.resumo}
        </Typography>
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{doc.codigo}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        {formatarDataHora(doc.emitidoEm)}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {doc.emitidoPor ?? '—'}
        </Typography>
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          color={valido ? 'success' : 'default'}
          label={valido ? 'Válido' : `Revogado em ${formatarDataHora(doc.revogadoEm)}`}
        />
        {!valido && (
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {doc.motivoRevogacao}
            {doc.substitutoCodigo ? ` (novo código ${doc.substitutoCodigo})` : ''}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <BotaoBaixarPdf
            url={`/api/documentos/${doc.id}/pdf`}
            nomeReserva={`documento-${doc.codigo}`}
          />
          {valido && temPermissao('documentos:emitir') && (
            <Button size="small" onClick={() => setAcao('reemitir')}>
              Reemitir
            </Button>
          )}
          {valido && temPermissao('documentos:revogar') && (
            <Button size="small" color="error" onClick={() => setAcao('revogar')}>
              Revogar
            </Button>
          )}
        </Box>
        {acao && <DialogoDoMotivo doc={doc} acao={acao} onFechar={() => setAcao(null)} />}
      </TableCell>
    </TableRow>
  );
}
