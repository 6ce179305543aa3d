// /admin/funcoes: the funções with how many people hold each, and the chosen one's permission
// matrix, saved at every click. The chosen função (?funcao=<id>) and the open dialog (?nova,
// ?editar=<id>) live in the URL, so a link or a reload shows the same thing.
import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useConfirmacao } from '../../shared/dialogos';
import { problemMessage, toProblem } from '../../shared/api/problema';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { idDoEndereco } from '../../shared/routing';
import { ErroComNovaTentativa } from '../../shared/ui/Carregamento';
import { toast } from '../../shared/toast';
import { useFuncaoExcluirMutation, useFuncaoListarQuery, usePermissaoListarQuery } from './api';
import { EditarFuncaoDialog, NovaFuncaoDialog } from './funcoes/FuncaoFormDialog';
import { CHAVE_ADMINISTRADOR } from './funcoes/matriz';
import { MatrizDePermissoes } from './funcoes/MatrizDePermissoes';
import { TabelaDeFuncoes } from './funcoes/TabelaDeFuncoes';
import type { Funcao } from './funcoes/tipos';

/** This screen's URL with only the given keys (the chosen função, a dialog). */
function url(pathname: string, chaves: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(chaves)) if (v !== undefined) q.set(k, String(v));
  const texto = q.toString();
  return texto ? `${pathname}?${texto}` : pathname;
}

export function FuncoesScreen() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const confirmar = useConfirmacao();
  const funcoesQ = useFuncaoListarQuery();
  const catalogoQ = usePermissaoListarQuery();
  const [excluir] = useFuncaoExcluirMutation();
  const funcoes = funcoesQ.data?.data ?? [];

  // Default: the first função whose permissions can change (the administrador's cannot).
  const pedida = idDoEndereco(params, 'funcao');
  const selecionada =
    funcoes.find((f) => f.id === pedida) ??
    funcoes.find((f) => f.chave !== CHAVE_ADMINISTRADOR) ??
    funcoes[0];
  const editando = funcoes.find((f) => f.id === idDoEndereco(params, 'editar'));
  const criando = params.has('nova');
  const aqui = (extra: Record<string, string | number | undefined> = {}) =>
    url(pathname, { funcao: selecionada?.id, ...extra });

  const pedirExclusao = async (f: Funcao) => {
    const ok = await confirmar({
      title: `Excluir a função ${f.nome}?`,
      message:
        f.usuariosCount > 0
          ? `${f.nome} ainda está atribuída a ${f.usuariosCount} usuário(s): o sistema não vai excluí-la enquanto eles a tiverem.`
          : 'A função deixa de existir. O histórico de auditoria continua mostrando o que ela foi.',
      confirmLabel: 'Excluir',
      destructive: true,
    });
    if (!ok) return;
    try {
      await excluir({ id: f.id }).unwrap();
      toast.success(`Função ${f.nome} excluída.`);
      if (selecionada?.id === f.id) void navigate(pathname, { replace: true });
    } catch (erro) {
      toast.error(problemMessage(toProblem(erro)));
    }
  };

  const erro = funcoesQ.error ?? catalogoQ.error;
  return (
    <>
      <CabecalhoDaPagina
        titulo="Funções"
        subtitulo="O que cada função pode ver e fazer. Mudanças valem a partir da próxima ação de quem a tem."
        acoes={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => void navigate(aqui({ nova: '' }))}
          >
            Nova função
          </Button>
        }
      />
      {erro ? (
        <ErroComNovaTentativa
          erro={erro}
          onTentarDeNovo={() => {
            void funcoesQ.refetch();
            void catalogoQ.refetch();
          }}
        />
      ) : !funcoesQ.data || !catalogoQ.data ? (
        <LinearProgress aria-label="Carregando funções" />
      ) : (
        <Stack spacing={3}>
          <TabelaDeFuncoes
            funcoes={funcoes}
            selecionada={selecionada?.id}
            hrefDe={(f) => url(pathname, { funcao: f.id })}
            editarHref={(f) => aqui({ editar: f.id })}
            onExcluir={(f) => void pedirExclusao(f)}
          />
          {selecionada && (
            <MatrizDePermissoes
              key={selecionada.id}
              funcao={selecionada}
              catalogo={catalogoQ.data.data}
            />
          )}
        </Stack>
      )}
      {criando && (
        <NovaFuncaoDialog
          funcoes={funcoes}
          onClose={() => void navigate(aqui())}
          onCriada={(f) => void navigate(url(pathname, { funcao: f.id }))}
        />
      )}
      {editando && <EditarFuncaoDialog funcao={editando} onClose={() => void navigate(aqui())} />}
    </>
  );
}
