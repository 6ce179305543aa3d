// The class form (new on /turmas/novo, edit in a dialog on the class page): fields, the shared
// rules (src/shared/validation/turma.ts, the same the API runs) and the API body.
import {
  CampoDeAutocompletar,
  CampoDeData,
  SecaoDeFormulario,
  CampoNumerico,
  CampoDeSelecao,
  CampoDeTexto,
  CampoDeDiasDaSemana,
  type Opcao,
  useOpcoesDaConsulta,
} from '../../shared/formulario';
import { esquemaDasRegras } from '../../shared/formulario/regrasCompartilhadas';
import {
  CAPACIDADE_MAXIMA,
  TURNOS_TURMA,
  validarTurma,
  type StatusTurma,
  type DadosTurma,
} from '../../shared/validation/turma';
import { OPCOES_STATUS_TURMA } from '../../shared/ui/Ocupacao';
import { useCursoOpcoesQuery } from '../../store/opcoes';
import type { Turma, TurmaCriarApiArg } from './api';
import { CampoPlano } from './CampoPlano';
import { useBuscaDeEducadores } from '../../store/buscas';

export type ValoresTurma = DadosTurma;
export type CorpoTurma = TurmaCriarApiArg['body'];

export const esquemaTurma = esquemaDasRegras(validarTurma);

export const OPCOES_TURNO: readonly Opcao[] = TURNOS_TURMA.map((t) => ({
  value: t.valor,
  label: t.rotulo,
}));

export function useOpcoesDeCurso(): readonly Opcao[] {
  return useOpcoesDaConsulta(useCursoOpcoesQuery());
}

export function TurmaCampos({ turma }: { turma?: Turma }) {
  const cursos = useOpcoesDeCurso();
  const buscarEducadores = useBuscaDeEducadores();
  return (
    <>
      <SecaoDeFormulario titulo="Turma">
        <CampoDeTexto
          name="codigo"
          label="Código"
          required
          autoFocus
          helperText="Ex.: ADM-2026-1"
        />
        <CampoDeTexto name="nome" label="Nome" required />
        <CampoDeSelecao name="cursoId" label="Curso" required opcoes={cursos} />
        <CampoPlano turma={turma} />
        <CampoDeAutocompletar
          name="educadorId"
          label="Educador"
          carregarOpcoes={buscarEducadores}
          helperText="Quem conduz as aulas teóricas (opcional)."
          {...(turma?.educador
            ? { opcaoInicial: { value: turma.educador.id, label: turma.educador.nome } }
            : {})}
        />
        <CampoDeSelecao name="status" label="Situação" required opcoes={OPCOES_STATUS_TURMA} />
      </SecaoDeFormulario>
      <SecaoDeFormulario titulo="Aulas teóricas">
        <CampoDeSelecao name="turno" label="Turno" required opcoes={OPCOES_TURNO} />
        <CampoDeDiasDaSemana name="diasTeoria" label="Dias de teoria" />
        <CampoDeData name="dataInicio" label="Início" required />
        <CampoDeData name="dataFim" label="Término" required />
        <CampoNumerico
          name="capacidade"
          label="Capacidade"
          required
          helperText={`Vagas da turma, de 1 a ${CAPACIDADE_MAXIMA}.`}
        />
        <CampoDeTexto
          name="local"
          label="Local"
          helperText="Sala, unidade ou endereço das aulas."
        />
      </SecaoDeFormulario>
    </>
  );
}

export const valoresIniciaisDaTurma: ValoresTurma = { status: 'planejada', diasTeoria: [] };

export const valoresDaTurma = (t: Turma): ValoresTurma => ({
  codigo: t.codigo,
  nome: t.nome,
  cursoId: t.cursoId,
  planoId: t.planoId,
  educadorId: t.educadorId,
  turno: t.turno,
  diasTeoria: t.diasTeoria,
  dataInicio: t.dataInicio,
  dataFim: t.dataFim,
  capacidade: t.capacidade,
  local: t.local ?? undefined,
  status: t.status,
});

export const corpoDaTurma = (v: ValoresTurma): CorpoTurma => ({
  ...(v as CorpoTurma),
  codigo: (v.codigo ?? '').trim(),
  nome: (v.nome ?? '').trim(),
  educadorId: v.educadorId ?? null,
  diasTeoria: [...(v.diasTeoria ?? [])],
  status: v.status as StatusTurma,
});
