// A grid cell for the value a person came to read (a name, a title) in a column too narrow for it:
// the text takes up to two lines, which the row's height holds, instead of being cut after a few
// words. Past two lines (a phone) it ends in "…" and the whole text is its tooltip.
import Box from '@mui/material/Box';
import type { GridRenderCellParams } from '@mui/x-data-grid';

export function emDuasLinhas({ value, formattedValue }: GridRenderCellParams) {
  const texto = String(formattedValue ?? value ?? '');
  return (
    <Box sx={{ height: '100%', display: 'flex', alignItems: 'center' }}>
      <Box
        title={texto}
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
          whiteSpace: 'normal',
          lineHeight: 1.3,
        }}
      >
        {texto}
      </Box>
    </Box>
  );
}
