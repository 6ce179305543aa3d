// /estatisticas/faltas-aprendizes: the absence rate (absences, justified or not, over attendance
// records) per class and month — a heat-map table with a line chart of the classes with most
// absences and of all classes together —, each class's rate in the period as bars, and the
// apprentices with most unjustified absences, each linking to their record. Period (months), class
// and course in the URL; an educator sees only their classes (the server's rule).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { Link as RouterLink } from 'react-router-dom';
import { paraOpcoes } from '../../shared/formulario';
import { PainelDeFiltros, filtroDeTurma } from '../../shared/lista';
import { caminhoDe, useTituloDaRota } from '../../shared/navigation';
import { useBuscaDeTurmas } from '../../store/buscas';
import { useCursoOpcoesQuery } from '../../store/opcoes';
import { useEstatisticasFaltasAprendizesQuery } from './api';
import { FALTAS } from './catalogo';
import { useCoresDosGraficos } from './cores';
import { GraficoComTabela, type ColunaDaTabela } from './GraficoComTabela';
import {
  formatarMes,
  formatarMesLongo,
  formatarNumero,
  formatarTaxa,
  taxaNaCelula,
} from './formato';
import { TelaDeEstatistica } from './TelaDeEstatistica';
import type {
  AprendizComFaltas,
  EstatisticasFaltasAprendizes,
  FaltasDaTurma,
  FaltasDoMes,
} from './tipos';
import { idDaUrl, useFiltrosNaUrl } from './useFiltrosNaUrl';

const MES = /^\d{4}-(0[1-9]|1[0-2])$/;
/** How many classes the line chart draws besides "Todas as turmas" (more lines are unreadable). */
const LINHAS_NO_GRAFICO = 5;

const cortada = (d: EstatisticasFaltasAprendizes) => d.turmasNoPeriodo > d.porTurma.length;

const taxaDe = (faltas: number, registros: number) => (registros > 0 ? faltas / registros : null);

/**
 * The classes of the table together, month by month: its last row and the chart's first line.
 * The server sends at most the 100 classes with the highest rate (turmasNoPeriodo says how many
 * there are): then this is not every class, and it says so.
 */
export function todasAsTurmas(dados: EstatisticasFaltasAprendizes): FaltasDaTurma {
  const meses = dados.meses.map((mes): FaltasDoMes => {
    let registros = 0;
    let faltas = 0;
    let justificadas = 0;
    for (const t of dados.porTurma) {
      const m = t.meses.find((x) => x.mes === mes);
      registros += m?.registros ?? 0;
      faltas += m?.faltas ?? 0;
      justificadas += m?.justificadas ?? 0;
    }
    return { mes, registros, faltas, justificadas, taxa: taxaDe(faltas, registros) };
  });
  const registros = meses.reduce((s, m) => s + m.registros, 0);
  const faltas = meses.reduce((s, m) => s + m.faltas, 0);
  return {
    turmaId: 0,
    codigo: cortada(dados)
      ? `As ${formatarNumero(dados.porTurma.length)} turmas acima`
      : 'Todas as turmas',
    curso: '',
    meses,
    taxa: taxaDe(faltas, registros),
  };
}

const doMes = (t: FaltasDaTurma, mes: string) => t.meses.find((m) => m.mes === mes);

function PorTurmaEMes({ dados }: { dados: EstatisticasFaltasAprendizes }) {
  const cores = useCoresDosGraficos();
  const todas = todasAsTurmas(dados);
  const maior = Math.max(0, ...dados.porTurma.flatMap((t) => t.meses.map((m) => m.taxa ?? 0)));
  const calor = (taxa: number | null | undefined) =>
    taxa === null || taxa === undefined || maior === 0
      ? undefined
      : { backgroundColor: cores.calor(taxa / maior) };
  const colunas: ColunaDaTabela<FaltasDaTurma>[] = [
    { titulo: 'Turma', valor: (t) => t.codigo, semQuebra: true },
    { titulo: 'Curso', valor: (t) => t.curso },
    ...dados.meses.map((mes): ColunaDaTabela<FaltasDaTurma> => ({
      titulo: formatarMes(mes),
      valor: (t) => taxaNaCelula(doMes(t, mes)?.taxa ?? null),
      numerica: true,
      estilo: (t) => (t.turmaId === 0 ? undefined : calor(doMes(t, mes)?.taxa)),
    })),
    { titulo: 'No período', valor: (t) => taxaNaCelula(t.taxa), numerica: true },
  ];
  const desenhadas = dados.porTurma.filter((t) => t.taxa !== null).slice(0, LINHAS_NO_GRAFICO);
  return (
    <GraficoComTabela
      titulo="Taxa de faltas por turma e mês"
      descricao={`Linhas da taxa de faltas mês a mês: ${todas.codigo.toLowerCase()} juntas e as ${String(desenhadas.length)} turmas com mais faltas no período.`}
      antes={
        cortada(dados) && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            As {formatarNumero(dados.porTurma.length)} turmas com a maior taxa, de{' '}
            {formatarNumero(dados.turmasNoPeriodo)} com frequência no período. Filtre por turma ou
            curso para ver as outras.
          </Typography>
        )
      }
      vazio={todas.meses.every((m) => m.registros === 0)}
      linhas={dados.porTurma}
      chave={(t) => t.turmaId}
      totais={todas}
      colunas={colunas}
      compacta
      grafico={
        <LineChart
          height={320}
          // Room for the last month's label, centred on the chart's right edge.
          margin={{ right: 32 }}
          xAxis={[{ scaleType: 'point', data: dados.meses.map(formatarMes) }]}
          yAxis={[{ valueFormatter: (v: number) => formatarTaxa(v), width: 56, min: 0 }]}
          series={[todas, ...desenhadas].map((t, i) => ({
            label: t.codigo,
            data: dados.meses.map((mes) => doMes(t, mes)?.taxa ?? null),
            color: cores.serie[i % cores.serie.length],
            connectNulls: true,
            valueFormatter: (v: number | null) => formatarTaxa(v),
          }))}
        />
      }
    />
  );
}

