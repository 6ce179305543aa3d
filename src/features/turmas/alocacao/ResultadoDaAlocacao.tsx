// While the server works, and what it said when it refused the allocation.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { FalhaDeAlocacao } from '../../../machines/alocacao';

export function Aguarde({ texto }: { texto: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4, justifyContent: 'center' }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography>{texto}</Typography>
    </Box>
  );
}

export function FalhaDaAlocacao({ falha }: { falha: FalhaDeAlocacao }) {
  return (
    <Alert severity="error">
      <AlertTitle>Nenhum aprendiz foi alocado</AlertTitle>
      {falha.mensagem}
      {falha.motivos.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {falha.motivos.map((m, i) => (
            <li key={`${String(m.aprendizId)}-${String(i)}`}>
              {m.nome && m.mensagem.includes(m.nome)
                ? m.mensagem
                : m.nome
                  ? `${m.nome}: ${m.mensagem}`
                  : m.mensagem}
            </li>
          ))}
        </Box>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        Volte para conferir de novo a lista (a turma pode ter mudado) ou tente novamente.
      </Typography>
    </Alert>
  );
}
