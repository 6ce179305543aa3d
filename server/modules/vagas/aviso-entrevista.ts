// The interview e-mail to the apprentice (issue 36): written in the transaction that schedules or
// moves the interview (a referral created with a date, or changed to "entrevista agendada" or to
// another date), so a refused change sends nothing. It says what the apprentice needs: the
// vacancy, the company, when, where (the unit's address) and what to bring. Nothing about other
// people. To the apprentice's e-mail and, while they are a minor on the interview day, to the
// responsável's e-mail too (each when filled in; docs/API-VAGAS.md). ENTREVISTA_EMAIL=0 turns it
// off.
import { eq } from 'drizzle-orm';
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
import { nomeDoParceiro } from '../../shared/parceiro';
import { nomeDoAprendiz } from '../../shared/aprendiz';

export const ORIGEM_ENTREVISTA = 'entrevista';

/** What to bring (decision: the documents a company asks for at an apprentice's interview). */
export const LEVAR_NA_ENTREVISTA = [
  'documento de identidade com foto (RG ou CNH)',
  'CPF',
  'comprovante de matrícula ou declaração escolar',
  'carteira de trabalho digital no celular, se já tiver',
] as const;

/** Writes the messages of the referral's interview; how many (0 when nobody has an e-mail). */
export async function avisarEntrevista(tx: Executor, encaminhamentoId: number): Promise<number> {
  const [e] = await tx
    .select({
      quando: encaminhamentos.dataEntrevista,
      nome: nomeDoAprendiz,
      email: aprendizes.email,
      nascimento: aprendizes.dataNascimento,
      responsavel: aprendizes.responsavelNome,
      emailResponsavel: aprendizes.responsavelEmail,
      vaga: vagas.titulo,
      empresa: nomeDoParceiro,
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
  if (!e?.quando) return 0;
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
  const primeiroNome = (nome: string) => nome.trim().split(/\s+/)[0] ?? nome;
  const menor = idadeEm(e.nascimento, dia) < 18;
  const detalhes = [
    {
      itens: [
        `Quando: ${formatarDataExtenso(dia)}, às ${hora}`,
        `Onde: ${e.unidade}${endereco ? ` — ${endereco}` : ''}`,
      ],
    },
    'Leve:',
    { itens: LEVAR_NA_ENTREVISTA },
  ];
  const paraAprendiz = corpoDoEmail([
    `Olá, ${primeiroNome(e.nome)}!`,
    `Você tem uma entrevista marcada para a vaga ${e.vaga}, na empresa ${e.empresa}.`,
    ...detalhes,
    ...(menor
      ? [
          `Como você ainda não tem 18 anos, mostre este e-mail ao seu responsável${e.responsavel ? ` (${e.responsavel})` : ''}.`,
        ]
      : []),
    'Chegue 15 minutos antes. Se não puder ir, avise a equipe do programa Jovem Aprendiz o quanto antes.',
  ]);
  const paraResponsavel = corpoDoEmail([
    e.responsavel ? `Olá, ${primeiroNome(e.responsavel)}!` : 'Olá!',
    `${e.nome}, de quem você é responsável no programa Jovem Aprendiz, tem uma entrevista marcada para a vaga ${e.vaga}, na empresa ${e.empresa}.`,
    ...detalhes,
    'Se não puder ir, avise a equipe do programa Jovem Aprendiz o quanto antes.',
  ]);
  const mensagens = [
    { para: e.email, corpo: paraAprendiz },
    ...(menor ? [{ para: e.emailResponsavel, corpo: paraResponsavel }] : []),
  ];
  const assunto = `Entrevista marcada: ${e.vaga} — ${dia.slice(8, 10)}/${dia.slice(5, 7)} às ${hora}`;
  const enviados = new Set<string>();
  for (const { para, corpo } of mensagens) {
    const destinatario = para?.trim().toLowerCase();
    // The same address typed on both (a shared family e-mail) gets the apprentice's message once.
    if (!destinatario || enviados.has(destinatario)) continue;
    await enfileirarEmail(tx, { destinatario, assunto, ...corpo, origem: ORIGEM_ENTREVISTA });
    enviados.add(destinatario);
  }
  return enviados.size;
}
