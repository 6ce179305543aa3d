// The course plan a class follows: the plans of the chosen course in force on the class's start
// date (the API refuses others with the same words), and the one it already follows even when it
// would no longer be offered, so an edit never silently drops it.
import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo } from 'react';
import { useFormState } from 'react-final-form';
import { CampoDeSelecao, type Opcao } from '../../shared/formulario';
import { periodoDeVigencia } from '../../shared/validation/curriculo';
import { dataIsoValida } from '../../shared/validation/datas';
import { usePlanoListarQuery } from '../../store/generated/planos.generated';
import { CAMPOS_TURMA, type DadosTurma } from '../../shared/validation/turma';
import type { Turma } from './api';

export function CampoPlano({ turma }: { turma?: Turma | undefined }) {
  const { values } = useFormState<DadosTurma>({ subscription: { values: true } });
  const { cursoId, dataInicio } = values;
  const { data, isFetching } = usePlanoListarQuery(
    cursoId
      ? {
          cursoId,
          pageSize: 100,
          ...(dataInicio && dataIsoValida(dataInicio) ? { vigentesEm: dataInicio } : {}),
        }
      : skipToken,
  );
  const opcoes = useMemo<Opcao[]>(() => {
    const lista: Opcao[] = (data?.data ?? []).map((p) => ({
      value: p.id,
      label: `${p.nome} (${periodoDeVigencia(p.vigenciaInicio, p.vigenciaFim)})`,
    }));
    const atual = turma?.plano;
    if (atual && !lista.some((o) => o.value === atual.id)) {
      lista.unshift({ value: atual.id, label: atual.nome });
    }
    return lista;
  }, [data, turma]);
  const ajuda = !cursoId
    ? 'Escolha o curso para ver os planos dele.'
    : isFetching
      ? 'Carregando os planos do curso…'
      : opcoes.length === 0
        ? 'O curso não tem plano em vigor no início da turma: cadastre um em Módulos › Planos.'
        : 'Planos do curso em vigor no início da turma.';
  return (
    <CampoDeSelecao
      name="planoId"
      label={CAMPOS_TURMA.planoId.rotulo}
      opcoes={opcoes}
      rotuloVazio="Sem plano"
      helperText={ajuda}
      disabled={!cursoId}
    />
  );
}
