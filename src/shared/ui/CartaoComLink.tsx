// A card that is one link as a whole (a shortcut, a registry, a situação, a figure): its whole area
// opens `para`, preloading the screen as any menu link does, and stretches to the row's height.
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { LinkPreload } from '../routing';

export function CartaoComLink(props: {
  /** Without it the card is not a link (a figure that no list explains). */
  para?: string | undefined;
  /** The card is an item of a list (<li>). */
  item?: boolean;
  /** Of the content. */
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const conteudo = <CardContent sx={props.sx}>{props.children}</CardContent>;
  return (
    <Card variant="outlined" component={props.item ? 'li' : 'div'}>
      {props.para ? (
        <CardActionArea component={LinkPreload} to={props.para} sx={{ height: '100%' }}>
          {conteudo}
        </CardActionArea>
      ) : (
        conteudo
      )}
    </Card>
  );
}
