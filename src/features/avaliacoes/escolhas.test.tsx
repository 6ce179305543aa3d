// The report-card and grade screens keep their choice in the address; opened from a link, their
// pickers name the class and the apprentice once the screen's own answer says who they are.
import { screen } from '@testing-library/react';
import { instalarApiFalsa, ok } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { BoletimAprendizScreen } from './boletins/BoletimAprendizScreen';
import { BoletinsScreen } from './boletins/BoletinsScreen';
import { NotasPorAprendizScreen } from './notas/NotasPorAprendizScreen';

const sessao = sessaoAtiva({
  ...usuarioDeTeste,
  permissoes: ['avaliacoes:ler', 'turmas:ler', 'aprendizes:ler'],
});
const turma = {
  id: 12,
  codigo: 'ADM-01',
  nome: 'Administrativo',
  dataInicio: '2026-02-01',
  dataFim: '2026-12-15',
  curso: null,
  educador: null,
  encerrada: false,
};
const criterios = { mediaMinima: 6, frequenciaMinima: 75, texto: 'Média 6,0 e 75% de presença.' };
const resumo = { media: null, diasDeAula: 0, faltas: 0, frequencia: null, resultado: 'em curso' };

const valorDe = (rotulo: string) =>
  screen.getByRole<HTMLInputElement>('combobox', { name: rotulo }).value;

describe('escolhas guardadas no endereço', () => {
  it('boletim do aprendiz: os dois seletores nomeiam o aprendiz e a turma lidos', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/boletins/5': ok({
        aprendiz: { id: 5, nome: 'Eva Souza', nomeSocial: null },
        turma,
        criterios,
        periodos: [],
        disciplinas: [],
        resumo,
        aviso: null,
      }),
    });
    renderizar(<BoletimAprendizScreen />, sessao, '/?aprendiz=5&turma=12');
    expect(await screen.findByDisplayValue('Eva Souza')).toBeInTheDocument();
    expect(valorDe('Aprendiz')).toBe('Eva Souza');
    expect(valorDe('Turma (padrão: a atual)')).toBe('ADM-01 · Administrativo');
    expect(chamadas.map((c) => c.caminho)).toContain('/api/boletins/5');
  });

  it('boletins da turma: o seletor nomeia a turma lida', async () => {
    instalarApiFalsa({
      'GET /api/turmas/12/boletins': ok({
        turma,
        criterios,
        periodos: [],
        disciplinas: [],
        aprendizes: [],
        totais: { aprendizes: 0, aprovados: 0, reprovados: 0, emCurso: 0 },
        aviso: null,
      }),
    });
    renderizar(<BoletinsScreen />, sessao, '/?turma=12');
    expect(await screen.findByDisplayValue('ADM-01 · Administrativo')).toBeInTheDocument();
    expect(valorDe('Turma')).toBe('ADM-01 · Administrativo');
  });

  it('notas por aprendiz: o seletor nomeia o aprendiz lido', async () => {
    instalarApiFalsa({
      'GET /api/notas': ok({
        turma: null,
        disciplina: null,
        periodo: null,
        inicio: null,
        fim: null,
        aprendiz: { id: 5, nome: 'Eva Souza' },
        lancamento: null,
        podeAlterar: false,
        bloqueio: null,
        linhas: [],
      }),
    });
    renderizar(<NotasPorAprendizScreen />, sessao, '/?aprendiz=5');
    expect(await screen.findByDisplayValue('Eva Souza')).toBeInTheDocument();
    expect(valorDe('Aprendiz')).toBe('Eva Souza');
  });
});
