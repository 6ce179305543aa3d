import { percorredor } from '../../testing/maquinas';
import { importacao, type ImportacaoState } from './importacaoMachine';
import {
  importacaoCancelar,
  importacaoConcluida,
  importacaoConferido,
  importacaoConfirmar,
  importacaoEscolher,
  importacaoFalhou,
  importacaoLido,
  importacaoPedirConfirmacao,
  importacaoProgresso,
  importacaoRecomecar,
  importacaoRecusado,
  type ImportacaoEvent,
} from './eventos';

const { reducer, estadoInicial, proximo } = importacao;
const percorrer = percorredor<ImportacaoState, ImportacaoEvent>(proximo, estadoInicial);

const validacao = {
  total: 3,
  validas: 2,
  colunasIgnoradas: [],
  linhas: [
    { numero: 2, nome: 'Ana', erros: [] },
    { numero: 3, nome: 'Bia', erros: [] },
    { numero: 4, nome: 'Caio', erros: [{ coluna: 'CPF', mensagem: 'CPF inválido' }] },
  ],
};
const nenhumaValida = { ...validacao, validas: 0, linhas: validacao.linhas.slice(2) };

const conferindo = () =>
  percorrer([
    importacaoEscolher({ nome: 'lote.csv', tamanho: 120 }),
    importacaoLido({ conteudo: 'TmFtZQ==' }),
  ]);
const conferencia = (v = validacao) =>
  percorrer([importacaoConferido({ validacao: v })], conferindo().state).state;
const importando = () =>
  percorrer([importacaoPedirConfirmacao(), importacaoConfirmar()], conferencia());

describe('fluxo da importação (transition pura)', () => {
  it('um arquivo que não é planilha ou passa de 5 MB fica no passo Arquivo com o motivo', () => {
    const png = percorrer([importacaoEscolher({ nome: 'foto.png', tamanho: 10 })]).state;
    expect(png.value).toBe('arquivo');
    expect(png.context.erro).toBe(
      'foto.png não é uma planilha .xlsx ou .csv. Salve-a num desses formatos.',
    );
    const grande = percorrer([
      importacaoEscolher({ nome: 'LOTE.XLSX', tamanho: 5 * 1024 * 1024 + 1 }),
    ]).state;
    expect(grande.context.erro).toBe(
      'O arquivo tem mais de 5 MB. Divida a planilha em partes menores.',
    );
    // A good file afterwards clears the message.
    const depois = percorrer([importacaoEscolher({ nome: 'lote.csv', tamanho: 9 })], grande).state;
    expect(depois.value).toBe('lendo');
    expect(depois.context).toMatchObject({ nome: 'lote.csv', erro: null });
  });

  it('lido o arquivo, o servidor confere; uma recusa volta ao passo Arquivo com a frase dele', () => {
    const c = conferindo();
    expect(c.state.value).toBe('conferindo');
    expect(c.state.context.conteudo).toBe('TmFtZQ==');
    expect(c.efeitos).toEqual(['validarNoServidor']);
    // While the server checks, the flow is not left (its answer must land).
    expect(reducer(c.state, importacaoRecomecar())).toBe(c.state);
    const recusa = percorrer(
      [importacaoRecusado({ erro: 'Faltam as colunas obrigatórias: CPF.' })],
      c.state,
    ).state;
    expect(recusa.value).toBe('arquivo');
    expect(recusa.context).toMatchObject({
      erro: 'Faltam as colunas obrigatórias: CPF.',
      conteudo: '',
    });
  });

  it('uma leitura que falha no navegador também volta com o motivo', () => {
    const lendo = percorrer([importacaoEscolher({ nome: 'lote.csv', tamanho: 9 })]).state;
    const r = percorrer([importacaoRecusado({ erro: 'Não foi possível ler o arquivo.' })], lendo);
    expect(r.state.value).toBe('arquivo');
    expect(r.efeitos).toEqual([]);
  });

  it('conferência: importar pede confirmação; cancelar volta; sem linhas válidas não pede', () => {
    const c = conferencia();
    expect(c.value).toBe('conferencia');
    expect(c.context.validacao).toEqual(validacao);
    const confirmando = percorrer([importacaoPedirConfirmacao()], c).state;
    expect(confirmando.value).toBe('confirmando');
    expect(percorrer([importacaoCancelar()], confirmando).state.value).toBe('conferencia');
    const vazia = conferencia(nenhumaValida);
    expect(reducer(vazia, importacaoPedirConfirmacao())).toBe(vazia);
  });

  it('confirmar importa com progresso; o resultado com importadas atualiza a lista', () => {
    const i = importando();
    expect(i.state.value).toBe('importando');
    expect(i.efeitos).toEqual(['importarNoServidor']);
    expect(i.state.context).toMatchObject({ processadas: 0, total: 2 });
    expect(reducer(i.state, importacaoRecomecar())).toBe(i.state);
    const meio = percorrer([importacaoProgresso({ processadas: 1, total: 2 })], i.state).state;
    expect(meio.context).toMatchObject({ processadas: 1, total: 2 });
    const resultado = { importadas: 2, rejeitadas: [] };
    const fim = percorrer([importacaoConcluida({ resultado })], meio);
    expect(fim.state.value).toBe('resultado');
    expect(fim.state.context.resultado).toEqual(resultado);
    expect(fim.efeitos).toEqual(['atualizarAprendizes']);
    // Nobody imported (every row refused at the second check): nothing to refresh.
    const nenhum = percorrer(
      [importacaoConcluida({ resultado: { importadas: 0, rejeitadas: [] } })],
      meio,
    );
    expect(nenhum.efeitos).toEqual([]);
  });

  it('uma falha da importação vai ao resultado com a frase; recomeçar volta ao início', () => {
    const falha = percorrer(
      [importacaoFalhou({ erro: 'Um CPF da planilha foi cadastrado enquanto ela era importada.' })],
      importando().state,
    );
    expect(falha.state.value).toBe('resultado');
    expect(falha.state.context).toMatchObject({
      erro: 'Um CPF da planilha foi cadastrado enquanto ela era importada.',
      resultado: null,
    });
    expect(falha.efeitos).toEqual([]);
    expect(percorrer([importacaoRecomecar()], falha.state).state).toEqual(estadoInicial());
  });

  it('respostas fora de hora não mudam nada (uma conferência depois de recomeçar)', () => {
    const inicio = estadoInicial();
    expect(reducer(inicio, importacaoConferido({ validacao }))).toBe(inicio);
    expect(reducer(inicio, importacaoProgresso({ processadas: 1, total: 2 }))).toBe(inicio);
    const c = conferencia();
    expect(reducer(c, importacaoEscolher({ nome: 'outro.csv', tamanho: 1 }))).toBe(c);
  });
});
