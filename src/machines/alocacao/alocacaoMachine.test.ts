import { percorredor } from '../../testing/maquinas';
import { MENSAGENS_ALOCACAO } from '../../shared/validation/turma';
import {
  alocacao,
  dataInicioSugerida,
  problemaDaData,
  type AlocacaoState,
} from './alocacaoMachine';
import {
  alocacaoBuscaFalhou,
  alocacaoConfirmar,
  alocacaoDefinirData,
  alocacaoFalhou,
  alocacaoFechar,
  alocacaoIniciar,
  alocacaoPesquisar,
  alocacaoRemover,
  alocacaoRemoverInaptos,
  alocacaoResultados,
  alocacaoSalvo,
  alocacaoSelecionar,
  alocacaoTentarNovamente,
  alocacaoVerificacaoFalhou,
  alocacaoVerificado,
  alocacaoVerificar,
  alocacaoVoltar,
  type AlocacaoEvent,
} from './eventos';
import type { AprendizDoFluxo, Verificacao } from './tipos';
import { turma } from './testes.fixtures';

const { reducer: alocacaoReducer, estadoInicial: estadoInicialAlocacao, proximo } = alocacao;

const ana: AprendizDoFluxo = { aprendizId: 1, nome: 'Ana', cpf: '111', situacao: 'Contratado' };
const bia: AprendizDoFluxo = { aprendizId: 2, nome: 'Bia', cpf: '222', situacao: 'Contratado' };
const caio: AprendizDoFluxo = { aprendizId: 3, nome: 'Caio', cpf: '333', situacao: 'Contratado' };

const verificacao = (inaptos: number[] = []): Verificacao => ({
  vagasRestantes: 10,
  capacidade: 30,
  ocupacao: 20,
  problemasTurma: [],
  aprendizes: [ana, bia, caio].map((a) => ({
    aprendizId: a.aprendizId,
    nome: a.nome,
    podeAlocar: !inaptos.includes(a.aprendizId),
    motivos: inaptos.includes(a.aprendizId) ? ['Já está alocado(a) na turma T-01'] : [],
    avisos: [],
    alocacaoAtual: inaptos.includes(a.aprendizId)
      ? { turmaId: 1, codigo: 'T-01', nome: 'Outra', dataInicio: '2026-01-10' }
      : null,
  })),
  aptos: 3 - inaptos.length,
  cabem: true,
  mensagemCapacidade: null,
  podeConfirmar: inaptos.length === 0,
});

const percorrer = percorredor<AlocacaoState, AlocacaoEvent>(proximo, estadoInicialAlocacao);

const escolhendo = () => percorrer([alocacaoIniciar({ turma, hoje: '2026-03-10' })]).state;

const comTres = () =>
  percorrer(
    [ana, bia, caio].map((aprendiz) => alocacaoSelecionar({ aprendiz })),
    escolhendo(),
  ).state;

