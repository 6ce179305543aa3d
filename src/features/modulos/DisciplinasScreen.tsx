// /modulos/disciplinas: the disciplines of every module as a registry (search, module filter in the
// URL, Ativos/Inativos/Todos, export, create/edit dialog, inactivate with 'Desfazer'). The ementa
// is cut to one line in the table; the whole text is in the cell (screen readers read it all), in
// its tooltip and in the edit dialog.
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useFormState } from 'react-final-form';
import { useSearchParams } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { CampoNumerico, CampoDeSelecao, CampoDeTexto } from '../../shared/formulario';
import {
  colunaDoNome,
  TelaDeRegistros,
  type ConfigDeRegistros,
  mutacoesDe,
} from '../../shared/lista';
import { idDoEndereco } from '../../shared/routing';
import { valoresDoRegistro } from '../../shared/campos';
import { CAMPOS_DISCIPLINA, formatarHoras } from '../../shared/validation/curriculo';
import {
  useDisciplinaAtualizarMutation,
  useDisciplinaCriarMutation,
  useDisciplinaInativarMutation,
  useDisciplinaListarQuery,
  useDisciplinaReativarMutation,
  type Disciplina,
  type DisciplinaListarApiArg,
} from './api';
import { NavegacaoDoCurriculo, PERMISSAO_ESCRITA } from './NavegacaoDoCurriculo';
import { useOpcoesDeModulo } from './opcoes';
import {
  corpoDaDisciplina,
  esquemaDaDisciplina,
  ROTULOS_DISCIPLINA as R,
  type ValoresDisciplina,
} from './regras';

const colunas: GridColDef<Disciplina>[] = [
  // The name is what a person came to read: whole in two lines ('Registro e acompanhamento de
  // chamados' sets the width), on one when the screen has room, with the actions inside the grid.
  { field: 'nome', headerName: 'Disciplina', flex: 1, minWidth: 200 },
  // 'Mundo do trabalho e carreira' in two lines.
  colunaDoNome('modulo', { headerName: 'Módulo', flex: 0.8, minWidth: 134 }),
  {
    field: 'cargaHoraria',
    headerName: 'Horas',
    type: 'number',
    width: 80,
    valueFormatter: (h: number) => formatarHoras(h),
  },
  {
    field: 'ementa',
    headerName: 'Ementa',
    flex: 1,
    minWidth: 150,
    sortable: false,
    renderCell: ({ value }: { value?: string }) =>
      value ? (
        <Tooltip title={value} placement="bottom-start">
          <Box
            component="span"
            sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis' }}
          >
            {value}
          </Box>
        </Tooltip>
      ) : (
        '—'
      ),
  },
  {
    field: 'planosAtivos',
    headerName: 'Em planos',
    type: 'number',
    width: 100,
    sortable: false,
  },
];

const useMutacoes = mutacoesDe<Disciplina, ValoresDisciplina, ReturnType<typeof corpoDaDisciplina>>(
  {
    useCriar: useDisciplinaCriarMutation,
    useAtualizar: useDisciplinaAtualizarMutation,
    useInativar: useDisciplinaInativarMutation,
    useReativar: useDisciplinaReativarMutation,
    corpo: corpoDaDisciplina,
  },
);

function CamposDaDisciplina() {
  const { initialValues } = useFormState<ValoresDisciplina>({
    subscription: { initialValues: true },
  });
  const modulos = useOpcoesDeModulo(initialValues?.moduloId ?? null);
  return (
    <>
      <CampoDeSelecao name="moduloId" label={R.moduloId} opcoes={modulos} required />
      <CampoDeTexto name="nome" label={R.nome} required autoFocus />
      <CampoNumerico name="cargaHoraria" label={R.cargaHoraria} required />
      <CampoDeTexto
        name="ementa"
        label={R.ementa}
        multiline
        minRows={3}
        helperText="O que a disciplina ensina; aparece no plano em PDF."
      />
    </>
  );
}

export function DisciplinasScreen() {
  const { temPermissao } = useAuth();
  const modulos = useOpcoesDeModulo();
  const [busca] = useSearchParams();
  const moduloDoFiltro = idDoEndereco(busca, 'moduloId');

  const config = useMemo<ConfigDeRegistros<Disciplina, ValoresDisciplina, DisciplinaListarApiArg>>(
    () => ({
      titulo: 'Disciplinas',
      item: { noun: 'disciplina', feminine: true },
      list: {
        columns: colunas,
        useQuery: useDisciplinaListarQuery,
        defaultSort: 'modulo',
        exportPath: '/api/disciplinas/exportar',
        searchPlaceholder: 'Nome ou ementa',
        columnsStorageKey: 'colunas-disciplinas',
        filters: [{ type: 'select', name: 'moduloId', label: 'Módulo', options: modulos }],
      },
      form: {
        schema: esquemaDaDisciplina,
        // A new discipline goes to the module the list is filtered by, which is usually the intent.
        empty: { moduloId: moduloDoFiltro },
        fromRow: (d) => valoresDoRegistro(CAMPOS_DISCIPLINA, d),
        fields: <CamposDaDisciplina />,
      },
      useMutations: useMutacoes,
    }),
    [modulos, moduloDoFiltro],
  );

  return (
    <>
      <NavegacaoDoCurriculo />
      <TelaDeRegistros config={config} readOnly={!temPermissao(PERMISSAO_ESCRITA)} />
    </>
  );
}
