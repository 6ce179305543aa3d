// The permission catalogue and the five seeded roles (funções), built from the modules' manifests
// (server/modules/manifestos.ts): each module declares its permissions with their label, area and
// default grants. A route declares the permission it needs with `config: { permissao: 'area:acao' }`;
// modules/auth/plugin.ts checks it.
import { MODULOS } from '../modules/manifestos';
import type { ChaveFuncao, DeclaracaoPermissao, ManifestoDoModulo, Permissoes } from './modulo';

export type { ChaveFuncao } from './modulo';

type PermissoesDe<M> = M extends ManifestoDoModulo<infer P> ? keyof P & string : never;

/** Every module's permission key: a route's `permissao` that no manifest declares does not compile. */
export type Permissao = PermissoesDe<(typeof MODULOS)[number]>;

/**
 * The role matrix's areas in the order it shows them; the catalogue follows them, each area's
 * permissions in the manifests' order. An area not named here (a new domain's) comes after them.
 */
const AREAS_DO_CATALOGO = [
  'Aprendizes',
  'Turmas',
  'Empresas',
  'Educadores',
  'Contratos',
  'Vagas',
  'Frequência',
  'Avaliações',
  'Módulos',
  'Benefícios',
  'Relatórios',
  'Cadastros',
  'Administração',
  'Documentos',
];

function montarCatalogo(): Record<Permissao, DeclaracaoPermissao> {
  const declaradas: [Permissao, DeclaracaoPermissao][] = [];
  const modulos: readonly ManifestoDoModulo<Permissoes>[] = MODULOS;
  for (const modulo of modulos) {
    for (const [chave, declaracao] of Object.entries(modulo.permissoes ?? {})) {
      if (declaradas.some(([outra]) => outra === chave)) {
        throw new Error(`A permissão ${chave} é declarada por dois módulos.`);
      }
      declaradas.push([chave as Permissao, declaracao]);
    }
  }
  const posicao = (area: string) => {
    const i = AREAS_DO_CATALOGO.indexOf(area);
    return i < 0 ? AREAS_DO_CATALOGO.length : i;
  };
  // A stable sort: inside an area, the manifests' order.
  declaradas.sort(([, a], [, b]) => posicao(a.area) - posicao(b.area));
  return Object.fromEntries(declaradas) as Record<Permissao, DeclaracaoPermissao>;
}

export const CATALOGO_PERMISSOES = montarCatalogo();

export const TODAS_PERMISSOES = Object.keys(CATALOGO_PERMISSOES) as Permissao[];

export function ehPermissao(valor: string): valor is Permissao {
  return Object.hasOwn(CATALOGO_PERMISSOES, valor);
}

export interface FuncaoPadrao {
  chave: ChaveFuncao;
  nome: string;
  descricao: string;
  permissoes: readonly Permissao[];
}

/** What a função holds by default: the administrador everything, the others what grants them. */
const permissoesPadraoDa = (chave: ChaveFuncao): Permissao[] =>
  chave === 'administrador'
    ? TODAS_PERMISSOES
    : TODAS_PERMISSOES.filter((p) =>
        (CATALOGO_PERMISSOES[p].concedidaA as readonly ChaveFuncao[]).includes(chave),
      );

const funcao = (chave: ChaveFuncao, nome: string, descricao: string): FuncaoPadrao => ({
  chave,
  nome,
  descricao,
  permissoes: permissoesPadraoDa(chave),
});

export const FUNCOES_PADRAO: readonly FuncaoPadrao[] = [
  funcao('administrador', 'Administrador', 'Acesso completo, incluindo usuários e funções.'),
  funcao('coordenacao', 'Coordenação', 'Conduz o programa: tudo, exceto administrar usuários.'),
  funcao('secretaria', 'Secretaria', 'Cadastros, contratos, vagas e enturmação do dia a dia.'),
  funcao('educador', 'Educador', 'Frequência, avaliações e notas das suas turmas.'),
  funcao(
    'financeiro',
    'Financeiro',
    'Benefícios e pagamentos, com leitura de contratos e frequência.',
  ),
];
