// The vacancy's funnel: candidatos → selecionados → encaminhados → aprovados → contratados, each
// step a count with its words (a list for screen readers, arrows only for the eye).
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { Vaga } from './api';

const ETAPAS: { chave: keyof Vaga['funil']; rotulo: string }[] = [
  { chave: 'candidatos', rotulo: 'Candidatos' },
  { chave: 'selecionados', rotulo: 'Selecionados' },
  { chave: 'encaminhados', rotulo: 'Encaminhados' },
  { chave: 'aprovados', rotulo: 'Aprovados' },
  { chave: 'contratados', rotulo: 'Contratados' },
];

export function Funil({ vaga }: { vaga: Vaga }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="funil-da-vaga" sx={{ p: 2 }}>
      <Typography id="funil-da-vaga" variant="h6" component="h2" sx={{ mb: 1.5 }}>
        Funil da vaga
      </Typography>
      <Box
        component="ol"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
        }}
      >
        {ETAPAS.map((e, i) => (
          <Fragment key={e.chave}>
            {i > 0 && (
              <ArrowForwardIcon
                aria-hidden
                fontSize="small"
                sx={{ color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}
              />
            )}
            <Box
              component="li"
              data-etapa={e.chave}
              sx={{
                flex: { xs: '1 1 40%', sm: '1 1 0' },
                minWidth: 96,
                textAlign: 'center',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                py: 1,
              }}
            >
              <Typography variant="h5" component="p">
                {vaga.funil[e.chave]}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {e.rotulo}
              </Typography>
            </Box>
          </Fragment>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        {vaga.preenchidas} de {vaga.quantidade}{' '}
        {vaga.quantidade === 1 ? 'vaga preenchida' : 'vagas preenchidas'}
        {vaga.status === 'preenchida' ? ': a vaga está completa.' : '.'}
      </Typography>
    </Paper>
  );
}
