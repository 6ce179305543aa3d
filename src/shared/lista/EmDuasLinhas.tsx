// A grid cell for the value a person came to read (a name, a title) in a column too narrow for it:
// the text takes up to two lines, which the row's height holds, instead of being cut after a few
// words. Past two lines (a phone) it ends in "…" and the whole text is its tooltip. TabelaDeDados
// gives it to every flexible column of plain text (and the same lines to its row link).
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { GridRenderCellParams } from '@mui/x-data-grid';

/** Up to two lines, then "…" (for the cell's text element: a Box, or the row's link). */
export const duasLinhas: SxProps<Theme> = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  whiteSpace: 'normal',
  lineHeight: 1.3,
};

/** The cell's text vertically centred in the row, as the grid's own text is. */
export const centrada: SxProps<Theme> = { height: '100%', display: 'flex', alignItems: 'center' };

export function emDuasLinhas({ value, formattedValue }: GridRenderCellParams) {
  const texto = String(formattedValue ?? value ?? '');
  return (
    <Box sx={centrada}>
      <Box title={texto} sx={duasLinhas}>
        {texto}
      </Box>
    </Box>
  );
}
