/** @jest-environment ./test/support/api-environment.ts */
// Issue 34: the apprenticeship law on the contract API (docs/LEGISLACAO.md), each rule at its
// boundary: 6h/6h01, 8h with and without ensino fundamental, 21h59/22h at 17 and 18, the bolsa one
// cent below and at the minimum, the school shift; the salário mínimo registry; the check over
// running contracts and the list's pendenciasLegais filter.
import { eq } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import {
  aprendizes,
  contratos,
  grausEscolaridade,
  parceiros,
  unidades,
} from '../../server/db/schema';
import { terminoPorDuracao } from '../../src/shared/validation/contratos';
import { MENSAGENS_LEGISLACAO as L } from '../../src/shared/validation/legislacao';
import {
  cliente,
  cnpjNovo,
  cpfNovo,
  referencias,
  type Lista,
  type Problema,
  type Referencias,
} from './turmas-parceiros-fixtures';

/** A start in 2025, whose salário mínimo (R$ 1.518,00) the migration seeds. */
const INICIO = '2025-12-01';

interface Verificacao {
  podeCriar: boolean;
  errors: Record<string, string>;
  avisos: { campo: string; mensagem: string }[];
  legislacao: {
    bolsaMinima: number | null;
    fgts: number | null;
    jornadaMaximaMinutos: number | null;
  };
}

interface Contrato {
  id: number;
  numero: string;
  versao: number;
  Con_DiasPratica: number[] | null;
  Con_HoraEntrada: string | null;
  Con_HoraSaida: string | null;
}

