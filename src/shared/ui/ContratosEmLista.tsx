// A short list of contracts on another record's page (the apprentice's Contratos tab, the
// partner's page): number linking to the contract, who or where, period, status, and the way to a
// new one pre-filled from that page. The page reads the contracts (its own generated hook).
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { mensagemDeErro } from '../api/problema';
import { formatarData } from '../format';
import { rotuloTipoContrato } from '../validation/contratos';
import { ChipStatusContrato } from './ChipStatusContrato';
import { ItemDeLista } from './ItemDeLista';
import { SecaoDeLista } from './SecaoDeLista';
import { BotaoNovo } from '../pagina';

export interface ContratoEmLista {
  id: number;
  numero: string;
  Con_TipoContrato: string;
  Con_DataInicio: string;
  Con_DataTermino: string;
  status: string;
}

export interface ContratosEmListaProps<C extends ContratoEmLista> {
  titulo: string;
  /** The page's own generated query: its first contracts and how many there are. */
  consulta: {
    isLoading: boolean;
    isError: boolean;
    error?: unknown;
    data?: { data: readonly C[]; total: number };
  };
  /** Who or where, per contract: the partner on an apprentice's page, the apprentice on a partner's. */
  descricao: (c: C) => string;
  vazio: string;
  /** '/contratos/novo?aprendizId=7'; absent for people who cannot create contracts. */
  novoPara?: string;
  /** The full filtered list, linked when more than the first came. */
  listaCompleta: string;
}

export function ContratosEmLista<C extends ContratoEmLista>(props: ContratosEmListaProps<C>) {
  const { consulta } = props;
  const contratos = consulta.data?.data;
  const total = consulta.data?.total;
  return (
    <SecaoDeLista
      titulo={props.titulo}
      acao={props.novoPara && <BotaoNovo para={props.novoPara}>Novo contrato</BotaoNovo>}
      carregando={consulta.isLoading}
      textoCarregando="Carregando contratos..."
      erro={consulta.isError ? mensagemDeErro(consulta.error) : null}
      vazio={
        <Alert severity="info" sx={{ mt: 1 }}>
          {props.vazio}
        </Alert>
      }
      itens={contratos?.map((c) => (
        <ItemDeLista
          key={c.id}
          para={`/contratos/${c.id}`}
          nome={c.numero}
          aoLado={props.descricao(c)}
          fatos={
            <>
              {rotuloTipoContrato(c.Con_TipoContrato)} · {formatarData(c.Con_DataInicio)} a{' '}
              {formatarData(c.Con_DataTermino)}
            </>
          }
          status={<ChipStatusContrato status={c.status} />}
        />
      ))}
      rodape={
        total !== undefined &&
        contratos !== undefined &&
        total > contratos.length && (
          <Link component={RouterLink} to={props.listaCompleta}>
            Ver os {total} contratos
          </Link>
        )
      }
    />
  );
}
