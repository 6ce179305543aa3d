// /modulos/cursos: the courses (the same rows as the `curso` lookup of the class form) as a
// registry: name, CBO occupation, the theory's total hours a plan's curriculum is measured against,
// description; how many plans and running classes use each. Reached from the curriculum's tabs and
// from /cadastros.
import type { GridColDef } from '@mui/x-data-grid';
import { useFormState } from 'react-final-form';
import { useAuth } from '../../machines/auth';
import { corpoDoFormulario, valoresDoRegistro } from '../../shared/campos';
import { CampoDeAutocompletar, CampoNumerico, CampoDeTexto } from '../../shared/formulario';
import { TelaDeRegistros, type ConfigDeRegistros, mutacoesDe } from '../../shared/lista';
import { CAMPOS_CURSO, formatarHoras } from '../../shared/validation/curriculo';
import {
  useCursoAtualizarMutation,
  useCursoCriarMutation,
  useCursoInativarMutation,
  useCursoListarQuery,
  useCursoReativarMutation,
  type CursoListarApiArg,
  type CursoRegistro,
} from './api';
import { NavegacaoDoCurriculo, PERMISSAO_ESCRITA } from './NavegacaoDoCurriculo';
import { rotuloDaOcupacao, useOcupacoes } from './opcoes';
import { esquemaDoCurso, ROTULOS_CURSO as R, type ValoresCurso } from './regras';

/** The form's values, plus the occupation already chosen so its label shows before any search. */
type Valores = ValoresCurso & { ocupacaoAtual?: CursoRegistro['profissao'] };

const colunas: GridColDef<CursoRegistro>[] = [
  // The names and CBO titles are what a person came to read: each whole in two lines ('Aprendiz em
  // Serviços Administrativos', '4223-10 · Operador de telemarketing ativo e receptivo' set the
  // widths), on one when the screen has room, with the actions inside the grid.
  { field: 'nome', headerName: 'Curso', flex: 1, minWidth: 158 },
  {
    field: 'profissao',
    headerName: 'Ocupação (CBO)',
    flex: 1,
    minWidth: 210,
    sortable: false,
    valueGetter: (_v, c) => (c.profissao ? rotuloDaOcupacao(c.profissao) : '—'),
  },
  {
    field: 'cargaHorariaTotal',
    headerName: 'Horas',
    type: 'number',
    width: 90,
    valueFormatter: (h: number) => formatarHoras(h),
  },
  { field: 'planosAtivos', headerName: 'Planos', type: 'number', width: 80, sortable: false },
  {
    field: 'turmasAtivas',
    headerName: 'Turmas ativas',
    type: 'number',
    width: 120,
    sortable: false,
  },
];

/** The declared fields' body; the occupation's label stays out. */
const corpo = (v: Valores) => {
  const valores: Valores = { ...v };
  delete valores.ocupacaoAtual;
  return corpoDoFormulario(CAMPOS_CURSO, valores);
};

function CamposDoCurso() {
  const { initialValues } = useFormState<Valores>({ subscription: { initialValues: true } });
  const atual = initialValues?.ocupacaoAtual;
  return (
    <>
      <CampoDeTexto name="nome" label={R.nome} required autoFocus />
      <CampoDeAutocompletar
        name="profissaoId"
        label={R.profissaoId}
        useOpcoes={useOcupacoes}
        opcaoInicial={atual ? { value: atual.id, label: rotuloDaOcupacao(atual) } : undefined}
        helperText="Digite parte do código ou do nome da ocupação"
      />
      <CampoNumerico
        name="cargaHorariaTotal"
        label={R.cargaHorariaTotal}
        required
        helperText="Horas da formação teórica: o currículo dos planos é comparado com elas."
      />
      <CampoDeTexto name="descricao" label={R.descricao} multiline minRows={3} />
    </>
  );
}

const config: ConfigDeRegistros<CursoRegistro, Valores, CursoListarApiArg> = {
  titulo: 'Cursos',
  item: { noun: 'curso' },
  list: {
    columns: colunas,
    useQuery: useCursoListarQuery,
    defaultSort: 'nome',
    exportPath: '/api/cursos/exportar',
    searchPlaceholder: 'Nome do curso',
    columnsStorageKey: 'colunas-cursos',
  },
  form: {
    schema: esquemaDoCurso,
    empty: {},
    fromRow: (c) => ({ ...valoresDoRegistro(CAMPOS_CURSO, c), ocupacaoAtual: c.profissao }),
    fields: <CamposDoCurso />,
  },
  useMutations: mutacoesDe<CursoRegistro, Valores, ReturnType<typeof corpo>>({
    useCriar: useCursoCriarMutation,
    useAtualizar: useCursoAtualizarMutation,
    useInativar: useCursoInativarMutation,
    useReativar: useCursoReativarMutation,
    corpo,
  }),
};

export function CursosScreen() {
  const { temPermissao } = useAuth();
  return (
    <>
      <NavegacaoDoCurriculo />
      <TelaDeRegistros config={config} readOnly={!temPermissao(PERMISSAO_ESCRITA)} />
    </>
  );
}
