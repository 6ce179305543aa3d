// A referral's status changed in place, with confirmation: only the moves the rules allow from its
// status (TRANSICOES_ENCAMINHAMENTO), the interview's date and time (required for "entrevista
// agendada") and observations; carries the versao read.
import { useMemo } from 'react';
import { corpoCompletoDoFormulario, rotulosDe, valoresDoRegistro } from '../../shared/campos';
import {
  CampoDeDataHora,
  DialogoDeFormulario,
  CampoDeSelecao,
  CampoDeTexto,
} from '../../shared/formulario';
import {
  CAMPOS_ENCAMINHAMENTO,
  ROTULOS_STATUS_ENCAMINHAMENTO,
  TRANSICOES_ENCAMINHAMENTO,
  validarEncaminhamento,
  type DadosEncaminhamento,
  type StatusEncaminhamento,
} from '../../shared/validation/vagas';
import { useEncaminhamentoAtualizarMutation, type Encaminhamento } from './api';

type Valores = DadosEncaminhamento & { status?: StatusEncaminhamento };

/** The words of the declared inputs (CAMPOS_ENCAMINHAMENTO). */
const R = rotulosDe(CAMPOS_ENCAMINHAMENTO);

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
  return (
    <DialogoDeFormulario<Valores>
      titulo={`Encaminhamento de ${e.aprendiz.nome}`}
      initialValues={{ status: atual, ...valoresDoRegistro(CAMPOS_ENCAMINHAMENTO, e) }}
      validate={(v) => validarEncaminhamento(v, v.status)}
      rotuloDoBotao="Confirmar"
      onSubmit={(v) =>
        atualizar({
          id: e.id,
          // Every declared field, a cleared one as null: what the body leaves out is kept.
          body: {
            status: v.status ?? atual,
            ...corpoCompletoDoFormulario(CAMPOS_ENCAMINHAMENTO, v),
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
          <CampoDeDataHora name="dataEntrevista" label={R.dataEntrevista} />
          <CampoDeTexto name="observacoes" label={R.observacoes} multiline minRows={2} />
        </>
      )}
    </DialogoDeFormulario>
  );
}
