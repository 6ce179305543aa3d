// The vacancy form (/vagas/novo and /vagas/{id}/editar): partner → its units, CBO lookup, turno,
// hours, bolsa in R$, requisitos, ages, schooling, dates; the shared rules
// (src/shared/validation/vagas.ts, the same the API runs) and the API body.
import { useEffect, useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import {
  AutocompleteField,
  DateField,
  FormSection,
  MoneyField,
  NumberField,
  SelectField,
  TextField,
  type Option,
  useOpcoesDaConsulta,
} from '../../shared/formulario';
import { corpoCompletoDoFormulario, rotulosDe, valoresDoRegistro } from '../../shared/campos';
import { esquemaDasRegras } from '../../shared/formulario/regrasCompartilhadas';
import {
  CAMPOS_VAGA,
  TURNOS_VAGA,
  validarVaga,
  type DadosVaga,
} from '../../shared/validation/vagas';
import { useGrauEscolaridadeOpcoesQuery } from '../../store/opcoes';
import type { Vaga, VagaCriarApiArg } from './api';
import { useBuscaDeParceiros, useOpcoesDeUnidade, useProfissoes } from './buscas';

export type ValoresVaga = DadosVaga;
export type CorpoVaga = VagaCriarApiArg['body'];

export const esquemaVaga = esquemaDasRegras(validarVaga);

/** The words of each input (CAMPOS_VAGA). */
const R = rotulosDe(CAMPOS_VAGA);

const OPCOES_TURNO: readonly Option[] = TURNOS_VAGA.map((t) => ({
  value: t.valor,
  label: t.rotulo,
}));

/** The units of the chosen partner; another partner clears the unit. */
function CampoUnidade() {
  const { values } = useFormState<ValoresVaga>({ subscription: { values: true } });
  const form = useForm<ValoresVaga>();
  const parceiroId = values.parceiroId ?? null;
  const { opcoes, carregando } = useOpcoesDeUnidade(parceiroId);
  const anterior = useRef(parceiroId);
  useEffect(() => {
    if (anterior.current !== parceiroId && anterior.current !== null)
      form.change('unidadeId', null);
    anterior.current = parceiroId;
  }, [parceiroId, form]);
  const ajuda = !parceiroId
    ? 'Escolha a empresa para ver as unidades dela.'
    : carregando
      ? 'Carregando as unidades…'
      : opcoes.length === 0
        ? 'A empresa não tem unidade ativa: cadastre uma na página da empresa.'
        : 'Onde o aprendiz vai trabalhar.';
  return (
    <SelectField
      name="unidadeId"
      label={R.unidadeId}
      required
      options={opcoes}
      helperText={ajuda}
      disabled={!parceiroId}
    />
  );
}

function useEscolaridades(): readonly Option[] {
  return useOpcoesDaConsulta(useGrauEscolaridadeOpcoesQuery());
}

export function VagaCampos({ vaga }: { vaga?: Vaga }) {
  const buscarParceiros = useBuscaDeParceiros();
  const escolaridades = useEscolaridades();
  return (
    <>
      <FormSection title="Empresa e função">
        <TextField name="titulo" label={R.titulo} required autoFocus />
        <AutocompleteField
          name="parceiroId"
          label={R.parceiroId}
          required
          loadOptions={buscarParceiros}
          {...(vaga
            ? { initialOption: { value: vaga.parceiro.id, label: vaga.parceiro.nome } }
            : {})}
        />
        <CampoUnidade />
        <AutocompleteField
          name="profissaoId"
          label={R.profissaoId}
          required
          useOptions={useProfissoes}
          helperText="Pesquise pelo código ou pelo nome da ocupação."
          {...(vaga
            ? {
                initialOption: {
                  value: vaga.profissao.id,
                  label: `${vaga.profissao.codigo} · ${vaga.profissao.nome}`,
                },
              }
            : {})}
        />
        <NumberField name="quantidade" label={R.quantidade} required />
      </FormSection>
      <FormSection title="Jornada e bolsa">
        <SelectField name="turno" label={R.turno} required options={OPCOES_TURNO} />
        <NumberField
          name="cargaHoraria"
          label={R.cargaHoraria}
          required
          helperText="De 1 a 44 horas por semana."
        />
        <MoneyField name="valorBolsa" label={R.valorBolsa} required />
        <TextField name="beneficios" label={R.beneficios} multiline minRows={2} />
      </FormSection>
      <FormSection title="Perfil">
        <NumberField name="idadeMinima" label={R.idadeMinima} helperText="Em branco: 14 anos." />
        <NumberField
          name="idadeMaxima"
          label={R.idadeMaxima}
          helperText="Em branco: 24 anos (sem limite para PcD)."
        />
        <SelectField
          name="grauEscolaridadeId"
          label={R.grauEscolaridadeId}
          options={escolaridades}
          emptyLabel="Qualquer"
        />
        <TextField name="requisitos" label={R.requisitos} multiline minRows={3} />
      </FormSection>
      <FormSection title="Período">
        <DateField name="dataAbertura" label={R.dataAbertura} required />
        <DateField
          name="dataEncerramento"
          label={R.dataEncerramento}
          helperText="Opcional: quando as inscrições terminam."
        />
      </FormSection>
    </>
  );
}

/** The edit form's values: the vacancy as the API answers it. */
export const valoresDaVaga = (v: Vaga): ValoresVaga => valoresDoRegistro(CAMPOS_VAGA, v);

/** The body: every field, a cleared one as null (an update keeps what the body leaves out). */
export const corpoDaVaga = (v: ValoresVaga): CorpoVaga => corpoCompletoDoFormulario(CAMPOS_VAGA, v);
