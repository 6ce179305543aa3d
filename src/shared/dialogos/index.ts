export { ConfirmDialog } from './ConfirmDialog';
export { ConfirmProvider, useConfirm } from './ConfirmProvider';
export { useUndoableAction } from './useUndoableAction';
