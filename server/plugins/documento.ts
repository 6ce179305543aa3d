// The published OpenAPI document says what the server does (issue 33). Routes declare their
// schemas once, in TypeBox; the conventions every route shares are written here, in one place,
// over the document @fastify/swagger builds, instead of on each of ~300 operations:
// - every error (4xx/5xx) is application/problem+json with the Problem schema (plugins/errors.ts);
// - 401 carries WWW-Authenticate, 429 and 503 carry Retry-After; every /api operation may answer
//   500 (plugins/errors.ts) and 503 (the load shedder, plugins/carga.ts, guards them all);
// - a download (`Arquivo(...)`, `comoArquivo(...)`, shared/arquivo.ts) has one media type per
//   format, binary, and Content-Disposition;
// - request bodies do not publish `additionalProperties: false`: an unknown property is dropped,
//   not refused (docs/ARCHITECTURE.md), so `false` would tell a validating client a lie;
// - the control-character refusal of plugins/entradas.ts is stated as `x-caracteresDeControle` on
//   every operation that takes input (a `pattern` on every string would be compiled and checked a
//   second time by ajv, and would replace the field's own message);
// - tags are declared with a description, every operation has one, and `servers` says where the
//   API lives.
import { MARCA_ARQUIVO, TIPOS_DE_ARQUIVO, type FormatoDeArquivo } from '../shared/arquivo';

type No = Record<string, unknown>;
const eObjeto = (v: unknown): v is No => v !== null && typeof v === 'object' && !Array.isArray(v);
const textoDe = (v: unknown, padrao: string): string => (typeof v === 'string' ? v : padrao);

const TIPO_PROBLEMA = 'application/problem+json';

/** Each tag (one per domain, the client's codegen splits by it) and what it covers. */
export const TAGS: Record<string, string> = {
  sistema: 'Saúde do servidor e do banco de dados.',
  auth: 'Entrada, saída, sessão e troca de senha.',
  cadastros: 'Tabelas auxiliares (estado civil, gênero, regiões, conceitos...).',
  aprendizes: 'Cadastro dos aprendizes, contatos, afastamentos e histórico.',
  situacoes: 'Situações do aprendiz e suas mudanças.',
  usuarios: 'Usuários do back office.',
  funcoes: 'Funções (perfis de acesso) e suas permissões.',
  auditoria: 'Trilha de auditoria e registro de acessos.',
  parceiros: 'Empresas parceiras, unidades e lotações.',
  educadores: 'Educadores.',
  turmas: 'Turmas.',
  alocacoes: 'Alocação de aprendizes em turmas.',
  modulos: 'Cursos, módulos, disciplinas, planos e currículo.',
  contratos: 'Contratos de aprendizagem, prorrogações e rescisões.',
  'salarios-minimos': 'Salário mínimo vigente por período.',
  relatorios: 'Relatórios (JSON paginado ou arquivo CSV, XLSX, PDF).',
  estatisticas: 'Estatísticas do programa.',
  vagas: 'Vagas, candidaturas e encaminhamentos.',
  feriados: 'Feriados e calendário.',
  frequencia: 'Frequência diária e pendências.',
  avaliacoes: 'Avaliações, notas e boletins.',
  beneficios: 'Vale-transporte, vale-alimentação e pagamentos.',
  busca: 'Busca global.',
  importacao: 'Importação de aprendizes por planilha.',
  lgpd: 'LGPD: relatório do titular, anonimização e retenção.',
  documentos: 'Certificados e declarações: emissão, registro, revogação e verificação pública.',
  emails: 'Caixa de saída dos e-mails: situação de cada mensagem e reenvio.',
  portal:
    'Portal da empresa: supervisores das unidades, o link assinado de cada um e a página pública ' +
    '(só pelo link) com os aprendizes da unidade e as avaliações da prática.',
};

const cabecalho = (description: string, required: boolean, schema: No = { type: 'string' }) => ({
  description,
  required,
  schema,
});

