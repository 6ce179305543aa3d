// "Encaminhar": a selected candidate sent to the company, with the interview's date and time when
// already known (the referral is then "entrevista agendada") and observations.
import { CampoDeDataHora, DialogoDeFormulario, CampoDeTexto } from '../../shared/formulario';
import { dataHoraValida, MENSAGENS_VAGA as M } from '../../shared/validation/vagas';
import { useVagaEncaminharMutation } from './api';

interface Valores {
  dataEntrevista?: string;
  observacoes?: string;
}

const validar = (v: Valores) =>
  v.dataEntrevista && !dataHoraValida(v.dataEntrevista)
    ? { dataEntrevista: M.dataEntrevistaInvalida }
    : {};

export function EncaminharDialog(props: {
  vagaId: number;
  aprendiz: { aprendizId: number; nome: string };
  onFechar: () => void;
}) {
  const [encaminhar] = useVagaEncaminharMutation();
  return (
    <DialogoDeFormulario<Valores>
      titulo={`Encaminhar ${props.aprendiz.nome}`}
      initialValues={{}}
      validate={validar}
      rotuloDoBotao="Encaminhar"
      onSubmit={(v) =>
        encaminhar({
          id: props.vagaId,
          body: {
            aprendizId: props.aprendiz.aprendizId,
            dataEntrevista: v.dataEntrevista || null,
            observacoes: v.observacoes ?? null,
          },
        }).unwrap()
      }
      // Worded for anyone: the name alone does not say how to agree with it.
      mensagemDeSucesso={`Encaminhamento criado para ${props.aprendiz.nome}.`}
      aoSalvar={props.onFechar}
      aoCancelar={props.onFechar}
    >
      <CampoDeDataHora
        name="dataEntrevista"
        label="Data da entrevista"
        helperText="Opcional: com ela, o encaminhamento já fica como entrevista agendada."
      />
      <CampoDeTexto name="observacoes" label="Observações" multiline minRows={2} />
    </DialogoDeFormulario>
  );
}
