// What the two voucher screens (transport, food) have in common: the competência and the page in
// the address, the tabs and the month picker above, the competência's table with an edit button
// at the end of each row for who may write, and the dialog that edits one voucher.
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState, type ReactNode } from 'react';
import { useAuth } from '../../machines/auth';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { rotuloCompetencia } from '../../shared/validation/beneficios';
import { SeletorDeCompetencia, useCompetencia } from './competencia';
import { NavegacaoBeneficios, PERMISSAO_ESCRITA } from './Navegacao';
import { CelulaEditar, TabelaDaCompetencia, usePaginaNaUrl } from './TabelaDaCompetencia';

const POR_PAGINA = 50;

/** The month, page and permission of a voucher screen; `pedido` is its list query's argument. */
export function useTelaDeVales() {
  const [competencia, setCompetencia] = useCompetencia();
  const [pagina, setPagina] = usePaginaNaUrl();
  const { temPermissao } = useAuth();
  return {
    competencia,
    setCompetencia,
    pagina,
    setPagina,
    podeEscrever: temPermissao(PERMISSAO_ESCRITA),
    pedido: { competencia, page: pagina, pageSize: POR_PAGINA },
  };
}

interface Vale {
  id: number;
  bloqueado: boolean;
  aprendiz: { nome: string };
}

interface PaginaDeVales {
  data: Vale[];
  total: number;
}

/** One row of the page. */
type ValeDa<D extends PaginaDeVales> = D['data'][number];

interface Props<D extends PaginaDeVales> {
  tela: ReturnType<typeof useTelaDeVales>;
  consulta: { data?: D; isError: boolean; error?: unknown; refetch: () => unknown };
  /** 'transporte' names the screen 'Vale-transporte' and its table 'Vales-transporte de …'. */
  tipo: 'transporte' | 'alimentação';
  subtitulo: string;
  /** Between the header and the table (the food voucher's default value). */
  acima?: ReactNode;
  /** Header cells, without the actions column. */
  colunas: ReactNode;
  /** A row's cells, without its edit button. */
  celulas: (vale: ValeDa<D>) => ReactNode;
  /** The footer's cells, without the actions column. */
  rodape: (dados: D) => ReactNode;
  editor: (vale: ValeDa<D>, onFechar: () => void) => ReactNode;
}

export function TelaDeVales<D extends PaginaDeVales>(props: Props<D>) {
  const { tela, tipo } = props;
  const { competencia, podeEscrever } = tela;
  const [editando, setEditando] = useState<ValeDa<D> | null>(null);
  return (
    <>
      <NavegacaoBeneficios competencia={competencia} />
      <CabecalhoDaPagina
        titulo={`Vale-${tipo}`}
        subtitulo={props.subtitulo}
        acoes={<SeletorDeCompetencia competencia={competencia} onChange={tela.setCompetencia} />}
      />
      {props.acima}
      <TabelaDaCompetencia
        consulta={props.consulta}
        competencia={competencia}
        rotulo={`Vales-${tipo} de ${rotuloCompetencia(competencia)}`}
        nome={`vales-${tipo}`}
        vazio={`Nenhum vale-${tipo} em ${rotuloCompetencia(competencia)}.`}
        cabecalho={
          <>
            {props.colunas}
            {podeEscrever && <TableCell>Ações</TableCell>}
          </>
        }
        linhas={(dados) =>
          dados.data.map((v) => (
            <TableRow key={v.id} hover>
              {props.celulas(v)}
              {podeEscrever && (
                <CelulaEditar
                  bloqueado={v.bloqueado}
                  rotulo={`Editar o vale-${tipo} de ${v.aprendiz.nome}`}
                  onEditar={() => {
                    setEditando(v);
                  }}
                />
              )}
            </TableRow>
          ))
        }
        rodape={(dados) => (
          <>
            {props.rodape(dados)}
            {podeEscrever && <TableCell />}
          </>
        )}
        pagina={tela.pagina}
        porPagina={POR_PAGINA}
        onPagina={tela.setPagina}
      />
      {editando &&
        props.editor(editando, () => {
          setEditando(null);
        })}
    </>
  );
}
