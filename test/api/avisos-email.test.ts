/** @jest-environment ./test/support/api-environment.ts */
// The notices of issue 36 besides the absence alert: the coordination's weekly list of contracts
// ending in 30 days (one message per coordination user per week, whatever the passes and
// processes) and the interview e-mail to the apprentice (written with the referral that schedules
// it, again when it moves, never for a change that keeps the date). Delivered to a real SMTP
// receiver on loopback.
import { and, eq, inArray } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import {
  aprendizes,
  contratos,
  emails,
  grausEscolaridade,
  municipios,
  parceiros,
  profissoes,
  unidades,
  usuarios,
} from '../../server/db/schema';
import { ORIGEM_CONTRATOS_A_VENCER } from '../../server/modules/contratos/aviso-vencimento';
import { ORIGEM_ENTREVISTA } from '../../server/modules/vagas/aviso-entrevista';
import {
  cliente,
  cnpjNovo,
  cpfNovo,
  dia,
  novoAprendiz,
  referencias,
} from './turmas-parceiros-fixtures';
import { entregarAo, iniciarReceptor, type Receptor } from './smtp-receptor';

forEachEngine('avisos por e-mail: contratos a vencer e entrevista (issue 36)', (h) => {
  let token = '';
  let receptor: Receptor;
  const api = cliente(h, () => token);

  beforeAll(async () => {
    receptor = await iniciarReceptor();
    const admin = await h.createUser('administrador');
    token = await h.tokenPara(admin.id);
  });
  afterAll(async () => {
    await receptor.fechar();
  });
  beforeEach(async () => {
    await h.db.update(emails).set({ status: 'enviado' });
  });

  const entregar = () => entregarAo(receptor, { db: h.db, agora: h.relogio.agora });

  async function empresa() {
    const ref = await referencias(h);
    const [m] = await h.db
      .select({ id: municipios.id })
      .from(municipios)
      .where(eq(municipios.uf, 'SP'))
      .limit(1);
    const [p] = await h.db
      .insert(parceiros)
      .values({
        razaoSocial: `Padaria Aviso ${cnpjNovo()} Ltda`,
        nomeFantasia: 'Padaria Pão Quente',
        cnpj: cnpjNovo(),
        ramoAtividadeId: ref.ramoAtividadeId,
      })
      .returning({ id: parceiros.id });
    const [u] = await h.db
      .insert(unidades)
      .values({
        parceiroId: p!.id,
        nome: 'Loja Centro',
        logradouro: 'Rua das Flores',
        numero: '120',
        bairro: 'Centro',
        municipioId: m!.id,
        uf: 'SP',
        cep: '01001000',
      })
      .returning({ id: unidades.id });
    return { ref, parceiroId: p!.id, unidadeId: u!.id };
  }

  describe('contratos que terminam em 30 dias', () => {
    it('uma mensagem por pessoa da coordenação por semana, com os contratos da janela', async () => {
      const coord = await h.createUser('coordenacao');
      const [c] = await h.db
        .select({ email: usuarios.email })
        .from(usuarios)
        .where(eq(usuarios.id, coord.id));
      const { ref, parceiroId } = await empresa();
      const hoje = dia(0);
      const contrato = async (termino: string, status: 'vigente' | 'rescindido' = 'vigente') => {
        const a = await novoAprendiz(h, ref);
        const numero = `2026/${String(Math.floor(Math.random() * 90000) + 10000)}`;
        await h.db.insert(contratos).values({
          numero,
          aprendizId: a.id,
          parceiroId,
          tipo: 'A',
          dataInicio: '2025-01-06',
          dataTermino: termino,
          duracao: 24,
          cargaHoraria: 30,
          status,
        });
        return { numero, nome: a.nome };
      };
      const dentro = await contrato(dia(20));
      const fora = await contrato(dia(45));
      const rescindido = await contrato(dia(10), 'rescindido');

      const escritas = await h.app.produzirAvisos();
      expect(escritas).toBeGreaterThanOrEqual(1);
      const minhas = () =>
        h.db
          .select()
          .from(emails)
          .where(
            and(
              eq(emails.origem, ORIGEM_CONTRATOS_A_VENCER),
              eq(emails.destinatario, c!.email.toLowerCase()),
            ),
          );
      expect(await minhas()).toHaveLength(1);

      const recebidas = (await entregar()).filter((m) =>
        JSON.stringify(m.to).includes(c!.email.toLowerCase()),
      );
      expect(recebidas).toHaveLength(1);
      const m = recebidas[0]!;
      expect(m.subject).toMatch(/^Contratos: \d+ terminam? nos próximos 30 dias$/);
      expect(m.text).toContain(`${dentro.numero} — ${dentro.nome} — Padaria Pão Quente`);
      expect(m.text).not.toContain(fora.numero);
      expect(m.text).not.toContain(rescindido.numero);
      expect(String(m.html)).toContain(`<li>${dentro.numero} — ${dentro.nome}`);
      expect(hoje).toMatch(/^\d{4}-\d{2}-\d{2}$/);

      // Another pass in the same week (another process, a restart): nothing new.
      await h.app.produzirAvisos();
      expect(await minhas()).toHaveLength(1);
      // The next week: a new list.
      h.relogio.avancar(7 * 24 * 60 * 60 * 1000);
      try {
        await h.app.produzirAvisos();
        expect(await minhas()).toHaveLength(2);
      } finally {
        h.relogio.avancar(-7 * 24 * 60 * 60 * 1000);
      }
    });
  });

  describe('entrevista marcada', () => {
    async function selecionado(
      email: string | null,
      nascimento: string,
      responsavelEmail: string | null = null,
    ) {
      const { ref, parceiroId, unidadeId } = await empresa();
      const [profissao] = await h.db.select({ id: profissoes.id }).from(profissoes).limit(1);
      const [grau] = await h.db
        .select({ id: grausEscolaridade.id })
        .from(grausEscolaridade)
        .where(eq(grausEscolaridade.ordem, 1));
      const v = await api<{ id: number }>('POST', '/api/vagas', {
        parceiroId,
        unidadeId,
        titulo: 'Auxiliar de padaria',
        profissaoId: profissao!.id,
        quantidade: 1,
        turno: 'tarde',
        cargaHoraria: 20,
        valorBolsa: 900,
        dataAbertura: dia(-2),
      });
      expect(v.status).toBe(201);
      const [a] = await h.db
        .insert(aprendizes)
        .values({
          nome: 'Joana Aparecida Lima',
          cpf: cpfNovo(),
          dataNascimento: nascimento,
          situacaoId: ref.situacao('inscrito'),
          dataCadastro: '2025-02-01',
          email,
          responsavelNome: 'Marta Lima',
          responsavelEmail,
          grauEscolaridadeId: grau!.id,
        })
        .returning({ id: aprendizes.id });
      const cs = await api<{ data: { id: number }[] }>(
        'POST',
        `/api/vagas/${v.json.id}/candidatos`,
        {
          aprendizIds: [a!.id],
        },
      );
      expect(cs.status).toBe(201);
      const s = await api('PUT', `/api/vagas/${v.json.id}/candidatos/${cs.json.data[0]!.id}`, {
        status: 'selecionado',
      });
      expect(s.status).toBe(200);
      return { vagaId: v.json.id, aprendizId: a!.id };
    }
    const daEntrevista = (destinatario: string) =>
      h.db
        .select()
        .from(emails)
        .where(
          and(eq(emails.origem, ORIGEM_ENTREVISTA), inArray(emails.destinatario, [destinatario])),
        );

    it('o encaminhamento com data escreve um e-mail ao aprendiz; mudar a data escreve outro', async () => {
      const email = `joana.${h.engine}.${Date.now().toString(36)}@teste.local`;
      const emailMarta = `marta.${h.engine}.${Date.now().toString(36)}@teste.local`;
      const { vagaId, aprendizId } = await selecionado(email, '2010-05-10', emailMarta);
      const r = await api<{ id: number; versao: number }>(
        'POST',
        `/api/vagas/${vagaId}/encaminhamentos`,
        { aprendizId, dataEntrevista: '2026-12-03T14:30' },
      );
      expect(r.status).toBe(201);
      expect(await daEntrevista(email)).toHaveLength(1);
      // A minor: the responsável is told too, in words addressed to them.
      expect(await daEntrevista(emailMarta)).toHaveLength(1);

      const entregues = await entregar();
      expect(entregues).toHaveLength(2);
      const m = entregues.find((x) => JSON.stringify(x.to).includes(email));
      const paraMarta = entregues.find((x) => JSON.stringify(x.to).includes(emailMarta));
      expect(paraMarta?.text).toContain('Olá, Marta!');
      expect(paraMarta?.text).toContain(
        'Joana Aparecida Lima, de quem você é responsável no programa Jovem Aprendiz, tem uma entrevista marcada',
      );
      expect(paraMarta?.text).toContain('Quando: quinta-feira, 3 de dezembro de 2026, às 14:30');
      expect(m?.subject).toBe('Entrevista marcada: Auxiliar de padaria — 03/12 às 14:30');
      expect(JSON.stringify(m?.to)).toContain(email);
      const texto = m?.text ?? '';
      expect(texto).toContain('Olá, Joana!');
      expect(texto).toContain('na empresa Padaria Pão Quente');
      expect(texto).toContain('Quando: quinta-feira, 3 de dezembro de 2026, às 14:30');
      expect(texto).toContain('Onde: Loja Centro — Rua das Flores, 120 — Centro — ');
      expect(texto).toContain('CEP 01001-000');
      expect(texto).toContain('documento de identidade com foto');
      // A minor: shown to the responsável, named.
      expect(texto).toContain('mostre este e-mail ao seu responsável (Marta Lima)');

      // Observations only: same date, no message. A new date: a new message.
      const obs = await api<{ versao: number }>('PUT', `/api/encaminhamentos/${r.json.id}`, {
        status: 'entrevista agendada',
        observacoes: 'Levar currículo',
        versao: r.json.versao,
      });
      expect(obs.status).toBe(200);
      expect(await daEntrevista(email)).toHaveLength(1);
      const nova = await api('PUT', `/api/encaminhamentos/${r.json.id}`, {
        status: 'entrevista agendada',
        dataEntrevista: '2026-12-04T09:00',
        versao: obs.json.versao,
      });
      expect(nova.status).toBe(200);
      expect(await daEntrevista(email)).toHaveLength(2);
      const [segunda, segundaMarta] = await entregar();
      expect(segundaMarta?.subject).toBe(segunda?.subject);
      expect(segunda?.subject).toBe('Entrevista marcada: Auxiliar de padaria — 04/12 às 09:00');
    });

    it('sem data de entrevista, ou sem e-mail no cadastro, não escreve nada', async () => {
      const email = `sem.data.${h.engine}.${Date.now().toString(36)}@teste.local`;
      const emailResp = `resp.adulto.${h.engine}.${Date.now().toString(36)}@teste.local`;
      const semData = await selecionado(email, '2004-05-10', emailResp);
      const r = await api('POST', `/api/vagas/${semData.vagaId}/encaminhamentos`, {
        aprendizId: semData.aprendizId,
      });
      expect(r.status).toBe(201);
      expect(await daEntrevista(email)).toHaveLength(0);
      // An adult's interview: the apprentice only, never the responsável.
      const comData = await api<{ id: number; versao: number }>(
        'PUT',
        `/api/encaminhamentos/${(r.json as { id: number }).id}`,
        {
          status: 'entrevista agendada',
          dataEntrevista: '2026-12-07T08:00',
          versao: (r.json as { versao: number }).versao,
        },
      );
      expect(comData.status).toBe(200);
      expect(await daEntrevista(email)).toHaveLength(1);
      expect(await daEntrevista(emailResp)).toHaveLength(0);

      const antes = await h.db
        .select({ id: emails.id })
        .from(emails)
        .where(eq(emails.origem, ORIGEM_ENTREVISTA));
      const semEmail = await selecionado(null, '2004-05-10');
      const s = await api('POST', `/api/vagas/${semEmail.vagaId}/encaminhamentos`, {
        aprendizId: semEmail.aprendizId,
        dataEntrevista: '2026-12-05T10:00',
      });
      expect(s.status).toBe(201);
      const depois = await h.db
        .select({ id: emails.id })
        .from(emails)
        .where(eq(emails.origem, ORIGEM_ENTREVISTA));
      expect(depois).toHaveLength(antes.length);
    });
  });
});
