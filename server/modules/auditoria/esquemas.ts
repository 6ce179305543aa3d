// Request and response shapes of /api/auditoria (the trail of changes) and /api/auditoria/acessos
// (who opened which record, and every sign-in attempt). Neither ever carries a password.
import { Type, type Static, type TSchema } from 'typebox';
import { consultaLista, respostaLista } from '../../shared/lista';

const MENSAGEM_DATA = 'Data inválida: use aaaa-mm-dd';

const Data = (description: string) =>
  Type.Optional(Type.String({ format: 'date', errorMessage: MENSAGEM_DATA, description }));

const periodo = {
  dataInicio: Data('Primeiro dia (aaaa-mm-dd, horário de Brasília), incluído.'),
  dataFim: Data('Último dia (aaaa-mm-dd, horário de Brasília), incluído.'),
  usuarioId: Type.Optional(
    Type.Integer({ minimum: 1, description: 'Só o que esta pessoa fez (ou tentou).' }),
  ),
};

/** Paging and sort of the list convention; these logs have neither free text nor `ativo`. */
const listaSemBusca = <F extends Parameters<typeof consultaLista>[0]['filtros']>(filtros: F) =>
  Type.Omit(consultaLista({ ordenacoes: ['criadoEm'] as const, filtros }), ['q', 'ativo']);

export const ConsultaAuditoria = listaSemBusca({
  entidade: Type.Optional(
    Type.String({ maxLength: 60, description: 'Tipo de registro: usuario, funcao, aprendiz...' }),
  ),
  entidadeId: Type.Optional(Type.String({ maxLength: 60, description: 'Id do registro.' })),
  acao: Type.Optional(
    Type.String({ maxLength: 60, description: 'criar, atualizar, inativar, reativar, excluir...' }),
  ),
  ...periodo,
});
export type ConsultaAuditoria = Static<typeof ConsultaAuditoria>;

const Pessoa = Type.Union([Type.Object({ id: Type.Integer(), nome: Type.String() }), Type.Null()], {
  description:
    'Quem fez; null quando foi o próprio sistema ou quando a pessoa não foi identificada.',
});

export const Mudancas = Type.Union(
  [
    Type.Record(Type.String(), Type.Object({ de: Type.Unknown(), para: Type.Unknown() })),
    Type.Null(),
  ],
  { description: 'Campos alterados: { campo: { de, para } }. Segredos nunca aparecem.' },
);

export const RegistroAuditoria = Type.Object({
  id: Type.Integer(),
  usuario: Pessoa,
  acao: Type.String(),
  entidade: Type.String(),
  entidadeId: Type.Union([Type.String(), Type.Null()]),
  campos: Mudancas,
  criadoEm: Type.String({ format: 'date-time' }),
});
export type RegistroAuditoria = Static<typeof RegistroAuditoria>;

export const ListaAuditoria = respostaLista(RegistroAuditoria);

export const ConsultaAcessos = listaSemBusca({
  tipo: Type.Optional(
    Type.Union([Type.Literal('registro'), Type.Literal('login')], {
      description:
        'registro: quem abriu ou exportou registros; login: tentativas de entrada. Padrão: ambos.',
      errorMessage: 'Use registro ou login',
    }),
  ),
  entidade: Type.Optional(
    Type.String({ maxLength: 60, description: 'Só acessos a este tipo de registro (aprendiz).' }),
  ),
  entidadeId: Type.Optional(
    Type.String({ maxLength: 60, description: 'Só acessos a este registro.' }),
  ),
  sucesso: Type.Optional(
    Type.Boolean({
      description: 'Tentativas de entrada: só as que deram certo (true) ou não (false).',
    }),
  ),
  ...periodo,
});
export type ConsultaAcessos = Static<typeof ConsultaAcessos>;

const Nulavel = <T extends TSchema>(tipo: T, description: string) =>
  Type.Union([tipo, Type.Null()], { description });

export const Acesso = Type.Object({
  id: Type.String({ description: 'Único entre os dois tipos: registro-12, login-40.' }),
  tipo: Type.Union([Type.Literal('registro'), Type.Literal('login')]),
  usuario: Pessoa,
  descricao: Type.String({ description: 'O que aconteceu, em português.' }),
  ip: Nulavel(Type.String(), 'Endereço de origem.'),
  entidade: Nulavel(Type.String(), 'registro: tipo do registro aberto.'),
  entidadeId: Nulavel(Type.String(), 'registro: id do registro aberto; null numa exportação.'),
  acao: Nulavel(Type.String(), 'registro: visualizar ou exportar.'),
  email: Nulavel(Type.String(), 'login: o e-mail digitado (a senha nunca é guardada).'),
  sucesso: Nulavel(Type.Boolean(), 'login: se a entrada deu certo.'),
  motivo: Nulavel(Type.String(), 'login: ok, credenciais, bloqueada, desativado ou limite_ip.'),
  criadoEm: Type.String({ format: 'date-time' }),
});
export type Acesso = Static<typeof Acesso>;

export const ListaAcessos = respostaLista(Acesso);
