// "Lançar ajuste" of a paid payment: a signed amount (negative to discount) and why. The paid
// payment is never edited; the adjustment is a new pending payment of the same month.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errosDeCampo, mensagemDeErro } from '../../shared/api/problema';
import { toast } from '../../shared/toast';
import { MENSAGENS_BENEFICIOS as M, MOTIVO_MINIMO } from '../../shared/validation/beneficios';
import { useBeneficioLancarAjusteMutation, type Pagamento } from './api';

/** '-33,33' or '10' -> -33.33 / 10; anything else -> null. */
function lerValor(texto: string): number | null {
  const limpo = texto
    .replace(/\s|R\$/g, '')
    .replace(/\./g, '')
    .replace(',', '.');
  if (!/^-?\d+(\.\d{1,2})?$/.test(limpo)) return null;
  const v = Number(limpo);
  return v === 0 ? null : v;
}

export function DialogoAjuste({
  pagamento,
  onFechar,
}: {
  pagamento: Pagamento;
  onFechar: () => void;
}) {
  const [valor, setValor] = useState('');
  const [motivo, setMotivo] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const [lancar, { isLoading }] = useBeneficioLancarAjusteMutation();

  const salvar = async () => {
    const v = lerValor(valor);
    const novos: Record<string, string> = {};
    if (v === null) novos.valor = M.ajusteInvalido;
    if (motivo.trim().length < MOTIVO_MINIMO) novos.motivo = M.motivoObrigatorio;
    setErros(novos);
    if (v === null || Object.keys(novos).length > 0) return;
    try {
      await lancar({ id: pagamento.id, body: { valor: v, motivo: motivo.trim() } }).unwrap();
      toast.success('Ajuste lançado: ele aparece como pagamento pendente da mesma competência.');
      onFechar();
    } catch (e) {
      const campos = errosDeCampo(e);
      if (Object.keys(campos).length > 0) setErros(campos);
      else toast.error(`Não foi possível lançar o ajuste. ${mensagemDeErro(e)}`);
    }
  };

  return (
    <Dialog open onClose={onFechar} aria-labelledby="ajuste-titulo" fullWidth maxWidth="sm">
      <DialogTitle id="ajuste-titulo">Lançar ajuste</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {pagamento.aprendiz.nome}, contrato {pagamento.contrato.numero}. O pagamento pago não
          muda: o ajuste é um novo pagamento pendente.
        </DialogContentText>
        <TextField
          label="Valor (R$)"
          value={valor}
          onChange={(e) => {
            setValor(e.target.value);
          }}
          error={Boolean(erros.valor)}
          helperText={erros.valor ?? 'Negativo para descontar, por exemplo -33,33'}
          fullWidth
          sx={{ mb: 2 }}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          label="Motivo"
          value={motivo}
          onChange={(e) => {
            setMotivo(e.target.value);
          }}
          error={Boolean(erros.motivo)}
          helperText={erros.motivo ?? ' '}
          multiline
          minRows={2}
          fullWidth
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onFechar}>Cancelar</Button>
        <Button variant="contained" disabled={isLoading} onClick={() => void salvar()}>
          Lançar ajuste
        </Button>
      </DialogActions>
    </Dialog>
  );
}
