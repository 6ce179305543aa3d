// Turns ajv's validation errors into `errors` of a problem: one Portuguese message per field
// path. A schema chooses its own text with the `errorMessage` annotation, either one string for
// every failure of that property or an object per keyword with an optional `default`:
//
//   email: Type.String({ format: 'email', errorMessage: 'Email inválido' })
//   nome: Type.String({ minLength: 3, errorMessage: { required: 'Informe o nome',
//                                                     default: 'Nome deve ter no mínimo 3 caracteres' } })
//
// That is how later issues put the spec's exact messages on their fields.

/** The ajv error fields we read; ajv runs with `verbose` so parentSchema is present. */
export interface ErroAjv {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  parentSchema?: unknown;
}

type MensagemCustom = string | Record<string, string>;

const FORMATOS: Record<string, string> = {
  email: 'E-mail inválido',
  date: 'Data inválida',
  'date-time': 'Data e hora inválidas',
  time: 'Hora inválida',
  uri: 'Endereço inválido',
  url: 'Endereço inválido',
  uuid: 'Identificador inválido',
};

const TIPOS: Record<string, string> = {
  string: 'Deve ser um texto',
  number: 'Deve ser um número',
  integer: 'Deve ser um número inteiro',
  boolean: 'Deve ser verdadeiro ou falso',
  object: 'Deve ser um objeto',
  array: 'Deve ser uma lista',
  null: 'Deve ser vazio',
};

const plural = (n: unknown, um: string, varios: string) => (n === 1 ? um : varios);

function mensagemPadrao(erro: ErroAjv): string {
  const p = erro.params;
  const n = p.limit;
  switch (erro.keyword) {
    case 'required':
      return 'Campo obrigatório';
    case 'type':
      return TIPOS[String(p.type)] ?? 'Tipo inválido';
    case 'minLength':
      return n === 1 ? 'Campo obrigatório' : `Deve ter no mínimo ${String(n)} caracteres`;
    case 'maxLength':
      return `Deve ter no máximo ${String(n)} ${plural(n, 'caractere', 'caracteres')}`;
    case 'minimum':
      return `Deve ser maior ou igual a ${String(n)}`;
    case 'maximum':
      return `Deve ser menor ou igual a ${String(n)}`;
    case 'exclusiveMinimum':
      return `Deve ser maior que ${String(n)}`;
    case 'exclusiveMaximum':
      return `Deve ser menor que ${String(n)}`;
    case 'minItems':
      return `Selecione pelo menos ${String(n)} ${plural(n, 'item', 'itens')}`;
    case 'maxItems':
      return `Selecione no máximo ${String(n)} ${plural(n, 'item', 'itens')}`;
    case 'format':
      return FORMATOS[String(p.format)] ?? 'Formato inválido';
    case 'pattern':
      return 'Formato inválido';
    case 'additionalProperties':
      return 'Campo não permitido';
    case 'caracteresDeControle':
      return 'Contém caracteres de controle não permitidos';
    default:
      return 'Valor inválido';
  }
}

function comoCustom(valor: unknown): MensagemCustom | undefined {
  if (typeof valor === 'string') return valor;
  if (valor !== null && typeof valor === 'object') return valor as Record<string, string>;
  return undefined;
}

function anotacao(esquema: unknown): MensagemCustom | undefined {
  if (esquema === null || typeof esquema !== 'object') return undefined;
  return comoCustom((esquema as { errorMessage?: unknown }).errorMessage);
}

function escolher(custom: MensagemCustom | undefined, keyword: string): string | undefined {
  if (custom === undefined || typeof custom === 'string') return custom;
  return custom[keyword] ?? custom.default;
}

/** "/responsavel/cpf" -> "responsavel.cpf"; "/contatos/0/valor" -> "contatos.0.valor". */
function caminho(instancePath: string, filho?: string): string {
  const partes = instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (filho !== undefined) partes.push(filho);
  return partes.join('.');
}

interface Localizado {
  campo: string;
  /** The schema of the field itself, where its errorMessage lives. */
  esquemaDoCampo: unknown;
}

function localizar(erro: ErroAjv): Localizado {
  const ausente = erro.keyword === 'required' ? erro.params.missingProperty : undefined;
  const extra =
    erro.keyword === 'additionalProperties' ? erro.params.additionalProperty : undefined;
  const filho =
    typeof ausente === 'string' ? ausente : typeof extra === 'string' ? extra : undefined;
  if (filho === undefined)
    return { campo: caminho(erro.instancePath), esquemaDoCampo: erro.parentSchema };
  const propriedades = (erro.parentSchema as { properties?: Record<string, unknown> } | undefined)
    ?.properties;
  return { campo: caminho(erro.instancePath, filho), esquemaDoCampo: propriedades?.[filho] };
}

/**
 * One message per field: the field's own annotation wins over every default; otherwise the first
 * error reported for it. Union members report several errors for one field, hence the two passes.
 */
export function errosPorCampo(erros: readonly ErroAjv[]): Record<string, string> {
  const custom = new Map<string, string>();
  const padrao = new Map<string, string>();
  for (const erro of erros) {
    const { campo, esquemaDoCampo } = localizar(erro);
    const nome = campo === '' ? 'corpo' : campo;
    const texto = escolher(anotacao(esquemaDoCampo), erro.keyword);
    if (texto !== undefined && !custom.has(nome)) custom.set(nome, texto);
    if (!padrao.has(nome)) padrao.set(nome, mensagemPadrao(erro));
  }
  const resultado: Record<string, string> = {};
  for (const [campo, texto] of padrao) resultado[campo] = custom.get(campo) ?? texto;
  return resultado;
}
