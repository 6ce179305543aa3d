import { percorredor } from '../../testing/maquinas';
import { MENSAGENS_ALOCACAO } from '../../shared/validation/turma';
import { desalocacao, type DesalocacaoState } from './desalocacaoMachine';
import {
  desalocacaoConfirmar,
  desalocacaoFechar,
  desalocacaoIniciar,
  desalocacaoResultado,
  desalocacaoRevisar,
  desalocacaoTentarNovamente,
  desalocacaoTerminou,
  desalocacaoVoltar,
  type DesalocacaoEvent,
} from './eventos';

const {
  reducer: desalocacaoReducer,
  estadoInicial: estadoInicialDesalocacao,
  proximo,
} = desalocacao;

const turma = { id: 7, codigo: 'T-07', nome: 'Auxiliar administrativo' };
const ana = { aprendizId: 1, nome: 'Ana', dataInicio: '2026-02-01' };
const bia = { aprendizId: 2, nome: 'Bia', dataInicio: '2026-03-05' };

const percorrer = percorredor<DesalocacaoState, DesalocacaoEvent>(
  proximo,
  estadoInicialDesalocacao,
);

const preenchendo = () =>
  percorrer([desalocacaoIniciar({ turma, aprendizes: [ana, bia], hoje: '2026-04-10' })]).state;
const confirmando = () =>
  percorrer(
    [desalocacaoRevisar({ dataFim: '2026-04-09', motivo: 'Contrato rescindido' })],
    preenchendo(),
  ).state;
const salvando = () => percorrer([desalocacaoConfirmar()], confirmando()).state;

describe('fluxo de desalocar (transition pura)', () => {
  it('abre com a data de hoje e sem motivo', () => {
    const s = preenchendo();
    expect(s.value).toBe('preenchendo');
    expect(s.context).toMatchObject({ dataFim: '2026-04-10', motivo: '', aprendizes: [ana, bia] });
  });

  it('sem motivo, data futura ou anterior ao início da alocação não segue para confirmar', () => {
    const semMotivo = percorrer(
      [desalocacaoRevisar({ dataFim: '2026-04-09', motivo: '  ' })],
      preenchendo(),
    ).state;
    expect(semMotivo.value).toBe('preenchendo');
    expect(semMotivo.context.erros).toEqual({ motivo: MENSAGENS_ALOCACAO.informeMotivo });
    const futura = percorrer(
      [desalocacaoRevisar({ dataFim: '2026-05-01', motivo: 'x' })],
      preenchendo(),
    ).state;
    expect(futura.context.erros.dataFim).toBe(MENSAGENS_ALOCACAO.dataFimFutura);
    // Bia started on 05/03: the end of both cannot come before it.
    const antes = percorrer(
      [desalocacaoRevisar({ dataFim: '2026-03-01', motivo: 'x' })],
      preenchendo(),
    ).state;
    expect(antes.context.erros.dataFim).toBe(
      'A data de término não pode ser anterior ao início da alocação (05/03/2026)',
    );
  });

  it('revisar válido pede confirmação; voltar permite corrigir', () => {
    const c = confirmando();
    expect(c.value).toBe('confirmando');
    expect(c.context).toMatchObject({
      dataFim: '2026-04-09',
      motivo: 'Contrato rescindido',
      erros: {},
    });
    expect(percorrer([desalocacaoVoltar()], c).state.value).toBe('preenchendo');
  });

  it('confirmar salva no servidor; todos aceitos conclui e atualiza as listas', () => {
    const r = percorrer([desalocacaoConfirmar()], confirmando());
    expect(r.state.value).toBe('salvando');
    expect(r.efeitos).toEqual(['desalocarNoServidor']);
    expect(desalocacaoReducer(r.state, desalocacaoFechar())).toBe(r.state);
    const fim = percorrer(
      [
        desalocacaoResultado({ aprendizId: 1, ok: true }),
        desalocacaoResultado({ aprendizId: 2, ok: true }),
        desalocacaoTerminou(),
      ],
      r.state,
    );
    expect(fim.state.value).toBe('concluido');
    expect(fim.efeitos).toEqual(['atualizarDados']);
    expect(fim.state.context.desalocados).toEqual([ana, bia]);
    expect(fim.state.context.aprendizes).toEqual([]);
  });

  it('uma recusa leva a falhou com o motivo; tentar de novo só reenvia quem falhou', () => {
    const f = percorrer(
      [
        desalocacaoResultado({ aprendizId: 1, ok: true }),
        desalocacaoResultado({
          aprendizId: 2,
          ok: false,
          mensagem: 'Esta alocação já foi encerrada em 01/04/2026.',
        }),
        desalocacaoTerminou(),
      ],
      salvando(),
    );
    expect(f.state.value).toBe('falhou');
    expect(f.efeitos).toEqual(['atualizarDados']);
    expect(f.state.context.falhas).toEqual([
      { aprendizId: 2, nome: 'Bia', mensagem: 'Esta alocação já foi encerrada em 01/04/2026.' },
    ]);
    expect(f.state.context.aprendizes).toEqual([bia]);
    const de = percorrer([desalocacaoTentarNovamente()], f.state);
    expect(de.state.value).toBe('salvando');
    expect(de.state.context.falhas).toEqual([]);
    expect(de.efeitos).toEqual(['desalocarNoServidor']);
    expect(percorrer([desalocacaoVoltar()], f.state).state.value).toBe('preenchendo');
  });

  it('fechar volta ao início', () => {
    expect(percorrer([desalocacaoFechar()], confirmando()).state).toEqual(
      estadoInicialDesalocacao(),
    );
  });
});
