// The actions every record's page offers whoever may write: Editar, Inativar (at once, with
// 'Desfazer' in the toast instead of a question first, unless the domain asks to confirm) and
// Reativar. Configured with the domain's generated mutation hooks and its own sentences.
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useAcaoDesfazivel } from '../dialogos';
import { problemMessage, toProblem } from '../api/problema';
import type { HookDeMutacao } from '../lista/mutacoes';
import { useSnackbar } from '../toast/snackbar';

export interface MensagensDoRegistro {
  /** 'Turma inativada.' */
  inativado: string;
  /** Said when 'Desfazer' brings it back; 'Ação desfeita.' when left out. */
  inativacaoDesfeita?: string;
  /** With it, reactivating also offers 'Desfazer'; without it, the page just shows it active. */
  reativado?: string;
}

export interface EditarRegistro {
  /** A link (its own page, `?editar`), or what opens the edit dialog. */
  para?: string;
  aoClicar?: () => void;
  /** 'Editar' when left out. */
  rotulo?: string;
  /** The page's main action (contained); otherwise a text button beside a main action. */
  principal?: boolean;
  /** Only an active record can be edited (reactivate it first). */
  soAtivo?: boolean;
}

export interface AcoesDoRegistroProps<Arg> {
  ativo: boolean;
  /** Without it only `children` shows: the API would refuse the rest anyway. */
  podeEscrever: boolean;
  /** What the mutations take: `{ id }`, `{ id, unidadeId }`. */
  argumento: Arg;
  useInativar: HookDeMutacao<Arg>;
  useReativar: HookDeMutacao<Arg>;
  mensagens: MensagensDoRegistro;
  editar?: EditarRegistro;
  /**
   * Asked before inactivating a record whose inactivation reaches far (`useConfirmacao()`); resolves
   * false to give up. Passed in, so pages that never ask need no ProvedorDeConfirmacao.
   */
  confirmarInativacao?: () => Promise<boolean>;
  /** Actions anyone who reads the page has, shown first ('Aprendizes (28)'). */
  children?: ReactNode;
}

export function AcoesDoRegistro<Arg>({
  ativo,
  podeEscrever,
  argumento,
  useInativar,
  useReativar,
  mensagens,
  editar,
  confirmarInativacao,
  children,
}: AcoesDoRegistroProps<Arg>) {
  const [inativar, inativacao] = useInativar();
  const [reativar, reativacao] = useReativar();
  const comDesfazer = useAcaoDesfazivel();
  const { enqueueSnackbar } = useSnackbar();
  const ocupado = inativacao.isLoading || reativacao.isLoading;

  const aoInativar = async () => {
    if (confirmarInativacao && !(await confirmarInativacao())) return;
    await comDesfazer({
      action: () => inativar(argumento).unwrap(),
      undo: () => reativar(argumento).unwrap(),
      message: mensagens.inativado,
      undoneMessage: mensagens.inativacaoDesfeita,
    });
  };

  const aoReativar = async () => {
    if (mensagens.reativado) {
      await comDesfazer({
        action: () => reativar(argumento).unwrap(),
        undo: () => inativar(argumento).unwrap(),
        message: mensagens.reativado,
      });
      return;
    }
    try {
      await reativar(argumento).unwrap();
    } catch (erro) {
      enqueueSnackbar(problemMessage(toProblem(erro)), { variant: 'error' });
    }
  };

  return (
    <>
      {children}
      {podeEscrever && editar && (ativo || !editar.soAtivo) && <BotaoEditar {...editar} />}
      {podeEscrever &&
        (ativo ? (
          <Button color="error" disabled={ocupado} onClick={() => void aoInativar()}>
            Inativar
          </Button>
        ) : (
          <Button disabled={ocupado} onClick={() => void aoReativar()}>
            Reativar
          </Button>
        ))}
    </>
  );
}

function BotaoEditar({ para, aoClicar, rotulo = 'Editar', principal }: EditarRegistro) {
  const aparencia = { variant: principal ? 'contained' : 'text', startIcon: <EditIcon /> } as const;
  return para === undefined ? (
    <Button {...aparencia} onClick={aoClicar}>
      {rotulo}
    </Button>
  ) : (
    <Button {...aparencia} component={Link} to={para}>
      {rotulo}
    </Button>
  );
}
