// A referral's status changed in place, with confirmation: only the moves the rules allow from its
// status (TRANSICOES_ENCAMINHAMENTO), the interview's date and time (required for "entrevista
// agendada") and observations; carries the versao read.
import { useMemo } from 'react';
import {
  CampoDeDataHora,
  DialogoDeFormulario,
  CampoDeSelecao,
  CampoDeTexto,
} from '../../shared/formulario';
import {
  dataHoraValida,
  MENSAGENS_VAGA as M,
  ROTULOS_STATUS_ENCAMINHAMENTO,
  TRANSICOES_ENCAMINHAMENTO,
  type StatusEncaminhamento,
} from '../../shared/validation/vagas';
import { useEncaminhamentoAtualizarMutation, type Encaminhamento } from './api';

interface Valores {
  status?: StatusEncaminhamento;
  dataEntrevista?: string;
  observacoes?: string;
}

const AVISOS: Partial<Record<StatusEncaminhamento, string>> = {
  reprovado:
    'A candidatura nesta vaga fecha e o aprendiz volta a Em seleção (se tiver outras candidaturas em aberto) ou a Inscrito.',
  desistente:
    'A candidatura nesta vaga fecha e o aprendiz volta a Em seleção (se tiver outras candidaturas em aberto) ou a Inscrito.',
  aprovado: 'Em seguida, use "Criar contrato" para abrir o contrato já preenchido.',
};

export function MudarEncaminhamentoDialog({
  encaminhamento: e,
  onFechar,
}: {
  encaminhamento: Encaminhamento;
  onFechar: () => void;
}) {
  const [atualizar] = useEncaminhamentoAtualizarMutation();
  const atual = e.status as StatusEncaminhamento;
  const opcoes = useMemo(
    () =>
      [atual, ...TRANSICOES_ENCAMINHAMENTO[atual]].map((s) => ({
        value: s,
        label: ROTULOS_STATUS_ENCAMINHAMENTO[s],
      })),
    [atual],
  );
  const validar = (v: Valores) => {
    const erros: Record<string, string> = {};
    if (v.dataEntrevista && !dataHoraValida(v.dataEntrevista)) {
      erros.dataEntrevista = M.dataEntrevistaInvalida;
    }
    if (v.status === 'entrevista agendada' && !v.dataEntrevista) {
      erros.dataEntrevista = M.informeDataEntrevista;
    }
    return erros;
  };
  return (
    <DialogoDeFormulario<Valores>
      titulo={`Encaminhamento de ${e.aprendiz.nome}`}
      initialValues={{
        status: atual,
        dataEntrevista: e.dataEntrevista ?? undefined,
        observacoes: e.observacoes ?? undefined,
      }}
      validate={validar}
      rotuloDoBotao="Confirmar"
      onSubmit={(v) =>
        atualizar({
          id: e.id,
          body: {
            status: v.status ?? atual,
            dataEntrevista: v.dataEntrevista || null,
            observacoes: v.observacoes ?? null,
            versao: e.versao,
          },
        }).unwrap()
      }
      mensagemDeSucesso="Encaminhamento atualizado."
      aoSalvar={onFechar}
      aoCancelar={onFechar}
    >
      {(v: Valores) => (
        <>
          <CampoDeSelecao
            name="status"
            label="Situação"
            required
            opcoes={opcoes}
            helperText={v.status ? AVISOS[v.status] : undefined}
          />
          <CampoDeDataHora name="dataEntrevista" label="Data da entrevista" />
          <CampoDeTexto name="observacoes" label="Observações" multiline minRows={2} />
        </>
      )}
    </DialogoDeFormulario>
  );
}
