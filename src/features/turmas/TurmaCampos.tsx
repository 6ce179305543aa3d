// The class form (new on /turmas/novo, edit in a dialog on the class page): fields, the shared
// rules (src/shared/validation/turma.ts, the same the API runs) and the API body. The declared
// fields' values, body and words come from CAMPOS_TURMA; the weekdays and the status beside them.
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
import { corpoDoFormulario, rotulosDe, valoresDoRegistro } from '../../shared/campos';
import { esquemaDasRegras } from '../../shared/formulario/regrasCompartilhadas';
import {
  CAMPOS_TURMA,
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

/** The words of each input, the detail page's lines and the export's columns (CAMPOS_TURMA). */
export const ROTULOS_TURMA = rotulosDe(CAMPOS_TURMA);
const R = ROTULOS_TURMA;

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
          label={R.codigo}
          required
          autoFocus
          helperText="Ex.: ADM-2026-1"
        />
        <CampoDeTexto name="nome" label={R.nome} required />
        <CampoDeSelecao name="cursoId" label={R.cursoId} required opcoes={cursos} />
        <CampoPlano turma={turma} />
        <CampoDeAutocompletar
          name="educadorId"
          label={R.educadorId}
          carregarOpcoes={buscarEducadores}
          helperText="Quem conduz as aulas teóricas (opcional)."
          {...(turma?.educador
            ? { opcaoInicial: { value: turma.educador.id, label: turma.educador.nome } }
            : {})}
        />
        <CampoDeSelecao name="status" label="Situação" required opcoes={OPCOES_STATUS_TURMA} />
      </SecaoDeFormulario>
      <SecaoDeFormulario titulo="Aulas teóricas">
        <CampoDeSelecao name="turno" label={R.turno} required opcoes={OPCOES_TURNO} />
        <CampoDeDiasDaSemana name="diasTeoria" label="Dias de teoria" />
        <CampoDeData name="dataInicio" label={R.dataInicio} required />
        <CampoDeData name="dataFim" label={R.dataFim} required />
        <CampoNumerico
          name="capacidade"
          label={R.capacidade}
          required
          helperText={`Vagas da turma, de 1 a ${CAPACIDADE_MAXIMA}.`}
        />
        <CampoDeTexto
          name="local"
          label={R.local}
          helperText="Sala, unidade ou endereço das aulas."
        />
      </SecaoDeFormulario>
    </>
  );
}

export const valoresIniciaisDaTurma: ValoresTurma = { status: 'planejada', diasTeoria: [] };

export const valoresDaTurma = (t: Turma): ValoresTurma => ({
  ...valoresDoRegistro(CAMPOS_TURMA, t),
  diasTeoria: t.diasTeoria,
  status: t.status,
});

export const corpoDaTurma = (v: ValoresTurma): CorpoTurma => ({
  ...corpoDoFormulario(CAMPOS_TURMA, v),
  diasTeoria: [...(v.diasTeoria ?? [])],
  status: v.status as StatusTurma,
});
