// /beneficios: a competência at a glance — generated or not, the totals of each benefit and of the
// payments, by partner and status — with "Gerar competência" (confirmed, then its report: what
// happened to each contract and why).
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { mensagemDeErro } from '../../shared/api/problema';
import { useConfirmacao } from '../../shared/dialogos';
import { formatarDataHora, formatarDinheiro } from '../../shared/format';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { toast } from '../../shared/toast';
import { FalhaAoCarregar } from '../../shared/ui/Carregamento';
import { TabelaDeValores } from '../../shared/ui/TabelaDeValores';
import { rotuloCompetencia } from '../../shared/validation/beneficios';
import {
  useBeneficioGerarCompetenciaMutation,
  useBeneficioResumoQuery,
  type BeneficioGerarCompetenciaApiResponse,
} from './api';
import { SeletorDeCompetencia, useCompetencia } from './competencia';
import { NavegacaoBeneficios, PERMISSAO_ESCRITA } from './Navegacao';
import { RelatorioDaGeracao } from './RelatorioDaGeracao';

function Numero({ titulo, valor, detalhe }: { titulo: string; valor: string; detalhe?: string }) {
  return (
    <Card variant="outlined" sx={{ flex: '1 1 200px' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {titulo}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
          {valor}
        </Typography>
        {detalhe && (
          <Typography variant="body2" color="text.secondary">
            {detalhe}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

export function BeneficiosScreen() {
  const [competencia, setCompetencia] = useCompetencia();
  const { temPermissao } = useAuth();
  const podeEscrever = temPermissao(PERMISSAO_ESCRITA);
  const confirmar = useConfirmacao();
  const resumo = useBeneficioResumoQuery({ competencia });
  const [gerar, geracao] = useBeneficioGerarCompetenciaMutation();
  const [relatorio, setRelatorio] = useState<BeneficioGerarCompetenciaApiResponse | null>(null);
  const r = resumo.data;

  const aoGerar = async () => {
    const ok = await confirmar({
      title: `Gerar a competência ${rotuloCompetencia(competencia)}?`,
      message:
        'Os vales e pagamentos de todos os contratos em curso no mês serão calculados pela frequência e pelo calendário. O que já foi pago não muda; o que está pendente é recalculado.',
      confirmLabel: 'Gerar competência',
    });
    if (!ok) return;
    try {
      const resultado = await gerar({ competencia }).unwrap();
      setRelatorio(resultado);
      toast.success(
        `Competência gerada: ${String(resultado.criados)} criados, ${String(resultado.recalculados)} recalculados.`,
      );
    } catch (erro) {
      toast.error(`Não foi possível gerar a competência. ${mensagemDeErro(erro)}`);
    }
  };

  return (
    <>
      <NavegacaoBeneficios competencia={competencia} />
      <CabecalhoDaPagina
        titulo="Benefícios"
        subtitulo="Vale-transporte, vale-alimentação e pagamentos da bolsa, calculados pelos contratos e pela frequência."
        acoes={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <SeletorDeCompetencia
              competencia={competencia}
              onChange={(c) => {
                setCompetencia(c);
                setRelatorio(null);
              }}
            />
            {podeEscrever && (
              <Button
                variant="contained"
                startIcon={<PlayArrowIcon />}
                disabled={geracao.isLoading}
                onClick={() => void aoGerar()}
              >
                {geracao.isLoading ? 'Gerando...' : 'Gerar competência'}
              </Button>
            )}
          </Box>
        }
      />
      {relatorio && relatorio.competencia === competencia && (
        <RelatorioDaGeracao resultado={relatorio} />
      )}
      {resumo.isError ? (
        <FalhaAoCarregar erro={resumo.error} onRetry={() => void resumo.refetch()} />
      ) : !r ? (
        <Box aria-busy="true" aria-label="Carregando resumo">
          <Skeleton variant="rounded" height={120} />
        </Box>
      ) : (
        <>
          <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {rotuloCompetencia(competencia).replace(/^./, (l) => l.toUpperCase())}
          </Typography>
          {r.gerada ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              Gerada em {formatarDataHora(r.geradaEm)}
              {r.geracoes > 1 ? ` (${String(r.geracoes)} gerações com mudanças)` : ''}.
            </Typography>
          ) : (
            <Alert severity="info" sx={{ mb: 2 }}>
              Esta competência ainda não foi gerada.
              {podeEscrever
                ? ' Use "Gerar competência" para calcular vales e pagamentos.'
                : ' Quem cuida do financeiro pode gerá-la.'}
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
            <Numero
              titulo="Pagamentos (líquido)"
              valor={formatarDinheiro(r.totais.pagamentos.valorLiquido)}
              detalhe={`${String(r.totais.pagamentos.quantidade)} pagamentos · bruto ${formatarDinheiro(r.totais.pagamentos.valorBruto)}`}
            />
            <Numero
              titulo="Pendentes"
              valor={formatarDinheiro(r.totais.pagamentos.valorPendente)}
              detalhe={`${String(r.totais.pagamentos.pendentes)} a pagar`}
            />
            <Numero
              titulo="Vale-transporte"
              valor={formatarDinheiro(r.totais.valeTransporte.valor)}
              detalhe={`desconto ${formatarDinheiro(r.totais.valeTransporte.desconto)} · custo ${formatarDinheiro(r.totais.valeTransporte.custo)}`}
            />
            <Numero
              titulo="Vale-alimentação"
              valor={formatarDinheiro(r.totais.valeAlimentacao.valor)}
            />
          </Box>
          {r.totais.pagamentos.pendentes > 0 && (
            <Button
              component={RouterLink}
              to={`/beneficios/pagamentos?competencia=${competencia}&status=pendente`}
              sx={{ mb: 2 }}
            >
              Ver os {r.totais.pagamentos.pendentes} pagamentos pendentes
            </Button>
          )}
          {r.porParceiro.length > 0 && (
            <TabelaDeValores
              rotulo="Totais por empresa"
              cabecalho={
                <>
                  <TableCell>Empresa</TableCell>
                  <TableCell align="right">Pagamentos</TableCell>
                  <TableCell align="right">Vale-transporte</TableCell>
                  <TableCell align="right">Vale-alimentação</TableCell>
                  <TableCell align="right">Líquido</TableCell>
                </>
              }
            >
              {r.porParceiro.map((p) => (
                <TableRow key={p.parceiro.id}>
                  <TableCell>{p.parceiro.nome}</TableCell>
                  <TableCell align="right">{p.quantidade}</TableCell>
                  <TableCell align="right">{formatarDinheiro(p.valeTransporte)}</TableCell>
                  <TableCell align="right">{formatarDinheiro(p.valeAlimentacao)}</TableCell>
                  <TableCell align="right">{formatarDinheiro(p.valorLiquido)}</TableCell>
                </TableRow>
              ))}
            </TabelaDeValores>
          )}
        </>
      )}
    </>
  );
}