describe('fluxo de alocação (transition pura)', () => {
  it('começa inativo e abre escolhendo, com a data sugerida dentro do período da turma', () => {
    expect(estadoInicialAlocacao().value).toBe('inativo');
    const s = escolhendo();
    expect(s.value).toBe('escolhendo');
    expect(s.context.turma).toEqual(turma);
    expect(s.context.dataInicio).toBe('2026-03-10');
    expect(dataInicioSugerida(turma, '2025-12-01')).toBe('2026-02-01');
  });

  it('pesquisar pede a busca; só a resposta da última pesquisa vale', () => {
    const a = percorrer([alocacaoPesquisar({ q: 'an' })], escolhendo());
    expect(a.efeitos).toEqual(['buscarAprendizes']);
    expect(a.state.context.busca).toMatchObject({ q: 'an', carregando: true });
    const b = percorrer(
      [
        alocacaoPesquisar({ q: 'ana' }),
        alocacaoResultados({ q: 'an', itens: [bia] }),
        alocacaoResultados({ q: 'ana', itens: [ana] }),
      ],
      a.state,
    );
    expect(b.state.context.busca).toEqual({
      q: 'ana',
      resultados: [ana],
      carregando: false,
      erro: null,
    });
    const falha = percorrer(
      [alocacaoBuscaFalhou({ q: 'ana', mensagem: 'Sem permissão' })],
      a.state,
    );
    expect(falha.state.context.busca.erro).toBeNull(); // an old search's failure is ignored
    const vazia = percorrer([alocacaoPesquisar({ q: '  ' })], b.state);
    expect(vazia.efeitos).toEqual([]);
    expect(vazia.state.context.busca.resultados).toEqual([]);
  });

  it('seleciona vários sem repetir e remove', () => {
    const s = percorrer(
      [alocacaoSelecionar({ aprendiz: ana }), alocacaoSelecionar({ aprendiz: ana })],
      comTres(),
    ).state;
    expect(s.context.selecionados.map((a) => a.aprendizId)).toEqual([1, 2, 3]);
    const r = percorrer([alocacaoRemover({ aprendizId: 2 })], s).state;
    expect(r.context.selecionados.map((a) => a.aprendizId)).toEqual([1, 3]);
  });

  it('não verifica sem ninguém escolhido', () => {
    const s = escolhendo();
    expect(alocacaoReducer(s, alocacaoVerificar())).toBe(s);
  });

  it('verificar chama o servidor; a resposta leva a confirmar, a falha volta com a mensagem', () => {
    const a = percorrer([alocacaoVerificar()], comTres());
    expect(a.state.value).toBe('verificando');
    expect(a.efeitos).toEqual(['verificarNoServidor']);
    const ok = percorrer([alocacaoVerificado({ resultado: verificacao([2]) })], a.state).state;
    expect(ok.value).toBe('confirmando');
    // Where each chosen one is now shows on their chip.
    expect(ok.context.selecionados[1]?.alocacaoAtual?.codigo).toBe('T-01');
    const falha = percorrer([alocacaoVerificacaoFalhou({ mensagem: 'Network Error' })], a.state);
    expect(falha.state.value).toBe('escolhendo');
    expect(falha.state.context.erro).toBe('Network Error');
  });

  it('confirmar só quando o servidor disse que pode e a data cai no período da turma', () => {
    const conferido = percorrer(
      [alocacaoVerificar(), alocacaoVerificado({ resultado: verificacao() })],
      comTres(),
    ).state;
    const foraDoPeriodo = percorrer([alocacaoDefinirData({ dataInicio: '2027-01-10' })], conferido);
    expect(alocacaoReducer(foraDoPeriodo.state, alocacaoConfirmar())).toBe(foraDoPeriodo.state);
    expect(problemaDaData('2027-01-10', turma)).toContain('dentro do período da turma');
    expect(problemaDaData('', turma)).toBe(MENSAGENS_ALOCACAO.informeDataInicio);
    const r = percorrer(
      [alocacaoDefinirData({ dataInicio: '2026-03-15' }), alocacaoConfirmar()],
      conferido,
    );
    expect(r.state.value).toBe('salvando');
    expect(r.efeitos).toEqual(['salvarNoServidor']);
    const comInapto = percorrer(
      [alocacaoVerificar(), alocacaoVerificado({ resultado: verificacao([2]) })],
      comTres(),
    ).state;
    expect(alocacaoReducer(comInapto, alocacaoConfirmar())).toBe(comInapto);
  });

  it('tirar quem não pode (ou alguém) confere de novo a lista menor', () => {
    const comInapto = percorrer(
      [alocacaoVerificar(), alocacaoVerificado({ resultado: verificacao([2]) })],
      comTres(),
    ).state;
    const a = percorrer([alocacaoRemoverInaptos()], comInapto);
    expect(a.state.value).toBe('verificando');
    expect(a.state.context.selecionados.map((x) => x.aprendizId)).toEqual([1, 3]);
    expect(a.efeitos).toEqual(['verificarNoServidor']);
    const b = percorrer([alocacaoRemover({ aprendizId: 1 })], comInapto);
    expect(b.state.value).toBe('verificando');
    const s1 = percorrer(
      [
        alocacaoFechar(),
        alocacaoIniciar({ turma, hoje: '2026-03-10' }),
        alocacaoSelecionar({ aprendiz: ana }),
        alocacaoVerificar(),
        alocacaoVerificado({ resultado: verificacao() }),
        alocacaoRemover({ aprendizId: 1 }),
      ],
      comInapto,
    );
    expect(s1.state.value).toBe('escolhendo'); // nobody left to check
  });

  it('salvo conclui e atualiza as listas; falhou mostra os motivos e permite voltar ou repetir', () => {
    const salvando = percorrer(
      [alocacaoVerificar(), alocacaoVerificado({ resultado: verificacao() }), alocacaoConfirmar()],
      comTres(),
    ).state;
    expect(alocacaoReducer(salvando, alocacaoFechar())).toBe(salvando);
    const ok = percorrer(
      [alocacaoSalvo({ quantidade: 3, ocupacao: 23, vagasRestantes: 7 })],
      salvando,
    );
    expect(ok.state.value).toBe('concluido');
    expect(ok.efeitos).toEqual(['atualizarDados']);
    expect(ok.state.context.resultado).toEqual({ quantidade: 3, ocupacao: 23, vagasRestantes: 7 });

    const falha = {
      mensagem: 'Nenhum aprendiz foi alocado: 1 aprendiz não pode ser alocado.',
      motivos: [{ aprendizId: 2, nome: 'Bia', mensagem: 'Bia já está alocado(a) na turma T-01' }],
    };
    const f = percorrer([alocacaoFalhou(falha)], salvando).state;
    expect(f.value).toBe('falhou');
    expect(f.context.falha).toEqual(falha);
    const voltou = percorrer([alocacaoVoltar()], f);
    expect(voltou.state.value).toBe('verificando');
    expect(voltou.state.context.falha).toBeNull();
    expect(voltou.efeitos).toEqual(['verificarNoServidor']);
    expect(percorrer([alocacaoTentarNovamente()], f).efeitos).toEqual(['salvarNoServidor']);
  });

  it('fechar volta ao início e limpa tudo', () => {
    const s = percorrer([alocacaoFechar()], comTres()).state;
    expect(s).toEqual(estadoInicialAlocacao());
  });

  it('o reducer ignora eventos que o estado não aceita (mesmo objeto)', () => {
    const inicio = estadoInicialAlocacao();
    expect(alocacaoReducer(inicio, alocacaoConfirmar())).toBe(inicio);
    expect(alocacaoReducer(inicio, { type: 'outra/coisa' })).toBe(inicio);
  });
});
