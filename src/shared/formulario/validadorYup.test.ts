import { FORM_ERROR } from 'final-form';
import { array, number, object, string } from 'yup';
import { aplicarErrosDoServidor } from './errosDoServidor';
import { validadorYup } from './validadorYup';

const schema = object({
  nome: string().required('Informe o nome.').min(3, 'Nome muito curto.'),
  responsavel: object({ cpf: string().required('Informe o CPF do responsável.') }),
  contatos: array(object({ email: string().email('E-mail inválido.') })),
  nota: number().max(10, 'A nota vai até 10.'),
});

describe('yupValidator', () => {
  it('maps every failing path, nested, with its first message', () => {
    const validate = validadorYup(schema);
    expect(validate({ nome: '', responsavel: {}, contatos: [{ email: 'x' }], nota: 11 })).toEqual({
      nome: 'Informe o nome.',
      responsavel: { cpf: 'Informe o CPF do responsável.' },
      contatos: [{ email: 'E-mail inválido.' }],
      nota: 'A nota vai até 10.',
    });
  });

  it('answers undefined when the values are valid', () => {
    expect(
      validadorYup(schema)({ nome: 'Ana', responsavel: { cpf: '1' }, contatos: [] }),
    ).toBeUndefined();
  });
});

describe('applyServerErrors', () => {
  it('puts each problem+json error on its field and a summary in FORM_ERROR', () => {
    const errors = aplicarErrosDoServidor({
      status: 400,
      title: 'Dados inválidos',
      detail: 'Corrija os campos indicados.',
      errors: {
        email: 'E-mail inválido.',
        'responsavel.cpf': 'CPF inválido.',
        'contatos.1.valor': 'Telefone inválido.',
      },
    });
    expect(errors).toEqual({
      email: 'E-mail inválido.',
      responsavel: { cpf: 'CPF inválido.' },
      contatos: [undefined, { valor: 'Telefone inválido.' }],
      [FORM_ERROR]: 'Corrija os campos indicados.',
    });
  });

  it('without field errors, the detail is the form error', () => {
    expect(aplicarErrosDoServidor({ status: 422, detail: 'A turma está cheia.' })).toEqual({
      [FORM_ERROR]: 'A turma está cheia.',
    });
  });
});
