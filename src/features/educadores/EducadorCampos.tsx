// The educator's form with the seed's field names as the inputs' names (name="EducNome"...), which
// are also the API's body keys and its 400 `errors` keys, so a server message lands on its input.
// The rules are src/shared/validation/educador.ts, the same the API runs. The new-educator form
// adds EducGrauInstrucao (a number: the grau de escolaridade's id); the edit form omits it.
import {
  DateField,
  FormSection,
  MaskedField,
  SelectField,
  TextField,
  type Option,
  paraOpcoes,
} from '../../shared/formulario';
import { apenasDigitos } from '../../shared/format';
import { esquemaDasRegras } from '../../shared/formulario/regrasCompartilhadas';
import { OPCOES_UF } from '../../shared/formulario/ufs';
import { dataLocal } from '../../shared/validation/datas';
import { validarEducador, type DadosEducador } from '../../shared/validation/educador';
import { useEstadoCivilOpcoesQuery, useGrauEscolaridadeOpcoesQuery } from '../../store/opcoes';
import type { Educador, EducadorCriarApiArg } from './api';

export type ValoresEducador = DadosEducador;
export type CorpoEducador = EducadorCriarApiArg['body'];

export const OPCOES_SEXO: readonly Option[] = [
  { value: 'M', label: 'Masculino' },
  { value: 'F', label: 'Feminino' },
  { value: 'TODOS', label: 'Todos' },
];

export const esquemaEducador = esquemaDasRegras((v: DadosEducador) =>
  validarEducador(v, { hoje: dataLocal(new Date()) }),
);

export function EducadorCampos({ novo }: { novo: boolean }) {
  const graus = useGrauEscolaridadeOpcoesQuery(undefined, { skip: !novo });
  const estadosCivis = useEstadoCivilOpcoesQuery();
  return (
    <>
      <FormSection title="Dados pessoais">
        <TextField name="EducNome" label="Nome" required autoFocus autoComplete="off" />
        <MaskedField name="EducCPF" label="CPF" mask="cpf" />
        <SelectField name="EducSexo" label="Sexo" options={OPCOES_SEXO} emptyLabel="—" />
        <DateField name="EducDataNascimento" label="Data de nascimento" />
        <SelectField
          name="EducEstadoCivil"
          label="Estado civil"
          emptyLabel="—"
          options={(estadosCivis.data?.data ?? []).map((e) => ({ value: e.nome, label: e.nome }))}
        />
        <TextField name="EducNaturalidade" label="Naturalidade" />
        <SelectField
          name="EducUFNaturalidade"
          label="UF de naturalidade"
          options={OPCOES_UF}
          emptyLabel="—"
        />
        <TextField name="EducIdentidade" label="Identidade (RG)" />
        <TextField name="EducExpedIdentidade" label="Órgão expedidor" />
        {novo && (
          <SelectField
            name="EducGrauInstrucao"
            label="Grau de instrução"
            emptyLabel="—"
            options={paraOpcoes(graus.data?.data)}
          />
        )}
      </FormSection>
      <FormSection title="Contato">
        <TextField name="EducEMail" label="E-mail" type="email" autoComplete="off" />
        <MaskedField name="EducTelefone" label="Telefone" mask="telefone" />
        <MaskedField name="EducTelefoneCelular" label="Celular" mask="telefone" />
      </FormSection>
      <FormSection title="Endereço">
        <MaskedField name="EducCEP" label="CEP" mask="cep" />
        <TextField name="EducEndereco" label="Endereço" />
        <TextField name="EducNumeroEndereco" label="Número" />
        <TextField name="EducComplemento" label="Complemento" />
        <TextField name="EducBairro" label="Bairro" />
        <TextField name="EducCidade" label="Cidade" />
        <SelectField name="EducUF" label="UF" options={OPCOES_UF} emptyLabel="—" />
      </FormSection>
      <FormSection title="No programa">
        <DateField name="EducDataEntrada" label="Data de entrada" />
        <TextField
          name="EducObservacoes"
          label="Observações"
          multiline
          minRows={3}
          sx={{ gridColumn: '1 / -1' }}
        />
      </FormSection>
    </>
  );
}

const texto = (valor: string | null) => valor ?? undefined;
const digitos = (valor: string | null) => (valor ? apenasDigitos(valor) : undefined);

/** The edit form's values (no EducGrauInstrucao) from the record. */
export function valoresDoEducador(e: Educador): ValoresEducador {
  return {
    EducNome: e.EducNome,
    EducCPF: digitos(e.EducCPF),
    EducSexo: texto(e.EducSexo),
    EducDataNascimento: texto(e.EducDataNascimento),
    EducEMail: texto(e.EducEMail),
    EducTelefone: digitos(e.EducTelefone),
    EducTelefoneCelular: digitos(e.EducTelefoneCelular),
    EducEndereco: texto(e.EducEndereco),
    EducNumeroEndereco: texto(e.EducNumeroEndereco),
    EducComplemento: texto(e.EducComplemento),
    EducBairro: texto(e.EducBairro),
    EducCidade: texto(e.EducCidade),
    EducUF: texto(e.EducUF),
    EducCEP: digitos(e.EducCEP),
    EducEstadoCivil: texto(e.EducEstadoCivil),
    EducNaturalidade: texto(e.EducNaturalidade),
    EducUFNaturalidade: texto(e.EducUFNaturalidade),
    EducIdentidade: texto(e.EducIdentidade),
    EducExpedIdentidade: texto(e.EducExpedIdentidade),
    EducDataEntrada: texto(e.EducDataEntrada),
    EducObservacoes: texto(e.EducObservacoes),
  };
}

export const corpoDoEducador = (v: ValoresEducador): CorpoEducador => ({
  ...(v as CorpoEducador),
  EducNome: (v.EducNome ?? '').trim(),
});