const RETRY_AFTER = (required: boolean) =>
  cabecalho('Segundos até valer a pena tentar de novo.', required, { type: 'integer', minimum: 0 });

const respostaProblema = (description: string, headers?: No): No => ({
  description,
  ...(headers ? { headers } : {}),
  content: { [TIPO_PROBLEMA]: { schema: { $ref: '#/components/schemas/Problem' } } },
});

const DESCRICOES_DE_ERRO: Record<string, string> = {
  '400': 'Requisição inválida (em `errors`, a mensagem de cada campo).',
  '401': 'Não autenticado: sem token, token inválido ou sessão encerrada.',
  '403': 'Sem permissão para esta ação.',
  '404': 'Não encontrado.',
  '409': 'Conflito: outra pessoa salvou antes (versao) ou o valor já existe.',
  '413': 'Conteúdo grande demais.',
  '414': 'Endereço longo demais (um parâmetro do caminho passa de 100 caracteres).',
  '415': 'Tipo de conteúdo não suportado: envie JSON (Content-Type: application/json).',
  '422': 'Regra de negócio violada.',
  '429': 'Muitas requisições: aguarde o tempo de Retry-After.',
  '503':
    'Serviço indisponível (servidor sobrecarregado ou banco fora do ar): tente após Retry-After.',
};

const SOBRECARGA = respostaProblema(DESCRICOES_DE_ERRO['503'] ?? '', {
  'Retry-After': RETRY_AFTER(true),
});
const ERRO_INTERNO = respostaProblema(DESCRICOES_DE_ERRO['500'] ?? '');
const erroDe = (status: string) => respostaProblema(DESCRICOES_DE_ERRO[status] ?? 'Erro.');

function respostaDeArquivo(resposta: No, formatos: FormatoDeArquivo[]): No {
  const json = resposta.content;
  const esquemaJson = eObjeto(json) ? (json['application/json'] as No | undefined)?.schema : {};
  const soArquivo = eObjeto(esquemaJson) && esquemaJson.type === 'string';
  const content: No = {};
  if (!soArquivo && eObjeto(esquemaJson)) {
    content['application/json'] = {
      schema: Object.fromEntries(Object.entries(esquemaJson).filter(([k]) => k !== MARCA_ARQUIVO)),
    };
  }
  for (const formato of formatos) {
    if (formato === 'json') continue;
    content[TIPOS_DE_ARQUIVO[formato]] = { schema: { type: 'string', format: 'binary' } };
  }
  const sempreArquivo = soArquivo || formatos.includes('json');
  return {
    ...resposta,
    description: soArquivo
      ? textoDe(esquemaJson.description, 'Arquivo.')
      : textoDe(resposta.description, 'Resposta.'),
    headers: {
      'Content-Disposition': cabecalho(
        sempreArquivo
          ? 'attachment; filename="<nome>.<formato>": o arquivo para baixar.'
          : 'attachment; filename="<nome>.<formato>" quando a resposta é um arquivo (formato).',
        sempreArquivo,
      ),
    },
    content,
  };
}

/** `additionalProperties: false` dropped from a request body's schema (see the top). */
function semFalsoFechado(esquema: unknown): unknown {
  if (Array.isArray(esquema)) return esquema.map(semFalsoFechado);
  if (!eObjeto(esquema)) return esquema;
  return Object.fromEntries(
    Object.entries(esquema)
      .filter(([chave, valor]) => !(chave === 'additionalProperties' && valor === false))
      .map(([chave, valor]) => [chave, semFalsoFechado(valor)]),
  );
}

const METODOS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];