forEachEngine('contratos-legislacao', (h) => {
  let token = '';
  let ref: Referencias;
  const api = cliente(h, () => token);
  const grau = new Map<string, number>();

  beforeAll(async () => {
    const admin = await h.createUser('administrador');
    token = await h.tokenPara(admin.id);
    ref = await referencias(h);
    for (const g of await h.db
      .select({ id: grausEscolaridade.id, codigo: grausEscolaridade.codigo })
      .from(grausEscolaridade)) {
      if (g.codigo) grau.set(g.codigo, g.id);
    }
  });

  async function aprendiz(
    dados: { nascimento?: string; escolaridade?: string | null; turno?: string | null } = {},
  ) {
    const escolaridade = dados.escolaridade === undefined ? 'medio-completo' : dados.escolaridade;
    const [linha] = await h.db
      .insert(aprendizes)
      .values({
        nome: `Aprendiz Lei ${cpfNovo()}`,
        cpf: cpfNovo(),
        dataNascimento: dados.nascimento ?? '2005-05-10',
        situacaoId: ref.situacao('encaminhado'),
        dataCadastro: '2024-02-01',
        grauEscolaridadeId: escolaridade === null ? null : (grau.get(escolaridade) ?? null),
        turnoEscolar: dados.turno ?? null,
      })
      .returning({ id: aprendizes.id });
    return linha!.id;
  }

  async function empresa() {
    const [p] = await h.db
      .insert(parceiros)
      .values({
        razaoSocial: `Comércio Lei ${cnpjNovo()} Ltda`,
        cnpj: cnpjNovo(),
        ramoAtividadeId: ref.ramoAtividadeId,
        cotaAprendizes: 50,
      })
      .returning({ id: parceiros.id });
    const [u] = await h.db
      .insert(unidades)
      .values({ parceiroId: p!.id, nome: `Unidade ${p!.id}` })
      .returning({ id: unidades.id });
    return { id: p!.id, unidadeId: u!.id };
  }

  /** 24 months from INICIO, five practice days 08:00–14:00, 30 h a week, bolsa at its minimum. */
  async function corpo(aprendizId: number, extra: Record<string, unknown> = {}) {
    const e = await empresa();
    const inicio = (extra.Con_DataInicio as string | undefined) ?? INICIO;
    return {
      Con_CodAprendiz: aprendizId,
      Con_CodParceiro: e.id,
      unidadeId: e.unidadeId,
      Con_TipoContrato: 'A',
      Con_DataInicio: inicio,
      Con_DataTermino: terminoPorDuracao(inicio, 24),
      Con_Duracao: 24,
      Con_CargaHoraria: 30,
      Con_ValorBolsa: 1035,
      Con_DiasPratica: [1, 2, 3, 4, 5],
      Con_HoraEntrada: '08:00',
      Con_HoraSaida: '14:00',
      ...extra,
    };
  }

  const criar = (body: unknown) => api<Contrato & Problema>('POST', '/api/contratos', body);

  describe('daily hours (CLT art. 432)', () => {
    it('6h a day is created with its layout; 6h01 is refused for ensino fundamental incompleto', async () => {
      const seis = await criar(
        await corpo(await aprendiz({ escolaridade: 'fundamental-incompleto', turno: 'noite' })),
      );
      expect(seis.status).toBe(201);
      expect(seis.json).toMatchObject({
        Con_DiasPratica: [1, 2, 3, 4, 5],
        Con_HoraEntrada: '08:00',
        Con_HoraSaida: '14:00',
      });
      const r = await criar(
        await corpo(await aprendiz({ escolaridade: 'fundamental-incompleto', turno: 'noite' }), {
          Con_HoraSaida: '14:01',
          Con_CargaHoraria: 31,
          Con_ValorBolsa: 1069.5,
        }),
      );
      expect(r.status).toBe(400);
      expect(r.json.errors).toEqual({ Con_HoraSaida: L.jornadaAcimaDe6('6h01') });
    });

    it('8h a day passes with ensino fundamental completed and theory counted, not without it', async () => {
      const oito = { Con_HoraSaida: '16:00', Con_CargaHoraria: 44, Con_ValorBolsa: 1518 };
      const com = await criar(
        await corpo(await aprendiz({ escolaridade: 'fundamental-completo', turno: 'noite' }), oito),
      );
      expect(com.status).toBe(201);
      const sem = await criar(
        await corpo(
          await aprendiz({ escolaridade: 'fundamental-incompleto', turno: 'noite' }),
          oito,
        ),
      );
      expect(sem.status).toBe(400);
      expect(sem.json.errors).toEqual({ Con_HoraSaida: L.jornadaAcimaDe6('8h') });
      const semTeoria = await criar(
        await corpo(await aprendiz({ escolaridade: 'fundamental-completo', turno: 'noite' }), {
          ...oito,
          Con_CargaHoraria: 40,
          Con_ValorBolsa: 1380,
        }),
      );
      expect(semTeoria.status).toBe(400);
      expect(semTeoria.json.errors).toEqual({ Con_CargaHoraria: L.jornadaSemTeoria('8h') });
    });
  });

  describe('night work of a minor (CLT art. 404)', () => {
    const tarde = { Con_HoraEntrada: '16:00', Con_CargaHoraria: 30 };
    // 17 and 18 on INICIO.
    const dezessete = '2008-06-01';
    const dezoito = '2007-06-01';

    it('a 17-year-old works until 21h59, never at 22h', async () => {
      const ate2159 = await criar(
        await corpo(await aprendiz({ nascimento: dezessete }), {
          ...tarde,
          Con_HoraSaida: '21:59',
        }),
      );
      expect(ate2159.status).toBe(201);
      const as22 = await criar(
        await corpo(await aprendiz({ nascimento: dezessete }), {
          ...tarde,
          Con_HoraSaida: '22:00',
        }),
      );
      expect(as22.status).toBe(400);
      expect(as22.json.errors).toEqual({ Con_HoraSaida: L.noturnoMenor });
    });

    it('an 18-year-old may work at 22h', async () => {
      const r = await criar(
        await corpo(await aprendiz({ nascimento: dezoito }), { ...tarde, Con_HoraSaida: '22:00' }),
      );
      expect(r.status).toBe(201);
    });
  });

  describe('school (CLT arts. 403 and 428 § 1º)', () => {
    it('practice overlapping the school shift of someone without ensino médio is refused', async () => {
      const manha = await aprendiz({ escolaridade: 'medio-cursando', turno: 'manha' });
      const r = await criar(await corpo(manha));
      expect(r.status).toBe(400);
      expect(r.json.errors).toEqual({ Con_HoraEntrada: L.turnoEscolar('manhã, 7h às 12h') });
      const depois = await criar(
        await corpo(manha, { Con_HoraEntrada: '12:00', Con_HoraSaida: '18:00' }),
      );
      expect(depois.status).toBe(201);
    });

    it('no school shift recorded is a warning of /verificar, not a refusal', async () => {
      const id = await aprendiz({ escolaridade: 'medio-cursando', turno: null });
      const v = await api<Verificacao>('POST', '/api/contratos/verificar', await corpo(id));
      expect(v.status).toBe(200);
      expect(v.json.podeCriar).toBe(true);
      expect(v.json.avisos).toContainEqual({
        campo: 'Con_HoraEntrada',
        mensagem: L.semTurnoEscolar,
      });
    });
  });

  describe('bolsa and salário mínimo (CLT art. 428 § 2º), FGTS', () => {
    it('one cent below the minimum is refused showing it in R$; at the minimum it is created', async () => {
      const abaixo = await criar(await corpo(await aprendiz(), { Con_ValorBolsa: 1034.99 }));
      expect(abaixo.status).toBe(400);
      expect(abaixo.json.errors).toEqual({
        Con_ValorBolsa:
          'A bolsa não pode ser menor que o salário mínimo hora de 2025 pelas horas do mês: R$ 1.035,00 (CLT, art. 428, § 2º).',
      });
      const no = await criar(await corpo(await aprendiz(), { Con_ValorBolsa: 1035 }));
      expect(no.status).toBe(201);
    });

    it('/verificar shows every blocking problem under its field, the minimum and the FGTS', async () => {
      // The case: 15 years old, ensino fundamental, 44 h a week, no bolsa.
      const id = await aprendiz({
        nascimento: '2010-03-01',
        escolaridade: 'fundamental-cursando',
        turno: 'manha',
      });
      const v = await api<Verificacao>(
        'POST',
        '/api/contratos/verificar',
        await corpo(id, {
          Con_CargaHoraria: 44,
          Con_ValorBolsa: null,
          Con_DiasPratica: null,
          Con_HoraEntrada: null,
          Con_HoraSaida: null,
        }),
      );
      expect(v.json.podeCriar).toBe(false);
      expect(v.json.errors).toMatchObject({
        Con_CargaHoraria: L.cargaSemanalMedia(44),
        Con_ValorBolsa: L.semBolsa(151_800, 2025),
      });
      expect(v.json.legislacao.bolsaMinima).toBe(1518);

      const fgts = await api<Verificacao>(
        'POST',
        '/api/contratos/verificar',
        await corpo(await aprendiz()),
      );
      expect(fgts.json.podeCriar).toBe(true);
      expect(fgts.json.legislacao).toEqual({
        bolsaMinima: 1035,
        fgts: 20.7,
        jornadaMaximaMinutos: 360,
      });
      expect(fgts.json.avisos).toContainEqual({
        campo: 'Con_ValorEncargos',
        mensagem: L.fgts(2070),
      });
    });

    it('a start year without a salário mínimo is a warning naming it; once registered, the minimum applies', async () => {
      const id = await aprendiz();
      const body = await corpo(id, { Con_DataInicio: '2099-02-01', Con_ValorBolsa: 10 });
      // Born 2005: 93 in 2099. The age rule refuses it; the bolsa's warning still names the year.
      const v = await api<Verificacao>('POST', '/api/contratos/verificar', body);
      expect(v.json.avisos).toContainEqual({
        campo: 'Con_ValorBolsa',
        mensagem: L.semSalarioMinimo(2099),
      });
      expect(v.json.errors.Con_ValorBolsa).toBeUndefined();

      const secretaria = await h.createUser('secretaria');
      const negado = await api(
        'POST',
        '/api/salarios-minimos',
        { ano: 2099, valorCentavos: 500_000, decreto: 'Decreto de teste' },
        await h.tokenPara(secretaria.id),
      );
      expect(negado.status).toBe(403);
      const novo = await api('POST', '/api/salarios-minimos', {
        ano: 2099,
        valorCentavos: 500_000,
        decreto: 'Decreto de teste',
      });
      expect(novo.status).toBe(201);
      const duplicado = await api<Problema>('POST', '/api/salarios-minimos', {
        ano: 2099,
        valorCentavos: 1,
        decreto: 'Outro',
      });
      expect(duplicado.status).toBe(409);
      expect(duplicado.json.errors?.ano).toBe(
        'O salário mínimo de 2099 já está cadastrado: altere-o.',
      );
      // The limits the document states (CAMPOS_SALARIO_MINIMO), every wrong field in one 400.
      const errado = await api<Problema>('POST', '/api/salarios-minimos', {
        ano: 1990,
        valorCentavos: 0,
        decreto: '',
      });
      expect(errado.status).toBe(400);
      expect(errado.json.errors).toEqual({
        ano: 'Informe o ano, de 1994 a 2100',
        valorCentavos: 'Informe o valor em centavos, maior que zero (R$ 1.518,00 = 151800)',
        decreto: 'Informe o decreto que fixou o valor (até 200 caracteres)',
      });
      const depois = await api<Verificacao>('POST', '/api/contratos/verificar', body);
      expect(depois.json.errors.Con_ValorBolsa).toBe(L.bolsaAbaixoDoMinimo(340_910, 2099));

      const lista = await api<{ data: { ano: number; valorCentavos: number; decreto: string }[] }>(
        'GET',
        '/api/salarios-minimos',
      );
      expect(lista.json.data.filter((s) => s.ano < 2026)).toEqual([
        expect.objectContaining({
          ano: 2024,
          valorCentavos: 141_200,
          decreto: expect.stringContaining('11.864'),
        }),
        expect.objectContaining({
          ano: 2025,
          valorCentavos: 151_800,
          decreto: expect.stringContaining('12.342'),
        }),
      ]);
    });
  });

  describe('update, extension and the check over running contracts', () => {
    it('a PUT that breaks a rule is refused; an extension of a contract that breaks one too', async () => {
      const criado = await criar(await corpo(await aprendiz()));
      expect(criado.status).toBe(201);
      const put = await api<Problema>('PUT', `/api/contratos/${criado.json.id}`, {
        Con_HoraEntrada: '20:00',
        Con_HoraSaida: '03:00',
        versao: criado.json.versao,
      });
      expect(put.status).toBe(400);
      // 7 h a day × 5 = 35 h, past the 30 h the week holds (and no hours left for the theory).
      expect(put.json.errors).toEqual({ Con_CargaHoraria: L.praticaAcimaDaCarga('35h', 30) });

      // A contract stored before the rules (or the registry) said otherwise.
      await h.db
        .update(contratos)
        .set({ valorBolsaCentavos: 50_000 })
        .where(eq(contratos.id, criado.json.id));
      const prorrogacao = await api<Problema>(
        'POST',
        `/api/contratos/${criado.json.id}/prorrogacoes`,
        {
          novaDataTermino: terminoPorDuracao(INICIO, 30),
          motivo: 'Mais tempo de prática',
        },
      );
      expect(prorrogacao.status).toBe(400);
      expect(prorrogacao.json.errors?.Con_ValorBolsa).toBe(L.bolsaAbaixoDoMinimo(103_500, 2025));

      const pendencias = await api<{
        data: { contratoId: number; bloqueios: unknown[] }[];
        total: number;
      }>('GET', '/api/contratos/pendencias-legais');
      expect(pendencias.status).toBe(200);
      const desta = pendencias.json.data.find((p) => p.contratoId === criado.json.id);
      expect(desta?.bloqueios).toEqual([
        { campo: 'Con_ValorBolsa', mensagem: L.bolsaAbaixoDoMinimo(103_500, 2025) },
      ]);
      const lista = await api<Lista<Contrato>>(
        'GET',
        '/api/contratos?pendenciasLegais=true&pageSize=100',
      );
      expect(lista.status).toBe(200);
      expect(lista.json.total).toBe(pendencias.json.total);
      expect(lista.json.data.map((c) => c.id).sort()).toEqual(
        pendencias.json.data.map((p) => p.contratoId).sort(),
      );
      expect(lista.json.data.map((c) => c.id)).toContain(criado.json.id);
    });
  });
});
