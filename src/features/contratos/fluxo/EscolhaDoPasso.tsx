// The flow's picker of a record (the apprentice, the partner): searched on the server, the choice
// kept in the machine's context, its errors those of the step, and quiet while the record the
// address named loads.
import { AutocompletarAssincrono, type CarregarOpcoes } from '../../../shared/formulario';
import { useContrato } from '../../../machines/contrato';
import { useErrosDoPasso } from './useErrosDoPasso';

/**
 * Each step's picker: `campo` is the body's key (the input's name and the key of its errors);
 * `carregando` is said while the address's record loads, then `dica`.
 */
const ESCOLHAS = {
  aprendiz: {
    campo: 'Con_CodAprendiz',
    rotulo: 'Aprendiz',
    carregando: 'Carregando o aprendiz...',
    dica: 'Pesquise pelo nome ou CPF',
  },
  empresa: {
    campo: 'Con_CodParceiro',
    rotulo: 'Empresa',
    carregando: 'Carregando a empresa...',
    dica: 'Pesquise pelo nome ou CNPJ',
  },
} as const;

export function EscolhaDoPasso<Escolha extends { id: number; nome: string }>(props: {
  passo: keyof typeof ESCOLHAS;
  escolhido: Escolha | null;
  busca: { carregar: CarregarOpcoes; escolha: (id: number) => Escolha | null };
  aoEscolher: (escolhido: Escolha | null) => void;
}) {
  const { context } = useContrato();
  const { escolhido, busca, passo } = props;
  const { campo, rotulo, carregando, dica } = ESCOLHAS[passo];
  const erro = useErrosDoPasso(passo)(campo);
  return (
    <AutocompletarAssincrono
      // A choice made elsewhere (the pre-fill, a reload) is shown by its name.
      key={escolhido?.id ?? 'nenhum'}
      name={campo}
      label={rotulo}
      required
      value={escolhido?.id ?? null}
      opcaoInicial={escolhido ? { value: escolhido.id, label: escolhido.nome } : undefined}
      carregarOpcoes={busca.carregar}
      disabled={context.carregandoOrigem}
      onChange={(id) => {
        props.aoEscolher(typeof id === 'number' ? busca.escolha(id) : null);
      }}
      error={Boolean(erro)}
      helperText={erro ?? (context.carregandoOrigem ? carregando : dica)}
    />
  );
}
