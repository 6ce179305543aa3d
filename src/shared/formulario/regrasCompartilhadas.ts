// One of src/shared/validation's rule functions (the same the API runs) as a yup schema, so a form
// shows the server's very messages on the same field paths ('EducNome', 'endereco.cep') before
// anything is sent. The rule function stays the single place where a rule is written.
import { mixed, ValidationError, type Schema } from 'yup';

/**
 * validarParceiro, validarTurma...: each types its own input, which the form's values are; or a
 * declaration's own `validarCampos` (its keys the declared fields, each one optional).
 */
type Regras = (valores: never) => Readonly<Partial<Record<string, string>>>;

export function esquemaDasRegras(regras: Regras): Schema {
  return mixed().test({
    name: 'regras-compartilhadas',
    test(valores) {
      const erros = Object.entries(regras((valores ?? {}) as never)).filter(
        (erro): erro is [string, string] => erro[1] !== undefined,
      );
      if (erros.length === 0) return true;
      return new ValidationError(
        erros.map(([path, message]) => this.createError({ path, message })),
      );
    },
  });
}
