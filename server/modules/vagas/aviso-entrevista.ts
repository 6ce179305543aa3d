// The interview e-mail to the apprentice (issue 36): written in the transaction that schedules or
// moves the interview (a referral created with a date, or changed to "entrevista agendada" or to
// another date), so a refused change sends nothing. It says what the apprentice needs: the
// vacancy, the company, when, where (the unit's address) and what to bring. Nothing about other
// people. The apprentice's own e-mail only: the record has no e-mail for the responsável yet, so a
// minor's message asks them to show it to the responsável (docs/API-VAGAS.md). ENTREVISTA_EMAIL=0
// turns it off.
import { eq, sql } from 'drizzle-orm';
import {
  aprendizes,
  encaminhamentos,
  municipios,
  parceiros,
  unidades,
  vagas,
} from '../../db/schema';
import { corpoDoEmail, enfileirarEmail } from '../../shared/email';
import type { Executor } from '../../shared/executor';
import { formatarDataExtenso } from '../../../src/shared/format/data';
import { mascararCep } from '../../../src/shared/format/mascaras';
import { idadeEm } from '../../../src/shared/validation/datas';

export const ORIGEM_ENTREVISTA = 'entrevista';

/** What to bring (decision: the documents a company asks for at an apprentice's interview). */
export const LEVAR_NA_ENTREVISTA = [
  'documento de identidade com foto (RG ou CNH)',
  'CPF',
  'comprovante de matrícula ou declaração escolar',
  'carteira de trabalho digital no celular, se já tiver',
] as const;

/** Writes the message of the referral's interview; false when the apprentice has no e-mail. */
export async function avisarEntrevista(tx: Executor, encaminhamentoId: number): Promise<boolean> {
  const [e] = await tx
    .select({
      quando: encaminhamentos.dataEntrevista,
      nome: sql<string>`coalesce(nullif(${aprendizes.nomeSocial}, ''), ${aprendizes.nome})`,
      email: aprendizes.email,
      nascimento: aprendizes.dataNascimento,
      responsavel: aprendizes.responsavelNome,
      vaga: vagas.titulo,
      empresa: sql<string>`coalesce(nullif(${parceiros.nomeFantasia}, ''), ${parceiros.razaoSocial})`,
      unidade: unidades.nome,
      logradouro: unidades.logradouro,
      numero: unidades.numero,
      complemento: unidades.complemento,
      bairro: unidades.bairro,
      municipio: municipios.nome,
      uf: unidades.uf,
      cep: unidades.cep,
    })
    .from(encaminhamentos)
    .innerJoin(aprendizes, eq(aprendizes.id, encaminhamentos.aprendizId))
    .innerJoin(vagas, eq(vagas.id, encaminhamentos.vagaId))
    .innerJoin(parceiros, eq(parceiros.id, vagas.parceiroId))
    .innerJoin(unidades, eq(unidades.id, vagas.unidadeId))
    .leftJoin(municipios, eq(municipios.id, unidades.municipioId))
    .where(eq(encaminhamentos.id, encaminhamentoId));
  const destinatario = e?.email?.trim().toLowerCase();
  if (!e?.quando || !destinatario) return false;

  const dia = e.quando.slice(0, 10);
  const hora = e.quando.slice(11, 16);
  const endereco = [
    [e.logradouro, e.numero, e.complemento].filter(Boolean).join(', '),
    e.bairro,
    e.municipio ? `${e.municipio}${e.uf ? `/${e.uf}` : ''}` : e.uf,
    e.cep ? `CEP ${mascararCep(e.cep)}` : null,
  ]
    .filter(Boolean)
    .join(' — ');
  const primeiroNome = e.nome.trim().split(/\s+/)[0] ?? e.nome;
  const menor = idadeEm(e.nascimento, dia) < 18;
  const { texto, html } = corpoDoEmail([
    `Olá, ${primeiroNome}!`,
    `Você tem uma entrevista marcada para a vaga ${e.vaga}, na empresa ${e.empresa}.`,
    {
      itens: [
        `Quando: ${formatarDataExtenso(dia)}, às ${hora}`,
        `Onde: ${e.unidade}${endereco ? ` — ${endereco}` : ''}`,
      ],
    },
    'Leve:',
    { itens: LEVAR_NA_ENTREVISTA },
    ...(menor
      ? [
          `Como você ainda não tem 18 anos, mostre este e-mail ao seu responsável${e.responsavel ? ` (${e.responsavel})` : ''}.`,
        ]
      : []),
    'Chegue 15 minutos antes. Se não puder ir, avise a equipe do programa Jovem Aprendiz o quanto antes.',
  ]);
  return enfileirarEmail(tx, {
    destinatario,
    assunto: `Entrevista marcada: ${e.vaga} — ${dia.slice(8, 10)}/${dia.slice(5, 7)} às ${hora}`,
    texto,
    html,
    origem: ORIGEM_ENTREVISTA,
  });
}
