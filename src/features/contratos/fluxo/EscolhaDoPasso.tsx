// The flow's picker of a record (the apprentice, the partner): searched on the server, the choice
// kept in the machine's context, its errors those of the step, and quiet while the record the
// address named loads.
import { AsyncAutocomplete, type LoadOptions } from '../../../shared/formulario';
import { useContrato } from '../../../machines/contrato';

export function EscolhaDoPasso<Escolha extends { id: number; nome: string }>(props: {
  /** The body's key: the input's name and the key of its errors. */
  campo: string;
  rotulo: string;
  escolhido: Escolha | null;
  busca: { carregar: LoadOptions; escolha: (id: number) => Escolha | null };
  erro: string | undefined;
  /** Said while the address's record loads ('Carregando o aprendiz...'), then `dica`. */
  carregando: string;
  dica: string;
  aoEscolher: (escolhido: Escolha | null) => void;
}) {
  const { context } = useContrato();
  const { escolhido, busca } = props;
  return (
    <AsyncAutocomplete
      // A choice made elsewhere (the pre-fill, a reload) is shown by its name.
      key={escolhido?.id ?? 'nenhum'}
      name={props.campo}
      label={props.rotulo}
      required
      value={escolhido?.id ?? null}
      initialOption={escolhido ? { value: escolhido.id, label: escolhido.nome } : undefined}
      loadOptions={busca.carregar}
      disabled={context.carregandoOrigem}
      onChange={(id) => {
        props.aoEscolher(typeof id === 'number' ? busca.escolha(id) : null);
      }}
      error={Boolean(props.erro)}
      helperText={props.erro ?? (context.carregandoOrigem ? props.carregando : props.dica)}
    />
  );
}
