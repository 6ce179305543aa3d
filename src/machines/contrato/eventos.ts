// The contract flow's events ARE Redux actions ('contrato.<evento>'), so Redux DevTools shows and
// replays the whole flow. The screen dispatches the person's intents; the effects (efeitos.ts)
// dispatch what the server answered.
import { evento, type EventosDe } from '../../store/evento';
import type {
  AprendizEscolhido,
  CampoDosTermos,
  ContratoSalvo,
  FalhaDoContrato,
  OrigemDoContrato,
  ParceiroDoContrato,
  Passo,
  TermosDoContrato,
  UnidadeDoContrato,
  VerificacaoDoContrato,
} from './tipos';

/** Opens a new contract, pre-filled from where the person came (apprentice or partner page). */
export const contratoIniciar = evento('contrato.iniciar')<{ origem: OrigemDoContrato }>();
/** What the origin's records say (the effect read them): chosen as if the person had. */
export const contratoPreenchido = evento('contrato.preenchido')<{
  aprendiz?: AprendizEscolhido;
  parceiro?: ParceiroDoContrato;
  unidade?: UnidadeDoContrato | null;
  termos?: Partial<TermosDoContrato>;
  vagaId?: number;
}>();
export const contratoEscolherAprendiz = evento('contrato.escolherAprendiz')<{
  aprendiz: AprendizEscolhido | null;
}>();
export const contratoEscolherEmpresa = evento('contrato.escolherEmpresa')<{
  parceiro: ParceiroDoContrato | null;
}>();
export const contratoEscolherUnidade = evento('contrato.escolherUnidade')<{
  unidade: UnidadeDoContrato | null;
}>();
/** One field of the terms as typed; início/duração/término fill each other. */
export const contratoEditar = evento('contrato.editar')<{
  campo: CampoDosTermos;
  valor: string;
}>();
/** Next step: refused (the errors shown) while the current step has any. */
export const contratoAvancar = evento('contrato.avancar')();
export const contratoVoltar = evento('contrato.voltar')();
/** The stepper's own step buttons: any earlier step, or a later one the steps between allow. */
export const contratoIrPara = evento('contrato.irPara')<{ passo: Passo }>();
export const contratoVerificado = evento('contrato.verificado')<VerificacaoDoContrato>();
export const contratoVerificacaoFalhou = evento('contrato.verificacaoFalhou')<{
  mensagem: string;
}>();
/** Review: check again (after the server could not answer, or something changed elsewhere). */
export const contratoVerificar = evento('contrato.verificar')();
export const contratoConfirmar = evento('contrato.confirmar')();
export const contratoSalvo = evento('contrato.salvo')<ContratoSalvo>();
export const contratoFalhou = evento('contrato.falhou')<FalhaDoContrato>();
export const contratoTentarNovamente = evento('contrato.tentarNovamente')();
/** Throws the unfinished contract away (also what is persisted for a reload). */
export const contratoDescartar = evento('contrato.descartar')();

/** Every event of the flow: what the creators above make. */
export type ContratoEvent = EventosDe<typeof import('./eventos')>;
