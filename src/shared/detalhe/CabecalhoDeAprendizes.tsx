// The header of an "apprentices in X" list (a class, a unit): X named, and for who may write the
// button that brings apprentices in — disabled, saying why, while X takes none (inactive, ended).
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import { CabecalhoDaPagina } from '../pagina';

export interface EntradaDeAprendizes {
  rotulo: string;
  /** False while X takes no one; the button stays, disabled, with `motivo` as its title. */
  recebe: boolean;
  motivo: string;
  onClick: () => void;
}

export function CabecalhoDeAprendizes(props: {
  titulo: string;
  subtitulo: string;
  /** Absent for who may only read. */
  entrada?: EntradaDeAprendizes | false;
}) {
  const { entrada } = props;
  return (
    <CabecalhoDaPagina
      titulo={props.titulo}
      subtitulo={props.subtitulo}
      acoes={
        entrada && (
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            disabled={!entrada.recebe}
            title={entrada.recebe ? undefined : entrada.motivo}
            onClick={entrada.onClick}
          >
            {entrada.rotulo}
          </Button>
        )
      }
    />
  );
}
