export { DialogoDeConfirmacao } from './DialogoDeConfirmacao';
export { ProvedorDeConfirmacao, useConfirmacao } from './ProvedorDeConfirmacao';
export { useAcaoDesfazivel } from './useAcaoDesfazivel';
