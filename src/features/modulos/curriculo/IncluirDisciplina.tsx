// 'Incluir disciplina': a search over the active disciplines (GET /api/disciplinas?q=) that leaves
// out those already in the curriculum. The lookup hook must be one function for the autocomplete's
// whole life, so it reads the curriculum's current disciplines from a context instead of a closure.
import Box from '@mui/material/Box';
import { createContext, useContext, useMemo, useState } from 'react';
import {
  AutocompletarAssincrono,
  type Opcao,
  type EstadoDasOpcoes,
} from '../../../shared/formulario';
import { formatarHoras } from '../../../shared/validation/curriculo';
import { useDisciplinaListarQuery, type Disciplina } from '../api';

const NoCurriculo = createContext<ReadonlySet<number>>(new Set());

interface OpcaoDeDisciplina extends Opcao {
  disciplina: Disciplina;
}

const ehOpcaoDeDisciplina = (o: Opcao | null): o is OpcaoDeDisciplina =>
  o !== null && 'disciplina' in o;

/** Enough to choose from while browsing; typing narrows the search on the server. */
const POR_BUSCA = 20;

function useDisciplinasParaIncluir(q: string): EstadoDasOpcoes {
  const presentes = useContext(NoCurriculo);
  const termo = q.trim();
  const { data, isFetching } = useDisciplinaListarQuery({
    pageSize: POR_BUSCA,
    sort: 'modulo',
    ...(termo && { q: termo }),
  });
  const options = useMemo<OpcaoDeDisciplina[]>(
    () =>
      (data?.data ?? [])
        .filter((d) => !presentes.has(d.id))
        .map((d) => ({
          value: d.id,
          label: `${d.nome} · ${d.modulo.nome} (${formatarHoras(d.cargaHoraria)})`,
          disciplina: d,
        })),
    [data, presentes],
  );
  return { opcoes: options, carregando: isFetching };
}

export function IncluirDisciplina({
  id,
  presentes,
  onIncluir,
}: {
  /** The search box's id, so the screen can send the focus there. */
  id: string;
  presentes: ReadonlySet<number>;
  onIncluir: (disciplina: Disciplina) => void;
}) {
  // A new autocomplete after each choice: the box empties and is ready for the next search.
  const [vez, setVez] = useState(0);
  return (
    <NoCurriculo.Provider value={presentes}>
      <Box sx={{ maxWidth: 560 }}>
        <AutocompletarAssincrono
          key={vez}
          id={id}
          label="Incluir disciplina"
          helperText="Pesquise pelo nome; a disciplina entra no fim da lista com as horas do cadastro."
          value={null}
          useOpcoes={useDisciplinasParaIncluir}
          onChange={(_valor, opcao) => {
            if (!ehOpcaoDeDisciplina(opcao)) return;
            onIncluir(opcao.disciplina);
            setVez((v) => v + 1);
            // The new box is mounted on the next frame; the person keeps typing the next one.
            requestAnimationFrame(() => document.getElementById(id)?.focus());
          }}
        />
      </Box>
    </NoCurriculo.Provider>
  );
}
