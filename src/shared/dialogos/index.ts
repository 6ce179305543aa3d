export { ConfirmDialog, type ConfirmDialogProps, type ConfirmOptions } from './ConfirmDialog';
export { ConfirmProvider, useConfirm } from './ConfirmProvider';
export { useUndoableAction, type UndoableAction } from './useUndoableAction';
