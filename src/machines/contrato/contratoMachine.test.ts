import { percorredor } from '../../testing/maquinas';
import { MENSAGENS_CONTRATO as M } from '../../shared/validation/contratos';
import { contrato, type ContratoState } from './contratoMachine';
import {
  contratoAvancar,
  contratoConfirmar,
  contratoDescartar,
  contratoEditar,
  contratoEscolherAprendiz,
  contratoEscolherEmpresa,
  contratoEscolherUnidade,
  contratoFalhou,
  contratoIniciar,
  contratoIrPara,
  contratoPreenchido,
  contratoSalvo,
  contratoTentarNovamente,
  contratoVerificacaoFalhou,
  contratoVerificado,
  contratoVerificar,
  contratoVoltar,
  type ContratoEvent,
} from './eventos';
import { comPreenchimentoAutomatico, errosDoPasso, termosVazios } from './passos';
import type { AprendizEscolhido, VerificacaoDoContrato } from './tipos';

const { reducer, estadoInicial, proximo } = contrato;

const ana: AprendizEscolhido = {
  id: 1,
  nome: 'Ana',
  cpf: '111.222.333-44',
  situacao: 'Em seleção',
  situacaoCor: null,
  dataNascimento: '2008-05-10',
  pcd: false,
};
const acme = { id: 9, nome: 'Acme', cotaAprendizes: 5, aprendizesAlocados: 4 };
const matriz = { id: 90, nome: 'Matriz' };

const verificacao = (v: Partial<VerificacaoDoContrato> = {}): VerificacaoDoContrato => ({
  podeCriar: true,
  bloqueios: {},
  avisos: [],
  contratoEmCurso: null,
  cota: { cota: 5, agora: 4, depois: 5 },
  ...v,
});

const percorrer = percorredor<ContratoState, ContratoEvent>(proximo, estadoInicial);

const termos: ContratoEvent[] = [
  contratoEditar({ campo: 'Con_TipoContrato', valor: 'A' }),
  contratoEditar({ campo: 'Con_DataInicio', valor: '2026-03-02' }),
  contratoEditar({ campo: 'Con_Duracao', valor: '12' }),
  contratoEditar({ campo: 'Con_CargaHoraria', valor: '20' }),
  contratoEditar({ campo: 'Con_ValorBolsa', valor: 'R$ 1.000,50' }),
];

/** A full, valid flow up to the review's check. */
const ateRevisao = () =>
  percorrer([
    contratoIniciar({ origem: {} }),
    contratoEscolherAprendiz({ aprendiz: ana }),
    contratoAvancar(),
    contratoEscolherEmpresa({ parceiro: acme }),
    contratoEscolherUnidade({ unidade: matriz }),
    contratoAvancar(),
    ...termos,
    contratoAvancar(),
  ]);

