// /modulos/planos: the course plans as a registry with the course filter in the URL: vigência,
// how many disciplines, the curriculum's hours against the course's, how many classes follow the
// plan, and a link to each plan's curriculum (the rows themselves open the plan's edit dialog).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useFormState } from 'react-final-form';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { formatarData } from '../../shared/format';
import { CampoDeData, CampoDeSelecao, CampoDeTexto } from '../../shared/formulario';
import {
  colunaDoNome,
  TelaDeRegistros,
  type ConfigDeRegistros,
  mutacoesDe,
} from '../../shared/lista';
import { caminhoDe } from '../../shared/navigation';
import { idDoEndereco, LinkPreload } from '../../shared/routing';
import { valoresDoRegistro } from '../../shared/campos';
import { CAMPOS_PLANO, formatarHoras } from '../../shared/validation/curriculo';
import {
  usePlanoAtualizarMutation,
  usePlanoCriarMutation,
  usePlanoInativarMutation,
  usePlanoListarQuery,
  usePlanoReativarMutation,
  type Plano,
  type PlanoListarApiArg,
} from './api';
import { NavegacaoDoCurriculo, PERMISSAO_ESCRITA } from './NavegacaoDoCurriculo';
import { useOpcoesDeCurso } from './opcoes';
import { corpoDoPlano, esquemaDoPlano, ROTULOS_PLANO as R, type ValoresPlano } from './regras';

/** "01/02/2026 a 31/12/2027", or "desde 01/02/2026, sem término". */
export const vigenciaEmTexto = (p: Pick<Plano, 'vigenciaInicio' | 'vigenciaFim'>) =>
  p.vigenciaFim
    ? `${formatarData(p.vigenciaInicio)} a ${formatarData(p.vigenciaFim)}`
    : `${formatarData(p.vigenciaInicio)}, sem término`;

const turmasEmTexto = (p: Plano) =>
  p.turmasEmAndamento > 0
    ? `${String(p.turmas)} (${String(p.turmasEmAndamento)} em andamento)`
    : String(p.turmas);

const colunas: GridColDef<Plano>[] = [
  // The plan and the course are what a person came to read: each whole in two lines ('Plano 2023
  // — Serviços Administrativos', 'Aprendiz em Serviços Administrativos'), and one line when the
  // screen has room, with every other column inside the grid at 1366 px.
  { field: 'nome', headerName: 'Plano', flex: 1, minWidth: 168 },
  {
    field: 'curriculo',
    headerName: 'Currículo',
    // The link, 'Ver currículo'.
    width: 105,
    sortable: false,
    renderCell: ({ row: p, tabIndex }) => (
      <Link
        component={LinkPreload}
        to={caminhoDe('/modulos/planos/:planoId/curriculo', { planoId: p.id })}
        tabIndex={tabIndex}
        aria-label={`Ver currículo do plano ${p.nome}`}
      >
        Ver currículo
      </Link>
    ),
  },
  colunaDoNome('curso', { headerName: 'Curso', flex: 1, minWidth: 158 }),
  {
    field: 'vigenciaInicio',
    headerName: 'Vigência',
    // Two lines when the screen is narrow: '01/01/2023 a' / '31/12/2025'.
    flex: 0.7,
    minWidth: 110,
    valueGetter: (_v, p) => vigenciaEmTexto(p),
  },
  // The header, 'Disciplinas', is wider than its counts.
  { field: 'disciplinas', headerName: 'Disciplinas', type: 'number', width: 95, sortable: false },
  {
    field: 'cargaHorariaCurriculo',
    headerName: 'Horas (currículo / curso)',
    // '1.200 h de 1.600 h'; the header takes two lines.
    width: 140,
    sortable: false,
    renderCell: ({ row: p }) => {
      const difere = p.cargaHorariaCurriculo !== p.curso.cargaHorariaTotal;
      return (
        <Box component="span" sx={difere ? { color: 'warning.main', fontWeight: 500 } : undefined}>
          {formatarHoras(p.cargaHorariaCurriculo)} de {formatarHoras(p.curso.cargaHorariaTotal)}
        </Box>
      );
    },
  },
  {
    field: 'turmas',
    headerName: 'Turmas',
    // Two lines when the screen is narrow: '12 (10 em' / 'andamento)'.
    flex: 0.7,
    minWidth: 110,
    sortable: false,
    valueGetter: (_v, p) => turmasEmTexto(p),
  },
];

const useMutacoes = mutacoesDe<Plano, ValoresPlano, ReturnType<typeof corpoDoPlano>>({
  useCriar: usePlanoCriarMutation,
  useAtualizar: usePlanoAtualizarMutation,
  useInativar: usePlanoInativarMutation,
  useReativar: usePlanoReativarMutation,
  corpo: corpoDoPlano,
});

function CamposDoPlano() {
  const { initialValues } = useFormState<ValoresPlano>({ subscription: { initialValues: true } });
  const cursos = useOpcoesDeCurso(initialValues?.cursoId ?? null);
  return (
    <>
      <CampoDeSelecao name="cursoId" label={R.cursoId} opcoes={cursos} required />
      <CampoDeTexto name="nome" label={R.nome} required autoFocus />
      <CampoDeData name="vigenciaInicio" label={R.vigenciaInicio} required />
      <CampoDeData
        name="vigenciaFim"
        label={R.vigenciaFim}
        helperText="Em branco: o plano vale sem data de término."
      />
    </>
  );
}

export function PlanosScreen() {
  const { temPermissao } = useAuth();
  const cursos = useOpcoesDeCurso();
  const [busca] = useSearchParams();
  const cursoDoFiltro = idDoEndereco(busca, 'cursoId');

  const config = useMemo<ConfigDeRegistros<Plano, ValoresPlano, PlanoListarApiArg>>(
    () => ({
      titulo: 'Planos de curso',
      item: { noun: 'plano' },
      list: {
        columns: colunas,
        useQuery: usePlanoListarQuery,
        defaultSort: 'curso',
        searchPlaceholder: 'Nome do plano',
        columnsStorageKey: 'colunas-planos',
        exportPath: '/api/planos/exportar',
        filters: [{ type: 'select', name: 'cursoId', label: 'Curso', options: cursos }],
      },
      form: {
        schema: esquemaDoPlano,
        // A new plan belongs to the course the list is filtered by, which is usually the intent.
        empty: { cursoId: cursoDoFiltro },
        fromRow: (p) => valoresDoRegistro(CAMPOS_PLANO, p),
        fields: <CamposDoPlano />,
      },
      useMutations: useMutacoes,
    }),
    [cursos, cursoDoFiltro],
  );

  return (
    <>
      <NavegacaoDoCurriculo />
      <TelaDeRegistros config={config} readOnly={!temPermissao(PERMISSAO_ESCRITA)} />
    </>
  );
}
