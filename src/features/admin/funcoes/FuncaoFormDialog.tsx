// Create a função (optionally starting from another one's permissions) or rename one. Its
// permissions are edited on the matrix, not here.
import { useMemo } from 'react';
import { rotulosDe } from '../../../shared/campos';
import {
  DialogoDeFormulario,
  paraOpcoes,
  CampoDeSelecao,
  CampoDeTexto,
} from '../../../shared/formulario';
import { esquemaDasRegras } from '../../../shared/formulario/regrasCompartilhadas';
import { CAMPOS_FUNCAO, validarFuncao } from '../../../shared/validation/funcoes';
import { useAppDispatch } from '../../../store/hooks';
import {
  useFuncaoAtualizarMutation,
  useFuncaoCriarMutation,
  type FuncaoCriarApiResponse,
} from '../api';
import { gravarFuncaoNoCache, recarregarFuncoes } from './cache';
import type { Funcao } from './tipos';

interface Valores {
  nome: string;
  descricao: string;
  copiarDe?: number | null;
}

// The rules and words the API runs (CAMPOS_FUNCAO).
const esquema = esquemaDasRegras((v: Valores) => validarFuncao(v));
const R = rotulosDe(CAMPOS_FUNCAO);

function CamposBasicos({ autoFocus }: { autoFocus: boolean }) {
  return (
    <>
      <CampoDeTexto name="nome" label={R.nome} required autoFocus={autoFocus} autoComplete="off" />
      <CampoDeTexto
        name="descricao"
        label={R.descricao}
        multiline
        minRows={2}
        helperText="Para que serve esta função, em poucas palavras."
      />
    </>
  );
}

export function NovaFuncaoDialog({
  funcoes,
  onClose,
  onCriada,
}: {
  funcoes: readonly Funcao[];
  onClose: () => void;
  onCriada: (f: FuncaoCriarApiResponse) => void;
}) {
  const [criar] = useFuncaoCriarMutation();
  const opcoes = useMemo(() => paraOpcoes(funcoes), [funcoes]);
  return (
    <DialogoDeFormulario<Valores>
      titulo="Nova função"
      esquema={esquema}
      initialValues={{ nome: '', descricao: '', copiarDe: null }}
      rotuloDoBotao="Criar função"
      mensagemDeSucesso="Função criada. Marque agora as permissões dela."
      onSubmit={(v) =>
        criar({
          body: {
            nome: v.nome.trim(),
            descricao: v.descricao.trim(),
            permissoes: funcoes.find((f) => f.id === v.copiarDe)?.permissoes ?? [],
          },
        }).unwrap()
      }
      aoSalvar={(criada) => {
        onCriada(criada as FuncaoCriarApiResponse);
      }}
      aoCancelar={onClose}
    >
      <CamposBasicos autoFocus />
      <CampoDeSelecao
        name="copiarDe"
        label="Começar com as permissões de"
        opcoes={opcoes}
        rotuloVazio="Nenhuma (começar do zero)"
        helperText="Depois de criada, as permissões se ajustam na matriz."
      />
    </DialogoDeFormulario>
  );
}

export function EditarFuncaoDialog({ funcao, onClose }: { funcao: Funcao; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [atualizar] = useFuncaoAtualizarMutation();
  const iniciais = useMemo(
    () => ({ nome: funcao.nome, descricao: funcao.descricao }),
    [funcao.nome, funcao.descricao],
  );
  return (
    <DialogoDeFormulario<Valores>
      titulo={`Editar ${funcao.nome}`}
      esquema={esquema}
      initialValues={iniciais}
      mensagemDeSucesso="Função salva."
      onSubmit={async (v) => {
        const salva = await atualizar({
          id: funcao.id,
          body: {
            nome: v.nome.trim(),
            descricao: v.descricao.trim(),
            permissoes: funcao.permissoes,
            versao: funcao.versao,
          },
        }).unwrap();
        gravarFuncaoNoCache(dispatch, salva);
        return salva;
      }}
      aoSalvar={onClose}
      aoCancelar={onClose}
      aoRecarregar={() => {
        recarregarFuncoes(dispatch);
      }}
    >
      <CamposBasicos autoFocus />
    </DialogoDeFormulario>
  );
}
