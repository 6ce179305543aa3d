// /turmas/{id}: the class, loaded by its numeric id first ('Carregando turma...'): its data, its
// educator, its occupancy, and the actions (apprentices, edit in a dialog kept in the URL as
// ?editar, inactivate with Desfazer, reactivate).
import GroupsIcon from '@mui/icons-material/Groups';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import {
  AcoesDoRegistro,
  CabecalhoDoRegistro,
  Dado,
  Painel,
  SecaoDeDados,
  telaDoRegistro,
  type PaginaDoRegistro,
} from '../../shared/detalhe';
import { formatarData } from '../../shared/format';
import { DialogoDeFormulario } from '../../shared/formulario';
import { BarraDeOcupacao, StatusDaTurma } from '../../shared/ui/Ocupacao';
import { DIAS_SEMANA, type StatusTurma } from '../../shared/validation/turma';
import {
  useTurmaAtualizarMutation,
  useTurmaInativarMutation,
  useTurmaReativarMutation,
  type Turma,
} from './api';
import { CARREGAR_TURMA } from './carregarTurma';
import { DocumentosDaTurma } from './DocumentosDaTurma';
import { PlanoDaTurma } from './PlanoDaTurma';
import {
  corpoDaTurma,
  esquemaTurma,
  OPCOES_TURNO,
  ROTULOS_TURMA as R,
  TurmaCampos,
  valoresDaTurma,
  type ValoresTurma,
} from './TurmaCampos';

export const TurmaDetalheScreen = telaDoRegistro(CARREGAR_TURMA, Detalhe);

export const diasEmTexto = (dias: readonly number[]) =>
  DIAS_SEMANA.filter((d) => dias.includes(d.valor))
    .map((d) => d.curto)
    .join(', ');

function Detalhe({ registro: turma, recarregar }: PaginaDoRegistro<Turma>) {
  const { temPermissao } = useAuth();
  const podeEscrever = temPermissao('turmas:escrever');
  const [busca, setBusca] = useSearchParams();
  const [atualizar] = useTurmaAtualizarMutation();
  const iniciais = useMemo(() => valoresDaTurma(turma), [turma]);

  return (
    <>
      <CabecalhoDoRegistro
        titulo={`${turma.codigo} · ${turma.nome}`}
        subtitulo={
          <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
            {turma.curso.nome} <StatusDaTurma status={turma.status} ativo={turma.ativo} />
          </Box>
        }
        acoes={
          <AcoesDoRegistro
            ativo={turma.ativo}
            podeEscrever={podeEscrever}
            argumento={{ id: turma.id }}
            useInativar={useTurmaInativarMutation}
            useReativar={useTurmaReativarMutation}
            mensagens={{ inativado: 'Turma inativada.' }}
            editar={{ aoClicar: () => setBusca({ editar: '' }) }}
          >
            <Button
              variant="contained"
              startIcon={<GroupsIcon />}
              component={RouterLink}
              to={`/turmas/${turma.id}/aprendizes`}
            >
              Aprendizes ({turma.ocupacao})
            </Button>
          </AcoesDoRegistro>
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <SecaoDeDados rotulo="Dados da turma" larguraMinima="12rem">
          <Dado rotulo={R.educadorId}>
            {turma.educador && (
              <Link component={RouterLink} to={`/educadores/${turma.educador.id}`}>
                {turma.educador.nome}
              </Link>
            )}
          </Dado>
          <Dado rotulo={R.turno}>
            {OPCOES_TURNO.find((o) => o.value === turma.turno)?.label ?? turma.turno}
          </Dado>
          <Dado rotulo="Dias de teoria">{diasEmTexto(turma.diasTeoria)}</Dado>
          <Dado rotulo="Período">
            {formatarData(turma.dataInicio)} a {formatarData(turma.dataFim)}
          </Dado>
          <Dado rotulo={R.local}>{turma.local}</Dado>
        </SecaoDeDados>
        <Painel titulo="Ocupação">
          <BarraDeOcupacao ocupacao={turma.ocupacao} capacidade={turma.capacidade} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {turma.vagasRestantes === 0
              ? 'Turma lotada: não há vagas restantes.'
              : `${turma.vagasRestantes} ${turma.vagasRestantes === 1 ? 'vaga restante' : 'vagas restantes'} de ${turma.capacidade}.`}
          </Typography>
        </Painel>
        <PlanoDaTurma turma={turma} />
        {temPermissao('documentos:emitir') && (
          <DocumentosDaTurma turmaId={turma.id} codigo={turma.codigo} />
        )}
      </Box>
      {podeEscrever && busca.has('editar') && (
        <DialogoDeFormulario<ValoresTurma>
          titulo={`Editar turma ${turma.codigo}`}
          esquema={esquemaTurma}
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
          mensagemDeSucesso="Turma salva."
          aoSalvar={() => setBusca({})}
          aoCancelar={() => setBusca({})}
          aoRecarregar={recarregar}
        >
          <TurmaCampos turma={turma} />
        </DialogoDeFormulario>
      )}
    </>
  );
}
