// What every record's rules share: an optional value as forms and bodies carry it, "filled in",
// and the postal address partners, units and apprentices all have.

export type Opcional<T> = T | null | undefined;

/** The most characters of a record's observações (educadores, contratos...): one limit everywhere. */
export const OBSERVACOES_MAXIMO = 2000;

/** A text that says something (not absent, not only spaces). */
export const preenchido = (valor: Opcional<string>): valor is string =>
  typeof valor === 'string' && valor.trim() !== '';

export interface Endereco {
  cep?: Opcional<string>;
  logradouro?: Opcional<string>;
  numero?: Opcional<string>;
  complemento?: Opcional<string>;
  bairro?: Opcional<string>;
  municipioId?: Opcional<number>;
  uf?: Opcional<string>;
}

/** An address as it is stored and answered: every part present, empty as null. */
export type EnderecoGravado = { [Parte in keyof Endereco]-?: NonNullable<Endereco[Parte]> | null };

/** A nested group's messages under its path ('endereco.cep'), as the forms name their inputs. */
export const comPrefixo = (prefixo: string, erros: Readonly<Record<string, string | undefined>>) =>
  Object.fromEntries(
    Object.entries(erros).flatMap(([campo, mensagem]) =>
      mensagem === undefined ? [] : [[`${prefixo}.${campo}`, mensagem]],
    ),
  ) as Record<string, string>;
