// The routes of one registry, from its definition. Paths (slug = estado-civil, conceitos...):
//   GET    /api/cadastros/<slug>                   { data } of active rows (the forms' selects)
//   GET    /api/cadastros/<slug>/lista             paged list { data, total, page, pageSize }
//   GET    /api/cadastros/<slug>/lista/exportar    the list's rows as CSV or XLSX
// and the standard routes of an audited record under /api/cadastros/<slug> (server/shared/registro).
import { Type, type TProperties } from 'typebox';
import { corpoDosCampos, respostaDosCampos } from '../../shared/campos';
import { componente, Momento, type Componente } from '../../shared/componentes';
import { parametroId } from '../../shared/esquemas';
import { consultaLista, respostaListaCompleta } from '../../shared/lista';
import type { AppTypebox } from '../../shared/plugin';
import { respostasDeErro } from '../../shared/problem';
import { rotasPadrao } from '../../shared/registro';
import type { DefinicaoCadastro } from './definicao';
import { opcoes, registroDeCadastro } from './registro';

const tags = ['cadastros'];

const ParametroCadastro = parametroId({
  description: 'Id do registro.',
  errorMessage: 'Id inválido',
});

const Versao = Type.Integer({
  minimum: 1,
  description: 'A versão lida; se outra pessoa salvou antes, a resposta é 409.',
  errorMessage: 'Informe a versão do registro (campo versao)',
});

/** The OpenAPI component of a registry's row (EstadoCivil, Conceito...). */
export function componenteDe(def: DefinicaoCadastro): Componente<ReturnType<typeof Type.Object>> {
  return componente(
    def.componente,
    Type.Object(
      {
        id: Type.Integer(),
        ...respostaDosCampos(def.campos),
        ...def.saidaPropria,
        ativo: Type.Boolean(),
        versao: Type.Integer(),
        criadoEm: Momento(),
        atualizadoEm: Momento(),
      },
      { description: `Linha do cadastro de ${def.nomes.plural}.` },
    ),
  );
}

export function rotasDeCadastro(
  app: AppTypebox,
  def: DefinicaoCadastro,
  item: Componente<ReturnType<typeof Type.Object>>,
): void {
  const base = `/api/cadastros/${def.slug}`;
  const { plural, singular } = def.nomes;
  const um = `${def.nomes.feminino ? 'uma' : 'um'} ${singular}`;
  const campos: TProperties = { ...corpoDosCampos(def.campos), ...def.corpoProprio };

  app.get(
    base,
    {
      schema: {
        operationId: `${def.operacao}Opcoes`,
        tags,
        summary: `Opções de ${plural} (ativos), para seleção em formulários`,
        description: 'Disponível a qualquer usuário autenticado: os formulários dependem dela.',
        response: { 200: respostaListaCompleta(item.ref), ...respostasDeErro(401) },
      },
    },
    async () => ({ data: await opcoes(app.db, def) }),
  );

  rotasPadrao(app, registroDeCadastro(def), {
    base,
    lista: '/lista',
    tags,
    operacao: def.operacao,
    permissoes: { ler: 'cadastros:ler', escrever: 'cadastros:escrever' },
    componente: item,
    consulta: consultaLista({ ordenacoes: Object.keys(def.ordenacoes), filtros: {} }),
    corpoNovo: Type.Object(campos),
    corpoAlteracao: Type.Object({ ...campos, versao: Versao }),
    parametros: ParametroCadastro,
    documentacao: {
      listar: { summary: `Lista paginada de ${plural}` },
      exportar: { summary: `Exporta ${plural} (CSV ou XLSX) com os filtros e a ordem da lista` },
      criar: { summary: `Cria ${um}` },
      obter: { summary: `Um registro de ${plural}` },
      atualizar: { summary: `Altera ${um} (com versao)` },
      inativar: {
        summary: `Inativa ${um} (nada é apagado)`,
        description:
          'Some das opções dos formulários; os registros que já o usam continuam com ele.',
      },
      reativar: { summary: `Reativa ${um}` },
    },
    erros: { inativar: [400, 401, 403, 404], reativar: [400, 401, 403, 404, 409] },
  });
}
