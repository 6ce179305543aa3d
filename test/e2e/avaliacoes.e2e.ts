// Evaluations, grades and report cards as staff use them: a template with the three kinds of
// question made in the editor, applied to a class, one evaluation answered through the flow (a
// reload in the middle resumes at the first unanswered question), sent, and its results; a class's
// grades typed from the keyboard with a decimal comma and saved; a report card and the class's
// batch downloaded as PDF.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { abrirNavegador, entrar } from './support/navegador';
import { apiComoAdmin, cpfNovo, dia, type Api } from './support/api';
import { iniciarServidor, type Servidor } from './support/servidor';

let servidor: Servidor;
let navegador: Browser;
let api: Api;
let turmaId = 0;
let disciplinaId = 0;
const alunos: { id: number; nome: string }[] = [];

const sufixo = Date.now().toString(36).slice(-5).toUpperCase();
const CODIGO = `AVAL-${sufixo}`;
const TITULO = `Desempenho na prática ${sufixo}`;

before(async () => {
  servidor = await iniciarServidor({ CARGA_MAX_ATRASO_MS: '0' });
  navegador = await abrirNavegador();
  api = await apiComoAdmin(servidor.url);
  // A course whose plan has one discipline, and a class on that plan begun 120 days ago (its first
  // bimester is past: grades may be given).
  const curso = await api<{ id: number }>('POST', '/api/cursos', {
    nome: `Serviços Administrativos ${sufixo}`,
    cargaHorariaTotal: 400,
  });
  const modulo = await api<{ id: number }>('POST', '/api/modulos', {
    nome: `Módulo básico ${sufixo}`,
    cargaHoraria: 40,
  });
  disciplinaId = (
    await api<{ id: number }>('POST', '/api/disciplinas', {
      moduloId: modulo.id,
      nome: `Matemática financeira ${sufixo}`,
      cargaHoraria: 40,
      ementa: 'Porcentagem, juros e orçamento.',
    })
  ).id;
  const plano = await api<{ id: number }>('POST', '/api/planos', {
    cursoId: curso.id,
    nome: `Plano ${sufixo}`,
    vigenciaInicio: dia(-400),
    vigenciaFim: null,
  });
  const curriculo = await api<{ versao: number }>(
    'GET',
    `/api/planos/${String(plano.id)}/curriculo`,
  );
  await api('PUT', `/api/planos/${String(plano.id)}/curriculo`, {
    versao: curriculo.versao,
    itens: [{ disciplinaId, ordem: 10 }],
  });
  const inicio = dia(-120);
  turmaId = (
    await api<{ id: number }>('POST', '/api/turmas', {
      codigo: CODIGO,
      nome: `Avaliações ${sufixo}`,
      cursoId: curso.id,
      planoId: plano.id,
      turno: 'manha',
      diasTeoria: [1, 2, 3, 4, 5],
      dataInicio: inicio,
      dataFim: dia(120),
      capacidade: 10,
      status: 'em andamento',
    })
  ).id;
  for (const nome of ['Alice Avaliada', 'Bento Avaliado', 'Celina Avaliada']) {
    const completo = `${nome} ${sufixo}`;
    const { id } = await api<{ id: number }>('POST', '/api/aprendiz', {
      nome: completo,
      cpf: cpfNovo(),
      dataNascimento: dia(-19 * 365),
      celular: '(11) 98888-7777',
      email: `${nome.toLowerCase().replace(/\W+/g, '.')}.${sufixo.toLowerCase()}@example.com`,
      endereco: {
        cep: '01310-100',
        logradouro: 'Avenida Paulista',
        numero: '1000',
        bairro: 'Bela Vista',
        municipioId: 3550308,
      },
    });
    alunos.push({ id, nome: completo });
  }
  await api('POST', '/api/alocacoes', {
    turmaId,
    aprendizIds: alunos.map((a) => a.id),
    dataInicio: inicio,
  });
});

