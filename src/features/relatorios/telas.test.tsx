// Each report screen's columns and filters, as a person finds them.
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { instalarApiFalsa } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { EnturmacaoScreen } from './EnturmacaoScreen';
import { FrequenciaScreen } from './FrequenciaScreen';
import { PorParceiroScreen } from './PorParceiroScreen';
import { SemEnturmacaoScreen } from './SemEnturmacaoScreen';

const leitor = { ...usuarioDeTeste, permissoes: ['relatorios:ler'] };
const vazio = {
  status: 200,
  corpo: {
    data: [],
    total: 0,
    page: 1,
    pageSize: 25,
    resumo: {},
    filtrosDescritos: [],
    resumoDescrito: [],
  },
};
const semOpcoes = { status: 200, corpo: { data: [] } };

const telas: [string, ReactNode, string, string[], string[]][] = [
  [
    'enturmação',
    <EnturmacaoScreen key="e" />,
    'aprendizes-enturmacao',
    ['Aprendiz', 'CPF', 'Turma', 'Alocado em', 'Saída', 'Motivo da saída', 'Movimento'],
    ['Período de', 'Período até', 'Turma', 'Curso'],
  ],
  [
    'frequência',
    <FrequenciaScreen key="f" />,
    'frequencia',
    ['Aprendiz', 'CPF', 'Turma', 'Aulas', 'Presenças', 'Faltas', 'Justificadas', 'Presença'],
    ['Período de', 'Período até', 'Turma', 'Aprendiz', 'Presença'],
  ],
  [
    'por parceiro',
    <PorParceiroScreen key="p" />,
    'aprendizes-por-parceiro',
    ['Empresa', 'Unidade', 'Município', 'Na unidade', 'Na empresa', 'Cota', 'Situação da cota'],
    ['Empresa', 'Município', 'Cota'],
  ],
  [
    'sem enturmação',
    <SemEnturmacaoScreen key="s" />,
    'aprendizes-sem-enturmacao',
    ['Aprendiz', 'CPF', 'Situação', 'Contrato', 'Empresa', 'Desde', 'Dias'],
    ['Situação', 'Município', 'Empresa'],
  ],
];

describe('telas de relatório', () => {
  it.each(telas)('%s: as colunas e os filtros', async (_nome, tela, rota, colunas, filtros) => {
    instalarApiFalsa({
      [`GET /api/relatorios/${rota}`]: vazio,
      'GET /api/cadastros/situacoes': semOpcoes,
      'GET /api/cursos': semOpcoes,
    });
    renderizar(tela, sessaoAtiva(leitor), `/relatorios/${rota}`);
    await screen.findByRole('grid');
    for (const coluna of colunas) {
      expect(screen.getByRole('columnheader', { name: coluna })).toBeInTheDocument();
    }
    for (const filtro of filtros) {
      expect(screen.getAllByLabelText(filtro)[0]).toBeInTheDocument();
    }
  });
});
