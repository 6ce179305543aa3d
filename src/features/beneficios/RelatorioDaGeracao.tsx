// What "Gerar competência" did: the counts, and each contract that was locked or skipped with why
// (created, recomputed and unchanged ones are counted, not listed).
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import type { BeneficioGerarCompetenciaApiResponse } from './api';

const plural = (n: number, um: string, varios: string) => `${String(n)} ${n === 1 ? um : varios}`;

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
        plural(resultado.criados, 'contrato criado', 'contratos criados'),
        plural(resultado.recalculados, 'recalculado', 'recalculados'),
        plural(resultado.inalterados, 'inalterado', 'inalterados'),
        plural(resultado.bloqueados, 'bloqueado (já pago)', 'bloqueados (já pagos)'),
        plural(resultado.ignorados, 'ignorado', 'ignorados'),
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
