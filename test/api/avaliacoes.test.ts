/** @jest-environment ./test/support/api-environment.ts */
// Evaluations (issue 12): templates with ordered questions, frozen once applied (duplicate
// instead), applying to a class or to people, answers saved as progress and resumed, concluding
// with every required answer (400 naming those left) and locked after, the results per question.
// Classes and allocations are inserted directly (their APIs are other modules').
import { and, eq } from 'drizzle-orm';
import { forEachEngine } from '../support/api-harness';
import { alocacoes, auditoria, turmas } from '../../server/db/schema';
import {
  cliente,
  dia,
  novoAprendiz,
  referencias,
  type Problema,
  type Referencias,
} from './turmas-parceiros-fixtures';

interface Pergunta {
  id: number;
  enunciado: string;
  tipo: string;
  obrigatoria: boolean;
  rotulos?: string[];
  opcoes?: string[];
}
interface Avaliacao {
  id: number;
  titulo: string;
  descricao: string;
  perguntas: Pergunta[];
  perguntasTravadas: boolean;
  contagens: Record<string, number>;
  versao: number;
  ativo: boolean;
}
interface Aplicada {
  id: number;
  status: string;
  atrasada: boolean;
  versao: number;
  aprendiz: { id: number; nome: string };
  turma: { id: number } | null;
  respostas: { perguntaId: number; valor: number | string }[];
  respondidas: number;
  totalPerguntas: number;
  proximaPergunta: number | null;
  concluidaEm: string | null;
  perguntas: Pergunta[];
}

let seq = 0;

const perguntasPadrao = () => [
  { enunciado: 'Pontualidade', tipo: 'escala' },
  {
    enunciado: 'Como se comunica com a equipe?',
    tipo: 'multipla',
    opcoes: ['Bem', 'Regular', 'Mal'],
  },
  { enunciado: 'Comentários do supervisor', tipo: 'texto', obrigatoria: false },
];

