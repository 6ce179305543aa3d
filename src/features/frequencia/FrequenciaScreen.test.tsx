import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok, problema, type Resposta } from '../../testing/apiFalsa';
import { camposComLargura } from '../../testing/larguraDoCampo';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import type { DiaDeFrequencia } from './api';
import { FrequenciaScreen } from './FrequenciaScreen';
import { armazemEmMemoria, chaveDoDia, type Armazem, type DiaPendente } from './offline/fila';
import { iniciarEnvio } from './offline/filaOffline';

const educadora = {
  ...usuarioDeTeste,
  permissoes: ['frequencia:ler', 'frequencia:escrever', 'turmas:ler'],
};

const turma = {
  id: 3,
  codigo: 'T-01',
  nome: 'Administrativo manhã',
  educador: { id: 2, nome: 'Rita' },
  diasTeoria: [1, 3, 5],
  dataInicio: '2026-02-02',
  dataFim: '2026-12-18',
  planoId: null,
  municipio: { id: 3550308, nome: 'São Paulo', uf: 'SP' },
};

const aprendiz = (aprendizId: number, nome: string, extra = {}) => ({
  aprendizId,
  nome,
  nomeSocial: null,
  status: null,
  justificativa: null,
  afastado: false,
  alocado: true,
  ...extra,
});

const dia = (extra: Partial<DiaDeFrequencia> = {}): DiaDeFrequencia => ({
  turma,
  data: '2026-11-20',
  diaDeAula: true,
  motivo: null,
  feriado: null,
  diaAnterior: '2026-11-18',
  proximoDia: null,
  registro: null,
  aprendizes: [
    aprendiz(1, 'Ana Souza'),
    aprendiz(2, 'Bruno Lima'),
    aprendiz(3, 'Carla Dias', { afastado: true }),
    aprendiz(4, 'Davi Rocha'),
  ],
  totais: { alocados: 4, afastados: 1, presentes: 0, faltas: 0, justificadas: 0, semMarcacao: 3 },
  podeAlterar: true,
  bloqueio: null,
  ...extra,
});

const turmaListada = {
  id: turma.id,
  codigo: turma.codigo,
  nome: turma.nome,
  status: 'em andamento',
  diasTeoria: turma.diasTeoria,
  dataInicio: turma.dataInicio,
  dataFim: turma.dataFim,
  educador: turma.educador,
  minha: true,
};

const turmas: Resposta = ok({ data: [turmaListada] });

const salvoAgora = {
  disciplina: null,
  conteudo: '',
  salvoPor: { id: 1, nome: 'Ana Lima' },
  salvoEm: '2026-11-21T14:30:00Z',
  versao: 1,
};

type Loja = ReturnType<typeof renderizar>['store'];
const lojas: Loja[] = [];

function abrir(caminho = '/frequencia?turma=3&data=2026-11-20', armazemDaFila?: Armazem) {
  const r = renderizar(<FrequenciaScreen />, sessaoAtiva(educadora), caminho, '*', {
    armazemDaFila,
  });
  lojas.push(r.store);
  return r;
}

// Each store's sender (its `online` listener and timer) stops with its test: a later test's
// `online` event must not wake an earlier store's queue.
afterEach(() => {
  for (const loja of lojas.splice(0)) loja.dispatch(iniciarEnvio())();
});

const grupo = (nome: string) => screen.getByRole('radiogroup', { name: `Frequência de ${nome}` });
const opcao = (nome: string, rotulo: string) =>
  within(grupo(nome)).getByRole('radio', { name: rotulo });

