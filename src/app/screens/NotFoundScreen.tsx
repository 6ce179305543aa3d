import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { use } from 'react';
import { Link } from 'react-router-dom';
import { DentroDoLayout } from '../layout/DentroDoLayout';

export function NotFoundScreen() {
  return (
    <Box
      component={use(DentroDoLayout) ? 'section' : 'main'}
      sx={{ p: 4, maxWidth: 640, mx: 'auto', textAlign: 'center', mt: 8 }}
    >
      <Typography variant="h4" component="h1" gutterBottom>
        Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        A página que você procurou não existe ou mudou de endereço. Confira o endereço ou volte ao
        início.
      </Typography>
      <Button variant="contained" component={Link} to="/">
        Voltar ao início
      </Button>
    </Box>
  );
}