after(async () => {
  await navegador.close();
  await servidor.parar();
});

async function novaPagina(): Promise<Page> {
  const contexto = await navegador.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    acceptDownloads: true,
    viewport: { width: 1600, height: 900 },
  });
  const page = await contexto.newPage();
  await entrar(page, servidor.url);
  return page;
}

describe('avaliações', () => {
  test('cria um modelo com três tipos de pergunta, aplica à turma, responde com recarga no meio e vê os resultados', async () => {
    const page = await novaPagina();
    await page.goto(`${servidor.url}/avaliacoes/nova`);
    await page.getByRole('textbox', { name: 'Título' }).fill(TITULO);
    const p1 = page.getByRole('region', { name: 'Pergunta 1' });
    await p1.getByRole('textbox', { name: 'Enunciado' }).fill('Pontualidade e assiduidade');

    await page.getByRole('button', { name: 'Adicionar pergunta' }).click();
    const p2 = page.getByRole('region', { name: 'Pergunta 2' });
    await p2.getByRole('textbox', { name: 'Enunciado' }).fill('Setor em que mais se destacou');
    await p2.getByRole('combobox', { name: 'Tipo de resposta' }).click();
    await page.getByRole('option', { name: 'Múltipla escolha' }).click();
    await p2.getByRole('textbox', { name: 'Opção 1' }).fill('Atendimento');
    await p2.getByRole('textbox', { name: 'Opção 2' }).fill('Estoque');

    await page.getByRole('button', { name: 'Adicionar pergunta' }).click();
    const p3 = page.getByRole('region', { name: 'Pergunta 3' });
    await p3.getByRole('textbox', { name: 'Enunciado' }).fill('Comentários do supervisor');
    await p3.getByRole('combobox', { name: 'Tipo de resposta' }).click();
    await page.getByRole('option', { name: 'Texto livre' }).click();
    // Reordered and back: the arrows move a question.
    await page.getByRole('button', { name: 'Mover a pergunta 3 para cima' }).click();
    assert.equal(
      await page
        .getByRole('region', { name: 'Pergunta 2' })
        .getByRole('textbox', { name: 'Enunciado' })
        .inputValue(),
      'Comentários do supervisor',
    );
    await page.getByRole('button', { name: 'Mover a pergunta 2 para baixo' }).click();
    // The preview shows them as the person answering sees them.
    await page.getByLabel('Pré-visualizar').check();
    await page.getByRole('radio', { name: '4 — Bom' }).waitFor();
    await page.getByLabel('Pré-visualizar').uncheck();

    await page.getByRole('button', { name: 'Criar avaliação' }).click();
    await page.waitForURL(/\/avaliacoes$/);
    await page.getByText(`Avaliação “${TITULO}” criada.`).waitFor();

    // Applied to the class (everyone allocated).
    await page.getByLabel('Pesquisar').fill(TITULO);
    await page.getByRole('button', { name: `Aplicar ${TITULO}` }).click();
    const dialogo = page.getByRole('dialog');
    await dialogo.getByRole('combobox', { name: 'Turma' }).fill(CODIGO);
    await page.getByRole('option', { name: new RegExp(CODIGO) }).click();
    await dialogo.getByRole('textbox', { name: 'Quem responde (nome)' }).fill('Carlos Supervisor');
    // The pt-BR day picker: a click, then dd/mm/aaaa typed from the day.
    await dialogo.getByRole('group', { name: /Prazo/ }).click();
    await page.keyboard.type(dia(10).split('-').reverse().join(''), { delay: 80 });
    await dialogo.getByRole('button', { name: 'Aplicar' }).click();
    await page.getByText('Avaliação aplicada a 3 aprendizes.').waitFor();

    const aplicadas = await api<{ data: { id: number; aprendiz: { nome: string } }[] }>(
      'GET',
      `/api/avaliacoes-aplicadas?turmaId=${String(turmaId)}&pageSize=10`,
    );
    const daAlice = aplicadas.data.find((a) => a.aprendiz.nome === alunos[0]?.nome);
    assert.ok(daAlice);

    // The applied list leads to the flow.
    await page.goto(`${servidor.url}/avaliacoes?aba=aplicadas&turmaId=${String(turmaId)}`);
    await page
      .getByRole('link', { name: new RegExp(`Responder: ${TITULO}, ${alunos[0]?.nome ?? ''}`) })
      .click();
    await page.waitForURL(`**/avaliacoes-aplicadas/${String(daAlice.id)}/responder`);
    // The intro: who is evaluated, by whom, until when.
    await page.getByRole('button', { name: 'Começar' }).waitFor();
    await page.getByText('Carlos Supervisor (Supervisor)').waitFor();
    await page.getByText(dia(10).split('-').reverse().join('/')).waitFor();
    await page.getByRole('button', { name: 'Começar' }).click();
    await page.getByText('Pergunta 1 de 3').waitFor();
    // Required: next is refused until answered.
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByText('Resposta obrigatória').waitFor();
    await page.getByRole('radio', { name: '4 — Bom' }).check();
    await page.getByText('Todas as respostas estão salvas.').waitFor();
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByRole('radio', { name: 'Estoque' }).check();
    await page.getByText('Todas as respostas estão salvas.').waitFor();

    // A reload in the middle resumes at the first unanswered question.
    await page.reload();
    await page.getByText('Pergunta 3 de 3').waitFor();
    await page.getByRole('textbox').fill('Muito dedicada e pontual.');
    await page.getByRole('button', { name: 'Revisar respostas' }).click();
    await page.getByRole('heading', { name: 'Revisão das respostas' }).waitFor();
    await page.getByText('4 — Bom').waitFor();
    await page.getByText('Estoque', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Enviar avaliação' }).click();
    await page.getByText('Avaliação concluída').waitFor();

    const concluida = await api<{ status: string; respostas: unknown[] }>(
      'GET',
      `/api/avaliacoes-aplicadas/${String(daAlice.id)}`,
    );
    assert.equal(concluida.status, 'concluida');
    assert.equal(concluida.respostas.length, 3);

    // The results.
    await page.getByRole('link', { name: 'Voltar para Avaliações' }).click();
    await page.getByLabel('Pesquisar').fill(TITULO);
    await page.getByRole('link', { name: `Resultados de ${TITULO}` }).click();
    await page.getByText('1 de 3 aplicações concluídas').waitFor();
    await page.getByText('“Muito dedicada e pontual.”', { exact: false }).waitFor();
    await page.getByText('1 resposta · média 4,00').waitFor();
    await page.close();
  });

  test('uma resposta digitada e deixada em menos de 300 ms chega ao servidor (passo e página)', async () => {
    const page = await novaPagina();
    const aplicadas = await api<{ data: { id: number; aprendiz: { nome: string } }[] }>(
      'GET',
      `/api/avaliacoes-aplicadas?turmaId=${String(turmaId)}&pageSize=10`,
    );
    const doBento = aplicadas.data.find((a) => a.aprendiz.nome === alunos[1]?.nome);
    assert.ok(doBento);
    const comentario = async (): Promise<unknown> => {
      const lida = await api<{ respostas: { perguntaId: number; valor: unknown }[] }>(
        'GET',
        `/api/avaliacoes-aplicadas/${String(doBento.id)}`,
      );
      return lida.respostas.find((r) => r.perguntaId === 3)?.valor;
    };
    const chegou = async (esperado: string) => {
      for (let i = 0; i < 50 && (await comentario()) !== esperado; i++) {
        await new Promise((r) => setTimeout(r, 100));
      }
      assert.equal(await comentario(), esperado);
    };
    // From the list, so leaving by Back stays inside the app.
    await page.goto(`${servidor.url}/avaliacoes?aba=aplicadas&turmaId=${String(turmaId)}`);
    await page
      .getByRole('link', { name: new RegExp(`Responder: ${TITULO}, ${alunos[1]?.nome ?? ''}`) })
      .click();
    await page.getByRole('button', { name: 'Começar' }).click();
    await page.getByRole('radio', { name: '3 — Regular' }).check();
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByRole('radio', { name: 'Atendimento' }).check();
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByText('Pergunta 3 de 3').waitFor();
    await page.getByText('Todas as respostas estão salvas.').waitFor();

    // 72 characters typed, then straight to the previous question.
    const texto = 'Chega sempre no horário, ajuda os colegas e pergunta quando tem dúvidas.';
    assert.equal(texto.length, 72);
    await page.getByRole('textbox').click();
    await page.keyboard.type(texto, { delay: 15 });
    assert.equal(
      await page.getByText('Todas as respostas estão salvas.').count(),
      0,
      'não diz salvas antes do servidor',
    );
    await page.getByRole('button', { name: 'Anterior' }).click({ delay: 0 });
    await chegou(texto);
    await page.getByText('Todas as respostas estão salvas.').waitFor();

    // Back to it, a few more words, and the page is left by the browser's Back within 300 ms.
    await page.getByRole('button', { name: 'Próxima' }).click();
    await page.getByRole('textbox').click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Recomendo.', { delay: 15 });
    await page.goBack();
    await page.waitForURL(/\/avaliacoes\?/);
    await chegou(`${texto} Recomendo.`);
    await page.close();
  });

  test('lança as notas da turma pelo teclado com vírgula e as vê depois de recarregar', async () => {
    const page = await novaPagina();
    await page.goto(
      `${servidor.url}/avaliacoes/notas?turma=${String(turmaId)}&disciplina=${String(disciplinaId)}&periodo=1`,
    );
    const [alice, bento, celina] = alunos.map((a) => a.nome) as [string, string, string];
    const nota = (nome: string) => page.getByRole('textbox', { name: `Nota de ${nome}` });
    await nota(alice).click();
    await page.keyboard.type('7,5');
    await page.keyboard.press('Enter');
    await page.keyboard.type('8');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.type('5,5');
    assert.equal(await nota(celina).inputValue(), '5,5');
    await page.getByText('3 alterações não salvas.').waitFor();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('3 notas salvas.').waitFor();

    await page.reload();
    await nota(bento).waitFor();
    assert.equal(await nota(alice).inputValue(), '7,5');
    assert.equal(await nota(bento).inputValue(), '8,0');
    assert.equal(await nota(celina).inputValue(), '5,5');
    await page.getByText(/^Salvas por .+ em \d{2}\/\d{2}\/\d{4}/).waitFor();
    await page.close();
  });

  test('baixa o boletim de um aprendiz e os da turma inteira em PDF', async () => {
    const page = await novaPagina();
    const alice = alunos[0];
    assert.ok(alice);
    await page.goto(`${servidor.url}/avaliacoes/boletim-aprendiz?aprendiz=${String(alice.id)}`);
    await page.getByRole('table', { name: `Boletim de ${alice.nome}` }).waitFor();
    const [um] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar boletim (PDF)' }).click(),
    ]);
    assert.match(um.suggestedFilename(), /\.pdf$/);
    const arquivo = await readFile(await um.path());
    assert.equal(arquivo.subarray(0, 5).toString('latin1'), '%PDF-');

    await page.goto(`${servidor.url}/avaliacoes/boletins?turma=${String(turmaId)}`);
    await page.getByRole('table', { name: `Boletins da turma ${CODIGO}` }).waitFor();
    const [lote] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar todos os boletins (PDF)' }).click(),
    ]);
    assert.match(lote.suggestedFilename(), /\.pdf$/);
    const todos = (await readFile(await lote.path())).toString('latin1');
    assert.ok(todos.startsWith('%PDF-'));
    // One page per apprentice.
    assert.equal(todos.match(/\/Type\s*\/Page(?![s\w])/g)?.length, alunos.length);
    await page.close();
  });
});
