// The class form (new on /turmas/novo, edit in a dialog on the class page): fields, the shared
// rules (src/shared/validation/turma.ts, the same the API runs) and the API body.
import {
  AutocompleteField,
  DateField,
  FormSection,
  NumberField,
  SelectField,
  TextField,
  WeekdayField,
  type Option,
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

export const OPCOES_TURNO: readonly Option[] = TURNOS_TURMA.map((t) => ({
  value: t.valor,
  label: t.rotulo,
}));

export function useOpcoesDeCurso(): readonly Option[] {
  return useOpcoesDaConsulta(useCursoOpcoesQuery());
}

export function TurmaCampos({ turma }: { turma?: Turma }) {
  const cursos = useOpcoesDeCurso();
  const buscarEducadores = useBuscaDeEducadores();
  return (
    <>
      <FormSection title="Turma">
        <TextField name="codigo" label="Código" required autoFocus helperText="Ex.: ADM-2026-1" />
        <TextField name="nome" label="Nome" required />
        <SelectField name="cursoId" label="Curso" required options={cursos} />
        <CampoPlano turma={turma} />
        <AutocompleteField
          name="educadorId"
          label="Educador"
          loadOptions={buscarEducadores}
          helperText="Quem conduz as aulas teóricas (opcional)."
          {...(turma?.educador
            ? { initialOption: { value: turma.educador.id, label: turma.educador.nome } }
            : {})}
        />
        <SelectField name="status" label="Situação" required options={OPCOES_STATUS_TURMA} />
      </FormSection>
      <FormSection title="Aulas teóricas">
        <SelectField name="turno" label="Turno" required options={OPCOES_TURNO} />
        <WeekdayField name="diasTeoria" label="Dias de teoria" />
        <DateField name="dataInicio" label="Início" required />
        <DateField name="dataFim" label="Término" required />
        <NumberField
          name="capacidade"
          label="Capacidade"
          required
          helperText={`Vagas da turma, de 1 a ${CAPACIDADE_MAXIMA}.`}
        />
        <TextField name="local" label="Local" helperText="Sala, unidade ou endereço das aulas." />
      </FormSection>
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
