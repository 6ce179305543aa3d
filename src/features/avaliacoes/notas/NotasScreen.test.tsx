import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENSAGENS_NOTAS } from '../../../shared/validation/avaliacoes';
import { instalarApiFalsa, ok } from '../../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../../testing/renderizar';
import type { Notas } from '../api';
import { lerNota } from './grade';
import { NotasScreen } from './NotasScreen';

const escritor = { ...usuarioDeTeste, permissoes: ['avaliacoes:ler', 'avaliacoes:escrever'] };

const turma = {
  id: 2,
  codigo: 'T-01',
  nome: 'Turma A',
  planoId: 5,
  dataInicio: '2026-02-02',
  dataFim: '2026-11-30',
};

const linha = (id: number, nome: string, valor: number | null) => ({
  aprendiz: { id, nome, nomeSocial: null },
  turma: { id: 2, codigo: 'T-01', nome: 'Turma A' },
  disciplina: { id: 11, nome: 'Matemática' },
  periodo: 1,
  valor,
  conceito: null,
  conceitoInformado: false,
  alocado: true,
});

const notas = (extra: Partial<Notas> = {}): Notas => ({
  turma: { ...turma, educador: null },
  disciplina: { id: 11, nome: 'Matemática' },
  periodo: 1,
  inicio: '2026-02-02',
  fim: '2026-04-11',
  aprendiz: null,
  lancamento: null,
  podeAlterar: true,
  bloqueio: null,
  linhas: [linha(3, 'Ana Souza', 7.5), linha(4, 'Bruno Lima', null), linha(5, 'Caio Reis', null)],
  ...extra,
});

const conceitos = {
  data: [
    {
      id: 1,
      sigla: 'A',
      descricao: 'Ótimo',
      notaMinima: 9,
      notaMaxima: 10,
      ativo: true,
      versao: 1,
      criadoEm: '',
      atualizadoEm: '',
    },
    {
      id: 2,
      sigla: 'B',
      descricao: 'Bom',
      notaMinima: 7,
      notaMaxima: 8.9,
      ativo: true,
      versao: 1,
      criadoEm: '',
      atualizadoEm: '',
    },
    {
      id: 3,
      sigla: 'C',
      descricao: 'Regular',
      notaMinima: 5,
      notaMaxima: 6.9,
      ativo: true,
      versao: 1,
      criadoEm: '',
      atualizadoEm: '',
    },
  ],
};

describe('lançamento de notas', () => {
  it('lê a nota com vírgula decimal e recusa o que não é 0 a 10 com uma casa', () => {
    expect(lerNota('7,5')).toBe(7.5);
    expect(lerNota(' 10 ')).toBe(10);
    expect(lerNota('')).toBeNull();
    for (const t of ['10,5', '11', '7,55', '-1', 'abc', '7,']) expect(lerNota(t)).toBeUndefined();
  });

  it('digita pelo teclado com vírgula, mostra o conceito ao lado e salva só as linhas alteradas', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/turmas/2': ok(turma),
      'GET /api/planos/5/curriculo': ok({ itens: [{ disciplinaId: 11, nome: 'Matemática' }] }),
      'GET /api/cadastros/conceitos': ok(conceitos),
      'GET /api/notas': ok(notas()),
      'PUT /api/notas': ok(
        notas({
          lancamento: {
            versao: 1,
            salvoPor: { id: 1, nome: 'Ana Lima' },
            salvoEm: '2026-11-21T15:00:00Z',
          },
        }),
      ),
    });
    renderizar(
      <NotasScreen />,
      sessaoAtiva(escritor),
      '/avaliacoes/notas?turma=2&disciplina=11&periodo=1',
    );
    const ana = await screen.findByRole('textbox', { name: 'Nota de Ana Souza' });
    expect(ana).toHaveValue('7,5');
    expect(await screen.findByText('B — Bom')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();

    // Enter moves down a row; a wrong value says why and blocks Salvar.
    await userEvent.click(ana);
    await userEvent.keyboard('{Enter}');
    const bruno = screen.getByRole('textbox', { name: 'Nota de Bruno Lima' });
    expect(bruno).toHaveFocus();
    await userEvent.keyboard('10,5');
    expect(screen.getByText(MENSAGENS_NOTAS.notaInvalida)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    await userEvent.clear(bruno);
    await userEvent.keyboard('5,5{ArrowDown}');
    expect(screen.getByRole('textbox', { name: 'Nota de Caio Reis' })).toHaveFocus();
    await userEvent.keyboard('9');
    expect(screen.getByText('C — Regular')).toBeInTheDocument();
    expect(screen.getByText('Abaixo da média')).toBeInTheDocument();
    expect(screen.getByText('2 alterações não salvas.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => {
      expect(chamadas.some((c) => c.metodo === 'PUT')).toBe(true);
    });
    expect(chamadas.find((c) => c.metodo === 'PUT')?.corpo).toEqual({
      turmaId: 2,
      disciplinaId: 11,
      periodo: 1,
      registros: [
        { aprendizId: 4, valor: 5.5 },
        { aprendizId: 5, valor: 9 },
      ],
    });
  });

  it('sem poder alterar, mostra o motivo e não deixa digitar', async () => {
    instalarApiFalsa({
      'GET /api/turmas/2': ok(turma),
      'GET /api/planos/5/curriculo': ok({ itens: [{ disciplinaId: 11, nome: 'Matemática' }] }),
      'GET /api/cadastros/conceitos': ok(conceitos),
      'GET /api/notas': ok(
        notas({ podeAlterar: false, bloqueio: MENSAGENS_NOTAS.educadorOutraTurma }),
      ),
    });
    renderizar(
      <NotasScreen />,
      sessaoAtiva(escritor),
      '/avaliacoes/notas?turma=2&disciplina=11&periodo=1',
    );
    expect(await screen.findByText(MENSAGENS_NOTAS.educadorOutraTurma)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nota de Ana Souza' })).toBeDisabled();
  });
});
