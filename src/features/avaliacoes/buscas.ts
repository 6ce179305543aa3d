// The pickers of classes, apprentices and disciplines and the chosen class: one store module serves
// every feature (lists of other features are read by plain calls there).
export {
  useBuscaDeAprendizes,
  useBuscaDeDisciplinas,
  useBuscaDeTurmas,
  useTurma,
  type TurmaEscolhida,
} from '../../store/buscas';
