// The import's upload and its dry run's answer. The file travels base64 in JSON: one body format
// for every route (the hostile-input walk and the client's codegen know it), at the cost of a
// third more bytes on a 5 MB file.
import { Type, type Static } from 'typebox';
import { componente } from '../../shared/componentes';
import { LINHAS_MAXIMAS, TAMANHO_MAXIMO } from '../../shared/importacao/planilha';

/** base64 of TAMANHO_MAXIMO bytes, with room for padding. */
export const BASE64_MAXIMO = Math.ceil(TAMANHO_MAXIMO / 3) * 4 + 4;

export const ArquivoImportacao = Type.Object({
  nome: Type.String({
    minLength: 1,
    maxLength: 255,
    description: 'Nome do arquivo enviado (.xlsx ou .csv).',
    errorMessage: { required: 'Informe o nome do arquivo', default: 'Nome de arquivo inválido' },
  }),
  conteudo: Type.String({
    minLength: 1,
    // A bound the schema checks before the decoder runs (TAMANHO_MAXIMO is checked again after).
    maxLength: BASE64_MAXIMO,
    pattern: '^[A-Za-z0-9+/]+={0,2}$',
    description: `O arquivo em base64: XLSX ou CSV (UTF-8 ou Windows-1252, ; ou ,), até 5 MB e ${String(LINHAS_MAXIMAS)} linhas.`,
    errorMessage: {
      required: 'Envie o arquivo',
      maxLength: 'O arquivo tem mais de 5 MB. Divida a planilha em partes menores.',
      default: 'O conteúdo do arquivo não está em base64',
    },
  }),
});

const ErroDeCelula = Type.Object({
  coluna: Type.String({ description: 'Título da coluna do modelo, ou "Linha".' }),
  mensagem: Type.String(),
});

export const ValidacaoImportacaoComponente = componente(
  'ValidacaoImportacao',
  Type.Object({
    total: Type.Integer({ minimum: 0 }),
    validas: Type.Integer({ minimum: 0 }),
    colunasIgnoradas: Type.Array(Type.String(), {
      description:
        'Colunas do arquivo que a importação não lê (Idade, Situação... de uma exportação).',
    }),
    linhas: Type.Array(
      Type.Object({
        numero: Type.Integer({ minimum: 2, description: 'Número da linha na planilha.' }),
        nome: Type.String(),
        erros: Type.Array(ErroDeCelula, { description: 'Vazio: a linha será importada.' }),
      }),
    ),
  }),
);

export const ResultadoImportacaoComponente = componente(
  'ResultadoImportacao',
  Type.Object({
    importadas: Type.Integer({
      minimum: 0,
      description: 'Aprendizes cadastrados (como Inscrito).',
    }),
    rejeitadas: Type.Array(
      Type.Object({
        numero: Type.Integer({ minimum: 2, description: 'Número da linha na planilha.' }),
        nome: Type.String(),
        erros: Type.Array(ErroDeCelula, { minItems: 1 }),
      }),
      { description: 'As linhas não importadas, com seus erros, para corrigir e enviar de novo.' },
    ),
  }),
);

/**
 * One line of the import's answer with `Accept: application/x-ndjson` (docs/API-IMPORTACAO.md):
 * progress every 100 rows, then the result or the error that ended it, told apart by `tipo`. The
 * result line is the JSON answer's body with its `tipo`, written out (not a $ref) so the client's
 * generated line type does not declare ResultadoImportacao a second time.
 */
export const LinhaDaImportacao = Type.Union([
  Type.Object(
    {
      tipo: Type.Literal('progresso'),
      processadas: Type.Integer({ minimum: 0, description: 'Linhas gravadas até agora.' }),
      total: Type.Integer({ minimum: 0, description: 'Linhas válidas a gravar.' }),
    },
    { description: 'A cada 100 linhas gravadas.' },
  ),
  Type.Object(
    { tipo: Type.Literal('resultado'), ...ResultadoImportacaoComponente.schema.properties },
    { description: 'A última linha quando a importação terminou: o corpo da resposta JSON.' },
  ),
  Type.Object(
    {
      tipo: Type.Literal('erro'),
      status: Type.Integer({ description: 'O status que a resposta JSON teria (409, 500).' }),
      detail: Type.String(),
    },
    { description: 'A última linha quando a gravação falhou: nada foi importado.' },
  ),
]);
export type LinhaDaImportacao = Static<typeof LinhaDaImportacao>;

export const ArquivoRejeitadas = Type.Object({
  ...ArquivoImportacao.properties,
  formato: Type.Optional(
    Type.Union([Type.Literal('csv'), Type.Literal('xlsx')], {
      description: 'Formato do arquivo de rejeitadas (padrão: o do arquivo enviado).',
      errorMessage: 'Use csv ou xlsx',
    }),
  ),
  linhas: Type.Optional(
    Type.Array(Type.Integer({ minimum: 2 }), {
      maxItems: LINHAS_MAXIMAS,
      description:
        'Só estas linhas (números da planilha): depois de importar, as que a importação recusou.',
      errorMessage: 'Informe os números das linhas',
    }),
  ),
});
