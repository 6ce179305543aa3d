// /frequencia: pick a class, then take a day's attendance (the default tab), look at its month as a
// grid, or at the apprentices whose absences call for a word. The class, the day, the month and
// the tab live in the URL (?turma=3&data=2026-11-20&aba=mes&mes=2026-11), so a link or a reload
// opens the same place.
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AbasDoRegistro, PainelDaAba } from '../../shared/detalhe';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { comMudancas, idDoEndereco } from '../../shared/routing';
import { dataIsoValida, dataLocal } from '../../shared/validation/datas';
import { EntradaDeAutocompletar, useValorComEspera } from '../../shared/formulario';
import { useFrequenciaTurmasQuery } from './api';
import { ChamadaDoDia } from './ChamadaDoDia';
import { GradeDoMes } from './GradeDoMes';
import { ListaDeAlertas } from './ListaDeAlertas';
import { useFrequenciaOffline } from './offline/useFrequenciaOffline';

const ABAS = [
  { valor: 'chamada', rotulo: 'Chamada do dia' },
  { valor: 'mes', rotulo: 'Grade do mês' },
  { valor: 'alertas', rotulo: 'Alertas' },
] as const;

type Valor = (typeof ABAS)[number]['valor'];

interface OpcaoDeTurma {
  id: number;
  rotulo: string;
  grupo: string;
}

/**
 * The server's class picker: up to 50 active classes already begun, an educator's own first, then
 * those running now; what is typed searches code and name on the server.
 */
function useTurmas(texto: string) {
  const q = useValorComEspera(texto.trim(), 300);
  const { data, isFetching } = useFrequenciaTurmasQuery(q ? { q } : {});
  const opcoes = useMemo<OpcaoDeTurma[]>(
    () =>
      (data?.data ?? []).map((t) => ({
        id: t.id,
        rotulo: `${t.codigo} · ${t.nome}`,
        grupo: t.minha
          ? 'Minhas turmas'
          : t.status === 'em andamento'
            ? 'Em andamento'
            : 'Outras turmas',
      })),
    [data],
  );
  return { opcoes, carregando: isFetching };
}

export function FrequenciaScreen() {
  // The service worker and the sender of days saved offline start here, in this screen's chunk.
  useFrequenciaOffline();
  const [busca, setBusca] = useSearchParams();
  const hoje = dataLocal(new Date());
  const turmaId = idDoEndereco(busca, 'turma');
  const dataPedida = busca.get('data') ?? '';
  const data = dataIsoValida(dataPedida) ? dataPedida : hoje;
  const mesPedido = busca.get('mes') ?? '';
  const mes = /^\d{4}-(0[1-9]|1[0-2])$/.test(mesPedido) ? mesPedido : data.slice(0, 7);
  const aba: Valor = ABAS.find((a) => a.valor === busca.get('aba'))?.valor ?? 'chamada';
  const [texto, setTexto] = useState('');
  const { opcoes, carregando } = useTurmas(texto);
  // The chosen class keeps its name while a search lists others (or after a reload, until listed).
  const [lembrada, setLembrada] = useState<OpcaoDeTurma | null>(null);
  const escolhida =
    turmaId === null
      ? null
      : (opcoes.find((o) => o.id === turmaId) ??
        (lembrada?.id === turmaId
          ? lembrada
          : { id: turmaId, rotulo: `Turma ${String(turmaId)}`, grupo: '' }));

  const com = (mudancas: Record<string, string | null>) => comMudancas(busca, mudancas);
  const link = (mudancas: Record<string, string | null>) => `?${com(mudancas).toString()}`;

  return (
    <>
      <CabecalhoDaPagina
        titulo="Frequência"
        subtitulo="A chamada de cada dia de aula, a grade do mês e os alertas de faltas."
      />
      <Box sx={{ maxWidth: 720, mb: 2 }}>
        <Autocomplete<OpcaoDeTurma>
          options={opcoes}
          loading={carregando}
          value={escolhida}
          getOptionLabel={(o) => o.rotulo}
          groupBy={(o) => o.grupo}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          filterOptions={(x) => x}
          onInputChange={(_e, valor, motivo) => {
            setTexto(motivo === 'input' ? valor : '');
          }}
          onChange={(_e, o) => {
            setLembrada(o);
            setBusca(com({ turma: o ? String(o.id) : null }));
          }}
          noOptionsText="Nenhuma turma encontrada"
          loadingText="Carregando turmas..."
          renderInput={(params) => (
            <EntradaDeAutocompletar
              {...params}
              label="Turma"
              rotuloEscolhido={escolhida?.rotulo ?? null}
            />
          )}
        />
      </Box>
      <AbasDoRegistro
        rotulo="Visões da frequência"
        rolavel
        atual={aba}
        comPainel
        abas={ABAS.map((a) => ({ rotulo: a.rotulo, valor: a.valor, para: link({ aba: a.valor }) }))}
      />
      <PainelDaAba valor={aba}>
        {aba === 'alertas' ? (
          <ListaDeAlertas turmaId={turmaId} />
        ) : turmaId === null ? (
          <Alert severity="info">Escolha uma turma para ver a frequência.</Alert>
        ) : aba === 'mes' ? (
          <GradeDoMes
            turmaId={turmaId}
            mes={mes}
            irParaMes={(m) => setBusca(com({ mes: m }))}
            linkDoDia={(d) => link({ aba: 'chamada', data: d })}
          />
        ) : (
          <ChamadaDoDia turmaId={turmaId} data={data} irPara={(d) => setBusca(com({ data: d }))} />
        )}
      </PainelDaAba>
    </>
  );
}
