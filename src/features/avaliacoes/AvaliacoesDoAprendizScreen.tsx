// /aprendizes/{id}/avaliacoes: that apprentice's evaluations (status, overdue, progress, the way to
// answer or the results), grades by class, discipline and bimester, and the report card (the
// apprentice page's Avaliações tab leads here).
import Alert from '@mui/material/Alert';
import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link, useParams } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { mensagemDeErro } from '../../shared/api/problema';
import { formatarData } from '../../shared/format';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { FalhaAoCarregar, NaoEncontrado, idDaRota } from '../../shared/ui/Carregamento';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { useAprendizObterQuery } from '../../store/generated/aprendizes.generated';
import { useAvaliacaoAplicadaListarQuery } from './api';
import { BoletimDoAprendiz } from './boletins/BoletimAprendizScreen';
import { NotasDoAprendiz } from './notas/NotasDoAprendiz';
import { ChipStatusAplicada, quemRespondeu, tipoCurto } from './rotulos';

function Secao({ titulo, children }: { titulo: string; children: React.ReactNode }) {
  const id = `secao-${titulo.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {titulo}
      </Typography>
      {children}
    </Box>
  );
}

function Aplicadas({ aprendizId }: { aprendizId: number }) {
  const { temPermissao } = useAuth();
  const podeResponder = temPermissao('avaliacoes:escrever');
  const consulta = useAvaliacaoAplicadaListarQuery({ aprendizId, pageSize: 100, sort: '-data' });
  if (consulta.isLoading)
    return <TelaCarregando texto="Carregando avaliações..." telaCheia={false} />;
  if (consulta.error || !consulta.data) {
    return <FalhaAoCarregar erro={consulta.error} onRetry={() => void consulta.refetch()} />;
  }
  const linhas = consulta.data.data;
  if (linhas.length === 0) {
    return <Alert severity="info">Nenhuma avaliação aplicada a este aprendiz.</Alert>;
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Avaliações do aprendiz">
        <TableHead>
          <TableRow>
            <TableCell>Avaliação</TableCell>
            <TableCell>Tipo</TableCell>
            <TableCell>Respondente</TableCell>
            <TableCell>Prazo</TableCell>
            <TableCell>Situação</TableCell>
            <TableCell>Respondidas</TableCell>
            <TableCell>Ações</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {linhas.map((a) => (
            <TableRow key={a.id}>
              <TableCell component="th" scope="row">
                {a.avaliacao.titulo}
              </TableCell>
              <TableCell>{tipoCurto(a.avaliacao.tipo)}</TableCell>
              <TableCell>{quemRespondeu(a)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatarData(a.prazo)}</TableCell>
              <TableCell>
                <ChipStatusAplicada status={a.status} atrasada={a.atrasada} />
              </TableCell>
              <TableCell>
                {a.respondidas} de {a.totalPerguntas}
              </TableCell>
              <TableCell>
                {a.status !== 'concluida' && podeResponder ? (
                  <Button
                    size="small"
                    component={Link}
                    to={`/avaliacoes-aplicadas/${String(a.id)}/responder`}
                  >
                    {a.status === 'pendente' ? 'Responder' : 'Continuar'}
                  </Button>
                ) : (
                  <Button
                    size="small"
                    component={Link}
                    to={`/avaliacoes?aba=resultados&avaliacao=${String(a.avaliacaoId)}`}
                  >
                    Resultados
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The apprentice's name for the header (GET /api/aprendiz/{id}, generated in src/store). */
function useNome(id: number | undefined) {
  const { data, error } = useAprendizObterQuery(id === undefined ? skipToken : { id });
  if (id === undefined) return null;
  return { nome: data ? (data.nomeSocial ?? data.nome) : null, erro: error };
}

export function AvaliacoesDoAprendizScreen() {
  const { id: param } = useParams();
  const id = idDaRota(param);
  const nome = useNome(id);
  if (id === undefined || (nome?.erro && (nome.erro as { status?: number }).status === 404)) {
    return (
      <NaoEncontrado
        titulo="Aprendiz não encontrado"
        mensagem="O endereço não corresponde a nenhum aprendiz."
        voltarPara="/aprendizes"
        rotuloVoltar="Voltar para Aprendizes"
      />
    );
  }
  const titulo = nome?.nome ? `Avaliações de ${nome.nome}` : 'Avaliações do aprendiz';
  return (
    <>
      <CabecalhoDaPagina
        titulo={titulo}
        acoes={
          <Button component={Link} to={`/aprendizes/${String(id)}`}>
            Ficha do aprendiz
          </Button>
        }
      />
      {nome?.erro !== undefined && !nome.nome && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {mensagemDeErro(nome.erro)}
        </Alert>
      )}
      <Stack spacing={4}>
        <Secao titulo="Avaliações aplicadas">
          <Aplicadas aprendizId={id} />
        </Secao>
        <Secao titulo="Notas">
          <NotasDoAprendiz aprendizId={id} nivel="h3" />
        </Secao>
        <Secao titulo="Boletim">
          <BoletimDoAprendiz aprendizId={id} turmaId={null} />
        </Secao>
      </Stack>
    </>
  );
}
