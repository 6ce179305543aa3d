// Change password: current, new (12+ characters, not a common one, not the current), confirmation.
// Rules run as the person types; the API's field errors land on the same fields.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FORM_ERROR, type FormApi, type SubmissionErrors } from 'final-form';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import { authUsuarioAtualizado, useAuth } from '../../machines/auth';
import { errosDeCampo, mensagemDeErro } from '../../shared/api/problema';
import { CampoDeTexto } from '../../shared/formulario/CampoDeTexto';
import { validadorYup } from '../../shared/formulario/validadorYup';
import { toast } from '../../shared/toast';
import { MENSAGENS_SENHA } from '../../shared/validation/senha';
import { useAppDispatch } from '../../store/hooks';
import { requisicao } from '../../store/requisitar';
import { esquemaAlterarSenha, type ValoresSenha } from './esquemaSenha';

export function AlterarSenhaForm() {
  const dispatch = useAppDispatch();
  const { usuario } = useAuth();
  const nome = usuario?.nome;
  const email = usuario?.email;
  const validar = useMemo(() => validadorYup(esquemaAlterarSenha({ nome, email })), [nome, email]);

  const enviar = async (
    { senhaAtual, novaSenha }: ValoresSenha,
    form: FormApi<ValoresSenha>,
  ): Promise<SubmissionErrors> => {
    // Sent outside RTK Query's cache: passwords never enter the store.
    const r = await dispatch(
      requisicao({ url: '/api/auth/senha', method: 'POST', body: { senhaAtual, novaSenha } }),
    );
    if (r.error) {
      const campos = errosDeCampo(r.error);
      return Object.keys(campos).length > 0 ? campos : { [FORM_ERROR]: mensagemDeErro(r.error) };
    }
    toast.success(MENSAGENS_SENHA.senhaAlterada);
    if (usuario?.trocarSenha)
      dispatch(authUsuarioAtualizado({ user: { ...usuario, trocarSenha: false } }));
    setTimeout(() => {
      form.restart();
    });
    return undefined;
  };

  return (
    <Form<ValoresSenha> onSubmit={enviar} validate={validar}>
      {({ handleSubmit, submitting, submitError }) => (
        <Stack
          component="form"
          noValidate
          spacing={2}
          aria-label="Alterar senha"
          onSubmit={(e) => void handleSubmit(e)}
          sx={{ maxWidth: 480 }}
        >
          {typeof submitError === 'string' && <Alert severity="error">{submitError}</Alert>}
          {/* Lets password managers know whose password changes (and browsers stop warning). */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={usuario?.email ?? ''}
            readOnly
            hidden
          />
          <CampoDeTexto
            name="senhaAtual"
            label="Senha atual"
            type="password"
            autoComplete="current-password"
          />
          <CampoDeTexto
            name="novaSenha"
            label="Nova senha"
            type="password"
            autoComplete="new-password"
            helperText="Pelo menos 12 caracteres. Uma frase longa é fácil de lembrar e difícil de adivinhar."
          />
          <CampoDeTexto
            name="confirmacao"
            label="Confirme a senha nova"
            type="password"
            autoComplete="new-password"
          />
          <div>
            <Button type="submit" variant="contained" disabled={submitting}>
              {submitting ? 'Alterando...' : 'Alterar senha'}
            </Button>
          </div>
        </Stack>
      )}
    </Form>
  );
}
