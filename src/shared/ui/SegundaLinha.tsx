// A second, smaller line under a cell's or a list item's main value (what a date counts from, who
// else to call, why a person cannot be chosen). A span made block, so it is valid inside the <p>
// of a ListItemText as well as in a table cell.
import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function SegundaLinha({
  cor = 'text.secondary',
  children,
}: {
  /** The theme colour: secondary text unless the line is a warning or an error. */
  cor?: TypographyProps['color'];
  children: ReactNode;
}) {
  return (
    <Typography component="span" variant="body2" color={cor} sx={{ display: 'block' }}>
      {children}
    </Typography>
  );
}