describe('fluxo de criação de contrato (transition pura)', () => {
  it('percorre aprendiz → empresa → termos → revisão e volta, guardando o que foi digitado', () => {
    const inicio = percorrer([contratoIniciar({ origem: {} })]);
    expect(estadoInicial().value).toBe('inativo');
    expect(inicio.state.value).toBe('aprendiz');
    expect(inicio.efeitos).toEqual([]);

    const r = ateRevisao();
    expect(r.state.value).toEqual({ revisao: 'verificando' });
    expect(r.efeitos).toEqual(['verificarNoServidor']);
    // início + duração filled término (12 months from 02/03/2026 end on 01/03/2027).
    expect(r.state.context.termos.Con_DataTermino).toBe('2027-03-01');

    const conferido = percorrer(
      [
        contratoVerificado(
          verificacao({ avisos: [{ campo: 'Con_CodParceiro', mensagem: 'Acima da cota' }] }),
        ),
      ],
      r.state,
    ).state;
    expect(conferido.value).toEqual({ revisao: 'conferido' });
    expect(conferido.context.verificacao?.avisos).toHaveLength(1);

    const voltas = [
      percorrer([contratoVoltar()], conferido).state,
      percorrer([contratoVoltar(), contratoVoltar()], conferido).state,
      percorrer([contratoVoltar(), contratoVoltar(), contratoVoltar()], conferido).state,
    ];
    expect(voltas.map((s) => s.value)).toEqual(['termos', 'empresa', 'aprendiz']);
    const noComeco = voltas[2] as ContratoState;
    expect(noComeco.context.termos).toEqual(conferido.context.termos);
    expect(noComeco.context.aprendiz).toEqual(ana);
    expect(noComeco.context.unidade).toEqual(matriz);

    // Forward again: each step is still valid; the review checks again.
    const deNovo = percorrer([contratoAvancar(), contratoAvancar(), contratoAvancar()], noComeco);
    expect(deNovo.state.value).toEqual({ revisao: 'verificando' });
    expect(deNovo.state.context.verificacao).toBeNull();
    expect(deNovo.efeitos).toEqual(['verificarNoServidor']);
  });

  it('um passo com erros não é deixado para a frente, e mostra todas as suas mensagens', () => {
    const s = percorrer([contratoIniciar({ origem: {} })]).state;
    const recusado = reducer(s, contratoAvancar());
    expect(recusado.value).toBe('aprendiz');
    expect(recusado.context.tentados).toEqual(['aprendiz']);
    expect(errosDoPasso('aprendiz', recusado.context)).toEqual({
      Con_CodAprendiz: M.selecioneAprendiz,
    });
    expect(reducer(recusado, contratoIrPara({ passo: 'termos' })).value).toBe('aprendiz');

    const termosVaziosState = percorrer(
      [
        contratoEscolherAprendiz({ aprendiz: ana }),
        contratoAvancar(),
        contratoEscolherEmpresa({ parceiro: acme }),
        contratoAvancar(),
        contratoAvancar(),
      ],
      recusado,
    ).state;
    expect(termosVaziosState.value).toBe('termos');
    expect(errosDoPasso('termos', termosVaziosState.context)).toEqual({
      Con_TipoContrato: M.selecioneTipo,
      Con_DataInicio: M.dataInicioObrigatoria,
      Con_DataTermino: M.dataTerminoObrigatoria,
      Con_Duracao: M.duracaoForaDaFaixa,
      Con_CargaHoraria: M.cargaHorariaForaDaFaixa,
    });
    const horas = percorrer(
      [contratoEditar({ campo: 'Con_CargaHoraria', valor: '50' })],
      termosVaziosState,
    ).state;
    expect(errosDoPasso('termos', horas.context).Con_CargaHoraria).toBe(M.cargaHorariaForaDaFaixa);
    expect(horas.context.tocados).toContain('Con_CargaHoraria');
    // Back is always open, even with errors; the stepper jumps only over valid steps.
    expect(reducer(horas, contratoVoltar()).value).toBe('empresa');
    expect(reducer(horas, contratoIrPara({ passo: 'aprendiz' })).value).toBe('aprendiz');
    expect(reducer(horas, contratoIrPara({ passo: 'revisao' }))).toBe(horas);
  });

  it('início, duração e término preenchem um ao outro', () => {
    const t = termosVazios();
    const a = comPreenchimentoAutomatico(t, 'Con_DataInicio', '2026-01-05');
    expect(a.Con_DataTermino).toBe('');
    const b = comPreenchimentoAutomatico(a, 'Con_Duracao', '12');
    expect(b.Con_DataTermino).toBe('2027-01-04');
    const c = comPreenchimentoAutomatico(b, 'Con_DataTermino', '2026-07-04');
    expect(c.Con_Duracao).toBe('6');
    const d = comPreenchimentoAutomatico(c, 'Con_DataInicio', '2026-02-01');
    expect(d.Con_DataTermino).toBe('2026-07-31');
    // A half-typed value is kept as typed and fills nothing.
    const e = comPreenchimentoAutomatico(d, 'Con_Duracao', '4x');
    expect(e).toMatchObject({ Con_Duracao: '4x', Con_DataTermino: '2026-07-31' });
  });

  it('a idade do aprendiz conta nos termos enquanto se digita', () => {
    const jovem = { ...ana, dataNascimento: '2000-01-10' };
    const s = percorrer([
      contratoIniciar({ origem: {} }),
      contratoEscolherAprendiz({ aprendiz: jovem }),
      ...termos,
    ]).state;
    expect(errosDoPasso('termos', s.context).Con_DataInicio).toBe(M.idadeForaDaFaixa);
  });

  it('a verificação com bloqueios não deixa confirmar; indisponível deixa (o salvar confere)', () => {
    const r = ateRevisao().state;
    const bloqueado = percorrer(
      [
        contratoVerificado(
          verificacao({
            podeCriar: false,
            bloqueios: { Con_CodAprendiz: 'Este aprendiz já tem o contrato 2026/00001 em curso' },
          }),
        ),
      ],
      r,
    ).state;
    expect(reducer(bloqueado, contratoConfirmar())).toBe(bloqueado);
    // The blocking problem shows on its step, which cannot be left forward until it changes.
    const noAprendiz = reducer(bloqueado, contratoIrPara({ passo: 'aprendiz' }));
    expect(errosDoPasso('aprendiz', noAprendiz.context).Con_CodAprendiz).toContain('2026/00001');
    expect(reducer(noAprendiz, contratoAvancar()).value).toBe('aprendiz');

    const fora = percorrer([contratoVerificacaoFalhou({ mensagem: 'Network Error' })], r).state;
    expect(fora.value).toEqual({ revisao: 'indisponivel' });
    expect(fora.context.erro).toBe('Network Error');
    const outra = percorrer([contratoVerificar()], fora);
    expect(outra.state.value).toEqual({ revisao: 'verificando' });
    expect(outra.efeitos).toEqual(['verificarNoServidor']);
    expect(percorrer([contratoConfirmar()], fora).state.value).toBe('salvando');
  });

  it('salvo abre o contrato e atualiza as listas', () => {
    const r = percorrer(
      [
        contratoVerificado(verificacao()),
        contratoConfirmar(),
        contratoSalvo({ id: 42, numero: '2026/00042' }),
      ],
      ateRevisao().state,
    );
    expect(r.state.value).toBe('salvo');
    expect(r.efeitos).toEqual(['salvarNoServidor', 'atualizarDados', 'abrirContrato']);
    expect(r.state.context.salvo).toEqual({ id: 42, numero: '2026/00042' });
    // The next /contratos/novo starts afresh.
    const novo = reducer(r.state, contratoIniciar({ origem: {} }));
    expect(novo.value).toBe('aprendiz');
    expect(novo.context.aprendiz).toBeNull();
  });

  it('uma recusa do servidor volta ao passo do campo, com cada mensagem no seu passo', () => {
    const salvando = percorrer(
      [contratoVerificado(verificacao()), contratoConfirmar()],
      ateRevisao().state,
    ).state;
    expect(salvando.value).toBe('salvando');
    expect(reducer(salvando, contratoDescartar())).toBe(salvando);

    const falha = {
      mensagem: 'Os dados do contrato têm erros.',
      erros: { unidadeId: M.unidadeInativa, Con_CBO: M.cboInexistente },
    };
    const f = reducer(salvando, contratoFalhou(falha));
    expect(f.value).toBe('empresa');
    expect(f.context.falha).toEqual(falha);
    expect(errosDoPasso('empresa', f.context)).toEqual({ unidadeId: M.unidadeInativa });
    expect(errosDoPasso('termos', f.context)).toEqual({ Con_CBO: M.cboInexistente });
    expect(f.context.tentados).toEqual(expect.arrayContaining(['empresa', 'termos']));
    // Nothing typed was lost.
    expect(f.context.termos).toEqual(salvando.context.termos);
    // The step at fault is not left forward until its field changes.
    expect(reducer(f, contratoAvancar()).value).toBe('empresa');
    const outraUnidade = reducer(
      f,
      contratoEscolherUnidade({ unidade: { id: 91, nome: 'Filial' } }),
    );
    expect(errosDoPasso('empresa', outraUnidade.context)).toEqual({});
    const termosState = reducer(outraUnidade, contratoAvancar());
    expect(termosState.value).toBe('termos');
    expect(reducer(termosState, contratoAvancar()).value).toBe('termos');
    const cbo = reducer(termosState, contratoEditar({ campo: 'Con_CBO', valor: '4110-10' }));
    expect(reducer(cbo, contratoAvancar()).value).toEqual({ revisao: 'verificando' });

    // A refusal naming the apprentice goes to the first step.
    const doAprendiz = reducer(
      salvando,
      contratoFalhou({ mensagem: 'x', erros: { Con_CodAprendiz: M.aprendizInativo } }),
    );
    expect(doAprendiz.value).toBe('aprendiz');
  });

  it('uma recusa sem campo fica em falhou, de onde se repete ou se volta à revisão', () => {
    const salvando = percorrer(
      [contratoVerificado(verificacao()), contratoConfirmar()],
      ateRevisao().state,
    ).state;
    const f = reducer(salvando, contratoFalhou({ mensagem: 'Este aprendiz já tem…', erros: {} }));
    expect(f.value).toBe('falhou');
    const de = percorrer([contratoTentarNovamente()], f);
    expect(de.state.value).toBe('salvando');
    expect(de.state.context.falha).toBeNull();
    expect(de.efeitos).toEqual(['salvarNoServidor']);
    const volta = percorrer([contratoVoltar()], f);
    expect(volta.state.value).toEqual({ revisao: 'verificando' });
    expect(volta.efeitos).toEqual(['verificarNoServidor']);
  });

  it('do encaminhamento: carrega a origem e guarda a vaga que o preenchimento traz', () => {
    const r = percorrer([contratoIniciar({ origem: { encaminhamentoId: 77 } })]);
    expect(r.efeitos).toEqual(['carregarOrigem']);
    expect(r.state.context.carregandoOrigem).toBe(true);
    const p = reducer(
      r.state,
      contratoPreenchido({ aprendiz: ana, vagaId: 31, termos: { Con_CargaHoraria: '20' } }),
    );
    expect(p.context.vagaId).toBe(31);
    expect(p.context.origem.encaminhamentoId).toBe(77);
    expect(p.context.termos.Con_CargaHoraria).toBe('20');
  });

  it('pré-preenche da origem e descarta explicitamente', () => {
    const r = percorrer([contratoIniciar({ origem: { aprendizId: 1 } })]);
    expect(r.efeitos).toEqual(['carregarOrigem']);
    expect(r.state.context.carregandoOrigem).toBe(true);
    const p = reducer(r.state, contratoPreenchido({ aprendiz: ana }));
    expect(p.context.aprendiz).toEqual(ana);
    expect(p.context.carregandoOrigem).toBe(false);

    const deEmpresa = percorrer([
      contratoIniciar({ origem: { parceiroId: 9 } }),
      contratoPreenchido({ parceiro: acme }),
      contratoEscolherUnidade({ unidade: matriz }),
      contratoEscolherEmpresa({
        parceiro: { id: 10, nome: 'Outra', cotaAprendizes: 2, aprendizesAlocados: 0 },
      }),
    ]).state;
    expect(deEmpresa.context.unidade).toBeNull(); // a unit belongs to its partner

    const descartado = reducer(ateRevisao().state, contratoDescartar());
    expect(descartado).toEqual(estadoInicial());
  });
});
