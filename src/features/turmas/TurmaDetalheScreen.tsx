// /turmas/{id}: the class, loaded by its numeric id first ('Carregando turma...'): its data, its
// educator, its occupancy, and the actions (apprentices, edit in a dialog kept in the URL as
// ?editar, inactivate with Desfazer, reactivate).
import EditIcon from '@mui/icons-material/Edit';
import GroupsIcon from '@mui/icons-material/Groups';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { useUndoableAction } from '../../shared/dialogos';
import { formatarData } from '../../shared/format';
import { FormDialog } from '../../shared/formulario';
import { PageHeader } from '../../shared/pagina';
import { Dado } from '../../shared/ui/Dado';
import { BarraDeOcupacao, StatusDaTurma } from '../../shared/ui/Ocupacao';
import { DIAS_SEMANA, type StatusTurma } from '../../shared/validation/turma';
import {
  useTurmaAtualizarMutation,
  useTurmaInativarMutation,
  useTurmaReativarMutation,
  type Turma,
} from './api';
import { CarregarTurma } from './CarregarTurma';
import {
  corpoDaTurma,
  esquemaTurma,
  OPCOES_TURNO,
  TurmaCampos,
  valoresDaTurma,
  type ValoresTurma,
} from './TurmaCampos';

export function TurmaDetalheScreen() {
  return (
    <CarregarTurma>
      {(turma, recarregar) => <Detalhe turma={turma} recarregar={recarregar} />}
    </CarregarTurma>
  );
}

export const diasEmTexto = (dias: readonly number[]) =>
  DIAS_SEMANA.filter((d) => dias.includes(d.valor))
    .map((d) => d.curto)
    .join(', ');

function Detalhe({ turma, recarregar }: { turma: Turma; recarregar: () => void }) {
  const { temPermissao } = useAuth();
  const podeEscrever = temPermissao('turmas:escrever');
  const [busca, setBusca] = useSearchParams();
  const [atualizar] = useTurmaAtualizarMutation();
  const [inativar] = useTurmaInativarMutation();
  const [reativar] = useTurmaReativarMutation();
  const desfazivel = useUndoableAction();
  const iniciais = useMemo(() => valoresDaTurma(turma), [turma]);

  return (
    <>
      <PageHeader
        title={`${turma.codigo} · ${turma.nome}`}
        subtitle={
          <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
            {turma.curso.nome} <StatusDaTurma status={turma.status} ativo={turma.ativo} />
          </Box>
        }
        actions={
          <>
            <Button
              variant="contained"
              startIcon={<GroupsIcon />}
              component={RouterLink}
              to={`/turmas/${turma.id}/aprendizes`}
            >
              Aprendizes ({turma.ocupacao})
            </Button>
            {podeEscrever && (
              <Button startIcon={<EditIcon />} onClick={() => setBusca({ editar: '' })}>
                Editar
              </Button>
            )}
            {podeEscrever &&
              (turma.ativo ? (
                <Button
                  color="error"
                  onClick={() =>
                    void desfazivel({
                      action: () => inativar({ id: turma.id }).unwrap(),
                      undo: () => reativar({ id: turma.id }).unwrap(),
                      message: 'Turma inativada.',
                    })
                  }
                >
                  Inativar
                </Button>
              ) : (
                <Button onClick={() => void reativar({ id: turma.id })}>Reativar</Button>
              ))}
          </>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Dados da turma">
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
            }}
          >
            <Dado rotulo="Educador">
              {turma.educador && (
                <Link component={RouterLink} to={`/educadores/${turma.educador.id}`}>
                  {turma.educador.nome}
                </Link>
              )}
            </Dado>
            <Dado rotulo="Turno">
              {OPCOES_TURNO.find((o) => o.value === turma.turno)?.label ?? turma.turno}
            </Dado>
            <Dado rotulo="Dias de teoria">{diasEmTexto(turma.diasTeoria)}</Dado>
            <Dado rotulo="Período">
              {formatarData(turma.dataInicio)} a {formatarData(turma.dataFim)}
            </Dado>
            <Dado rotulo="Local">{turma.local}</Dado>
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="ocupacao">
          <Typography id="ocupacao" variant="h6" component="h2" gutterBottom>
            Ocupação
          </Typography>
          <BarraDeOcupacao ocupacao={turma.ocupacao} capacidade={turma.capacidade} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {turma.vagasRestantes === 0
              ? 'Turma lotada: não há vagas restantes.'
              : `${turma.vagasRestantes} ${turma.vagasRestantes === 1 ? 'vaga restante' : 'vagas restantes'} de ${turma.capacidade}.`}
          </Typography>
        </Paper>
      </Box>
      {podeEscrever && busca.has('editar') && (
        <FormDialog<ValoresTurma>
          title={`Editar turma ${turma.codigo}`}
          schema={esquemaTurma}
          initialValues={iniciais}
          onSubmit={(v) =>
            atualizar({
              id: turma.id,
              body: {
                ...corpoDaTurma(v),
                status: v.status as StatusTurma,
                versao: turma.versao,
              },
            }).unwrap()
          }
          successMessage="Turma salva."
          onSuccess={() => setBusca({})}
          onCancel={() => setBusca({})}
          onReload={recarregar}
        >
          <TurmaCampos turma={turma} />
        </FormDialog>
      )}
    </>
  );
}
