import { CampoDeReais } from './CampoDeReais';
import { useCampo } from './erroDoCampo';

export interface CampoDeDinheiroProps {
  name: string;
  label: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
}

/** Reais as a form field (CampoDeReais): "900" holds 900, "900,50" 900.5; null when empty. */
export function CampoDeDinheiro({ name, label, helperText, ...rest }: CampoDeDinheiroProps) {
  const { input, props } = useCampo<number | null | undefined>(name, label, helperText);
  return (
    <CampoDeReais
      {...rest}
      {...props}
      valor={input.value}
      onValor={(valor) => {
        input.onChange(valor);
      }}
    />
  );
}
