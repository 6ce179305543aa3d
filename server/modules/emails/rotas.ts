// /api/emails: the outbox as the administrator sees it (issue 36) — every message with its status,
// recipient, subject, attempts and last error, newest first, and "resend" (back to pending, the
// sender tries it on its next pass). Only emails:admin: recipients and contents are personal data.
import { and, count, desc, eq, ne } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { emails, STATUS_EMAIL } from '../../db/schema';
import { ParametroId } from '../../shared/esquemas';
import { pagina, paginacao, respostaLista } from '../../shared/lista';
import { pluginDeRotas } from '../../shared/plugin';
import { problema, respostasDeErro } from '../../shared/problem';

const tags = ['emails'];
const config = { permissao: 'emails:admin' } as const;

const Status = Type.Union(
  [
    Type.Literal('pendente'),
    Type.Literal('enviando'),
    Type.Literal('enviado'),
    Type.Literal('falhou'),
    Type.Literal('nao-configurado'),
  ],
  { errorMessage: `Use um de: ${STATUS_EMAIL.join(', ')}` },
);

const Email = Type.Object({
  id: Type.Integer(),
  destinatario: Type.String(),
  assunto: Type.String(),
  origem: Type.String({ description: 'O que gerou a mensagem (alerta-frequencia...).' }),
  status: Status,
  tentativas: Type.Integer(),
  ultimoErro: Type.Union([Type.String(), Type.Null()], {
    description: 'A resposta do servidor SMTP na última falha, ou por que não foi enviado.',
  }),
  proximaTentativa: Type.String({ format: 'date-time' }),
  enviadoEm: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  criadoEm: Type.String({ format: 'date-time' }),
});

const ConsultaEmails = Type.Object({
  ...paginacao,
  status: Type.Optional(Status),
});

const NAO_ENCONTRADO = 'E-mail não encontrado.';

const colunas = {
  id: emails.id,
  destinatario: emails.destinatario,
  assunto: emails.assunto,
  origem: emails.origem,
  status: emails.status,
  tentativas: emails.tentativas,
  ultimoErro: emails.ultimoErro,
  proximaTentativa: emails.proximaTentativa,
  enviadoEm: emails.enviadoEm,
  criadoEm: emails.criadoEm,
};

type Linha = Pick<typeof emails.$inferSelect, keyof typeof colunas>;
const paraEmail = (l: Linha): Static<typeof Email> => ({
  ...l,
  proximaTentativa: l.proximaTentativa.toISOString(),
  enviadoEm: l.enviadoEm?.toISOString() ?? null,
  criadoEm: l.criadoEm.toISOString(),
});

export const emailsRoutes = pluginDeRotas('emails', [], (app) => {
  app.get(
    '/api/emails',
    {
      config,
      schema: {
        operationId: 'emailListar',
        tags,
        summary: 'A caixa de saída de e-mails, mais recentes primeiro',
        querystring: ConsultaEmails,
        response: { 200: respostaLista(Email), ...respostasDeErro(400, 401, 403) },
      },
    },
    async (request) => {
      const { page, pageSize, limit, offset } = pagina(request.query);
      const onde = and(
        request.query.status === undefined ? undefined : eq(emails.status, request.query.status),
      );
      const [linhas, [total]] = await Promise.all([
        app.db
          .select(colunas)
          .from(emails)
          .where(onde)
          .orderBy(desc(emails.criadoEm), desc(emails.id))
          .limit(limit)
          .offset(offset),
        app.db.select({ n: count() }).from(emails).where(onde),
      ]);
      return { data: linhas.map(paraEmail), total: total?.n ?? 0, page, pageSize };
    },
  );

  app.post(
    '/api/emails/:id/reenviar',
    {
      config,
      schema: {
        operationId: 'emailReenviar',
        tags,
        summary: 'Reenviar: a mensagem volta a pendente e o envio tenta de novo na próxima passada',
        description: 'Uma mensagem sendo enviada agora responde 409.',
        params: ParametroId,
        response: { 200: Email, ...respostasDeErro(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const agora = app.agora();
      const [linha] = await app.db
        .update(emails)
        .set({
          status: 'pendente',
          tentativas: 0,
          ultimoErro: null,
          proximaTentativa: agora,
          reservadoAte: null,
          atualizadoEm: agora,
        })
        .where(and(eq(emails.id, request.params.id), ne(emails.status, 'enviando')))
        .returning(colunas);
      if (linha) return paraEmail(linha);
      const [existe] = await app.db
        .select({ id: emails.id })
        .from(emails)
        .where(eq(emails.id, request.params.id));
      if (!existe) throw problema(404, NAO_ENCONTRADO);
      throw problema(409, 'Este e-mail está sendo enviado agora. Aguarde e veja o resultado.');
    },
  );
});
