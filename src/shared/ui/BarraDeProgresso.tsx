// A thin indeterminate bar across the top of the page (slow navigations). Plain CSS instead of
// MUI's LinearProgress, which would add ~4 KB gzip to every first load for a rare moment.
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const deslizar = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export function BarraDeProgresso({ rotulo }: { rotulo: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={rotulo}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: 4,
        overflow: 'hidden',
        zIndex: (t) => t.zIndex.tooltip + 1,
        bgcolor: 'action.hover',
      }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${deslizar} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        }}
      />
    </Box>
  );
}