function operacao(caminho: string, op: No): void {
  const respostas = (op.responses ?? {}) as Record<string, No>;
  for (const [status, resposta] of Object.entries(respostas)) {
    const numero = Number(status);
    if (numero >= 400) {
      const headers: No = { ...(resposta.headers as No | undefined) };
      if (numero === 401) {
        headers['WWW-Authenticate'] = cabecalho('Bearer realm="aprendiz" (RFC 6750).', true);
      }
      if (numero === 429 || numero === 503) headers['Retry-After'] = RETRY_AFTER(true);
      // The Problem schema's own description (or Default Response) says nothing about the status.
      const propria = textoDe(resposta.description, '');
      const generica =
        propria === '' || propria === 'Default Response' || propria.startsWith('Erro no formato');
      respostas[status] = respostaProblema(
        generica ? (DESCRICOES_DE_ERRO[status] ?? 'Erro.') : propria,
        Object.keys(headers).length > 0 ? headers : undefined,
      );
      continue;
    }
    // The mark on the operation itself: a 200 whose schema is a $ref (swagger drops its siblings).
    const daOperacao = status === '200' ? op[MARCA_ARQUIVO] : undefined;
    if (Array.isArray(daOperacao)) {
      respostas[status] = respostaDeArquivo(resposta, daOperacao as never);
      continue;
    }
    const json = eObjeto(resposta.content)
      ? (resposta.content['application/json'] as No | undefined)
      : {};
    const marca = eObjeto(json?.schema) ? json.schema[MARCA_ARQUIVO] : undefined;
    if (Array.isArray(marca)) respostas[status] = respostaDeArquivo(resposta, marca as never);
  }
  Reflect.deleteProperty(op, MARCA_ARQUIVO);
  // Any operation can fail inside (plugins/errors.ts answers a bare 500), and every /api one can
  // be shed (plugins/carga.ts).
  if (caminho.startsWith('/api/')) {
    respostas['500'] ??= ERRO_INTERNO;
    respostas['503'] ??= SOBRECARGA;
  }
  // Fastify's own refusals: a body not JSON or too big, a path parameter over the router's length.
  if (op.requestBody !== undefined) {
    respostas['400'] ??= erroDe('400');
    respostas['413'] ??= erroDe('413');
    respostas['415'] ??= erroDe('415');
  }
  if (caminho.includes('{')) respostas['414'] ??= erroDe('414');
  op.responses = respostas;

  const corpo = op.requestBody as No | undefined;
  if (eObjeto(corpo)) op.requestBody = semFalsoFechado(corpo);
  if (corpo !== undefined || (Array.isArray(op.parameters) && op.parameters.length > 0)) {
    op['x-caracteresDeControle'] =
      'Recusados (400) em qualquer texto, chave ou parâmetro: NUL e os demais caracteres de ' +
      'controle C0 e DEL, exceto tabulação e quebras de linha.';
  }
  if (typeof op.description !== 'string' || op.description === '') {
    const permissao = op['x-permissao'];
    const acesso =
      Array.isArray(op.security) && op.security.length === 0
        ? 'Rota pública (sem token).'
        : typeof permissao === 'string'
          ? `Exige a permissão \`${permissao}\`.`
          : 'Exige apenas uma sessão válida.';
    op.description = `${textoDe(op.summary, '')}. ${acesso}`.replace(/^\. /, '');
  }
}

/** The document @fastify/swagger built, with the conventions above written on it. */
export function documentoFiel(documento: No): No {
  const paths = (documento.paths ?? {}) as Record<string, No>;
  const usadas = new Set<string>();
  for (const [caminho, item] of Object.entries(paths)) {
    for (const metodo of METODOS) {
      const op = item[metodo];
      if (!eObjeto(op)) continue;
      operacao(caminho, op);
      for (const tag of (op.tags as string[] | undefined) ?? []) usadas.add(tag);
    }
  }
  return {
    ...documento,
    servers: [
      {
        url: '{origem}',
        description: 'Onde o back office está publicado: a API fica em /api no mesmo endereço.',
        variables: { origem: { default: 'http://localhost:3000' } },
      },
    ],
    tags: [...usadas].sort().map((name) => ({ name, description: TAGS[name] ?? name })),
  };
}
