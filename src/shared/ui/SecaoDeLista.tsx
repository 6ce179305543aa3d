// A short list inside another record's page (an apprentice's candidacies, a company's vacancies
// and contracts): a titled section with, beside the title, the way to add one; then the list's
// states — loading, failed, empty — or its items, and under them the link to the whole list.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { TelaCarregando } from './TelaCarregando';

export function SecaoDeLista(props: {
  titulo: string;
  /** Beside the title ('Nova vaga'), for who may add one. */
  acao?: ReactNode;
  carregando: boolean;
  /** Said while loading: 'Carregando vagas...'. */
  textoCarregando: string;
  /** The failure as a sentence, or null. */
  erro: string | null;
  /** Shown when the list came back empty. */
  vazio: ReactNode;
  /** The list's items (ListItem), undefined until loaded. */
  itens: ReactNode[] | undefined;
  /** One line per item. */
  denso?: boolean;
  /** Under the list: the link to all of them when only the first came. */
  rodape?: ReactNode;
}) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography id={id} variant="h6" component="h2" sx={{ flex: 1 }}>
          {props.titulo}
        </Typography>
        {props.acao}
      </Box>
      {props.carregando && <TelaCarregando texto={props.textoCarregando} telaCheia={false} />}
      {props.erro && <Alert severity="error">{props.erro}</Alert>}
      {props.itens?.length === 0 && props.vazio}
      {props.itens && props.itens.length > 0 && <List dense={props.denso}>{props.itens}</List>}
      {props.rodape}
    </Paper>
  );
}
