// A função's plain fields, declared once (src/shared/campos): /api/funcoes' body and answer, the
// server's column values and the função dialogs' rules and words derive from it. Its key (a
// pattern, set once) and its permissions (a list from the catalogue) are the module's own
// (server/modules/funcoes/esquemas.ts).
import { declararCampos, validarCampos, type DadosDe } from '../campos';

export const MENSAGENS_CAMPOS_FUNCAO = {
  informeNome: 'Informe o nome',
  nomeCurto: 'Nome deve ter no mínimo 3 caracteres',
  nomeLongo: 'Nome deve ter no máximo 60 caracteres',
  descricaoLonga: 'Descrição deve ter no máximo 500 caracteres',
} as const;

const M = MENSAGENS_CAMPOS_FUNCAO;

export const CAMPOS_FUNCAO = declararCampos({
  nome: {
    tipo: 'texto',
    coluna: 'nome',
    rotulo: 'Nome',
    obrigatorio: true,
    minimo: 3,
    // The key and the permissions are refused by the schema: a short name comes in that 400.
    minimoNoCorpo: true,
    maximo: 60,
    mensagens: { obrigatorio: M.informeNome, minimo: M.nomeCurto, maximo: M.nomeLongo },
  },
  descricao: {
    tipo: 'textoLivre',
    coluna: 'descricao',
    rotulo: 'Descrição',
    padrao: '',
    maximo: 500,
    descricao: 'Para que serve a função; vazia quando não informada.',
    mensagens: { maximo: M.descricaoLonga },
  },
});

export type DadosFuncao = DadosDe<typeof CAMPOS_FUNCAO>;

export function validarFuncao(d: DadosFuncao): Record<string, string> {
  return validarCampos(CAMPOS_FUNCAO, d);
}
