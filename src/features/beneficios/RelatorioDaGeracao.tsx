// What "Gerar competência" did: the counts, and each contract that was locked or skipped with why
// (created, recomputed and unchanged ones are counted, not listed).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { BeneficioGerarCompetenciaApiResponse } from './api';
import { quantos } from '../../shared/format/texto';

export function RelatorioDaGeracao({
  resultado,
}: {
  resultado: BeneficioGerarCompetenciaApiResponse;
}) {
  const atencao = resultado.itens.filter(
    (i) => i.resultado === 'bloqueado' || i.resultado === 'ignorado',
  );
  return (
    <Alert
      severity={resultado.ignorados > 0 ? 'warning' : 'success'}
      sx={{ mb: 3 }}
      role="status"
      aria-label="Relatório da geração"
    >
      <AlertTitle>Relatório da geração</AlertTitle>
      {[
        quantos(resultado.criados, 'contrato criado', 'contratos criados'),
        quantos(resultado.recalculados, 'recalculado', 'recalculados'),
        quantos(resultado.inalterados, 'inalterado', 'inalterados'),
        quantos(resultado.bloqueados, 'bloqueado (já pago)', 'bloqueados (já pagos)'),
        quantos(resultado.ignorados, 'ignorado', 'ignorados'),
      ].join(' · ')}
      {atencao.length > 0 && (
        <List dense disablePadding sx={{ maxHeight: 240, overflowY: 'auto' }}>
          {atencao.slice(0, 50).map((i) => (
            <ListItem key={i.contratoId} disableGutters>
              <ListItemText
                primary={`${i.numero} · ${i.aprendiz.nome}`}
                secondary={i.motivo ?? ''}
              />
            </ListItem>
          ))}
          {atencao.length > 50 && (
            <ListItem disableGutters>
              <ListItemText primary={`e mais ${String(atencao.length - 50)}`} />
            </ListItem>
          )}
        </List>
      )}
    </Alert>
  );
}
