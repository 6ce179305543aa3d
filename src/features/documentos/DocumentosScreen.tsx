// /documentos: the register of issued certificates and declarations (issue 35) — who issued what,
// when, for whom, and whether it still stands. The server lists only the apprentices the reader
// may see (the record rule); each row leads to the apprentice's Documentos tab, where they are
// issued, revoked and reissued.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatarDataHora } from '../../shared/format';
import { problemMessage, toProblem } from '../../shared/formulario';
import { CabecalhoDaPagina } from '../../shared/pagina/CabecalhoDaPagina';
import { TabelaDeValores } from '../../shared/ui/TabelaDeValores';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import {
  ROTULOS_DOCUMENTO,
  TIPOS_DOCUMENTO,
  type TipoDocumento,
} from '../../shared/validation/documentos-emitidos';
import { useDocumentosRegistroQuery } from './api/documentos.generated';

const POR_PAGINA = 25;
const SITUACOES = { valido: 'Válidos', revogado: 'Revogados' } as const;

export function DocumentosScreen() {
  const [busca, setBusca] = useSearchParams();
  const tipo = TIPOS_DOCUMENTO.find((t) => t === busca.get('tipo'));
  const situacao =
    busca.get('situacao') === 'valido' || busca.get('situacao') === 'revogado'
      ? (busca.get('situacao') as 'valido' | 'revogado')
      : undefined;
  const pagina = Math.max(0, Number(busca.get('pagina') ?? 0) || 0);
  const { data, isError, error, isFetching } = useDocumentosRegistroQuery({
    tipo,
    situacao,
    limit: POR_PAGINA,
    offset: pagina * POR_PAGINA,
  });
  const mudar = (chave: string, valor: string) => {
    const nova = new URLSearchParams(busca);
    if (valor) nova.set(chave, valor);
    else nova.delete(chave);
    if (chave !== 'pagina') nova.delete('pagina');
    setBusca(nova, { replace: true });
  };

  return (
    <>
      <CabecalhoDaPagina
        titulo="Documentos emitidos"
        subtitulo="Certificados e declarações: quem emitiu, quando, para quem e se ainda valem. Emita pela página do aprendiz ou da turma."
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          select
          fullWidth={false}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          size="small"
          label="Documento"
          value={tipo ?? ''}
          onChange={(e) => mudar('tipo', e.target.value)}
          sx={{ minWidth: 280 }}
        >
          <MenuItem value="">Todos</MenuItem>
          {TIPOS_DOCUMENTO.map((t: TipoDocumento) => (
            <MenuItem key={t} value={t}>
              {ROTULOS_DOCUMENTO[t]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth={false}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          size="small"
          label="Situação"
          value={situacao ?? ''}
          onChange={(e) => mudar('situacao', e.target.value)}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">Todas</MenuItem>
          {Object.entries(SITUACOES).map(([valor, rotulo]) => (
            <MenuItem key={valor} value={valor}>
              {rotulo}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      {isError ? (
        <Alert severity="error">{problemMessage(toProblem(error))}</Alert>
      ) : !data ? (
        <TelaCarregando texto="Carregando documentos..." telaCheia={false} />
      ) : data.data.length === 0 ? (
        <Typography color="text.secondary">Nenhum documento emitido com estes filtros.</Typography>
      ) : (
        <>
          <TabelaDeValores
            rotulo="Documentos emitidos"
            cabecalho={
              <>
                <TableCell>Aprendiz</TableCell>
                <TableCell>Documento</TableCell>
                <TableCell>Código</TableCell>
                <TableCell>Emitido</TableCell>
                <TableCell>Situação</TableCell>
              </>
            }
          >
            {data.data.map((d) => (
              <TableRow key={d.id}>
                <TableCell>
                  <Link component={RouterLink} to={`/aprendizes/${d.aprendiz.id}?aba=documentos`}>
                    {d.aprendiz.nome}
                  </Link>
                </TableCell>
                <TableCell sx={{ minWidth: 240 }}>
                  <Typography variant="body2">{d.titulo}</Typography>
                  <Typography variant="caption" color="text.secondary">
                    {d.resumo}
                  </Typography>
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                  {d.codigo}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatarDataHora(d.emitidoEm)}
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {d.emitidoPor ?? '—'}
                  </Typography>
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={d.situacao === 'valido' ? 'success' : 'default'}
                    label={d.situacao === 'valido' ? 'Válido' : 'Revogado'}
                  />
                  {d.motivoRevogacao && (
                    <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                      {d.motivoRevogacao}
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TabelaDeValores>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2 }}>
            <Button
              disabled={pagina === 0 || isFetching}
              onClick={() => mudar('pagina', String(pagina - 1))}
            >
              Anterior
            </Button>
            <Typography variant="body2">
              {pagina * POR_PAGINA + 1}–{pagina * POR_PAGINA + data.data.length} de {data.total}
            </Typography>
            <Button
              disabled={(pagina + 1) * POR_PAGINA >= data.total || isFetching}
              onClick={() => mudar('pagina', String(pagina + 1))}
            >
              Próxima
            </Button>
          </Box>
        </>
      )}
    </>
  );
}
