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
import { corpoDoFormulario, rotulosDe, valoresDoRegistro } from '../../shared/campos';
import { esquemaDasRegras } from '../../shared/formulario/regrasCompartilhadas';
import { OPCOES_UF } from '../../shared/formulario/ufs';
import { dataLocal } from '../../shared/validation/datas';
import {
  CAMPOS_EDUCADOR,
  validarEducador,
  type DadosEducador,
} from '../../shared/validation/educador';
import { useEstadoCivilOpcoesQuery, useGrauEscolaridadeOpcoesQuery } from '../../store/opcoes';
import type { Educador, EducadorCriarApiArg } from './api';

export type ValoresEducador = DadosEducador;
export type CorpoEducador = EducadorCriarApiArg['body'];

/** The words of each input, the detail page's lines and the export's columns (CAMPOS_EDUCADOR). */
export const ROTULOS_EDUCADOR = rotulosDe(CAMPOS_EDUCADOR);
const R = ROTULOS_EDUCADOR;

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
        <TextField name="EducNome" label={R.EducNome} required autoFocus autoComplete="off" />
        <MaskedField name="EducCPF" label={R.EducCPF} mask="cpf" />
        <SelectField name="EducSexo" label={R.EducSexo} options={OPCOES_SEXO} emptyLabel="—" />
        <DateField name="EducDataNascimento" label={R.EducDataNascimento} />
        <SelectField
          name="EducEstadoCivil"
          label={R.EducEstadoCivil}
          emptyLabel="—"
          options={(estadosCivis.data?.data ?? []).map((e) => ({ value: e.nome, label: e.nome }))}
        />
        <TextField name="EducNaturalidade" label={R.EducNaturalidade} />
        <SelectField
          name="EducUFNaturalidade"
          label={R.EducUFNaturalidade}
          options={OPCOES_UF}
          emptyLabel="—"
        />
        <TextField name="EducIdentidade" label={R.EducIdentidade} />
        <TextField name="EducExpedIdentidade" label={R.EducExpedIdentidade} />
        {novo && (
          <SelectField
            name="EducGrauInstrucao"
            label={R.EducGrauInstrucao}
            emptyLabel="—"
            options={paraOpcoes(graus.data?.data)}
          />
        )}
      </FormSection>
      <FormSection title="Contato">
        <TextField name="EducEMail" label={R.EducEMail} type="email" autoComplete="off" />
        <MaskedField name="EducTelefone" label={R.EducTelefone} mask="telefone" />
        <MaskedField name="EducTelefoneCelular" label={R.EducTelefoneCelular} mask="telefone" />
      </FormSection>
      <FormSection title="Endereço">
        <MaskedField name="EducCEP" label={R.EducCEP} mask="cep" />
        <TextField name="EducEndereco" label={R.EducEndereco} />
        <TextField name="EducNumeroEndereco" label={R.EducNumeroEndereco} />
        <TextField name="EducComplemento" label={R.EducComplemento} />
        <TextField name="EducBairro" label={R.EducBairro} />
        <TextField name="EducCidade" label={R.EducCidade} />
        <SelectField name="EducUF" label={R.EducUF} options={OPCOES_UF} emptyLabel="—" />
      </FormSection>
      <FormSection title="No programa">
        <DateField name="EducDataEntrada" label={R.EducDataEntrada} />
        <TextField
          name="EducObservacoes"
          label={R.EducObservacoes}
          multiline
          minRows={3}
          sx={{ gridColumn: '1 / -1' }}
        />
      </FormSection>
    </>
  );
}

/** The edit form's values (no EducGrauInstrucao) from the record. */
export const valoresDoEducador = (e: Educador): ValoresEducador =>
  valoresDoRegistro(CAMPOS_EDUCADOR, e);

export const corpoDoEducador = (v: ValoresEducador): CorpoEducador =>
  corpoDoFormulario(CAMPOS_EDUCADOR, v);
