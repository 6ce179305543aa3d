// The form's rules, through the yup schema and the validator the form uses: the messages are the
// shared ones the API answers with.
import { validadorYup } from '../../shared/formulario';
import { MENSAGENS_APRENDIZ as M } from '../../shared/validation/aprendiz';
import { deRegistro, esquemaAprendiz, paraCorpo, type ValoresAprendiz } from './esquema';
import { aprendizFalso } from './testes.fixtures';

const HOJE = '2026-11-21';
const validar = validadorYup(
  esquemaAprendiz({
    hoje: HOJE,
    formatoContato: (id) => (id === 1 ? 'email' : id === 2 ? 'telefone' : undefined),
  }),
);

const adulto: ValoresAprendiz = {
  nome: 'Joana Araújo',
  cpf: '52998224725',
  dataNascimento: '2006-03-10',
};
const responsavel = {
  nome: 'Maria Araújo',
  cpf: '11144477735',
  parentesco: 'Mãe',
  telefone: '11987654321',
};

describe('regras do formulário de aprendiz', () => {
  it('um adulto com os campos obrigatórios passa', () => {
    expect(validar(adulto)).toBeUndefined();
  });

  it('pede nome, CPF e data de nascimento com as mensagens da API', () => {
    expect(validar({})).toMatchObject({
      nome: M.informeNome,
      cpf: M.informeCpf,
      dataNascimento: M.informeDataNascimento,
    });
  });

  it('recusa CPF com dígitos verificadores errados e aceita o CPF oculto (sem permissão de ver)', () => {
    expect(validar({ ...adulto, cpf: '52998224724' })).toEqual({ cpf: M.cpfInvalido });
    expect(validar({ ...adulto, cpf: '11111111111' })).toEqual({ cpf: M.cpfInvalido });
    expect(validar({ ...adulto, cpf: '***.982.247-**' })).toBeUndefined();
  });

  it('menor de 18 anos: o responsável inteiro passa a ser obrigatório', () => {
    const menor = { ...adulto, dataNascimento: '2010-01-15' };
    expect(validar(menor)).toEqual({
      responsavel: {
        nome: M.informeNomeResponsavel,
        cpf: M.informeCpfResponsavel,
        parentesco: M.informeParentesco,
        telefone: M.informeTelefoneResponsavel,
      },
    });
    expect(validar({ ...menor, responsavel })).toBeUndefined();
  });

  it('faz 18 anos no dia do aniversário: a partir dele o responsável é opcional', () => {
    expect(validar({ ...adulto, dataNascimento: '2008-11-22' })).toHaveProperty('responsavel');
    expect(validar({ ...adulto, dataNascimento: '2008-11-21' })).toBeUndefined();
  });

  it('idade de 14 a 24 anos na data do cadastro; sem limite superior para PcD', () => {
    const fora = { dataNascimento: M.idadeForaDaFaixa };
    expect(validar({ ...adulto, dataNascimento: '2012-11-22', responsavel })).toEqual(fora);
    expect(validar({ ...adulto, dataNascimento: '2012-11-21', responsavel })).toBeUndefined();
    expect(validar({ ...adulto, dataNascimento: '2001-11-21' })).toEqual(fora);
    expect(validar({ ...adulto, dataNascimento: '2001-11-22' })).toBeUndefined();
    const pcd = { pcd: true, tipoDeficiencia: 'visual' };
    expect(validar({ ...adulto, ...pcd, dataNascimento: '1990-05-05' })).toBeUndefined();
    expect(validar({ ...adulto, ...pcd, dataNascimento: '2013-05-05', responsavel })).toEqual({
      dataNascimento: M.idadeMinimaPcd,
    });
    expect(validar({ ...adulto, pcd: true })).toEqual({
      tipoDeficiencia: M.informeTipoDeficiencia,
    });
  });

  it('a idade vale na data de cadastro informada, que não pode ser futura', () => {
    // 25 today, but 24 when signed up a year ago.
    expect(
      validar({ ...adulto, dataNascimento: '2001-06-01', dataCadastro: '2025-11-21' }),
    ).toBeUndefined();
    expect(validar({ ...adulto, dataCadastro: '2026-11-22' })).toEqual({
      dataCadastro: M.dataCadastroFutura,
    });
  });

  it('confere e-mail, telefones, CEP e cada contato pelo formato do seu tipo', () => {
    expect(
      validar({
        ...adulto,
        email: 'joana@',
        telefone: '1199',
        celular: '1133334444',
        endereco: { cep: '123' },
        contatos: [
          { tipoContatoId: 1, valor: 'nao-e-email' },
          { tipoContatoId: 2, valor: '11987654321' },
          { tipoContatoId: null as unknown as number, valor: '' },
        ],
      }),
    ).toEqual({
      email: M.emailInvalido,
      telefone: M.telefoneInvalido,
      celular: M.celularInvalido,
      endereco: { cep: M.cepInvalido },
      contatos: [
        { valor: M.emailInvalido },
        undefined,
        { tipoContatoId: M.selecioneTipoContato, valor: M.informeContato },
      ],
    });
  });
});

describe('corpo enviado à API', () => {
  it('texto em branco vira null, responsável vazio vira null, sem data de cadastro vazia', () => {
    const corpo = paraCorpo({
      ...adulto,
      nome: '  Joana Araújo ',
      nomeSocial: ' ',
      dataCadastro: '',
      pcd: false,
      tipoDeficiencia: 'visual',
      responsavel: { nome: '', cpf: '' },
      endereco: { cep: '01310100', municipioId: 3550308, uf: 'SP' },
    });
    expect(corpo).toMatchObject({
      nome: 'Joana Araújo',
      nomeSocial: null,
      tipoDeficiencia: null,
      responsavel: null,
      endereco: { cep: '01310100', municipioId: 3550308, logradouro: null },
    });
    expect(corpo).not.toHaveProperty('dataCadastro');
    expect(corpo.endereco).not.toHaveProperty('uf');
  });
});

describe('valores do formulário de edição', () => {
  it('o CPF pontuado da API vira dígitos no campo; o oculto fica como veio', () => {
    const responsavel = {
      nome: 'Maria',
      cpf: '111.444.777-35',
      parentesco: 'Mãe',
      telefone: null,
      email: null,
    };
    expect(deRegistro(aprendizFalso({ responsavel }))).toMatchObject({
      cpf: '52998224725',
      responsavel: { cpf: '11144477735' },
    });
    expect(deRegistro(aprendizFalso({ cpf: '***.982.247-**' })).cpf).toBe('***.982.247-**');
  });
});
