// The list of apprentices: its row, its sort keys and filters, its export and its cards' figures.
import { Type, type Static } from 'typebox';
import { componente } from '../../../shared/componentes';
import { consultaExportacao, consultaLista, paginacaoPorCursor } from '../../../shared/lista';
import { inteiro, texto } from './comum';

export const AprendizResumo = componente(
  'AprendizResumo',
  Type.Object(
    {
      id: Type.Integer(),
      nome: Type.String(),
      nomeSocial: texto,
      cpf: Type.String({ description: '000.000.000-00 ou ***.456.789-** (LGPD).' }),
      dataNascimento: Type.String(),
      idade: Type.Integer(),
      situacaoId: Type.Integer(),
      situacao: Type.String(),
      situacaoCor: Type.String(),
      municipioId: inteiro,
      municipio: texto,
      uf: texto,
      pcd: Type.Boolean(),
      dataCadastro: Type.String(),
      ativo: Type.Boolean(),
    },
    { description: 'Linha da lista de aprendizes.' },
  ),
);

export const ORDENACOES_APRENDIZ = [
  'nome',
  'idade',
  'dataNascimento',
  'dataCadastro',
  'situacao',
  'municipio',
] as const;

const idFiltro = (descricao: string) =>
  Type.Optional(Type.Integer({ minimum: 1, description: descricao, errorMessage: 'Id inválido' }));

const idade = (descricao: string) =>
  Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 120,
      description: descricao,
      errorMessage: 'A idade deve ser um número inteiro entre 0 e 120',
    }),
  );

export const ConsultaAprendiz = consultaLista({
  ordenacoes: ORDENACOES_APRENDIZ,
  filtros: {
    ...paginacaoPorCursor,
    situacaoId: idFiltro('Só os desta situação.'),
    municipioId: idFiltro('Só os deste município (código IBGE).'),
    idadeMin: idade('Idade mínima hoje, inclusive.'),
    idadeMax: idade('Idade máxima hoje, inclusive.'),
  },
});
export type ConsultaAprendiz = Static<typeof ConsultaAprendiz>;

export const ExportacaoAprendiz = consultaExportacao(ConsultaAprendiz);

/** GET /api/aprendizes/situacao/{id}: the situação is the path; paging, q and sort. */
export const ConsultaPorSituacao = consultaLista({
  ordenacoes: ORDENACOES_APRENDIZ,
  filtros: paginacaoPorCursor,
});

export const EstatisticasAprendizes = Type.Object({
  total: Type.Integer({ description: 'Aprendizes ativos.' }),
  inativos: Type.Integer(),
  porSituacao: Type.Array(
    Type.Object({
      situacaoId: Type.Integer(),
      codigo: Type.String(),
      nome: Type.String(),
      cor: Type.String(),
      total: Type.Integer(),
    }),
  ),
  novosNoMes: Type.Integer({ description: 'Ativos com data de cadastro neste mês.' }),
  menores: Type.Integer({ description: 'Ativos com menos de 18 anos hoje.' }),
  pcd: Type.Integer({ description: 'Ativos com deficiência.' }),
});