forEachEngine('avaliações', (h) => {
  let token = '';
  let ref: Referencias;
  const api = cliente(h, () => token);

  beforeAll(async () => {
    const admin = await h.createUser('administrador');
    token = await h.tokenPara(admin.id);
    ref = await referencias(h);
  });

  async function turmaCom(n: number) {
    seq += 1;
    const [t] = await h.db
      .insert(turmas)
      .values({
        codigo: `AVA-${Date.now().toString(36)}-${seq}`,
        nome: 'Avaliação teste',
        cursoId: ref.cursoId,
        turno: 'manha',
        diasTeoria: [1, 3],
        dataInicio: dia(-60),
        dataFim: dia(200),
        capacidade: 30,
        status: 'em andamento',
      })
      .returning({ id: turmas.id });
    const pessoas = await Promise.all(Array.from({ length: n }, () => novoAprendiz(h, ref)));
    await h.db
      .insert(alocacoes)
      .values(pessoas.map((p) => ({ aprendizId: p.id, turmaId: t!.id, dataInicio: dia(-60) })));
    return { id: t!.id, pessoas };
  }

  async function novoModelo(extra: Record<string, unknown> = {}) {
    seq += 1;
    const r = await api<Avaliacao>('POST', '/api/avaliacoes', {
      titulo: `Avaliação de desempenho ${seq}`,
      tipo: 'desempenho',
      perguntas: perguntasPadrao(),
      ...extra,
    });
    expect(r.status).toBe(201);
    return r.json;
  }

  const aplicarNaTurma = async (avaliacaoId: number, turmaId: number) => {
    const r = await api<{ data: Aplicada[]; total: number }>(
      'POST',
      `/api/avaliacoes/${avaliacaoId}/aplicar`,
      { turmaId, respondente: { nome: 'Marta Supervisora', papel: 'supervisor' }, prazo: dia(10) },
    );
    expect(r.status).toBe(201);
    return r.json.data;
  };

  it('cria o modelo com as perguntas numeradas na ordem e a escala com rótulos padrão', async () => {
    const m = await novoModelo();
    expect(m.perguntas.map((p) => [p.id, p.tipo, p.obrigatoria])).toEqual([
      [1, 'escala', true],
      [2, 'multipla', true],
      [3, 'texto', false],
    ]);
    expect(m.perguntas[0]?.rotulos).toEqual(['Muito ruim', 'Ruim', 'Regular', 'Bom', 'Muito bom']);
    expect(m.perguntasTravadas).toBe(false);
    expect(m.contagens.aplicadas).toBe(0);
  });

  it('recusa modelo sem título, sem perguntas, múltipla com uma opção e tipo desconhecido', async () => {
    const r = await api<Problema>('POST', '/api/avaliacoes', {
      titulo: '  ',
      tipo: 'desempenho',
      perguntas: [],
    });
    expect(r.status).toBe(400);
    expect(r.json.errors).toMatchObject({
      titulo: 'Informe o título (até 200 caracteres)',
      perguntas: 'Inclua ao menos uma pergunta',
    });
    const uma = await api<Problema>('POST', '/api/avaliacoes', {
      titulo: 'Uma opção',
      tipo: 'teorica',
      perguntas: [{ enunciado: 'Escolha', tipo: 'multipla', opcoes: ['Só esta'] }],
    });
    expect(uma.status).toBe(400);
    expect(uma.json.errors?.['perguntas.0.opcoes']).toBe('Informe ao menos duas opções diferentes');
    const tipo = await api<Problema>('POST', '/api/avaliacoes', {
      titulo: 'Tipo',
      tipo: 'prova',
      perguntas: perguntasPadrao(),
    });
    expect(tipo.status).toBe(400);
  });

  it('título e descrição: os limites declarados com as suas mensagens; descrição em branco é texto vazio', async () => {
    const longos = await api<Problema>('POST', '/api/avaliacoes', {
      titulo: 'T'.repeat(201),
      descricao: 'd'.repeat(2001),
      tipo: 'desempenho',
      perguntas: perguntasPadrao(),
    });
    expect(longos.status).toBe(400);
    expect(longos.json.errors).toEqual({
      titulo: 'Informe o título (até 200 caracteres)',
      descricao: 'A descrição deve ter no máximo 2000 caracteres',
    });
    const m = await novoModelo({ titulo: '  Desempenho   no setor  ', descricao: '  ' });
    expect(m.titulo).toBe('Desempenho no setor');
    expect(m.descricao).toBe('');
  });

  it('depois de aplicado, as perguntas não mudam (409) mas o título muda; duplicar copia as perguntas', async () => {
    const m = await novoModelo();
    const t = await turmaCom(2);
    await aplicarNaTurma(m.id, t.id);
    const lido = await api<Avaliacao>('GET', `/api/avaliacoes/${m.id}`);
    expect(lido.json.perguntasTravadas).toBe(true);
    expect(lido.json.contagens).toMatchObject({ aplicadas: 2, pendentes: 2, concluidas: 0 });

    const mudarPerguntas = await api<Problema>('PUT', `/api/avaliacoes/${m.id}`, {
      titulo: lido.json.titulo,
      tipo: 'desempenho',
      perguntas: [...perguntasPadrao(), { enunciado: 'Nova', tipo: 'texto' }],
      versao: lido.json.versao,
    });
    expect(mudarPerguntas.status).toBe(409);
    expect(mudarPerguntas.json.detail).toMatch(/já foi aplicada.*Duplique-a/);
    const depois = await api<Avaliacao>('GET', `/api/avaliacoes/${m.id}`);
    expect(depois.json.perguntas).toHaveLength(3);
    expect(depois.json.versao).toBe(lido.json.versao);

    const titulo = await api<Avaliacao>('PUT', `/api/avaliacoes/${m.id}`, {
      titulo: 'Título novo',
      tipo: 'desempenho',
      perguntas: perguntasPadrao(),
      versao: lido.json.versao,
    });
    expect(titulo.status).toBe(200);
    expect(titulo.json.titulo).toBe('Título novo');

    const copia = await api<Avaliacao>('POST', `/api/avaliacoes/${m.id}/duplicar`);
    expect(copia.status).toBe(201);
    expect(copia.json.titulo).toBe('Título novo (cópia)');
    expect(copia.json.perguntasTravadas).toBe(false);
    expect(copia.json.perguntas).toEqual(depois.json.perguntas);
  });

  it('aplica a uma turma (uma pendente por aprendiz) e a aprendizes; modelo inativo não é aplicado', async () => {
    const m = await novoModelo();
    const t = await turmaCom(3);
    const aplicadas = await aplicarNaTurma(m.id, t.id);
    expect(aplicadas).toHaveLength(3);
    expect(aplicadas.every((a) => a.status === 'pendente' && a.turma?.id === t.id)).toBe(true);
    const sem = await novoAprendiz(h, ref);
    const avulsa = await api<{ data: Aplicada[] }>('POST', `/api/avaliacoes/${m.id}/aplicar`, {
      aprendizIds: [sem.id],
      respondente: { nome: sem.nome, papel: 'aprendiz' },
      prazo: dia(0),
    });
    expect(avulsa.status).toBe(201);
    expect(avulsa.json.data[0]?.turma).toBeNull();

    const ambos = await api<Problema>('POST', `/api/avaliacoes/${m.id}/aplicar`, {
      turmaId: t.id,
      aprendizIds: [sem.id],
      respondente: { nome: 'X', papel: 'supervisor' },
      prazo: dia(-1),
    });
    expect(ambos.status).toBe(400);
    expect(ambos.json.errors).toMatchObject({
      turmaId: 'Informe a turma ou os aprendizes (um dos dois)',
      prazo: 'O prazo não pode ser anterior a hoje',
    });

    const lista = await api<{ data: Aplicada[]; total: number }>(
      'GET',
      `/api/avaliacoes-aplicadas?avaliacaoId=${m.id}&turmaId=${t.id}&status=pendente`,
    );
    expect(lista.json.total).toBe(3);

    await api('DELETE', `/api/avaliacoes/${m.id}`);
    const inativa = await api<Problema>('POST', `/api/avaliacoes/${m.id}/aplicar`, {
      turmaId: t.id,
      respondente: { nome: 'Marta', papel: 'supervisor' },
      prazo: dia(5),
    });
    expect(inativa.status).toBe(422);
  });

  it('salva o progresso, retoma na primeira sem resposta, conclui só com as obrigatórias e trava', async () => {
    const m = await novoModelo();
    const t = await turmaCom(1);
    const [a] = await aplicarNaTurma(m.id, t.id);
    expect(a!.proximaPergunta).toBe(1);

    const p1 = await api<Aplicada>('PUT', `/api/avaliacoes-aplicadas/${a!.id}/respostas`, {
      respostas: [{ perguntaId: 1, valor: 4 }],
      versao: a!.versao,
    });
    expect(p1.status).toBe(200);
    expect(p1.json).toMatchObject({ status: 'em andamento', respondidas: 1, proximaPergunta: 2 });

    // The same save again with the old versao (its answer was lost): nothing changes, no 409.
    const repetida = await api<Aplicada>('PUT', `/api/avaliacoes-aplicadas/${a!.id}/respostas`, {
      respostas: [{ perguntaId: 1, valor: 4 }],
      versao: a!.versao,
    });
    expect(repetida.status).toBe(200);
    expect(repetida.json.versao).toBe(p1.json.versao);
    const velha = await api<Problema>('PUT', `/api/avaliacoes-aplicadas/${a!.id}/respostas`, {
      respostas: [{ perguntaId: 1, valor: 2 }],
      versao: a!.versao,
    });
    expect(velha.status).toBe(409);

    const invalidas = await api<Problema>('PUT', `/api/avaliacoes-aplicadas/${a!.id}/respostas`, {
      respostas: [
        { perguntaId: 1, valor: 6 },
        { perguntaId: 2, valor: 'Ótimo' },
        { perguntaId: 9, valor: 'x' },
      ],
      versao: p1.json.versao,
    });
    expect(invalidas.status).toBe(400);
    expect(invalidas.json.errors).toEqual({
      'respostas.0.valor': 'Escolha um valor de 1 a 5',
      'respostas.1.valor': 'Escolha uma das opções da pergunta',
      'respostas.2.perguntaId': 'Esta pergunta não faz parte da avaliação',
    });

    // Reopened: resumes at question 2 with question 1's answer.
    const reaberta = await api<Aplicada>('GET', `/api/avaliacoes-aplicadas/${a!.id}`);
    expect(reaberta.json.respostas).toEqual([{ perguntaId: 1, valor: 4 }]);
    expect(reaberta.json.proximaPergunta).toBe(2);

    const cedo = await api<Problema>('POST', `/api/avaliacoes-aplicadas/${a!.id}/concluir`, {
      versao: reaberta.json.versao,
    });
    expect(cedo.status).toBe(400);
    expect(cedo.json.detail).toBe(
      'Responda a pergunta obrigatória: 2. Como se comunica com a equipe?',
    );
    expect(cedo.json.errors).toEqual({ 'respostas.2': 'Resposta obrigatória' });

    const p2 = await api<Aplicada>('PUT', `/api/avaliacoes-aplicadas/${a!.id}/respostas`, {
      respostas: [{ perguntaId: 2, valor: 'Bem' }],
      versao: reaberta.json.versao,
    });
    const fim = await api<Aplicada>('POST', `/api/avaliacoes-aplicadas/${a!.id}/concluir`, {
      versao: p2.json.versao,
    });
    expect(fim.status).toBe(200);
    expect(fim.json.status).toBe('concluida');
    expect(fim.json.concluidaEm).not.toBeNull();

    const depois = await api<Problema>('PUT', `/api/avaliacoes-aplicadas/${a!.id}/respostas`, {
      respostas: [{ perguntaId: 3, valor: 'Tarde demais' }],
      versao: fim.json.versao,
    });
    expect(depois.status).toBe(409);
    expect(depois.json.detail).toMatch(/já foi concluída/);

    const trilha = await h.db
      .select({ acao: auditoria.acao })
      .from(auditoria)
      .where(
        and(eq(auditoria.entidade, 'avaliacao-aplicada'), eq(auditoria.entidadeId, String(a!.id))),
      )
      .orderBy(auditoria.id);
    expect(trilha.map((x) => x.acao)).toEqual(['responder', 'responder', 'concluir']);
  });

  it('duas gravações diferentes com a mesma versão ao mesmo tempo: uma grava, a outra recebe 409', async () => {
    const m = await novoModelo();
    const t = await turmaCom(1);
    const [a] = await aplicarNaTurma(m.id, t.id);
    const respostas = await Promise.all(
      [2, 5].map((valor) =>
        api<Aplicada>('PUT', `/api/avaliacoes-aplicadas/${a!.id}/respostas`, {
          respostas: [{ perguntaId: 1, valor }],
          versao: a!.versao,
        }),
      ),
    );
    expect(respostas.map((r) => r.status).sort()).toEqual([200, 409]);
    const lida = await api<Aplicada>('GET', `/api/avaliacoes-aplicadas/${a!.id}`);
    expect(lida.json.versao).toBe(a!.versao + 1);
    // An inactive template's applied evaluations still list by default.
    await api('DELETE', `/api/avaliacoes/${m.id}`);
    const doAprendiz = await api<{ total: number }>(
      'GET',
      `/api/avaliacoes-aplicadas?aprendizId=${a!.aprendiz.id}`,
    );
    expect(doAprendiz.json.total).toBe(1);
  });

  it('os resultados contam as concluídas: distribuição da escala e das opções, média e textos', async () => {
    const m = await novoModelo();
    const t = await turmaCom(3);
    const aplicadas = await aplicarNaTurma(m.id, t.id);
    const respostas = [
      [5, 'Bem', 'Muito dedicado'],
      [3, 'Regular', null],
      [4, 'Bem', null],
    ] as const;
    for (const [i, a] of aplicadas.entries()) {
      const [escala, opcao, textoLivre] = respostas[i]!;
      const salvo = await api<Aplicada>('PUT', `/api/avaliacoes-aplicadas/${a.id}/respostas`, {
        respostas: [
          { perguntaId: 1, valor: escala },
          { perguntaId: 2, valor: opcao },
          ...(textoLivre ? [{ perguntaId: 3, valor: textoLivre }] : []),
        ],
        versao: a.versao,
      });
      // The third stays em andamento: not counted.
      if (i < 2) {
        await api('POST', `/api/avaliacoes-aplicadas/${a.id}/concluir`, {
          versao: salvo.json.versao,
        });
      }
    }
    const r = await api<{
      aplicadas: number;
      concluidas: number;
      perguntas: {
        respostas: number;
        media: number | null;
        distribuicao: { valor: string; quantidade: number; percentual: number }[];
        textos: { texto: string }[];
      }[];
    }>('GET', `/api/avaliacoes/${m.id}/resultados?turmaId=${t.id}`);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ aplicadas: 3, concluidas: 2 });
    const [escala, multipla, texto] = r.json.perguntas;
    expect(escala!.media).toBe(4);
    expect(escala!.distribuicao.map((d) => d.quantidade)).toEqual([0, 0, 1, 0, 1]);
    expect(multipla!.distribuicao).toEqual([
      { valor: 'Bem', rotulo: 'Bem', quantidade: 1, percentual: 50 },
      { valor: 'Regular', rotulo: 'Regular', quantidade: 1, percentual: 50 },
      { valor: 'Mal', rotulo: 'Mal', quantidade: 0, percentual: 0 },
    ]);
    expect(texto!.textos.map((x) => x.texto)).toEqual(['Muito dedicado']);
    const atrasadas = await api<{ total: number }>(
      'GET',
      `/api/avaliacoes-aplicadas?avaliacaoId=${m.id}&atrasada=true`,
    );
    expect(atrasadas.json.total).toBe(0);
  });
});