describe('chamada do dia', () => {
  it('pelo teclado: P marca e segue, J marca falta justificada e leva à justificativa; salva o dia inteiro', async () => {
    const user = userEvent.setup();
    const { chamadas } = instalarApiFalsa({
      'GET /api/frequencia/turmas': turmas,
      'GET /api/frequencia': ok(dia()),
      'PUT /api/frequencia': (): Resposta => {
        return ok(
          dia({
            registro: salvoAgora,
            aprendizes: [
              aprendiz(1, 'Ana Souza', { status: 'presente' }),
              aprendiz(2, 'Bruno Lima', {
                status: 'falta-justificada',
                justificativa: 'Atestado médico',
              }),
              aprendiz(3, 'Carla Dias', { afastado: true }),
              aprendiz(4, 'Davi Rocha', { status: 'falta' }),
            ],
          }),
        );
      },
    });
    abrir();
    expect(await screen.findByText('Frequência ainda não registrada neste dia.')).toBeVisible();
    // The picker is the server's list: an educator's own classes come first, under their heading.
    const picker = screen.getByRole('combobox', { name: 'Turma' });
    await waitFor(() => {
      expect(picker).toHaveValue('T-01 · Administrativo manhã');
    });
    await user.click(picker);
    expect(await screen.findByText('Minhas turmas')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.getByText('Afastado · não conta')).toBeVisible();
    // Leave is not a choice: Carla has no radio group.
    expect(screen.queryByRole('radiogroup', { name: 'Frequência de Carla Dias' })).toBeNull();

    await user.click(opcao('Ana Souza', 'Falta'));
    expect(opcao('Ana Souza', 'Falta')).toBeChecked();
    // Letters mark from the focused group: P marks Ana present and moves on to Bruno.
    await user.keyboard('p');
    expect(opcao('Ana Souza', 'Presente')).toBeChecked();
    await waitFor(() => {
      expect(grupo('Bruno Lima')).toContainElement(document.activeElement as HTMLElement);
    });
    await user.keyboard('j');
    expect(opcao('Bruno Lima', 'Falta justificada')).toBeChecked();
    const justificativa = screen.getByRole('textbox', {
      name: /Justificativa da falta de Bruno Lima/,
    });
    await waitFor(() => {
      expect(justificativa).toHaveFocus();
    });
    await user.keyboard('Atestado médico');
    // Back to the roster: ↓ from Bruno skips Carla (on leave) to Davi; F marks him absent.
    await user.click(opcao('Bruno Lima', 'Falta justificada'));
    await user.keyboard('{ArrowDown}');
    await waitFor(() => {
      expect(grupo('Davi Rocha')).toContainElement(document.activeElement as HTMLElement);
    });
    await user.keyboard('f');
    expect(opcao('Davi Rocha', 'Falta')).toBeChecked();
    expect(screen.getByText('Há marcações não salvas.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Frequência de 20/11/2026 salva.')).toBeVisible();
    const put = chamadas.find((c) => c.metodo === 'PUT');
    expect(put?.corpo).toEqual({
      turmaId: 3,
      data: '2026-11-20',
      disciplinaId: null,
      conteudo: null,
      registros: [
        { aprendizId: 1, status: 'presente' },
        { aprendizId: 2, status: 'falta-justificada', justificativa: 'Atestado médico' },
        { aprendizId: 4, status: 'falta' },
      ],
    });
    expect(await screen.findByText(/Frequência salva por Ana Lima em 21\/11\/2026/)).toBeVisible();
    expect(screen.queryByText('Há marcações não salvas.')).toBeNull();
  });

  it('não envia com gente sem marcação nem falta justificada sem justificativa', async () => {
    const user = userEvent.setup();
    const { chamadas } = instalarApiFalsa({
      'GET /api/frequencia/turmas': turmas,
      'GET /api/frequencia': ok(dia()),
    });
    abrir();
    await screen.findByText('Frequência ainda não registrada neste dia.');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Marque a frequência de todos antes de salvar: 3 sem marcação.'),
    ).toBeVisible();

    await user.click(opcao('Bruno Lima', 'Falta justificada'));
    await user.click(screen.getByRole('button', { name: 'Marcar todos presentes' }));
    // Everyone without a mark is present; Bruno's absence stays.
    expect(opcao('Ana Souza', 'Presente')).toBeChecked();
    expect(opcao('Davi Rocha', 'Presente')).toBeChecked();
    expect(opcao('Bruno Lima', 'Falta justificada')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Informe a justificativa de cada falta justificada.'),
    ).toBeVisible();
    expect(
      screen.getByRole('textbox', { name: /Justificativa da falta de Bruno Lima/ }),
    ).toHaveAccessibleDescription('Informe a justificativa da falta.');
    expect(chamadas.some((c) => c.metodo === 'PUT')).toBe(false);
  });

  it('dia salvo por outra pessoa depois: 409 oferece recarregar', async () => {
    const user = userEvent.setup();
    let salvoPorOutra = false;
    instalarApiFalsa({
      'GET /api/frequencia/turmas': turmas,
      'GET /api/frequencia': (): Resposta =>
        ok(
          salvoPorOutra
            ? dia({
                registro: { ...salvoAgora, salvoPor: { id: 9, nome: 'Rita' }, versao: 2 },
                aprendizes: dia().aprendizes.map((a) =>
                  a.afastado ? a : { ...a, status: 'presente' as const },
                ),
              })
            : dia(),
        ),
      'PUT /api/frequencia': (): Resposta => {
        salvoPorOutra = true;
        return problema(409, 'Outra pessoa salvou a frequência deste dia.', {
          type: '/problemas/versao-desatualizada',
        });
      },
    });
    abrir();
    await screen.findByText('Frequência ainda não registrada neste dia.');
    await user.click(screen.getByRole('button', { name: 'Marcar todos presentes' }));
    await user.click(opcao('Ana Souza', 'Falta'));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(/Outra pessoa salvou a frequência deste dia depois que você a abriu/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Recarregar' }));
    expect(await screen.findByText(/Frequência salva por Rita/)).toBeVisible();
    expect(opcao('Ana Souza', 'Presente')).toBeChecked();
  });

  it('um feriado não é dia de aula: diz por quê e leva aos dias de aula vizinhos', async () => {
    const user = userEvent.setup();
    instalarApiFalsa({
      'GET /api/frequencia/turmas': turmas,
      'GET /api/frequencia': (req): Resposta => {
        const data = new URL(req.url).searchParams.get('data') ?? '';
        return ok(
          data === '2026-11-20'
            ? dia({
                diaDeAula: false,
                motivo: 'Não há aula neste dia: Dia da Consciência Negra (feriado nacional).',
                aprendizes: [],
              })
            : dia({ data, diaAnterior: '2026-11-16', proximoDia: '2026-11-20' }),
        );
      },
    });
    const { router } = abrir();
    expect(await screen.findByText(/Dia da Consciência Negra \(feriado nacional\)/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Salvar' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dia de aula anterior: 18/11/2026' }));
    await screen.findByText('Frequência ainda não registrada neste dia.');
    expect(router.state.location.search).toContain('data=2026-11-18');
  });

  it('a turma de um link, cortada pelo campo, se lê inteira embaixo dele', async () => {
    // A field of 280 px, 8 px a character (jsdom lays nothing out).
    const desfazerLarguras = camposComLargura();
    const nome = 'Serviços de Alimentação, Cozinha Industrial e Atendimento ao Cliente — Manhã';
    instalarApiFalsa({
      'GET /api/frequencia/turmas': ok({ data: [{ ...turmaListada, nome }] }),
      'GET /api/frequencia': ok(dia()),
    });
    try {
      abrir();
      const picker = screen.getByRole('combobox', { name: 'Turma' });
      await waitFor(() => {
        expect(picker).toHaveAccessibleDescription(`T-01 · ${nome}`);
      });
    } finally {
      desfazerLarguras();
    }
  });
});

