// What both audit logs filter and order by: the person (any user, active or not) and the period,
// both carried from one tab to the other (AuditoriaScreen), newest first unless asked otherwise.
import type { ConfigDoFiltro, ChaveDeOrdem } from '../../../shared/lista';
import { paraOpcoes, type UsarOpcoes } from '../../../shared/formulario';
import { useUsuarioListarQuery, type AuditoriaListarApiArg } from '../api';

const useOpcoesDeUsuario: UsarOpcoes = (q) => {
  const r = useUsuarioListarQuery({
    q: q || undefined,
    ativo: 'todos',
    pageSize: 100,
    sort: 'nome',
  });
  return {
    opcoes: paraOpcoes(r.data?.data),
    carregando: r.isFetching,
  };
};

export const FILTRO_USUARIO: ConfigDoFiltro = {
  type: 'autocomplete',
  name: 'usuarioId',
  label: 'Usuário',
  useOptions: useOpcoesDeUsuario,
};

/** Both days included, in Brasília time on the server. */
export const FILTRO_PERIODO: ConfigDoFiltro = {
  type: 'dateRange',
  minName: 'dataInicio',
  maxName: 'dataFim',
  label: 'Período',
};

/** Both logs answer newest first by default. */
export const ORDENS: readonly {
  rotulo: string;
  sort?: ChaveDeOrdem<AuditoriaListarApiArg>;
}[] = [{ rotulo: 'Mais recentes' }, { rotulo: 'Mais antigos', sort: 'criadoEm' }];
