// /usuarios: who may sign in, with which função. The list's view (search, função, ativo, sort,
// page) and the open dialog (?novo, ?editar=<id>) live in the URL; a temporary password lives
// only in the dialog that shows it once.
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { paraOpcoes } from '../../shared/formulario';
import { dialogUrl, TelaDeLista, type ConfigDaLista } from '../../shared/lista';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { idDoEndereco } from '../../shared/routing';
import type { UsuarioListarApiArg } from '../../store/generated/administracao.generated';
import { useFuncaoListarQuery, useUsuarioListarQuery } from './api';
import { colunasDeUsuarios } from './colunas';
import { SenhaTemporariaDialog, type SenhaTemporaria } from './SenhaTemporariaDialog';
import type { Usuario } from './tipos';
import { useAcoesUsuario } from './useAcoesUsuario';
import { EditarUsuarioDialog, NovoUsuarioDialog } from './UsuarioFormDialog';

export function UsuariosScreen() {
  const { usuario: eu } = useAuth();
  const [searchParams] = useSearchParams();
  const local = useLocation();
  const navigate = useNavigate();
  const [senha, setSenha] = useState<SenhaTemporaria | null>(null);
  const executar = useAcoesUsuario(setSenha);
  const { data: funcoes } = useFuncaoListarQuery();
  const celular = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });

  const editando = idDoEndereco(searchParams, 'editar');
  const funcaoNaUrl = idDoEndereco(searchParams, 'funcaoId');
  const criando = searchParams.has('novo');
  const fechar = () => void navigate(dialogUrl(local, null));

  const onAcao = useCallback(
    (acao: Parameters<typeof executar>[0], u: Usuario) => void executar(acao, u),
    [executar],
  );
  const { pathname, search } = local;
  const editarHref = useCallback(
    (u: Usuario) => dialogUrl({ pathname, search }, 'editar', String(u.id)),
    [pathname, search],
  );

  const config = useMemo<ConfigDaLista<Usuario, UsuarioListarApiArg>>(
    () => ({
      titulo: 'Usuários',
      columns: colunasDeUsuarios({ meuId: eu?.id, editarHref, onAcao, compacta: celular }),
      useQuery: useUsuarioListarQuery,
      defaultSort: 'nome',
      activeFilter: true,
      rowHref: editarHref,
      searchPlaceholder: 'Nome ou e-mail',
      filters: [
        {
          type: 'select',
          name: 'funcaoId',
          label: 'Função',
          options: funcoes
            ? paraOpcoes(funcoes.data)
            : // Until the funções arrive, a função already in the URL is still a valid choice.
              funcaoNaUrl !== null
              ? [{ value: funcaoNaUrl, label: 'Carregando…' }]
              : [],
        },
      ],
      columnsStorageKey: 'colunas-usuarios',
    }),
    [eu?.id, editarHref, onAcao, funcoes, funcaoNaUrl, celular],
  );

  return (
    <>
      <CabecalhoDaPagina
        titulo="Usuários"
        subtitulo="Quem pode entrar no sistema e com qual função."
        acoes={
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => void navigate(dialogUrl(local, 'novo'))}
          >
            Novo usuário
          </Button>
        }
      />
      <TelaDeLista config={config} />
      {criando && <NovoUsuarioDialog onClose={fechar} onCriado={setSenha} />}
      {!criando && editando !== null && <EditarUsuarioDialog id={editando} onClose={fechar} />}
      {senha && (
        <SenhaTemporariaDialog
          dados={senha}
          onClose={() => {
            setSenha(null);
          }}
        />
      )}
    </>
  );
}
