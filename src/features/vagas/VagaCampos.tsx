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
import { esquemaDasRegras } from '../../shared/formulario/regrasCompartilhadas';
import { TURNOS_VAGA, validarVaga, type DadosVaga } from '../../shared/validation/vagas';
import { useGrauEscolaridadeOpcoesQuery } from '../../store/opcoes';
import type { Vaga, VagaCriarApiArg } from './api';
import { useBuscaDeParceiros, useOpcoesDeUnidade, useProfissoes } from './buscas';

export type ValoresVaga = DadosVaga;
export type CorpoVaga = VagaCriarApiArg['body'];

export const esquemaVaga = esquemaDasRegras(validarVaga);

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
      label="Unidade"
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
        <CampoDeTexto name="titulo" label="Título da vaga" required autoFocus />
        <CampoDeAutocompletar
          name="parceiroId"
          label="Empresa"
          required
          carregarOpcoes={buscarParceiros}
          {...(vaga
            ? { opcaoInicial: { value: vaga.parceiro.id, label: vaga.parceiro.nome } }
            : {})}
        />
        <CampoUnidade />
        <CampoDeAutocompletar
          name="profissaoId"
          label="Profissão (CBO)"
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
        <CampoNumerico name="quantidade" label="Quantidade de vagas" required />
      </SecaoDeFormulario>
      <SecaoDeFormulario titulo="Jornada e bolsa">
        <CampoDeSelecao name="turno" label="Turno de trabalho" required opcoes={OPCOES_TURNO} />
        <CampoNumerico
          name="cargaHoraria"
          label="Carga horária semanal (h)"
          required
          helperText="De 1 a 44 horas por semana."
        />
        <CampoDeDinheiro name="valorBolsa" label="Bolsa (R$)" required />
        <CampoDeTexto name="beneficios" label="Benefícios" multiline minRows={2} />
      </SecaoDeFormulario>
      <SecaoDeFormulario titulo="Perfil">
        <CampoNumerico name="idadeMinima" label="Idade mínima" helperText="Em branco: 14 anos." />
        <CampoNumerico
          name="idadeMaxima"
          label="Idade máxima"
          helperText="Em branco: 24 anos (sem limite para PcD)."
        />
        <CampoDeSelecao
          name="grauEscolaridadeId"
          label="Escolaridade mínima"
          opcoes={escolaridades}
          rotuloVazio="Qualquer"
        />
        <CampoDeTexto name="requisitos" label="Requisitos" multiline minRows={3} />
      </SecaoDeFormulario>
      <SecaoDeFormulario titulo="Período">
        <CampoDeData name="dataAbertura" label="Abertura" required />
        <CampoDeData
          name="dataEncerramento"
          label="Encerramento"
          helperText="Opcional: quando as inscrições terminam."
        />
      </SecaoDeFormulario>
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
