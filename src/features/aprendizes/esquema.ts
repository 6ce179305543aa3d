// The apprentice form's values, its yup schema and the conversions to and from the API. The rules
// themselves are src/shared/validation/aprendiz.ts, the same code the server runs, so every
// message on the form is the one the API would answer (and vice versa).
import { object, ValidationError } from 'yup';
import { apenasDigitos } from '../../shared/format';
import { validarAprendiz, type ContextoValidacao } from '../../shared/validation/aprendiz';
import { cpfOculto } from '../../shared/validation/documentos';
import type { Aprendiz, AprendizCriarApiArg } from './api';

/** What the API takes, which is also what the form holds (ids as numbers, documents as digits). */
export type ValoresAprendiz = AprendizCriarApiArg['body'];
type Contato = NonNullable<ValoresAprendiz['contatos']>[number];

/**
 * The form's yup schema: one test that runs the shared rules and reports each failure on its own
 * field ('responsavel.cpf', 'contatos.1.valor'). `hoje` is today in Brazil (dataLocal()).
 */
export function esquemaAprendiz(contexto: ContextoValidacao) {
  return object().test('regras-do-aprendiz', function validar(valores) {
    const erros = validarAprendiz(valores, contexto);
    const falhas = Object.entries(erros).map(([path, message]) =>
      this.createError({ path, message }),
    );
    return falhas.length === 0 || new ValidationError(falhas);
  });
}

export const valoresVazios: Partial<ValoresAprendiz> = {
  pcd: false,
  endereco: {},
  contatos: [],
  responsavel: {},
};

const vazio = (valor: string | null | undefined) =>
  valor === undefined || valor === null || valor.trim() === '';
const texto = (valor: string | null | undefined) => (vazio(valor) ? null : (valor ?? '').trim());

/** Form values -> request body: blank text as null, an empty responsável as null. */
export function paraCorpo(valores: ValoresAprendiz): ValoresAprendiz {
  const r = valores.responsavel ?? {};
  const e = valores.endereco ?? {};
  const responsavel = [r.nome, r.cpf, r.parentesco, r.telefone, r.email].every(vazio)
    ? null
    : {
        nome: texto(r.nome),
        cpf: texto(r.cpf),
        parentesco: texto(r.parentesco),
        telefone: texto(r.telefone),
        email: texto(r.email),
      };
  const corpo: ValoresAprendiz = {
    ...valores,
    nome: valores.nome.trim(),
    nomeSocial: texto(valores.nomeSocial),
    rg: texto(valores.rg),
    escola: texto(valores.escola),
    email: texto(valores.email),
    telefone: texto(valores.telefone),
    celular: texto(valores.celular),
    observacoes: texto(valores.observacoes),
    tipoDeficiencia: valores.pcd ? texto(valores.tipoDeficiencia) : null,
    endereco: {
      cep: texto(e.cep),
      logradouro: texto(e.logradouro),
      numero: texto(e.numero),
      complemento: texto(e.complemento),
      bairro: texto(e.bairro),
      municipioId: e.municipioId ?? null,
    },
    contatos: (valores.contatos ?? []).map((c: Contato) => ({
      tipoContatoId: c.tipoContatoId,
      valor: c.valor.trim(),
    })),
    responsavel,
  };
  if (vazio(corpo.dataCadastro)) delete corpo.dataCadastro;
  return corpo;
}

/** The API shows a CPF punctuated; the form holds its digits (a hidden one stays as it came). */
const documento = (cpf: string | null | undefined) =>
  cpf && !cpfOculto(cpf) ? apenasDigitos(cpf) : cpf;

/** A record -> the edit form's values (labels and read-only fields left out). */
export function deRegistro(a: Aprendiz): ValoresAprendiz {
  return {
    nome: a.nome,
    nomeSocial: a.nomeSocial,
    cpf: documento(a.cpf) ?? '',
    rg: a.rg,
    dataNascimento: a.dataNascimento,
    dataCadastro: a.dataCadastro,
    generoId: a.generoId,
    estadoCivilId: a.estadoCivilId,
    nacionalidadeId: a.nacionalidadeId,
    naturalidade: a.naturalidade,
    grauEscolaridadeId: a.grauEscolaridadeId,
    escola: a.escola,
    turnoEscolar: a.turnoEscolar,
    pcd: a.pcd,
    tipoDeficiencia: a.tipoDeficiencia,
    email: a.email,
    telefone: a.telefone,
    celular: a.celular,
    endereco: { ...a.endereco },
    regiaoId: a.regiaoId,
    contatos: a.contatos.map(({ tipoContatoId, valor }) => ({ tipoContatoId, valor })),
    responsavel: a.responsavel ? { ...a.responsavel, cpf: documento(a.responsavel.cpf) } : {},
    observacoes: a.observacoes,
  };
}

/** The CPF came hidden (no aprendizes:ver-cpf): it cannot be edited, only kept. */
export const cpfEscondido = (cpf: string | null | undefined) =>
  typeof cpf === 'string' && cpfOculto(cpf);
