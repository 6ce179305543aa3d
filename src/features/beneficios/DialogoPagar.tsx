// "Marcar como pago": the payment date (today unless told) and a confirmation that says how many
// and how much, before anything is written. The server refuses the whole selection if one of them
// was paid in between.
import { useState } from 'react';
import { SeletorDeDia } from '../../shared/formulario';
import { errosDeCampo, mensagemDeErro } from '../../shared/api/problema';
import { formatarDinheiro } from '../../shared/format';
import { toast } from '../../shared/toast';
import { dataIsoValida, dataLocal } from '../../shared/validation/datas';
import { useBeneficioPagarMutation } from './api';
import { DialogoDoBeneficio } from './DialogoDoBeneficio';

export function DialogoPagar({
  aberto,
  ids,
  total,
  onFechar,
  onPago,
}: {
  aberto: boolean;
  ids: number[];
  total: number;
  onFechar: () => void;
  onPago: () => void;
}) {
  const hoje = dataLocal(new Date());
  const [data, setData] = useState(hoje);
  const [erro, setErro] = useState<string | null>(null);
  const [pagar, { isLoading }] = useBeneficioPagarMutation();

  const confirmar = async () => {
    if (!dataIsoValida(data)) {
      setErro('Informe uma data válida');
      return;
    }
    if (data > hoje) {
      setErro('A data não pode ser futura');
      return;
    }
    try {
      const r = await pagar({ body: { ids, dataPagamento: data } }).unwrap();
      toast.success(
        `${String(r.pagos)} ${r.pagos === 1 ? 'pagamento marcado' : 'pagamentos marcados'} como pago (${formatarDinheiro(r.valor)}).`,
      );
      onPago();
    } catch (e) {
      const campo = errosDeCampo(e).dataPagamento;
      if (campo) setErro(campo);
      else toast.error(`Não foi possível marcar como pago. ${mensagemDeErro(e)}`);
    }
  };

  return (
    <DialogoDoBeneficio
      aberto={aberto}
      titulo="Marcar como pago"
      texto={
        <>
          {ids.length} {ids.length === 1 ? 'pagamento' : 'pagamentos'}, total de{' '}
          {formatarDinheiro(total)}. Depois de pago, o mês do contrato fica bloqueado: correções
          viram ajustes.
        </>
      }
      acao={isLoading ? 'Salvando...' : 'Confirmar pagamento'}
      ocupado={isLoading}
      onConfirmar={() => void confirmar()}
      onFechar={onFechar}
    >
      {/* The pt-BR day picker (dd/mm/aaaa): a native date input spoke the browser's mm/dd/yyyy. */}
      <SeletorDeDia
        label="Data do pagamento"
        value={data}
        maxDate={hoje}
        onChange={(iso) => {
          setData(iso ?? '');
          setErro(null);
        }}
        campo={{
          name: 'dataPagamento',
          required: true,
          fullWidth: true,
          error: Boolean(erro),
          helperText: erro ?? ' ',
        }}
      />
    </DialogoDoBeneficio>
  );
}
