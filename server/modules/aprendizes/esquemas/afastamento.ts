// Leaves of absence (afastamentos) and the situação history they write to.
import { Type } from 'typebox';
import { MENSAGENS_APRENDIZ as M } from '../../../../src/shared/validation/aprendiz';
import { componente, Momento } from '../../../shared/componentes';
import { Nulo, parametroId } from '../../../shared/esquemas';
import { Data, inteiro, texto, textoOpcional } from './comum';

export const ParametroId = parametroId({
  description: 'Id do aprendiz.',
  errorMessage: 'Id inválido',
});

export const ParametrosAfastamento = Type.Object({
  ...ParametroId.properties,
  afastamentoId: Type.Integer({ minimum: 1, errorMessage: 'Id inválido' }),
});

export const Afastamento = componente(
  'Afastamento',
  Type.Object(
    {
      id: Type.Integer(),
      aprendizId: Type.Integer(),
      motivoAfastamentoId: Type.Integer(),
      motivo: Type.String(),
      dataInicio: Type.String(),
      dataFim: Nulo(Type.String(), { description: 'null enquanto o aprendiz está afastado.' }),
      observacoes: texto,
      situacaoAnteriorId: Type.Integer({ description: 'A situação à qual o aprendiz volta.' }),
      versao: Type.Integer(),
      criadoEm: Momento(),
      atualizadoEm: Momento(),
    },
    { description: 'Afastamento (licença) do aprendiz.' },
  ),
);

export const AfastamentoEntrada = Type.Object({
  motivoAfastamentoId: Type.Integer({
    minimum: 1,
    errorMessage: { required: M.informeMotivoAfastamento, default: M.opcaoInexistente },
  }),
  dataInicio: Data('Primeiro dia do afastamento', M.informeDataInicio),
  dataFim: Type.Optional(
    Nulo(Type.String({ maxLength: 10 }), {
      description: 'Só para registrar um afastamento que já terminou (não pode ser futura).',
      errorMessage: M.dataInvalida,
    }),
  ),
  observacoes: textoOpcional(1000),
});

export const EncerramentoAfastamento = Type.Object({
  dataFim: Data('Último dia do afastamento', M.informeDataFim),
});

export const HistoricoSituacao = componente(
  'HistoricoSituacao',
  Type.Object(
    {
      id: Type.Integer(),
      data: Type.String({ description: 'Quando a mudança valeu (aaaa-mm-dd).' }),
      situacaoAnteriorId: inteiro,
      situacaoAnterior: texto,
      situacaoId: Type.Integer(),
      situacao: Type.String(),
      situacaoCor: Type.String(),
      motivo: Type.String(),
      origem: Type.String({
        description:
          'cadastro, afastamento, retorno-afastamento (e as operações de outros domínios).',
      }),
      origemId: inteiro,
      usuarioId: inteiro,
      usuario: Nulo(Type.String(), { description: 'Quem fez a mudança; null para carga inicial.' }),
      criadoEm: Momento(),
    },
    { description: 'Uma mudança de situação do aprendiz.' },
  ),
);
