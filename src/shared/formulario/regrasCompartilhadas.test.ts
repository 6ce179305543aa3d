import { esquemaDasRegras } from './regrasCompartilhadas';
import { validadorYup } from './validadorYup';

describe('esquemaDasRegras', () => {
  it('põe cada mensagem da regra compartilhada no seu campo, também os aninhados', () => {
    const validar = validadorYup(
      esquemaDasRegras((v: { nome?: string; endereco?: { cep?: string } }) => ({
        ...(v.nome ? {} : { nome: 'Informe o nome' }),
        ...(v.endereco?.cep === '1' ? { 'endereco.cep': 'CEP inválido' } : {}),
      })),
    );
    expect(validar({ endereco: { cep: '1' } })).toEqual({
      nome: 'Informe o nome',
      endereco: { cep: 'CEP inválido' },
    });
    expect(validar({ nome: 'Ana' })).toBeUndefined();
  });
});