describe('sem conexão (issue 17)', () => {
  const todosPresentes = () =>
    dia().aprendizes.map((a) => (a.afastado ? a : { ...a, status: 'presente' as const }));
  const daRita = { ...salvoAgora, salvoPor: { id: 9, nome: 'Rita' }, versao: 2 };

  /** A save of 20/11 kept on this device: Ana absent, the others present, read at versao 1. */
  const guardadoNoAparelho = (): DiaPendente => ({
    chave: chaveDoDia(3, '2026-11-20'),
    usuarioId: educadora.id,
    guardadoEm: '2026-11-20T13:05:00.000Z',
    estado: 'pendente',
    corpo: {
      turmaId: 3,
      data: '2026-11-20',
      disciplinaId: null,
      conteudo: null,
      versao: 1,
      registros: [
        { aprendizId: 1, status: 'falta' },
        { aprendizId: 2, status: 'presente' },
        { aprendizId: 4, status: 'presente' },
      ],
    },
  });

  it('um PUT sem rede guarda o dia neste aparelho e o envia igual quando a rede volta', async () => {
    const user = userEvent.setup();
    let rede = false;
    const salvo = () => dia({ registro: salvoAgora, aprendizes: todosPresentes() });
    const { chamadas } = instalarApiFalsa({
      'GET /api/frequencia/turmas': turmas,
      'GET /api/frequencia': (): Resposta => ok(rede ? salvo() : dia()),
      'PUT /api/frequencia': () => (rede ? ok(salvo()) : 'falha-de-rede'),
    });
    abrir();
    await screen.findByText('Frequência ainda não registrada neste dia.');
    await user.click(screen.getByRole('button', { name: 'Marcar todos presentes' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText(
        'Sem conexão com o servidor: salvo neste aparelho, será enviado quando a rede voltar.',
      ),
    ).toBeVisible();
    expect(
      await screen.findByText('Sem conexão: salvo neste aparelho, será enviado.'),
    ).toBeVisible();
    // Kept here is "saved": leaving does not warn, the marks stay on screen.
    expect(screen.queryByText('Há marcações não salvas.')).toBeNull();
    expect(opcao('Ana Souza', 'Presente')).toBeChecked();

    rede = true;
    // The sender marks the store at once (a round starts): a React update, inside act.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Frequência enviada')).toBeVisible();
    expect(await screen.findByText(/Frequência salva por Ana Lima/)).toBeVisible();
    expect(screen.queryByText(/Sem conexão com o servidor/)).toBeNull();
    const puts = chamadas.filter((c) => c.metodo === 'PUT');
    expect(puts).toHaveLength(2);
    expect(puts[1]?.corpo).toEqual(puts[0]?.corpo);
  });

  it('dia guardado que outra pessoa salvou depois: conflito visível; "Manter a minha" reenvia sobre a versao atual', async () => {
    const user = userEvent.setup();
    let puts = 0;
    const { chamadas } = instalarApiFalsa({
      'GET /api/frequencia/turmas': turmas,
      'GET /api/frequencia': ok(dia({ registro: daRita, aprendizes: todosPresentes() })),
      'PUT /api/frequencia': (): Resposta => {
        puts += 1;
        return puts === 1
          ? problema(409, 'Outra pessoa salvou a frequência deste dia.', {
              type: '/problemas/versao-desatualizada',
            })
          : ok(dia({ registro: { ...daRita, versao: 3 } }));
      },
    });
    abrir(undefined, armazemEmMemoria([guardadoNoAparelho()]));
    expect(await screen.findByText('Outra pessoa alterou a frequência deste dia')).toBeVisible();
    expect(screen.getByText(/\(salva por Rita em 21\/11\/2026/)).toBeVisible();
    // The screen shows the marks kept here, not the server's, until the person chooses.
    expect(opcao('Ana Souza', 'Falta')).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Manter a minha' }));
    expect(await screen.findByText('Frequência enviada')).toBeVisible();
    await waitFor(() => {
      expect(screen.queryByText('Outra pessoa alterou a frequência deste dia')).toBeNull();
    });
    const versoes = chamadas
      .filter((c) => c.metodo === 'PUT')
      .map((c) => (c.corpo as { versao?: number }).versao);
    expect(versoes).toEqual([1, 2]);
  });

  it('"Ficar com a do servidor" descarta o que estava guardado e mostra o dia do servidor', async () => {
    const user = userEvent.setup();
    const { chamadas } = instalarApiFalsa({
      'GET /api/frequencia/turmas': turmas,
      'GET /api/frequencia': ok(dia({ registro: daRita, aprendizes: todosPresentes() })),
    });
    abrir(undefined, armazemEmMemoria([{ ...guardadoNoAparelho(), estado: 'conflito' }]));
    await screen.findByText('Outra pessoa alterou a frequência deste dia');
    await user.click(screen.getByRole('button', { name: 'Ficar com a do servidor' }));
    await waitFor(() => {
      expect(opcao('Ana Souza', 'Presente')).toBeChecked();
    });
    expect(screen.queryByText('Outra pessoa alterou a frequência deste dia')).toBeNull();
    expect(chamadas.some((c) => c.metodo === 'PUT')).toBe(false);
  });
});
