import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { instalarApiFalsa, ok, problema } from '../../testing/apiFalsa';
import { renderizar, sessaoAtiva, usuarioDeTeste } from '../../testing/renderizar';
import { EditarEducadorScreen } from './EditarEducadorScreen';
import { NovoEducadorScreen } from './NovoEducadorScreen';

const coordenacao = {
  ...usuarioDeTeste,
  permissoes: ['educadores:ler', 'educadores:escrever', 'cadastros:ler'],
};
const lookups = {
  'GET /api/cadastros/grau-escolaridade': ok({ data: [{ id: 5, nome: 'Superior completo' }] }),
  'GET /api/cadastros/estado-civil': ok({ data: [] }),
};
const educador = {
  id: 7,
  EducNome: 'Adriana Rezende',
  EducCPF: '801.947.703-97',
  EducSexo: 'F',
  EducDataNascimento: '1984-01-26',
  EducEMail: 'adriana@educadores.org.br',
  EducTelefone: null,
  EducTelefoneCelular: '(11) 97540-3606',
  EducEndereco: null,
  EducNumeroEndereco: null,
  EducComplemento: null,
  EducBairro: null,
  EducCidade: 'Guarulhos',
  EducUF: 'SP',
  EducCEP: '07395690',
  EducEstadoCivil: null,
  EducNaturalidade: null,
  EducUFNaturalidade: null,
  EducIdentidade: null,
  EducExpedIdentidade: null,
  EducDataEntrada: '2016-10-21',
  EducObservacoes: null,
  EducGrauInstrucao: 5,
  turmasAtivas: 1,
  ativo: true,
  criadoEm: '2026-01-01T00:00:00Z',
  atualizadoEm: '2026-01-01T00:00:00Z',
  versao: 3,
};

const campo = (nome: string) => document.querySelector(`[name="${nome}"]`);

describe('formulário do educador', () => {
  it('novo: os inputs têm os nomes do seed e as mensagens são as da especificação', async () => {
    const { chamadas } = instalarApiFalsa(lookups);
    renderizar(<NovoEducadorScreen />, sessaoAtiva(coordenacao), '/educadores/novo');
    for (const nome of ['EducNome', 'EducCPF', 'EducSexo', 'EducEMail', 'EducCEP', 'EducUF']) {
      expect(campo(nome)).not.toBeNull();
    }
    expect(campo('EducGrauInstrucao')).not.toBeNull();
    await userEvent.type(campo('EducNome') as HTMLElement, 'Jo');
    await userEvent.type(campo('EducEMail') as HTMLElement, 'sem-arroba');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Nome deve ter no mínimo 3 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Email inválido')).toBeInTheDocument();
    expect(chamadas.some((c) => c.metodo === 'POST')).toBe(false);
  });

  it('novo: um e-mail vazio é aceito; o grau de instrução vai como número', async () => {
    const { chamadas } = instalarApiFalsa({
      ...lookups,
      'POST /api/educadores': { status: 201, corpo: { ...educador, id: 9 } },
    });
    renderizar(<NovoEducadorScreen />, sessaoAtiva(coordenacao), '/educadores/novo');
    await userEvent.type(campo('EducNome') as HTMLElement, 'Joana Lima');
    await userEvent.click(screen.getByRole('combobox', { name: 'Grau de instrução' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Superior completo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Educador cadastrado.')).toBeInTheDocument();
    expect(chamadas.find((c) => c.metodo === 'POST')?.corpo).toEqual({
      EducNome: 'Joana Lima',
      EducGrauInstrucao: 5,
    });
  });

  it('editar: sem EducGrauInstrucao, leva a versao lida, e o erro do servidor cai no campo', async () => {
    const { chamadas } = instalarApiFalsa({
      ...lookups,
      'GET /api/educadores/7': ok(educador),
      'PUT /api/educadores/7': problema(400, 'Confira os campos destacados.', {
        type: '/problemas/validacao',
        errors: { EducCPF: 'CPF inválido' },
      }),
    });
    renderizar(
      <EditarEducadorScreen />,
      sessaoAtiva(coordenacao),
      '/educadores/7/editar',
      '/educadores/:id/editar',
    );
    expect(await screen.findByDisplayValue('Adriana Rezende')).toBeInTheDocument();
    expect(campo('EducGrauInstrucao')).toBeNull();
    expect(campo('EducCPF')).toHaveValue('801.947.703-97');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    const cpf = (await screen.findByText('CPF inválido')).closest('.MuiFormControl-root');
    expect(within(cpf as HTMLElement).getByRole('textbox')).toHaveAttribute('name', 'EducCPF');
    const corpo = chamadas.find((c) => c.metodo === 'PUT')?.corpo as Record<string, unknown>;
    expect(corpo).toMatchObject({ EducNome: 'Adriana Rezende', EducCPF: '80194770397', versao: 3 });
    expect(corpo).not.toHaveProperty('EducGrauInstrucao');
  });
});
