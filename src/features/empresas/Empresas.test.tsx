import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { ProvedorDeConfirmacao } from '../../shared/dialogos';
import { instalarApiFalsa, ok, pagina } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { EmpresasScreen } from './EmpresasScreen';
import { UnidadeAprendizesScreen } from './UnidadeAprendizesScreen';
import { UnidadeScreen } from './UnidadeScreen';
import { UnidadesScreen } from './UnidadesScreen';

const endereco = {
  cep: null,
  logradouro: null,
  numero: null,
  complemento: null,
  bairro: 'Centro',
  municipioId: 3550308,
  municipio: 'São Paulo',
  uf: 'SP',
};
const parceiro = {
  id: 30,
  razaoSocial: 'Alimentos Boa Vista Ltda',
  nomeFantasia: 'Boa Vista',
  cnpj: '12ABC34501DE35',
  ramoAtividadeId: 3,
  ramoAtividade: { id: 3, codigo: 'C', nome: 'Indústrias de transformação' },
  endereco,
  contato: { nome: null, email: null, telefone: null },
  cotaAprendizes: 5,
  aprendizesAlocados: 2,
  situacaoCota: 'abaixo',
  mensagemCota: 'Abaixo da cota: 2 de 5 aprendizes lotados (faltam 3).',
  unidadesAtivas: 1,
  ativo: true,
  criadoEm: '2026-01-01T00:00:00Z',
  atualizadoEm: '2026-01-01T00:00:00Z',
  versao: 1,
};
const unidade = {
  id: 75,
  parceiroId: 30,
  nome: 'Matriz',
  cnpj: null,
  endereco,
  responsavel: 'Rafael',
  telefone: null,
  aprendizesAlocados: 1,
  ativo: true,
  criadoEm: '2026-01-01T00:00:00Z',
  atualizadoEm: '2026-01-01T00:00:00Z',
  versao: 1,
};
const lotacao = {
  id: 1,
  aprendizId: 44,
  nome: 'Lara Quintanilha',
  nomeSocial: null,
  cpf: '***.456.789-**',
  situacao: { id: 1, codigo: 'contratado', nome: 'Contratado', cor: 'success' },
  aprendizAtivo: true,
  parceiroId: 30,
  unidadeId: 75,
  unidade: 'Matriz',
  dataInicio: '2026-03-01',
  dataFim: null,
  atual: true,
};

function abrir(caminho: string, permissoes: string[]) {
  // The signed-in layout provides the confirm dialog in the app.
  return renderizar(
    <ProvedorDeConfirmacao>
      <Routes>
        <Route path="/empresas/:parceiroId/unidades" element={<UnidadesScreen />} />
        <Route path="/empresas/:parceiroId/unidades/:unidadeId" element={<UnidadeScreen />} />
        <Route
          path="/empresas/:parceiroId/unidades/:unidadeId/aprendizes"
          element={<UnidadeAprendizesScreen />}
        />
      </Routes>
    </ProvedorDeConfirmacao>,
    sessaoAtiva({ ...usuarioDeTeste, permissoes }),
    caminho,
  );
}

describe('lista de empresas', () => {
  it('o título, a frase sob ele, Nova empresa para quem escreve e cada empresa com lotados / cota', async () => {
    instalarApiFalsa({ 'GET /api/parceiros': pagina([parceiro]) });
    renderizar(
      <EmpresasScreen />,
      sessaoAtiva({ ...usuarioDeTeste, permissoes: ['parceiros:ler', 'parceiros:escrever'] }),
      '/empresas',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Empresas' })).toBeInTheDocument();
    expect(
      screen.getByText('Empresas parceiras, suas unidades e a cota de aprendizes de cada uma.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nova empresa' })).toHaveAttribute(
      'href',
      '/empresas/novo',
    );
    const grade = await screen.findByRole('grid', { name: 'Empresas' });
    const linha = (await within(grade).findByText('Alimentos Boa Vista Ltda')).closest(
      '[role="row"]',
    );
    expect(linha).toHaveTextContent('2 / 5');
  });
});

