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
import { esquemaDasRegras } from '../../shared/formulario/regrasCompartilhadas';
import { TURNOS_VAGA, validarVaga, type DadosVaga } from '../../shared/validation/vagas';
import { useGrauEscolaridadeOpcoesQuery } from '../../store/opcoes';
import type { Vaga, VagaCriarApiArg } from './api';
import { useBuscaDeParceiros, useOpcoesDeUnidade, useProfissoes } from './buscas';

export type ValoresVaga = DadosVaga;
export type CorpoVaga = VagaCriarApiArg['body'];

export const esquemaVaga = esquemaDasRegras(validarVaga);

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
      label="Unidade"
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
        <TextField name="titulo" label="Título da vaga" required autoFocus />
        <AutocompleteField
          name="parceiroId"
          label="Empresa"
          required
          loadOptions={buscarParceiros}
          {...(vaga
            ? { initialOption: { value: vaga.parceiro.id, label: vaga.parceiro.nome } }
            : {})}
        />
        <CampoUnidade />
        <AutocompleteField
          name="profissaoId"
          label="Profissão (CBO)"
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
        <NumberField name="quantidade" label="Quantidade de vagas" required />
      </FormSection>
      <FormSection title="Jornada e bolsa">
        <SelectField name="turno" label="Turno de trabalho" required options={OPCOES_TURNO} />
        <NumberField
          name="cargaHoraria"
          label="Carga horária semanal (h)"
          required
          helperText="De 1 a 44 horas por semana."
        />
        <MoneyField name="valorBolsa" label="Bolsa (R$)" required />
        <TextField name="beneficios" label="Benefícios" multiline minRows={2} />
      </FormSection>
      <FormSection title="Perfil">
        <NumberField name="idadeMinima" label="Idade mínima" helperText="Em branco: 14 anos." />
        <NumberField
          name="idadeMaxima"
          label="Idade máxima"
          helperText="Em branco: 24 anos (sem limite para PcD)."
        />
        <SelectField
          name="grauEscolaridadeId"
          label="Escolaridade mínima"
          options={escolaridades}
          emptyLabel="Qualquer"
        />
        <TextField name="requisitos" label="Requisitos" multiline minRows={3} />
      </FormSection>
      <FormSection title="Período">
        <DateField name="dataAbertura" label="Abertura" required />
        <DateField
          name="dataEncerramento"
          label="Encerramento"
          helperText="Opcional: quando as inscrições terminam."
        />
      </FormSection>
    </>
  );
}

export const valoresDaVaga = (v: Vaga): ValoresVaga => ({
  parceiroId: v.parceiroId,
  unidadeId: v.unidadeId,
  titulo: v.titulo,
  profissaoId: v.profissaoId,
  quantidade: v.quantidade,
  turno: v.turno,
  cargaHoraria: v.cargaHoraria,
  valorBolsa: v.valorBolsa,
  beneficios: v.beneficios,
  idadeMinima: v.idadeMinima,
  idadeMaxima: v.idadeMaxima,
  grauEscolaridadeId: v.grauEscolaridadeId,
  requisitos: v.requisitos,
  dataAbertura: v.dataAbertura,
  dataEncerramento: v.dataEncerramento,
});

const nuloSeVazio = <T,>(v: T | '' | undefined): T | null =>
  v === '' || v === undefined ? null : v;

export const corpoDaVaga = (v: ValoresVaga): CorpoVaga => ({
  parceiroId: nuloSeVazio(v.parceiroId),
  unidadeId: nuloSeVazio(v.unidadeId),
  titulo: (v.titulo ?? '').trim(),
  profissaoId: nuloSeVazio(v.profissaoId),
  quantidade: nuloSeVazio(v.quantidade),
  turno: nuloSeVazio(v.turno),
  cargaHoraria: nuloSeVazio(v.cargaHoraria),
  valorBolsa: nuloSeVazio(v.valorBolsa),
  beneficios: nuloSeVazio(v.beneficios),
  idadeMinima: nuloSeVazio(v.idadeMinima),
  idadeMaxima: nuloSeVazio(v.idadeMaxima),
  grauEscolaridadeId: nuloSeVazio(v.grauEscolaridadeId),
  requisitos: nuloSeVazio(v.requisitos),
  dataAbertura: nuloSeVazio(v.dataAbertura),
  dataEncerramento: nuloSeVazio(v.dataEncerramento),
});
