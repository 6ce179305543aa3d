// What a person sees when a screen breaks (or fails to load twice): the spec's sentence, what to
// do next in Portuguese, and the technical detail behind a Show Error / Hide Error toggle.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { use, useEffect, useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { telemetria } from '../../shared/telemetry';
import { DentroDoLayout } from '../layout/DentroDoLayout';
import { NotFoundScreen } from './NotFoundScreen';

function detalheDo(erro: unknown): string {
  if (isRouteErrorResponse(erro)) return `${erro.status} ${erro.statusText}`;
  if (erro instanceof Error) return `${erro.name}: ${erro.message}\n\n${erro.stack ?? ''}`;
  return String(erro);
}

export function RouteErrorScreen() {
  const erro = useRouteError();
  const [mostrar, setMostrar] = useState(false);

  useEffect(() => {
    telemetria.excecao(erro);
  }, [erro]);

  // A screen may also throw a plain 404 Response while rendering (e.g. an id that is not a number).
  const status = isRouteErrorResponse(erro) || erro instanceof Response ? erro.status : undefined;
  if (status === 404) return <NotFoundScreen />;

  return (
    <Box
      component={use(DentroDoLayout) ? 'section' : 'main'}
      role="alert"
      sx={{ p: 4, maxWidth: 720, mx: 'auto', mt: 6 }}
    >
      <Typography variant="h4" component="h1" gutterBottom>
        Something went wrong!
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Algo deu errado ao abrir esta tela. Recarregue a página; se o problema continuar, avise o
        suporte informando o que você estava fazendo.
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          onClick={() => {
            window.location.reload();
          }}
        >
          Recarregar a página
        </Button>
        <Button
          variant="outlined"
          aria-expanded={mostrar}
          aria-controls="detalhe-do-erro"
          onClick={() => {
            setMostrar((v) => !v);
          }}
        >
          {mostrar ? 'Hide Error' : 'Show Error'}
        </Button>
      </Stack>
      {mostrar && (
        <Box
          component="pre"
          id="detalhe-do-erro"
          sx={{
            p: 2,
            bgcolor: 'action.hover',
            borderRadius: 1,
            overflow: 'auto',
            fontSize: 13,
            whiteSpace: 'pre-wrap',
          }}
        >
          {detalheDo(erro)}
        </Box>
      )}
    </Box>
  );
}
