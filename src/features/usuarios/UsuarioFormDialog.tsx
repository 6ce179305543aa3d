// Create or edit a user in a dialog: nome, e-mail, função. Creating goes outside RTK Query's cache
// (its answer carries the temporary password, which must never sit in the store); editing sends
// the versao read, so a stale edit offers 'Recarregar' instead of overwriting someone else's.
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useMemo } from 'react';
import { useForm, useFormState } from 'react-final-form';
import {
  CampoDeAutocompletar,
  DialogoDeFormulario,
  CampoDeSelecao,
  CampoDeTexto,
  type Opcao,
  paraOpcoes,
} from '../../shared/formulario';
import { ProblemError, problemMessage, toProblem } from '../../shared/api/problema';
import { useBuscaDeEducadores } from '../../store/buscas';
import { useAppDispatch } from '../../store/hooks';
import { requisicao } from '../../store/requisitar';
import {
  useFuncaoListarQuery,
  useUsuarioAtualizarMutation,
  useUsuarioObterQuery,
  usuariosApi,
  type UsuarioCriarApiResponse,
} from './api';
import { rotulosDe } from '../../shared/campos';
import { CAMPOS_USUARIO } from '../../shared/validation/usuarios';
import { corpoDoUsuario, esquemaUsuario, type ValoresUsuario } from './esquema';
import type { SenhaTemporaria } from './SenhaTemporariaDialog';

const vazio: ValoresUsuario = { nome: '', email: '', funcaoId: null, educadorId: null };
const R = rotulosDe(CAMPOS_USUARIO);

/** The função whose users take attendance only for their own classes (server/modules/frequencia). */
const FUNCAO_EDUCADOR = 'educador';

function useFuncoes() {
  const { data } = useFuncaoListarQuery();
  return data?.data;
}

function Campos({ autoFocus, educador }: { autoFocus: boolean; educador?: Opcao }) {
  const lista = useFuncoes();
  const funcoes = useMemo(() => paraOpcoes(lista), [lista]);
  const buscarEducadores = useBuscaDeEducadores();
  const form = useForm<ValoresUsuario>();
  const { values } = useFormState<ValoresUsuario>({ subscription: { values: true } });
  const ehEducador = lista?.find((f) => f.id === values.funcaoId)?.chave === FUNCAO_EDUCADOR;
  // Another função leaves no link behind: the API takes null as "unlink".
  useEffect(() => {
    if (lista && !ehEducador && values.educadorId !== null) form.change('educadorId', null);
  }, [lista, ehEducador, values.educadorId, form]);
  return (
    <>
      <CampoDeTexto name="nome" label={R.nome} required autoFocus={autoFocus} autoComplete="off" />
      <CampoDeTexto
        name="email"
        label={R.email}
        type="email"
        required
        autoComplete="off"
        helperText="É com ele que a pessoa entra no sistema."
      />
      <CampoDeSelecao
        name="funcaoId"
        label={R.funcaoId}
        required
        opcoes={funcoes}
        helperText="A função define o que a pessoa pode ver e fazer."
      />
      {ehEducador && (
        <CampoDeAutocompletar
          name="educadorId"
          label="Cadastro de educador"
          carregarOpcoes={buscarEducadores}
          opcaoInicial={educador}
          helperText="Com o vínculo, a pessoa registra a frequência das turmas deste educador (e só delas)."
        />
      )}
    </>
  );
}

export function NovoUsuarioDialog({
  onClose,
  onCriado,
}: {
  onClose: () => void;
  onCriado: (senha: SenhaTemporaria) => void;
}) {
  const dispatch = useAppDispatch();
  const criar = async (valores: ValoresUsuario) => {
    const r = await dispatch(
      requisicao<UsuarioCriarApiResponse>({
        url: '/api/usuarios',
        method: 'POST',
        body: corpoDoUsuario(valores),
      }),
    );
    if (r.error) throw new ProblemError(toProblem(r.error));
    dispatch(usuariosApi.util.invalidateTags(['usuarios', 'funcoes', 'auditoria']));
    return r.data;
  };
  return (
    <DialogoDeFormulario<ValoresUsuario>
      titulo="Novo usuário"
      esquema={esquemaUsuario}
      initialValues={vazio}
      rotuloDoBotao="Criar usuário"
      mensagemDeSucesso="Usuário criado."
      onSubmit={criar}
      aoSalvar={(resultado) => {
        const criado = resultado as UsuarioCriarApiResponse;
        onClose();
        if (criado.senhaTemporaria) {
          onCriado({
            nome: criado.nome,
            email: criado.email,
            senha: criado.senhaTemporaria,
            motivo: 'criado',
          });
        }
      }}
      aoCancelar={onClose}
    >
      <Campos autoFocus />
    </DialogoDeFormulario>
  );
}

export function EditarUsuarioDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { data: usuario, isError, error, refetch } = useUsuarioObterQuery({ id });
  const [atualizar] = useUsuarioAtualizarMutation();
  const iniciais = useMemo<ValoresUsuario | undefined>(
    () =>
      usuario && {
        nome: usuario.nome,
        email: usuario.email,
        funcaoId: usuario.funcaoId,
        educadorId: usuario.educadorId,
      },
    [usuario],
  );

  if (!usuario || !iniciais) {
    return (
      <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-label="Editar usuário">
        <DialogContent>
          {isError ? (
            <Alert severity="error">{problemMessage(toProblem(error))}</Alert>
          ) : (
            <LinearProgress aria-label="Carregando usuário" />
          )}
        </DialogContent>
      </Dialog>
    );
  }
  return (
    <DialogoDeFormulario<ValoresUsuario>
      titulo={`Editar ${usuario.nome}`}
      esquema={esquemaUsuario}
      initialValues={iniciais}
      mensagemDeSucesso="Usuário salvo."
      onSubmit={(valores) =>
        atualizar({ id, body: { ...corpoDoUsuario(valores), versao: usuario.versao } }).unwrap()
      }
      aoSalvar={onClose}
      aoCancelar={onClose}
      aoRecarregar={() => void refetch()}
    >
      <Campos
        autoFocus={false}
        educador={
          usuario.educador
            ? { value: usuario.educador.id, label: usuario.educador.nome }
            : undefined
        }
      />
    </DialogoDeFormulario>
  );
}