describe('empresa e unidades', () => {
  it('mostra a cota contra os lotados com o aviso de abaixo da cota; quem só lê não edita', async () => {
    instalarApiFalsa({
      'GET /api/parceiros/30': ok(parceiro),
      'GET /api/parceiros/30/unidades': pagina([unidade]),
    });
    abrir('/empresas/30/unidades', ['parceiros:ler']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Alimentos Boa Vista Ltda' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/CNPJ 12\.ABC\.345\/01DE-35/)).toBeInTheDocument();
    expect(screen.getByText('2 / 5')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Abaixo da cota: 2 de 5 aprendizes lotados (faltam 3).',
    );
    expect(await screen.findByRole('link', { name: 'Matriz' })).toHaveAttribute(
      'href',
      '/empresas/30/unidades/75',
    );
    expect(screen.queryByRole('button', { name: 'Nova unidade' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar empresa' })).not.toBeInTheDocument();
  });

  it('a unidade: o nome, a empresa, o responsável e o link para os lotados', async () => {
    instalarApiFalsa({
      'GET /api/parceiros/30': ok(parceiro),
      'GET /api/parceiros/30/unidades/75': ok(unidade),
    });
    abrir('/empresas/30/unidades/75', ['parceiros:ler']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Matriz' })).toBeInTheDocument();
    expect(screen.getByText('Alimentos Boa Vista Ltda')).toBeInTheDocument();
    expect(screen.getByText('Rafael')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aprendizes lotados (1)' })).toHaveAttribute(
      'href',
      '/empresas/30/unidades/75/aprendizes',
    );
  });

  it('editar a empresa e a nova unidade abrem no endereço, e Cancelar os fecha sem perder o resto', async () => {
    instalarApiFalsa({
      'GET /api/parceiros/30': ok(parceiro),
      'GET /api/parceiros/30/unidades': pagina([unidade]),
    });
    const { router } = abrir('/empresas/30/unidades?ativo=todos', [
      'parceiros:ler',
      'parceiros:escrever',
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Editar empresa' }));
    expect(await screen.findByRole('dialog', { name: 'Editar empresa' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?ativo=todos&editar=');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(router.state.location.search).toBe('?ativo=todos');
    await userEvent.click(screen.getByRole('button', { name: 'Nova unidade' }));
    expect(await screen.findByRole('dialog', { name: 'Nova unidade' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?ativo=todos&novaUnidade=');
  });

  it('um código de empresa que não é número diz que ela não existe', async () => {
    instalarApiFalsa({});
    abrir('/empresas/x1/unidades', ['parceiros:ler']);
    expect(
      await screen.findByRole('heading', { name: 'Empresa não encontrada' }),
    ).toBeInTheDocument();
  });

  it('lotar: a busca de aprendizes começa na segunda letra e mostra o CPF e a situação', async () => {
    const buscas: string[] = [];
    instalarApiFalsa({
      'GET /api/parceiros/30': ok(parceiro),
      'GET /api/parceiros/30/unidades/75': ok(unidade),
      'GET /api/parceiros/30/unidades/75/aprendizes': pagina([]),
      'GET /api/aprendiz': (req) => {
        buscas.push(new URL(req.url).search);
        return pagina([{ id: 8, nome: 'Ana Souza', cpf: '12345678901', situacao: 'Em seleção' }]);
      },
    });
    abrir('/empresas/30/unidades/75/aprendizes', ['parceiros:ler', 'parceiros:escrever']);
    await userEvent.click(await screen.findByRole('button', { name: 'Lotar aprendiz' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Lotar aprendiz em Matriz' });
    await userEvent.type(within(dialogo).getByRole('combobox', { name: /^Aprendiz/ }), 'An');
    expect(
      await screen.findByRole('option', { name: 'Ana Souza · CPF 123.456.789-01 · Em seleção' }),
    ).toBeInTheDocument();
    expect(buscas).toEqual(['?q=An&pageSize=20&sort=nome']);
  });

  it('encerra uma lotação só depois de confirmar', async () => {
    const { chamadas } = instalarApiFalsa({
      'GET /api/parceiros/30': ok(parceiro),
      'GET /api/parceiros/30/unidades/75': ok(unidade),
      'GET /api/parceiros/30/unidades/75/aprendizes': pagina([lotacao]),
      'DELETE /api/parceiros/30/unidades/75/aprendizes/44': ok({
        ...lotacao,
        dataFim: '2026-11-21',
        atual: false,
      }),
    });
    abrir('/empresas/30/unidades/75/aprendizes', ['parceiros:ler', 'parceiros:escrever']);
    await userEvent.click(await screen.findByRole('button', { name: 'Encerrar lotação' }));
    const pergunta = await screen.findByRole('alertdialog', {
      name: 'Encerrar a lotação de Lara Quintanilha?',
    });
    expect(chamadas.some((c) => c.metodo === 'DELETE')).toBe(false);
    await userEvent.click(within(pergunta).getByRole('button', { name: 'Encerrar lotação' }));
    expect(await screen.findByText('Lotação de Lara Quintanilha encerrada.')).toBeInTheDocument();
    expect(chamadas.some((c) => c.metodo === 'DELETE')).toBe(true);
  });
});
