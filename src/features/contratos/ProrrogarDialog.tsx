// Prorrogar: a new end after the current one and the reason; the whole length stays within 36
// months (the shared rules, the same the API runs; the age limit is the server's to check).
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { formatarData } from '../../shared/format';
import { validarProrrogacao } from '../../shared/validation/contratos';
import { dataLocal } from '../../shared/validation/datas';
import { useContratoProrrogarMutation, type Contrato } from './api';
import { CampoData } from './fluxo/CampoData';
import { DialogoEmDuasEtapas } from './DialogoEmDuasEtapas';

/** The contract as an extension or a termination checks it (its stored status). */
export const vigenteDe = (c: Contrato) => ({
  Con_TipoContrato: c.Con_TipoContrato,
  Con_DataInicio: c.Con_DataInicio,
  Con_DataTermino: c.Con_DataTermino,
  status: c.statusGravado,
});

export function ProrrogarDialog({
  contrato,
  onFechar,
}: {
  contrato: Contrato;
  onFechar: () => void;
}) {
  const [prorrogar] = useContratoProrrogarMutation();
  const [novaDataTermino, setNova] = useState('');
  const [motivo, setMotivo] = useState('');
  const erros = validarProrrogacao(
    { novaDataTermino, motivo },
    { contrato: vigenteDe(contrato), hoje: dataLocal(new Date()) },
  );
  return (
    <DialogoEmDuasEtapas
      titulo={`Prorrogar o contrato ${contrato.numero}`}
      erros={erros}
      campos={(visiveis) => (
        <>
          <CampoData
            name="novaDataTermino"
            label="Nova data de término"
            required
            value={novaDataTermino}
            onChange={setNova}
            error={visiveis.novaDataTermino}
            helperText={`Término atual: ${formatarData(contrato.Con_DataTermino)}`}
          />
          <TextField
            name="motivo"
            label="Motivo da prorrogação"
            required
            multiline
            minRows={2}
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
            error={Boolean(visiveis.motivo)}
            helperText={visiveis.motivo}
          />
        </>
      )}
      pergunta={`Prorrogar o contrato ${contrato.numero} de ${contrato.aprendiz.nome}: o término passa de ${formatarData(contrato.Con_DataTermino)} para ${formatarData(novaDataTermino)}.`}
      rotuloConfirmar="Confirmar prorrogação"
      executar={() =>
        prorrogar({ id: contrato.id, body: { novaDataTermino, motivo: motivo.trim() } }).unwrap()
      }
      mensagemDeSucesso={`Contrato ${contrato.numero} prorrogado até ${formatarData(novaDataTermino)}.`}
      onFechar={onFechar}
    />
  );
}
