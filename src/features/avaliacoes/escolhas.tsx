// The grade and report-card screens keep what was chosen (class, apprentice, discipline, period)
// in the address, and these are their pickers. Opened from a link, a picker knows only the id: the
// screen passes the record its own answer read, and the picker is remounted when it arrives (it
// reads its first option once).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { AutocompletarAssincrono, type ValorDeOpcao } from '../../shared/formulario';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { useBuscaDeAprendizes, useBuscaDeTurmas } from './buscas';

const id = (v: ValorDeOpcao | null) => (v === null ? null : Number(v));

export function EscolhaDeTurma(props: {
  rotulo?: string;
  turmaId: number | null;
  /** The class the screen read, once it is the one in the address. */
  turma: { id: number; codigo: string; nome: string } | null | undefined;
  aoEscolher: (turmaId: number | null) => void;
}) {
  const buscar = useBuscaDeTurmas();
  const { turma } = props;
  return (
    <AutocompletarAssincrono
      key={turma?.id ?? 'turma'}
      label={props.rotulo ?? 'Turma'}
      value={props.turmaId}
      opcaoInicial={
        turma ? { value: turma.id, label: `${turma.codigo} · ${turma.nome}` } : undefined
      }
      onChange={(v) => {
        props.aoEscolher(id(v));
      }}
      carregarOpcoes={buscar}
    />
  );
}

export function EscolhaDeAprendiz(props: {
  aprendizId: number | null;
  /** The apprentice's name, once the screen read the one in the address. */
  nome: string | null;
  aoEscolher: (aprendizId: number | null) => void;
}) {
  const buscar = useBuscaDeAprendizes();
  const { aprendizId, nome } = props;
  return (
    <AutocompletarAssincrono
      key={nome ?? 'aprendiz'}
      label="Aprendiz"
      value={aprendizId}
      opcaoInicial={nome && aprendizId !== null ? { value: aprendizId, label: nome } : undefined}
      onChange={(v) => {
        props.aoEscolher(id(v));
      }}
      carregarOpcoes={buscar}
    />
  );
}

/** A screen about one chosen record (a class's report cards, an apprentice's grades). */
export function TelaDeUmaEscolha(props: {
  titulo: string;
  subtitulo: string;
  escolha: ReactNode;
  /** The chosen id, null until there is one. */
  id: number | null;
  /** Said until then: 'Escolha uma turma para ver os boletins.' */
  pedido: string;
  children: (id: number) => ReactNode;
}) {
  return (
    <>
      <CabecalhoDaPagina titulo={props.titulo} subtitulo={props.subtitulo} />
      <Box sx={{ maxWidth: 720, mb: 2 }}>{props.escolha}</Box>
      {props.id === null ? <Alert severity="info">{props.pedido}</Alert> : props.children(props.id)}
    </>
  );
}
