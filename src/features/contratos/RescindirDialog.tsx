// Rescindir: the date (within the contract's period) and the reason from the lookup (CLT art. 433).
// In the same step the server ends the class allocation and the placement on that date and makes
// the apprentice Desligado (Concluído when the reason is the contract's own end).
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { formatarData } from '../../shared/format';
import { validarRescisao } from '../../shared/validation/contratos';
import { useMotivoDesligamentoOpcoesQuery } from '../../store/opcoes';
import { useContratoRescindirMutation, type Contrato } from './api';
import { CampoData } from './fluxo/CampoData';
import { DialogoEmDuasEtapas } from './DialogoEmDuasEtapas';
import { vigenteDe } from './ProrrogarDialog';

export function RescindirDialog({
  contrato,
  onFechar,
}: {
  contrato: Contrato;
  onFechar: () => void;
}) {
  const [rescindir] = useContratoRescindirMutation();
  const motivos = useMotivoDesligamentoOpcoesQuery();
  const [data, setData] = useState('');
  const [motivoId, setMotivoId] = useState('');
  const [observacoes, setObservacoes] = useState('');
  const motivoDesligamentoId = motivoId === '' ? null : Number(motivoId);
  const erros = validarRescisao(
    { data, motivoDesligamentoId, observacoes },
    { contrato: vigenteDe(contrato) },
  );
  const motivo = motivos.data?.data.find((m) => m.id === motivoDesligamentoId);
  return (
    <DialogoEmDuasEtapas
      titulo={`Rescindir o contrato ${contrato.numero}`}
      erros={erros}
      destrutivo
      campos={(visiveis) => (
        <>
          <CampoData
            name="data"
            label="Data da rescisão"
            required
            value={data}
            onChange={setData}
            error={visiveis.data}
            helperText={`Entre ${formatarData(contrato.Con_DataInicio)} e ${formatarData(contrato.Con_DataTermino)}`}
          />
          <TextField
            select
            name="motivoDesligamentoId"
            label="Motivo do desligamento"
            required
            value={motivoId}
            onChange={(e) => setMotivoId(e.target.value)}
            error={Boolean(visiveis.motivoDesligamentoId)}
            helperText={visiveis.motivoDesligamentoId ?? motivo?.fundamento}
          >
            {(motivos.data?.data ?? []).map((m) => (
              <MenuItem key={m.id} value={String(m.id)}>
                {m.nome}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            name="observacoes"
            label="Observações"
            multiline
            minRows={2}
            value={observacoes}
            onChange={(e) => setObservacoes(e.target.value)}
            error={Boolean(visiveis.observacoes)}
            helperText={visiveis.observacoes}
          />
        </>
      )}
      pergunta={`Rescindir o contrato ${contrato.numero} de ${contrato.aprendiz.nome} em ${formatarData(data)} (${motivo?.nome ?? ''})? A alocação na turma e a lotação na unidade terminam nessa data e a situação do aprendiz muda. Isso não pode ser desfeito.`}
      rotuloConfirmar="Confirmar rescisão"
      executar={() =>
        rescindir({
          id: contrato.id,
          body: { data, motivoDesligamentoId, observacoes: observacoes.trim() || null },
        }).unwrap()
      }
      mensagemDeSucesso={`Contrato ${contrato.numero} rescindido.`}
      onFechar={onFechar}
    />
  );
}
