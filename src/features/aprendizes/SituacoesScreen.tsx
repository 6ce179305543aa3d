// /aprendizes/situacoes: one card per situação with how many active apprentices are in it; a card
// opens the list filtered by that situação.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { ErroComNovaTentativa } from '../../shared/ui/Carregamento';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { useSituacoesEstatisticasQuery } from './api';
import { ChipSituacao } from '../../shared/ui/ChipSituacao';
import { CartaoComLink } from '../../shared/ui/CartaoComLink';

const numero = new Intl.NumberFormat('pt-BR');

export function SituacoesScreen() {
  const { data, isLoading, isError, error, refetch } = useSituacoesEstatisticasQuery();
  return (
    <>
      <CabecalhoDaPagina
        titulo="Situações dos aprendizes"
        subtitulo={
          data &&
          `${numero.format(data.total)} aprendizes ativos. A situação muda pelas operações: contrato, afastamento, rescisão.`
        }
      />
      {isLoading && <TelaCarregando texto="Carregando situações..." telaCheia={false} />}
      {isError && <ErroComNovaTentativa erro={error} onTentarDeNovo={() => void refetch()} />}
      <Box
        component="ul"
        aria-label="Situações"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
        }}
      >
        {data?.data.map((s) => (
          <CartaoComLink
            item
            key={s.id}
            para={`/aprendizes?situacaoId=${s.id}`}
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'flex-start',
              gap: 1,
              height: '100%',
            }}
          >
            <ChipSituacao nome={s.nome} cor={s.cor} />
            {/* Read as "Inscrito 468 aprendizes <descrição>": the card is named by what it
                shows (WCAG 2.5.3), not by a label that leaves the description out. */}
            <Typography variant="h3" component="p">
              {numero.format(s.total)}
              <span className="visually-hidden">{s.total === 1 ? ' aprendiz' : ' aprendizes'}</span>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {s.descricao}
            </Typography>
          </CartaoComLink>
        ))}
      </Box>
    </>
  );
}
