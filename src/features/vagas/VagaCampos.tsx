// The vacancy form (/vagas/novo and /vagas/{id}/editar): partner → its units, CBO lookup, turno,
// hours, bolsa in R$, requisitos, ages, schooling, dates; the shared rules
// (src/shared/validation/vagas.ts, the same the API runs) and the API body.
import { useEffect, useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import {
  CampoDeAutocompletar,
  CampoDeData,
  SecaoDeFormulario,
  CampoDeDinheiro,
  CampoNumerico,
  CampoDeSelecao,
  CampoDeTexto,
  type Opcao,
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

const OPCOES_TURNO: readonly Opcao[] = TURNOS_VAGA.map((t) => ({
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
    <CampoDeSelecao
      name="unidadeId"
      label={R.unidadeId}
      required
      opcoes={opcoes}
      helperText={ajuda}
      disabled={!parceiroId}
    />
  );
}

function useEscolaridades(): readonly Opcao[] {
  return useOpcoesDaConsulta(useGrauEscolaridadeOpcoesQuery());
}

export function VagaCampos({ vaga }: { vaga?: Vaga }) {
  const buscarParceiros = useBuscaDeParceiros();
  const escolaridades = useEscolaridades();
  return (
    <>
      <SecaoDeFormulario titulo="Empresa e função">
        <CampoDeTexto name="titulo" label={R.titulo} required autoFocus />
        <CampoDeAutocompletar
          name="parceiroId"
          label={R.parceiroId}
          required
          carregarOpcoes={buscarParceiros}
          {...(vaga
            ? { opcaoInicial: { value: vaga.parceiro.id, label: vaga.parceiro.nome } }
            : {})}
        />
        <CampoUnidade />
        <CampoDeAutocompletar
          name="profissaoId"
          label={R.profissaoId}
          required
          useOpcoes={useProfissoes}
          helperText="Pesquise pelo código ou pelo nome da ocupação."
          {...(vaga
            ? {
                opcaoInicial: {
                  value: vaga.profissao.id,
                  label: `${vaga.profissao.codigo} · ${vaga.profissao.nome}`,
                },
              }
            : {})}
        />
        <CampoNumerico name="quantidade" label={R.quantidade} required />
      </SecaoDeFormulario>
      <SecaoDeFormulario titulo="Jornada e bolsa">
        <CampoDeSelecao name="turno" label={R.turno} required opcoes={OPCOES_TURNO} />
        <CampoNumerico
          name="cargaHoraria"
          label={R.cargaHoraria}
          required
          helperText="De 1 a 44 horas por semana."
        />
        <CampoDeDinheiro name="valorBolsa" label={R.valorBolsa} required />
        <CampoDeTexto name="beneficios" label={R.beneficios} multiline minRows={2} />
      </SecaoDeFormulario>
      <SecaoDeFormulario titulo="Perfil">
        <CampoNumerico name="idadeMinima" label={R.idadeMinima} helperText="Em branco: 14 anos." />
        <CampoNumerico
          name="idadeMaxima"
          label={R.idadeMaxima}
          helperText="Em branco: 24 anos (sem limite para PcD)."
        />
        <CampoDeSelecao
          name="grauEscolaridadeId"
          label={R.grauEscolaridadeId}
          opcoes={escolaridades}
          rotuloVazio="Qualquer"
        />
        <CampoDeTexto name="requisitos" label={R.requisitos} multiline minRows={3} />
      </SecaoDeFormulario>
      <SecaoDeFormulario titulo="Período">
        <CampoDeData name="dataAbertura" label={R.dataAbertura} required />
        <CampoDeData
          name="dataEncerramento"
          label={R.dataEncerramento}
          helperText="Opcional: quando as inscrições terminam."
        />
      </SecaoDeFormulario>
    </>
  );
}

/** The edit form's values: the vacancy as the API answers it. */
export const valoresDaVaga = (v: Vaga): ValoresVaga => valoresDoRegistro(CAMPOS_VAGA, v);

/** The body: every field, a cleared one as null (an update keeps what the body leaves out). */
export const corpoDaVaga = (v: ValoresVaga): CorpoVaga => corpoCompletoDoFormulario(CAMPOS_VAGA, v);
