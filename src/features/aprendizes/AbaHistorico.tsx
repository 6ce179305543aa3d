// Every change of situação, newest first, with its date, reason and who made it.
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { formatarData, formatarDataHora } from '../../shared/format';
import { ErroComNovaTentativa } from '../../shared/ui/Carregamento';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { useAprendizHistoricoQuery } from './api';
import { AlteracoesCadastro } from './AlteracoesCadastro';
import { ChipSituacao } from '../../shared/ui/ChipSituacao';

export function AbaHistorico({ id }: { id: number }) {
  const { data, isLoading, isError, error, refetch } = useAprendizHistoricoQuery({ id });
  if (isLoading) return <TelaCarregando texto="Carregando histórico..." telaCheia={false} />;
  if (isError) {
    return <ErroComNovaTentativa erro={error} onTentarDeNovo={() => void refetch()} />;
  }
  const mudancas = data?.data ?? [];
  if (mudancas.length === 0) {
    return (
      <>
        <Alert severity="info">Nenhuma mudança de situação registrada ainda.</Alert>
        <AlteracoesCadastro id={id} />
      </>
    );
  }
  return (
    <>
      <Paper variant="outlined" component="section" aria-labelledby="historico-situacoes">
        <Typography id="historico-situacoes" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
          Mudanças de situação
        </Typography>
        <List>
          {mudancas.map((m) => (
            <ListItem key={m.id} divider sx={{ display: 'block' }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography component="span" sx={{ fontWeight: 500, minWidth: '6.5rem' }}>
                  {formatarData(m.data)}
                </Typography>
                {m.situacaoAnterior && (
                  <>
                    <ChipSituacao nome={m.situacaoAnterior} />
                    <ArrowForwardIcon fontSize="small" aria-label="para" />
                  </>
                )}
                <ChipSituacao nome={m.situacao} cor={m.situacaoCor} />
              </Box>
              <Typography sx={{ mt: 0.5 }}>{m.motivo}</Typography>
              <Typography variant="body2" color="text.secondary">
                {m.usuario ? `Por ${m.usuario}` : 'Registrado pelo sistema'} em{' '}
                {formatarDataHora(m.criadoEm)}
              </Typography>
            </ListItem>
          ))}
        </List>
      </Paper>
      <AlteracoesCadastro id={id} />
    </>
  );
}
