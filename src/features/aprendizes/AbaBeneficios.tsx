// The apprentice's benefits month by month: each competência's payment (gross, absences, the
// transport voucher's share, net, status and payment date) beside the transport and food
// vouchers, adjusting entries under their month. Only for who may read benefits.
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { formatarData, formatarDinheiro } from '../../shared/format';
import { problemMessage, toProblem } from '../../shared/formulario';
import { TabelaDeValores } from '../../shared/ui/TabelaDeValores';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import {
  competenciaCurta,
  ROTULOS_OPCAO_VT,
  ROTULOS_STATUS_PAGAMENTO,
} from '../../shared/validation/beneficios';
import { useBeneficioDoAprendizQuery } from './api/beneficios-do-aprendiz.generated';
import { SemPermissaoNaAba } from './SemPermissaoNaAba';

export function AbaBeneficios({ id }: { id: number }) {
  const podeVer = useAuth().temPermissao('beneficios:ler');
  const { data, isError, error } = useBeneficioDoAprendizQuery({ id }, { skip: !podeVer });
  if (!podeVer) {
    return <SemPermissaoNaAba oQue="os benefícios" />;
  }
  if (isError) {
    return <Alert severity="error">{problemMessage(toProblem(error))}</Alert>;
  }
  if (!data) return <TelaCarregando texto="Carregando benefícios..." telaCheia={false} />;

  const competencias = [
    ...new Set([
      ...data.pagamentos.map((p) => p.competencia),
      ...data.valesTransporte.map((v) => v.competencia),
    ]),
  ].sort((a, b) => b.localeCompare(a));
  if (competencias.length === 0) {
    return (
      <Typography color="text.secondary">
        Nenhum benefício gerado para este aprendiz. As competências são geradas em{' '}
        <RouterLink to="/beneficios">Benefícios</RouterLink>.
      </Typography>
    );
  }

  return (
    <TabelaDeValores
      rotulo="Benefícios por competência"
      cabecalho={
        <>
          <TableCell>Competência</TableCell>
          <TableCell align="right">Bruto</TableCell>
          <TableCell align="right">Faltas</TableCell>
          <TableCell align="right">Desconto VT</TableCell>
          <TableCell align="right">Líquido</TableCell>
          <TableCell>Pagamento</TableCell>
          <TableCell align="right">Vale-transporte</TableCell>
          <TableCell align="right">Vale-alimentação</TableCell>
        </>
      }
    >
      {competencias.flatMap((c) => {
        const pagamentos = data.pagamentos.filter((p) => p.competencia === c);
        const vt = data.valesTransporte.find((v) => v.competencia === c);
        const va = data.valesAlimentacao.find((v) => v.competencia === c);
        const linhas = pagamentos.length > 0 ? pagamentos : [null];
        return linhas.map((p, i) => (
          <TableRow key={`${c}-${String(p?.id ?? 'sem')}`}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {i === 0 ? (
                <RouterLink to={`/beneficios/pagamentos?competencia=${c}`}>
                  {competenciaCurta(c)}
                </RouterLink>
              ) : (
                <Chip size="small" label="Ajuste" title={p?.motivo ?? ''} />
              )}
            </TableCell>
            <TableCell align="right">{p ? formatarDinheiro(p.valorBruto) : '—'}</TableCell>
            <TableCell align="right">
              {p ? `${formatarDinheiro(p.descontoFaltas)} (${String(p.faltas)})` : '—'}
            </TableCell>
            <TableCell align="right">
              {p ? formatarDinheiro(p.descontoValeTransporte) : '—'}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {p ? formatarDinheiro(p.valorLiquido) : '—'}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {p
                ? p.status === 'pago'
                  ? `${ROTULOS_STATUS_PAGAMENTO.pago} em ${formatarData(p.dataPagamento)}`
                  : ROTULOS_STATUS_PAGAMENTO.pendente
                : '—'}
            </TableCell>
            <TableCell align="right">
              {i === 0 && vt
                ? vt.opcao === 'recusou'
                  ? ROTULOS_OPCAO_VT.recusou
                  : `${formatarDinheiro(vt.valor)} (${String(vt.dias)} dias)`
                : ''}
            </TableCell>
            <TableCell align="right">
              {i === 0 && va ? `${formatarDinheiro(va.valor)} (${String(va.dias)} dias)` : ''}
            </TableCell>
          </TableRow>
        ));
      })}
    </TabelaDeValores>
  );
}
