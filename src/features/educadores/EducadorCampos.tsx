// The educator's form with the seed's field names as the inputs' names (name="EducNome"...), which
// are also the API's body keys and its 400 `errors` keys, so a server message lands on its input.
// The rules are src/shared/validation/educador.ts, the same the API runs. The new-educator form
// adds EducGrauInstrucao (a number: the grau de escolaridade's id); the edit form omits it.
import {
  CampoDeData,
  SecaoDeFormulario,
  CampoComMascara,
  CampoDeSelecao,
  CampoDeTexto,
  type Opcao,
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

export const OPCOES_SEXO: readonly Opcao[] = [
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
      <SecaoDeFormulario titulo="Dados pessoais">
        <CampoDeTexto name="EducNome" label={R.EducNome} required autoFocus autoComplete="off" />
        <CampoComMascara name="EducCPF" label={R.EducCPF} mascara="cpf" />
        <CampoDeSelecao name="EducSexo" label={R.EducSexo} opcoes={OPCOES_SEXO} rotuloVazio="—" />
        <CampoDeData name="EducDataNascimento" label={R.EducDataNascimento} />
        <CampoDeSelecao
          name="EducEstadoCivil"
          label={R.EducEstadoCivil}
          rotuloVazio="—"
          opcoes={(estadosCivis.data?.data ?? []).map((e) => ({ value: e.nome, label: e.nome }))}
        />
        <CampoDeTexto name="EducNaturalidade" label={R.EducNaturalidade} />
        <CampoDeSelecao
          name="EducUFNaturalidade"
          label={R.EducUFNaturalidade}
          opcoes={OPCOES_UF}
          rotuloVazio="—"
        />
        <CampoDeTexto name="EducIdentidade" label={R.EducIdentidade} />
        <CampoDeTexto name="EducExpedIdentidade" label={R.EducExpedIdentidade} />
        {novo && (
          <CampoDeSelecao
            name="EducGrauInstrucao"
            label={R.EducGrauInstrucao}
            rotuloVazio="—"
            opcoes={paraOpcoes(graus.data?.data)}
          />
        )}
      </SecaoDeFormulario>
      <SecaoDeFormulario titulo="Contato">
        <CampoDeTexto name="EducEMail" label={R.EducEMail} type="email" autoComplete="off" />
        <CampoComMascara name="EducTelefone" label={R.EducTelefone} mascara="telefone" />
        <CampoComMascara
          name="EducTelefoneCelular"
          label={R.EducTelefoneCelular}
          mascara="telefone"
        />
      </SecaoDeFormulario>
      <SecaoDeFormulario titulo="Endereço">
        <CampoComMascara name="EducCEP" label={R.EducCEP} mascara="cep" />
        <CampoDeTexto name="EducEndereco" label={R.EducEndereco} />
        <CampoDeTexto name="EducNumeroEndereco" label={R.EducNumeroEndereco} />
        <CampoDeTexto name="EducComplemento" label={R.EducComplemento} />
        <CampoDeTexto name="EducBairro" label={R.EducBairro} />
        <CampoDeTexto name="EducCidade" label={R.EducCidade} />
        <CampoDeSelecao name="EducUF" label={R.EducUF} opcoes={OPCOES_UF} rotuloVazio="—" />
      </SecaoDeFormulario>
      <SecaoDeFormulario titulo="No programa">
        <CampoDeData name="EducDataEntrada" label={R.EducDataEntrada} />
        <CampoDeTexto
          name="EducObservacoes"
          label={R.EducObservacoes}
          multiline
          minRows={3}
          sx={{ gridColumn: '1 / -1' }}
        />
      </SecaoDeFormulario>
    </>
  );
}

/** The edit form's values (no EducGrauInstrucao) from the record. */
export const valoresDoEducador = (e: Educador): ValoresEducador =>
  valoresDoRegistro(CAMPOS_EDUCADOR, e);

export const corpoDoEducador = (v: ValoresEducador): CorpoEducador =>
  corpoDoFormulario(CAMPOS_EDUCADOR, v);
