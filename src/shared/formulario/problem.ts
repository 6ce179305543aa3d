// Problems are read in one module, shared/api/problema. This re-export remains only for the list
// blocks' (shared/lista) own imports, which move there with their rework.
export {
  isStaleVersion,
  ProblemError,
  problemMessage,
  toProblem,
  type Problem,
} from '../api/problema';
