// Test-only: an evaluation template and an applied evaluation as the API answers them; each test
// changes only what it is about.
import type { Avaliacao, AvaliacaoAplicada } from './api';

/** A self-evaluation template with one text question, not yet applied (questions editable). */
export const avaliacaoFalsa = (extra: Partial<Avaliacao> = {}): Avaliacao => ({
  id: 4,
  titulo: 'Autoavaliação',
  descricao: '',
  tipo: 'autoavaliacao',
  perguntas: [{ id: 1, enunciado: 'Como foi o mês?', tipo: 'texto', obrigatoria: true }],
  perguntasTravadas: false,
  contagens: { aplicadas: 0, pendentes: 0, emAndamento: 0, concluidas: 0, atrasadas: 0 },
  ativo: true,
  criadoEm: '2026-11-01T10:00:00Z',
  atualizadoEm: '2026-11-01T10:00:00Z',
  versao: 3,
  ...extra,
});

/** Applied to Bruna Lima in T-01, answered by her supervisor: one question of each kind, none answered. */
export const aplicadaFalsa = (extra: Partial<AvaliacaoAplicada> = {}): AvaliacaoAplicada => ({
  id: 7,
  avaliacaoId: 1,
  avaliacao: {
    id: 1,
    titulo: 'Desempenho na empresa',
    descricao: 'Primeiro bimestre',
    tipo: 'desempenho',
  },
  perguntas: [
    {
      id: 1,
      enunciado: 'Pontualidade',
      tipo: 'escala',
      obrigatoria: true,
      rotulos: ['Muito ruim', 'Ruim', 'Regular', 'Bom', 'Muito bom'],
    },
    {
      id: 2,
      enunciado: 'Área preferida',
      tipo: 'multipla',
      obrigatoria: false,
      opcoes: ['Vendas', 'Estoque'],
    },
    { id: 3, enunciado: 'Comentários', tipo: 'texto', obrigatoria: true },
  ],
  aprendiz: { id: 3, nome: 'Bruna Lima', nomeSocial: null },
  turma: { id: 2, codigo: 'T-01', nome: 'Turma A' },
  respondente: { nome: 'Carlos Souza', papel: 'Supervisor' },
  data: '2026-11-01',
  prazo: '2099-12-10',
  status: 'pendente',
  atrasada: false,
  respostas: [],
  respondidas: 0,
  totalPerguntas: 3,
  proximaPergunta: 1,
  concluidaEm: null,
  respondidaPeloSupervisor: null,
  criadoEm: '2026-11-01T10:00:00Z',
  atualizadoEm: '2026-11-01T10:00:00Z',
  versao: 1,
  ...extra,
});
