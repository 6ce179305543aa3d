// "Lançar ajuste" of a paid payment: a signed amount (negative to discount) and why. The paid
// payment is never edited; the adjustment is a new pending payment of the same month.
import { useState } from 'react';
import { CampoControlado } from '../../shared/formulario';
import { errosDeCampo, mensagemDeErro } from '../../shared/api/problema';
import { lerReais } from '../../shared/format';
import { toast } from '../../shared/toast';
import { MENSAGENS_BENEFICIOS as M, MOTIVO_MINIMO } from '../../shared/validation/beneficios';
import { useBeneficioLancarAjusteMutation, type Pagamento } from './api';
import { DialogoDoBeneficio } from './DialogoDoBeneficio';

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
    // An adjustment of zero changes nothing: it is asked again like any other wrong amount.
    const lido = lerReais(valor, { sinal: true });
    const v = lido === 0 ? null : lido;
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
    <DialogoDoBeneficio
      titulo="Lançar ajuste"
      texto={
        <>
          {pagamento.aprendiz.nome}, contrato {pagamento.contrato.numero}. O pagamento pago não
          muda: o ajuste é um novo pagamento pendente.
        </>
      }
      acao="Lançar ajuste"
      ocupado={isLoading}
      onConfirmar={() => void salvar()}
      onFechar={onFechar}
      largura="sm"
    >
      <CampoControlado
        label="Valor (R$)"
        value={valor}
        aoMudar={setValor}
        fullWidth
        sx={{ mb: 2 }}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        erro={erros.valor}
        ajuda="Negativo para descontar, por exemplo -33,33"
      />
      <CampoControlado
        label="Motivo"
        value={motivo}
        aoMudar={setMotivo}
        multiline
        minRows={2}
        fullWidth
        erro={erros.motivo}
        ajuda=" "
      />
    </DialogoDoBeneficio>
  );
}
