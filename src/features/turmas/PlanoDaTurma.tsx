// The class page's course plan: which plan the class follows, its disciplines in order with their
// hours and the total against the course's, and the way to the plan's own page.
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink } from 'react-router-dom';
import { Painel } from '../../shared/detalhe';
import { comparacaoDeHoras, formatarHoras } from '../../shared/validation/curriculo';
import { usePlanoCurriculoQuery } from '../../store/generated/planos.generated';
import type { Turma } from './api';

export function PlanoDaTurma({ turma }: { turma: Turma }) {
  const { plano } = turma;
  const { data, isLoading, isError } = usePlanoCurriculoQuery(plano ? { id: plano.id } : skipToken);
  if (!plano) {
    return (
      <Painel titulo="Plano de curso">
        <Typography color="text.secondary">
          Esta turma ainda não segue um plano de curso. Escolha um em Editar.
        </Typography>
      </Painel>
    );
  }
  return (
    <Painel titulo="Plano de curso">
      <Link component={RouterLink} to={`/modulos/planos/${plano.id}/curriculo`}>
        {plano.nome}
      </Link>
      {isLoading ? (
        <Typography role="status" color="text.secondary" sx={{ mt: 1 }}>
          Carregando o currículo…
        </Typography>
      ) : isError || !data ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Não foi possível carregar o currículo deste plano.
        </Typography>
      ) : (
        <>
          <Typography component="ol" variant="body2" sx={{ pl: 3, my: 1 }} aria-label="Currículo">
            {data.itens.map((i) => (
              <li key={i.disciplinaId}>
                {i.nome} — {formatarHoras(i.cargaHoraria)}
              </li>
            ))}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {data.itens.length === 0
              ? 'O currículo deste plano ainda não tem disciplinas.'
              : comparacaoDeHoras(data.cargaHorariaTotal, data.curso.cargaHorariaTotal)}
          </Typography>
        </>
      )}
    </Painel>
  );
}
