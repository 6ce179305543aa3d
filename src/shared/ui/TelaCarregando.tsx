// A centred spinner with a text: the whole screen while the session is checked ('Carregando...'),
// or the content area while a screen loads its data.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export function TelaCarregando({
  texto = 'Carregando...',
  telaCheia = true,
}: {
  texto?: string;
  telaCheia?: boolean;
}) {
  return (
    <Box
      role="status"
      sx={{
        minHeight: telaCheia ? '100vh' : 240,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden />
      <Typography color="text.secondary">{texto}</Typography>
    </Box>
  );
}
