// One payment's breakdown, with the days behind each figure: the bolsa over the contract's days
// in the month, the unjustified absences, the transport voucher's share, the net pay.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatarData, formatarDinheiro } from '../../shared/format';
import type { Pagamento } from './api';

function Linha({ rotulo, valor, como }: { rotulo: string; valor: string; como: string }) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '14rem 9rem 1fr' },
        gap: 1,
        py: 0.5,
      }}
    >
      <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
        {rotulo}
      </Typography>
      <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {valor}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {como}
      </Typography>
    </Box>
  );
}

export function DetalheDoPagamento({ p }: { p: Pagamento }) {
  if (p.tipo === 'ajuste') {
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Detalhe do ajuste">
        <Linha rotulo="Ajuste" valor={formatarDinheiro(p.valorLiquido)} como={p.motivo ?? ''} />
        <Linha
          rotulo="Corrige"
          valor={`pagamento ${String(p.ajusteDe ?? '')}`}
          como="O pagamento original não muda: o ajuste é pago à parte."
        />
      </Box>
    );
  }
  const dia = p.bolsa / 30;
  const menos = (v: number) => formatarDinheiro(v === 0 ? 0 : -v);
  const regraVt =
    p.contrato.tipo === 'E'
      ? 'Estágio: o auxílio-transporte não tem desconto (Lei 11.788/2008)'
      : p.descontoValeTransporte === 0
        ? 'Sem desconto: não optante ou sem vale no mês'
        : '6% do bruto, no máximo o valor do vale';
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Detalhe do pagamento">
      <Linha
        rotulo="Valor bruto"
        valor={formatarDinheiro(p.valorBruto)}
        como={`Bolsa de ${formatarDinheiro(p.bolsa)} × ${String(p.diasContrato)} dias de contrato no mês ÷ 30`}
      />
      <Linha
        rotulo="Desconto por faltas"
        valor={menos(p.descontoFaltas)}
        como={`${String(p.faltas)} ${p.faltas === 1 ? 'falta injustificada' : 'faltas injustificadas'} × ${formatarDinheiro(dia)} (bolsa ÷ 30); ${String(p.justificadas)} ${p.justificadas === 1 ? 'justificada não desconta' : 'justificadas não descontam'}`}
      />
      <Linha
        rotulo="Desconto de vale-transporte"
        valor={menos(p.descontoValeTransporte)}
        como={`${regraVt}; ${String(p.diasUteis)} dias úteis (${String(p.feriados)} ${p.feriados === 1 ? 'feriado' : 'feriados'} e ${String(p.afastamento)} de afastamento fora)`}
      />
      <Linha
        rotulo="Valor líquido"
        valor={formatarDinheiro(p.valorLiquido)}
        como={
          p.status === 'pago'
            ? `Pago em ${formatarData(p.dataPagamento)}`
            : 'Bruto menos descontos, nunca abaixo de zero'
        }
      />
    </Box>
  );
}
