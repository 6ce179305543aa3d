import { problemMessage, TIPO_FORA_DO_ESCOPO } from './problema';

describe('problemMessage', () => {
  it('um 403 da regra de registro mostra o porquê que o servidor deu', () => {
    const detail =
      'Este registro é de uma turma que não é sua: peça a quem é o educador responsável.';
    expect(problemMessage({ status: 403, type: TIPO_FORA_DO_ESCOPO, detail })).toBe(detail);
  });

  it('os demais 403 seguem com a frase de permissão', () => {
    expect(problemMessage({ status: 403, detail: 'Acesso negado' })).toBe(
      'Você não tem permissão para esta ação.',
    );
  });
});
