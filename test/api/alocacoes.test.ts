import { and, eq, isNull } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import { leitorSemVerCpf } from './leitor-sem-cpf';
import { alocacoes, aprendizes as tabelaAprendizes, auditoria } from '../../server/db/schema';
import {
  br,
  cliente,
  dadosTurma,
  dia,
  novoAprendiz,
  referencias,
  type Alocacao,
  type Lista,
  type Problema,
  type Referencias,
  type Turma,
} from './turmas-parceiros-fixtures';

interface Criadas {
  data: Alocacao[];
  turma: {
    id: number;
    codigo: string;
    capacidade: number;
    ocupacao: number;
    vagasRestantes: number;
  };
}

interface Verificacao {
  turma: { id: number; ocupacao: number; vagasRestantes: number };
  problemasTurma: string[];
  aprendizes: {
    aprendizId: number;
    nome: string | null;
    podeAlocar: boolean;
    motivos: string[];
    avisos: string[];
    alocacaoAtual: { turmaId: number; codigo: string } | null;
  }[];
  aptos: number;
  cabem: boolean;
  mensagemCapacidade: string | null;
  podeConfirmar: boolean;
}

forEachEngine('alocações e desalocar', (h) => {
  let token = '';
  let ref: Referencias;
  const api = cliente(h, () => token);

  beforeAll(async () => {
    const admin = await h.createUser('administrador');
    token = await h.tokenPara(admin.id);
    ref = await referencias(h);
  });

  async function criarTurma(extra: Record<string, unknown> = {}): Promise<Turma> {
    const r = await api<Turma>('POST', '/api/turmas', dadosTurma(ref, extra));
    expect(r.status).toBe(201);
    return r.json;
  }

  const aprendizes = (n: number, dados: Parameters<typeof novoAprendiz>[2] = {}) =>
    Promise.all(Array.from({ length: n }, () => novoAprendiz(h, ref, dados)));

  const abertasDa = async (turmaId: number) =>
    (
      await h.db
        .select({ id: alocacoes.id })
        .from(alocacoes)
        .where(and(eq(alocacoes.turmaId, turmaId), isNull(alocacoes.dataFim)))
    ).length;

  describe('alocar', () => {
    it('um aprendiz: 201 com a alocação, a ocupação da turma e a trilha', async () => {
      const t = await criarTurma({ capacidade: 10 });
      const [a] = await aprendizes(1);
      const r = await api<Criadas>('POST', '/api/alocacoes', {
        turmaId: t.id,
        aprendizId: a!.id,
        dataInicio: dia(-5),
      });
      expect(r.status).toBe(201);
      expect(r.json.turma).toEqual({
        id: t.id,
        codigo: t.codigo,
        capacidade: 10,
        ocupacao: 1,
        vagasRestantes: 9,
      });
      expect(r.json.data).toEqual([
        expect.objectContaining({
          aprendizId: a!.id,
          nome: a!.nome,
          turmaId: t.id,
          turma: { id: t.id, codigo: t.codigo, nome: t.nome, status: 'em andamento' },
          dataInicio: dia(-5),
          dataFim: null,
          aberta: true,
        }),
      ]);
      const trilha = await h.db
        .select({ acao: auditoria.acao })
        .from(auditoria)
        .where(
          and(
            eq(auditoria.entidade, 'alocacao'),
            eq(auditoria.entidadeId, String(r.json.data[0]!.id)),
          ),
        );
      expect(trilha).toEqual([{ acao: 'alocar' }]);
    });

    it('uma lista: todos ou nenhum, e o 409 diz qual aprendiz falhou e por quê', async () => {
      const outra = await criarTurma({ codigo: `OUTRA-${Date.now()}`, nome: 'Logística Noite' });
      const t = await criarTurma({ capacidade: 10 });
      const [a, b, c] = await aprendizes(3);
      await api('POST', '/api/alocacoes', {
        turmaId: outra.id,
        aprendizId: b!.id,
        dataInicio: dia(-20),
      });
      const r = await api<Problema>('POST', '/api/alocacoes', {
        turmaId: t.id,
        aprendizIds: [a!.id, b!.id, c!.id],
        dataInicio: dia(-5),
      });
      expect(r.status).toBe(409);
      expect(r.json.detail).toBe(
        'Nenhum aprendiz foi alocado: 1 aprendiz não pode ser alocado. Veja o motivo em errors.',
      );
      expect(r.json.errors).toEqual({
        'aprendizIds.1': `${b!.nome} já está alocado(a) na turma ${outra.codigo} (Logística Noite) desde ${br(dia(-20))}. Desaloque antes de alocar em outra turma.`,
      });
      expect(await abertasDa(t.id)).toBe(0);
    });

    it('aprendiz inativo ou inexistente: 422 com o motivo de cada um; nada gravado', async () => {
      const t = await criarTurma();
      const [ativo] = await aprendizes(1);
      const [inativo] = await aprendizes(1, { ativo: false });
      const r = await api<Problema>('POST', '/api/alocacoes', {
        turmaId: t.id,
        aprendizIds: [ativo!.id, inativo!.id, 999_999],
        dataInicio: dia(0),
      });
      expect(r.status).toBe(422);
      expect(r.json.errors).toEqual({
        'aprendizIds.1': 'O cadastro deste aprendiz está inativo: reative-o antes de alocar.',
        'aprendizIds.2': 'Aprendiz não encontrado.',
      });
      expect(await abertasDa(t.id)).toBe(0);
      const um = await api<Problema>('POST', '/api/alocacoes', {
        turmaId: t.id,
        aprendizId: inativo!.id,
        dataInicio: dia(0),
      });
      expect(um.status).toBe(422);
      expect(um.json).toMatchObject({
        detail: 'O cadastro deste aprendiz está inativo: reative-o antes de alocar.',
        errors: {
          aprendizId: 'O cadastro deste aprendiz está inativo: reative-o antes de alocar.',
        },
      });
    });

    it('nunca passa da capacidade: 409 dizendo quantas vagas restam', async () => {
      const t = await criarTurma({ capacidade: 3 });
      const lista = await aprendizes(5);
      expect(
        (
          await api('POST', '/api/alocacoes', {
            turmaId: t.id,
            aprendizIds: [lista[0]!.id, lista[1]!.id],
            dataInicio: dia(0),
          })
        ).status,
      ).toBe(201);
      const demais = await api<Problema>('POST', '/api/alocacoes', {
        turmaId: t.id,
        aprendizIds: [lista[2]!.id, lista[3]!.id],
        dataInicio: dia(0),
      });
      expect(demais.status).toBe(409);
      expect(demais.json.detail).toBe(
        `Na turma ${t.codigo} resta 1 vaga; não é possível alocar 2 aprendizes.`,
      );
      expect(
        (
          await api('POST', '/api/alocacoes', {
            turmaId: t.id,
            aprendizId: lista[2]!.id,
            dataInicio: dia(0),
          })
        ).status,
      ).toBe(201);
      const lotada = await api<Problema>('POST', '/api/alocacoes', {
        turmaId: t.id,
        aprendizId: lista[4]!.id,
        dataInicio: dia(0),
      });
      expect(lotada.status).toBe(409);
      expect(lotada.json.detail).toBe(`A turma ${t.codigo} está lotada: não há vagas restantes.`);
    });

    it('corrida pela última vaga: entre pedidos simultâneos, só cabem os que a capacidade permite', async () => {
      for (const capacidade of [1, 3]) {
        const t = await criarTurma({ capacidade });
        const lista = await aprendizes(6);
        const respostas = await Promise.all(
          lista.map((a) =>
            api('POST', '/api/alocacoes', { turmaId: t.id, aprendizId: a.id, dataInicio: dia(0) }),
          ),
        );
        const status = respostas.map((r) => r.status);
        expect(status.filter((s) => s === 201)).toHaveLength(capacidade);
        expect(status.filter((s) => s === 409)).toHaveLength(6 - capacidade);
        expect(await abertasDa(t.id)).toBe(capacidade);
      }
    });

    it('o mesmo aprendiz em duas turmas ao mesmo tempo: uma alocação só', async () => {
      const [t1, t2] = [await criarTurma(), await criarTurma()];
      const [a] = await aprendizes(1);
      const respostas = await Promise.all(
        [t1, t2].map((t) =>
          api<Problema>('POST', '/api/alocacoes', {
            turmaId: t.id,
            aprendizId: a!.id,
            dataInicio: dia(0),
          }),
        ),
      );
      expect(respostas.map((r) => r.status).sort()).toEqual([201, 409]);
      const recusada = respostas.find((r) => r.status === 409)!;
      expect(recusada.json.detail).toMatch(/já está alocado\(a\) na turma /);
    });

    it('turma inativa, encerrada, inexistente ou data fora do período', async () => {
      const [a] = await aprendizes(1);
      const inativa = await criarTurma();
      await api('DELETE', `/api/turmas/${inativa.id}`);
      const r1 = await api<Problema>('POST', '/api/alocacoes', {
        turmaId: inativa.id,
        aprendizId: a!.id,
        dataInicio: dia(0),
      });
      expect(r1).toMatchObject({
        status: 422,
        json: { detail: 'Esta turma está inativa: reative-a antes de alocar aprendizes.' },
      });

      const encerrada = await criarTurma({
        status: 'encerrada',
        dataInicio: dia(-300),
        dataFim: dia(-10),
      });
      const r2 = await api<Problema>('POST', '/api/alocacoes', {
        turmaId: encerrada.id,
        aprendizId: a!.id,
        dataInicio: dia(-20),
      });
      expect(r2).toMatchObject({
        status: 422,
        json: { detail: 'Esta turma está encerrada e não recebe novos aprendizes.' },
      });

      const t = await criarTurma({ dataInicio: dia(-30), dataFim: dia(300) });
      const r3 = await api<Problema>('POST', '/api/alocacoes', {
        turmaId: t.id,
        aprendizId: a!.id,
        dataInicio: dia(-31),
      });
      const mensagem = `A data de início deve estar dentro do período da turma (${br(dia(-30))} a ${br(dia(300))})`;
      expect(r3).toMatchObject({
        status: 422,
        json: { detail: mensagem, errors: { dataInicio: mensagem } },
      });

      const r4 = await api<Problema>('POST', '/api/alocacoes', {
        turmaId: 999_999,
        aprendizId: a!.id,
        dataInicio: dia(0),
      });
      expect(r4).toMatchObject({ status: 404, json: { detail: 'Turma não encontrada.' } });
    });

    it('corpo inválido: 400 com a mensagem no campo', async () => {
      const t = await criarTurma();
      const [a] = await aprendizes(1);
      const ambos = await api<Problema>('POST', '/api/alocacoes', {
        turmaId: t.id,
        aprendizId: a!.id,
        aprendizIds: [a!.id],
        dataInicio: dia(0),
      });
      expect(ambos.status).toBe(400);
      expect(ambos.json.errors).toEqual({
        aprendizIds: 'Envie aprendizId (um aprendiz) ou aprendizIds (uma lista), não os dois',
      });
      const nenhum = await api<Problema>('POST', '/api/alocacoes', {
        turmaId: t.id,
        dataInicio: dia(0),
      });
      expect(nenhum.json.errors).toEqual({ aprendizIds: 'Selecione pelo menos um aprendiz' });
      const vazio = await api<Problema>('POST', '/api/alocacoes', {
        turmaId: t.id,
        aprendizIds: [],
        dataInicio: dia(0),
      });
      expect(vazio.json.errors).toEqual({ aprendizIds: 'Selecione pelo menos um aprendiz' });
      const repetido = await api<Problema>('POST', '/api/alocacoes', {
        turmaId: t.id,
        aprendizIds: [a!.id, a!.id],
        dataInicio: dia(0),
      });
      expect(repetido.json.errors).toEqual({
        'aprendizIds.1': 'Este aprendiz aparece mais de uma vez na lista',
      });
      const semData = await api<Problema>('POST', '/api/alocacoes', {
        turmaId: t.id,
        aprendizId: a!.id,
        dataInicio: '31/12/2025',
      });
      expect(semData.json.errors).toEqual({ dataInicio: 'Data inválida' });
      const semTurma = await api<Problema>('POST', '/api/alocacoes', { aprendizId: a!.id });
      expect(semTurma.json.errors).toEqual({
        turmaId: 'Selecione a turma',
        dataInicio: 'Informe a data de início',
      });
    });
  });

  describe('verificar (o passo de conferência do fluxo)', () => {
    it('diz por aprendiz se pode e por quê não, as vagas e se dá para confirmar, sem gravar', async () => {
      const outra = await criarTurma();
      const t = await criarTurma({ capacidade: 2 });
      const [livre, jaAlocado, inativo, outroLivre] = await Promise.all([
        novoAprendiz(h, ref, { nome: 'Elisa Livre' }),
        novoAprendiz(h, ref),
        novoAprendiz(h, ref, { ativo: false }),
        novoAprendiz(h, ref),
      ]);
      await api('POST', '/api/alocacoes', {
        turmaId: outra.id,
        aprendizId: jaAlocado.id,
        dataInicio: dia(0),
      });
      const r = await api<Verificacao>('POST', '/api/alocacoes/verificar', {
        turmaId: t.id,
        aprendizIds: [livre.id, jaAlocado.id, inativo.id, outroLivre.id],
        dataInicio: dia(0),
      });
      expect(r.status).toBe(200);
      expect(r.json.turma).toMatchObject({ id: t.id, ocupacao: 0, vagasRestantes: 2 });
      expect(r.json.problemasTurma).toEqual([]);
      expect(r.json.aprendizes.map((a) => [a.aprendizId, a.podeAlocar])).toEqual([
        [livre.id, true],
        [jaAlocado.id, false],
        [inativo.id, false],
        [outroLivre.id, true],
      ]);
      expect(r.json.aprendizes[0]!.nome).toBe('Elisa Livre');
      expect(r.json.aprendizes[1]!.alocacaoAtual).toMatchObject({
        turmaId: outra.id,
        codigo: outra.codigo,
      });
      expect(r.json.aprendizes[2]!.motivos).toEqual([
        'O cadastro deste aprendiz está inativo: reative-o antes de alocar.',
      ]);
      expect(r.json).toMatchObject({
        aptos: 2,
        cabem: true,
        mensagemCapacidade: null,
        podeConfirmar: false,
      });

      const soLivres = await api<Verificacao>('POST', '/api/alocacoes/verificar', {
        turmaId: t.id,
        aprendizIds: [livre.id, outroLivre.id],
      });
      expect(soLivres.json.podeConfirmar).toBe(true);
      expect(await abertasDa(t.id)).toBe(0);

      const foraDoPeriodo = await api<Verificacao>('POST', '/api/alocacoes/verificar', {
        turmaId: t.id,
        aprendizIds: [livre.id],
        dataInicio: dia(400),
      });
      expect(foraDoPeriodo.json.problemasTurma).toHaveLength(1);
      expect(foraDoPeriodo.json.podeConfirmar).toBe(false);
    });

    it('avisa quando a turma é do turno em que o aprendiz estuda, sem impedir (issue 32)', async () => {
      const manha = await criarTurma({ turno: 'manha' });
      const tarde = await criarTurma({ turno: 'tarde' });
      const [estudaDeManha, estudaIntegral, estudaATarde, semTurno] = await aprendizes(4);
      for (const [a, turno] of [
        [estudaDeManha, 'manha'],
        [estudaIntegral, 'integral'],
        [estudaATarde, 'tarde'],
      ] as const) {
        await h.db
          .update(tabelaAprendizes)
          .set({ turnoEscolar: turno })
          .where(eq(tabelaAprendizes.id, a!.id));
      }
      const ids = [estudaDeManha!.id, estudaIntegral!.id, estudaATarde!.id, semTurno!.id];
      const r = await api<Verificacao>('POST', '/api/alocacoes/verificar', {
        turmaId: manha.id,
        aprendizIds: ids,
      });
      expect(r.status).toBe(200);
      expect(r.json.aprendizes.map((a) => [a.podeAlocar, a.avisos])).toEqual([
        [
          true,
          [
            'A turma é do turno da manhã e o aprendiz estuda no turno da manhã: as aulas coincidem com o horário da escola (CLT, art. 403). Confira com o aprendiz antes de alocar.',
          ],
        ],
        [
          true,
          [
            'A turma é do turno da manhã e o aprendiz estuda no turno integral: as aulas coincidem com o horário da escola (CLT, art. 403). Confira com o aprendiz antes de alocar.',
          ],
        ],
        [true, []],
        [true, []],
      ]);
      // A warning, not a refusal.
      expect(r.json.podeConfirmar).toBe(true);
      const aTarde = await api<Verificacao>('POST', '/api/alocacoes/verificar', {
        turmaId: tarde.id,
        aprendizIds: [estudaDeManha!.id],
      });
      expect(aTarde.json.aprendizes[0]!.avisos).toEqual([]);
    });

    it('avisa quando os aptos não cabem nas vagas', async () => {
      const t = await criarTurma({ capacidade: 1 });
      const lista = await aprendizes(3);
      const r = await api<Verificacao>('POST', '/api/alocacoes/verificar', {
        turmaId: t.id,
        aprendizIds: lista.map((a) => a.id),
      });
      expect(r.json).toMatchObject({
        aptos: 3,
        cabem: false,
        podeConfirmar: false,
        mensagemCapacidade: `Na turma ${t.codigo} resta 1 vaga; não é possível alocar 3 aprendizes.`,
      });
    });
  });

  describe('desalocar', () => {
    it('encerra com data e motivo; de novo é 409; sem alocação é 404', async () => {
      const t = await criarTurma();
      const [a, nunca] = await aprendizes(2);
      await api('POST', '/api/alocacoes', {
        turmaId: t.id,
        aprendizId: a!.id,
        dataInicio: dia(-10),
      });
      const r = await api<Alocacao>('PUT', `/api/alocacoes/desalocar/${a!.id}/${t.id}`, {
        dataFim: dia(-2),
        motivo: '  Mudança de horário na empresa ',
      });
      expect(r.status).toBe(200);
      expect(r.json).toMatchObject({
        aprendizId: a!.id,
        turmaId: t.id,
        dataInicio: dia(-10),
        dataFim: dia(-2),
        motivoDesalocacao: 'Mudança de horário na empresa',
        aberta: false,
      });
      const deNovo = await api<Problema>('PUT', `/api/alocacoes/desalocar/${a!.id}/${t.id}`, {
        dataFim: dia(0),
        motivo: 'Outra vez',
      });
      expect(deNovo.status).toBe(409);
      expect(deNovo.json.detail).toBe(`Esta alocação já foi encerrada em ${br(dia(-2))}.`);
      const semAlocacao = await api<Problema>(
        'PUT',
        `/api/alocacoes/desalocar/${nunca!.id}/${t.id}`,
        {
          dataFim: dia(0),
          motivo: 'Engano',
        },
      );
      expect(semAlocacao.status).toBe(404);
      expect(semAlocacao.json.detail).toBe('Este aprendiz não está alocado nesta turma.');
      const turmaInexistente = await api<Problema>(
        'PUT',
        `/api/alocacoes/desalocar/${a!.id}/999999`,
        {
          dataFim: dia(0),
          motivo: 'Engano',
        },
      );
      expect(turmaInexistente).toMatchObject({
        status: 404,
        json: { detail: 'Turma não encontrada.' },
      });
      const aprendizInexistente = await api<Problema>(
        'PUT',
        `/api/alocacoes/desalocar/999999/${t.id}`,
        {
          dataFim: dia(0),
          motivo: 'Engano',
        },
      );
      expect(aprendizInexistente).toMatchObject({
        status: 404,
        json: { detail: 'Aprendiz não encontrado.' },
      });
    });

    it('dataFim não antes do início nem no futuro (422); motivo e data obrigatórios (400)', async () => {
      const t = await criarTurma();
      const [a] = await aprendizes(1);
      await api('POST', '/api/alocacoes', {
        turmaId: t.id,
        aprendizId: a!.id,
        dataInicio: dia(-10),
      });
      const antes = await api<Problema>('PUT', `/api/alocacoes/desalocar/${a!.id}/${t.id}`, {
        dataFim: dia(-11),
        motivo: 'Teste',
      });
      expect(antes.status).toBe(422);
      expect(antes.json.errors).toEqual({
        dataFim: `A data de término não pode ser anterior ao início da alocação (${br(dia(-10))})`,
      });
      const futura = await api<Problema>('PUT', `/api/alocacoes/desalocar/${a!.id}/${t.id}`, {
        dataFim: dia(3),
        motivo: 'Teste',
      });
      expect(futura.status).toBe(422);
      expect(futura.json.errors).toEqual({ dataFim: 'A data de término não pode ser futura' });
      const vazio = await api<Problema>('PUT', `/api/alocacoes/desalocar/${a!.id}/${t.id}`, {
        motivo: '   ',
      });
      expect(vazio.status).toBe(400);
      expect(vazio.json.errors).toEqual({
        dataFim: 'Informe a data de término',
        motivo: 'Informe o motivo da desalocação',
      });
      const aindaAberta = await api<Lista<Alocacao>>(
        'GET',
        `/api/alocacoes?aprendizId=${a!.id}&abertas=true`,
      );
      expect(aindaAberta.json.total).toBe(1);
    });

    it('uma alocação que ainda não começou pode ser cancelada no seu primeiro dia', async () => {
      const t = await criarTurma({ status: 'planejada', dataInicio: dia(20), dataFim: dia(300) });
      const [a] = await aprendizes(1);
      await api('POST', '/api/alocacoes', {
        turmaId: t.id,
        aprendizId: a!.id,
        dataInicio: dia(20),
      });
      const r = await api<Alocacao>('PUT', `/api/alocacoes/desalocar/${a!.id}/${t.id}`, {
        dataFim: dia(20),
        motivo: 'Desistiu antes do início',
      });
      expect(r.status).toBe(200);
      expect(r.json.dataFim).toBe(dia(20));
    });

    it('depois de desalocado, vai para outra turma, sem começar antes do fim da anterior', async () => {
      const [t1, t2] = [await criarTurma(), await criarTurma()];
      const [a] = await aprendizes(1);
      await api('POST', '/api/alocacoes', {
        turmaId: t1.id,
        aprendizId: a!.id,
        dataInicio: dia(-20),
      });
      await api('PUT', `/api/alocacoes/desalocar/${a!.id}/${t1.id}`, {
        dataFim: dia(-5),
        motivo: 'Troca de turma',
      });
      const sobreposta = await api<Problema>('POST', '/api/alocacoes', {
        turmaId: t2.id,
        aprendizId: a!.id,
        dataInicio: dia(-8),
      });
      expect(sobreposta.status).toBe(422);
      expect(sobreposta.json.detail).toBe(
        `A data de início não pode ser anterior ao fim da alocação anterior deste aprendiz (${br(dia(-5))})`,
      );
      const ok = await api<Criadas>('POST', '/api/alocacoes', {
        turmaId: t2.id,
        aprendizId: a!.id,
        dataInicio: dia(-5),
      });
      expect(ok.status).toBe(201);

      const historico = await api<{ data: Alocacao[] }>('GET', `/api/alocacoes/aprendiz/${a!.id}`);
      expect(historico.json.data.map((x) => [x.turmaId, x.aberta])).toEqual([
        [t2.id, true],
        [t1.id, false],
      ]);
      expect((await api('GET', '/api/alocacoes/aprendiz/999999')).status).toBe(404);
    });
  });

  describe('listas', () => {
    it('GET /api/alocacoes filtra por turma, aprendiz e abertas', async () => {
      const t = await criarTurma();
      const [a, b] = await aprendizes(2);
      await api('POST', '/api/alocacoes', {
        turmaId: t.id,
        aprendizIds: [a!.id, b!.id],
        dataInicio: dia(-3),
      });
      await api('PUT', `/api/alocacoes/desalocar/${b!.id}/${t.id}`, {
        dataFim: dia(0),
        motivo: 'Saiu',
      });
      const todas = await api<Lista<Alocacao>>('GET', `/api/alocacoes?turmaId=${t.id}`);
      expect(todas.json.total).toBe(2);
      const abertas = await api<Lista<Alocacao>>(
        'GET',
        `/api/alocacoes?turmaId=${t.id}&abertas=true`,
      );
      expect(abertas.json.data.map((x) => x.aprendizId)).toEqual([a!.id]);
      const encerradas = await api<Lista<Alocacao>>(
        'GET',
        `/api/alocacoes?turmaId=${t.id}&abertas=false`,
      );
      expect(encerradas.json.data.map((x) => x.aprendizId)).toEqual([b!.id]);
      const doAprendiz = await api<Lista<Alocacao>>('GET', `/api/alocacoes?aprendizId=${b!.id}`);
      expect(doAprendiz.json.data).toEqual([
        expect.objectContaining({ turmaId: t.id, motivoDesalocacao: 'Saiu' }),
      ]);
      expect((await api('GET', '/api/alocacoes?abertas=sim')).status).toBe(400);
    });

    it('with-aprendizes: nome, CPF (mascarado sem aprendizes:ver-cpf) e situação; turmaId obrigatório', async () => {
      const t = await criarTurma();
      const a = await novoAprendiz(h, ref, { nome: 'Fernanda Quintino', situacao: 'afastado' });
      await api('POST', '/api/alocacoes', { turmaId: t.id, aprendizId: a.id, dataInicio: dia(0) });
      const r = await api<Lista<Alocacao>>(
        'GET',
        `/api/alocacoes/with-aprendizes?turmaId=${t.id}&q=fernanda`,
      );
      expect(r.status).toBe(200);
      expect(r.json.data).toEqual([
        expect.objectContaining({
          aprendizId: a.id,
          nome: 'Fernanda Quintino',
          cpf: `${a.cpf.slice(0, 3)}.${a.cpf.slice(3, 6)}.${a.cpf.slice(6, 9)}-${a.cpf.slice(9)}`,
          situacao: expect.objectContaining({ codigo: 'afastado', nome: 'Afastado' }),
        }),
      ]);
      const comoEducador = await api<Lista<Alocacao>>(
        'GET',
        `/api/alocacoes/with-aprendizes?turmaId=${t.id}`,
        undefined,
        (await leitorSemVerCpf(h)).token,
      );
      expect(comoEducador.json.data[0]!.cpf).toBe(
        `***.${a.cpf.slice(3, 6)}.${a.cpf.slice(6, 9)}-**`,
      );
      const semTurma = await api<Problema>('GET', '/api/alocacoes/with-aprendizes');
      expect(semTurma.status).toBe(400);
      expect(semTurma.json.errors).toEqual({ turmaId: 'Selecione a turma' });
    });

    it('permissões: quem tem as permissões do educador lê e confere, mas não aloca nem desaloca', async () => {
      // The educator's permissions with every class in reach (the record rule has its own test).
      const tokenEducador = (await leitorSemVerCpf(h)).token;
      const t = await criarTurma();
      const [a] = await aprendizes(1);
      expect((await api('GET', '/api/alocacoes', undefined, tokenEducador)).status).toBe(200);
      expect(
        (
          await api(
            'POST',
            '/api/alocacoes/verificar',
            { turmaId: t.id, aprendizIds: [a!.id] },
            tokenEducador,
          )
        ).status,
      ).toBe(200);
      expect(
        (
          await api(
            'POST',
            '/api/alocacoes',
            { turmaId: t.id, aprendizId: a!.id, dataInicio: dia(0) },
            tokenEducador,
          )
        ).status,
      ).toBe(403);
      expect(
        (
          await api(
            'PUT',
            `/api/alocacoes/desalocar/${a!.id}/${t.id}`,
            { dataFim: dia(0), motivo: 'x' },
            tokenEducador,
          )
        ).status,
      ).toBe(403);
    });
  });
});
