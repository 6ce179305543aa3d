// A tab whose content belongs to a module still to come: says so plainly, shows nothing invented.
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';

export function AbaFutura({ titulo, modulo }: { titulo: string; modulo: string }) {
  return (
    <Alert severity="info" variant="outlined">
      <AlertTitle>{titulo}</AlertTitle>
      Esta seção chega com o módulo de {modulo}. Quando ele estiver disponível, o que for registrado
      lá sobre este aprendiz aparece aqui.
    </Alert>
  );
}
