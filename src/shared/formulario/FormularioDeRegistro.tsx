import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ValidationErrors } from 'final-form';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Form, useFormState, type FormRenderProps } from 'react-final-form';
import type { Schema } from 'yup';
import { DialogoDeConfirmacao } from '../dialogos/DialogoDeConfirmacao';
import { AvisoDeOutraVersao } from './AvisoDeOutraVersao';
import { useGuardaDeSaida } from './useGuardaDeSaida';
import {
  MENSAGEM_DE_VERSAO_ANTIGA,
  useEnvioDoRegistro,
  type OpcoesDoEnvio,
} from './useEnvioDoRegistro';
import { validadorYup } from './validadorYup';

export interface FormularioDeRegistroProps<Values extends object> extends Omit<
  OpcoesDoEnvio<Values>,
  'recarregar' | 'antesDeSalvar'
> {
  initialValues?: Partial<Values>;
  /** yup schema; or `validate` for anything else (both may be given). */
  esquema?: Schema;
  validate?: (values: Values) => ValidationErrors;
  /** Default 'Salvar'. */
  rotuloDoBotao?: string;
  /** Shows 'Cancelar' (confirming first when there are unsaved changes). */
  aoCancelar?: () => void;
  /** 'Recarregar' after a stale versao; default reloads the page. */
  aoRecarregar?: () => void;
  /** 'page': sections then buttons; 'dialog': a modal titled `title`. */
  variante?: 'page' | 'dialog';
  titulo?: string;
  /** Fields (and FormSections); a function receives the current values for conditional parts. */
  children: ReactNode | ((values: Values) => ReactNode);
}

const discard = {
  title: 'Descartar alterações?',
  message: 'As alterações feitas neste formulário ainda não foram salvas e serão perdidas.',
  confirmLabel: 'Descartar',
  cancelLabel: 'Continuar editando',
  destructive: true,
} as const;

/** A create/edit form: validation, save with toasts, 409 handling and a guard for unsaved changes. */
export function FormularioDeRegistro<Values extends object>(
  props: FormularioDeRegistroProps<Values>,
) {
  const { esquema: schema, validate, aoCancelar: onCancel } = props;
  const [dirty, setDirty] = useState(false);
  const [askCancel, setAskCancel] = useState(false);
  const { blocker, allowLeave } = useGuardaDeSaida(dirty);
  const reload =
    props.aoRecarregar ??
    (() => {
      allowLeave();
      window.location.reload();
    });
  const { submit, stale } = useEnvioDoRegistro<Values>({
    ...props,
    recarregar: reload,
    antesDeSalvar: allowLeave,
  });
  // Stable across renders: final-form re-runs validation whenever `validate` changes identity.
  const validateAll = useMemo(() => {
    const fromSchema = schema ? validadorYup(schema) : undefined;
    return (values: Values) => ({ ...(fromSchema?.(values) ?? {}), ...(validate?.(values) ?? {}) });
  }, [schema, validate]);
  const cancel = onCancel && (() => (dirty ? setAskCancel(true) : onCancel()));

  return (
    <>
      <Form<Values>
        initialValues={props.initialValues}
        validate={validateAll}
        onSubmit={submit}
        render={({ handleSubmit }) => (
          <FormLayout
            {...props}
            onSubmit={handleSubmit}
            aoCancelar={cancel}
            onDirtyChange={setDirty}
            stale={stale}
            reload={reload}
          />
        )}
      />
      <DialogoDeConfirmacao
        {...discard}
        open={blocker.state === 'blocked' || askCancel}
        onConfirm={() => {
          setAskCancel(false);
          allowLeave();
          if (blocker.state === 'blocked') blocker.proceed();
          else onCancel?.();
        }}
        onCancel={() => {
          setAskCancel(false);
          if (blocker.state === 'blocked') blocker.reset();
        }}
      />
    </>
  );
}

/**
 * After a submit that failed (the form's own rules or the server's), the first field in error gets
 * the focus, so on a long form the person lands on it instead of wondering why nothing happened.
 */
function focusFirstError(form: HTMLFormElement) {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}

interface FormLayoutProps<Values extends object> extends Omit<
  FormularioDeRegistroProps<Values>,
  'onSubmit'
> {
  onSubmit: FormRenderProps<Values>['handleSubmit'];
  onDirtyChange: (dirty: boolean) => void;
  stale: boolean;
  reload: () => void;
}

function FormLayout<Values extends object>(props: FormLayoutProps<Values>) {
  const { onDirtyChange, stale, reload, variante: variant = 'page' } = props;
  const state = useFormState<Values>();
  const { submitting, values, dirtySinceLastSubmit } = state;
  const formId = useId();
  // Saved and not edited since: nothing to lose, even though values differ from the initial ones.
  const unsaved = Boolean(state.dirty) && (!state.submitSucceeded || Boolean(dirtySinceLastSubmit));
  useEffect(() => {
    onDirtyChange(unsaved);
  }, [unsaved, onDirtyChange]);

  const formError = typeof state.submitError === 'string' ? state.submitError : undefined;
  const body = (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: variant === 'dialog' ? 1 : 0 }}
    >
      {stale ? (
        <AvisoDeOutraVersao onRecarregar={reload}>
          {MENSAGEM_DE_VERSAO_ANTIGA} Recarregue para ver a versão atual antes de salvar de novo.
        </AvisoDeOutraVersao>
      ) : (
        formError && !dirtySinceLastSubmit && <Alert severity="error">{formError}</Alert>
      )}
      {typeof props.children === 'function' ? props.children(values) : props.children}
    </Box>
  );
  const buttons = (
    <>
      {props.aoCancelar && (
        <Button onClick={props.aoCancelar} disabled={submitting}>
          Cancelar
        </Button>
      )}
      <Button type="submit" form={formId} variant="contained" disabled={submitting}>
        {submitting ? 'Salvando…' : (props.rotuloDoBotao ?? 'Salvar')}
      </Button>
    </>
  );
  const form = (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        const form = event.currentTarget;
        void Promise.resolve(props.onSubmit(event)).then(() => {
          focusFirstError(form);
        });
      }}
    >
      {variant === 'dialog' ? <DialogContent>{body}</DialogContent> : body}
    </form>
  );
  if (variant === 'dialog') {
    return (
      <Dialog
        open
        onClose={props.aoCancelar}
        fullWidth
        maxWidth="sm"
        aria-labelledby={`${formId}-titulo`}
      >
        <DialogTitle id={`${formId}-titulo`}>{props.titulo}</DialogTitle>
        {form}
        <DialogActions>{buttons}</DialogActions>
      </Dialog>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {form}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>{buttons}</Box>
    </Box>
  );
}
