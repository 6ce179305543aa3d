// A row of chips that set one filter of the list in the URL (one click on, another off), for the
// filters people use most: the vacancies' status, the referrals' interview day.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useSearchParams } from 'react-router-dom';

export function ChipsDeFiltro(props: {
  /** The URL key (and the API's filter). */
  nome: string;
  /** Names the group for screen readers. */
  rotulo: string;
  opcoes: readonly { valor: string; rotulo: string }[];
}) {
  const [busca, setBusca] = useSearchParams();
  const atual = busca.get(props.nome);
  return (
    <Box
      role="group"
      aria-label={props.rotulo}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}
    >
      {props.opcoes.map((o) => {
        const ativo = atual === o.valor;
        return (
          <Chip
            key={o.valor}
            label={o.rotulo}
            color={ativo ? 'primary' : 'default'}
            variant={ativo ? 'filled' : 'outlined'}
            aria-pressed={ativo}
            onClick={() =>
              setBusca((b) => {
                const novo = new URLSearchParams(b);
                if (ativo) novo.delete(props.nome);
                else novo.set(props.nome, o.valor);
                novo.delete('page');
                return novo;
              })
            }
          />
        );
      })}
    </Box>
  );
}