function MaisFaltas({ linhas }: { linhas: readonly AprendizComFaltas[] }) {
  return (
    <GraficoComTabela
      titulo="Aprendizes com mais faltas não justificadas"
      linhas={linhas}
      chave={(a) => a.aprendizId}
      colunas={[
        {
          titulo: 'Aprendiz',
          valor: (a) => a.nome,
          exibir: (a) => (
            <Link component={RouterLink} to={caminhoDe('/aprendizes/:id', { id: a.aprendizId })}>
              {a.nome}
            </Link>
          ),
        },
        { titulo: 'Turma', valor: (a) => a.turmaCodigo, semQuebra: true },
        { titulo: 'Faltas não justificadas', valor: (a) => a.faltasNaoJustificadas },
        { titulo: 'Faltas', valor: (a) => a.faltas },
        { titulo: 'Registros', valor: (a) => a.registros },
        { titulo: 'Taxa de faltas', valor: (a) => taxaNaCelula(a.taxa), numerica: true },
      ]}
    />
  );
}

export function FaltasDosAprendizes({ dados }: { dados: EstatisticasFaltasAprendizes }) {
  return (
    <>
      <PorTurmaEMes dados={dados} />
      <MaisFaltas linhas={dados.maisFaltas} />
    </>
  );
}

/** The last 24 months, newest first ('aaaa-mm'), for the period pickers. */
export function ultimosMeses(hoje = new Date(), quantos = 24): string[] {
  return Array.from({ length: quantos }, (_, i) => {
    const d = new Date(hoje.getFullYear(), hoje.getMonth() - i, 1);
    return `${String(d.getFullYear())}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  });
}

function SeletorDeMes({
  rotulo,
  valor,
  onChange,
}: {
  rotulo: string;
  valor: string | undefined;
  onChange: (mes: string) => void;
}) {
  const meses = ultimosMeses();
  return (
    <TextField
      select
      size="small"
      label={rotulo}
      value={valor && meses.includes(valor) ? valor : ''}
      onChange={(e) => {
        onChange(e.target.value);
      }}
      sx={{ minWidth: 190, width: 'auto' }}
    >
      <MenuItem value="">Padrão (últimos 6 meses)</MenuItem>
      {meses.map((m) => (
        <MenuItem key={m} value={m}>
          {formatarMesLongo(m)}
        </MenuItem>
      ))}
    </TextField>
  );
}

const CHAVES = ['de', 'ate', 'turmaId', 'cursoId'] as const;

export function FaltasAprendizesScreen() {
  const [filtros, mudar] = useFiltrosNaUrl(CHAVES);
  const buscarTurmas = useBuscaDeTurmas();
  const cursos = useCursoOpcoesQuery();
  const mes = (v: string | undefined) => (v && MES.test(v) ? v : undefined);
  const consulta = useEstatisticasFaltasAprendizesQuery(
    {
      de: mes(filtros.de),
      ate: mes(filtros.ate),
      turmaId: idDaUrl(filtros.turmaId),
      cursoId: idDaUrl(filtros.cursoId),
    },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <TelaDeEstatistica
      titulo={useTituloDaRota(FALTAS.caminho)}
      pergunta={FALTAS.pergunta}
      consulta={consulta}
      filtros={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
          <SeletorDeMes
            rotulo="De"
            valor={filtros.de}
            onChange={(m) => {
              mudar({ de: m });
            }}
          />
          <SeletorDeMes
            rotulo="Até"
            valor={filtros.ate}
            onChange={(m) => {
              mudar({ ate: m });
            }}
          />
          <div style={{ flex: '1 1 24rem' }}>
            <PainelDeFiltros
              values={filtros}
              onChange={mudar}
              filters={[
                filtroDeTurma(buscarTurmas),
                {
                  type: 'select',
                  name: 'cursoId',
                  label: 'Curso',
                  options: paraOpcoes(cursos.data?.data),
                },
              ]}
            />
          </div>
        </Box>
      }
    >
      {(dados) => <FaltasDosAprendizes dados={dados} />}
    </TelaDeEstatistica>
  );
}
