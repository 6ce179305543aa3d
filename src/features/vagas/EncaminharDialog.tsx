// "Encaminhar": a selected candidate sent to the company, with the interview's date and time when
// already known (the referral is then "entrevista agendada") and observations.
import { corpoDoFormulario, rotulosDe } from '../../shared/campos';
import { CampoDeDataHora, DialogoDeFormulario, CampoDeTexto } from '../../shared/formulario';
import {
  CAMPOS_ENCAMINHAMENTO,
  validarEncaminhamento,
  type DadosEncaminhamento,
} from '../../shared/validation/vagas';
import { useVagaEncaminharMutation } from './api';

/** The words of the inputs (CAMPOS_ENCAMINHAMENTO). */
const R = rotulosDe(CAMPOS_ENCAMINHAMENTO);

export function EncaminharDialog(props: {
  vagaId: number;
  aprendiz: { aprendizId: number; nome: string };
  onFechar: () => void;
}) {
  const [encaminhar] = useVagaEncaminharMutation();
  return (
    <DialogoDeFormulario<DadosEncaminhamento>
      titulo={`Encaminhar ${props.aprendiz.nome}`}
      initialValues={{}}
      validate={(v) => validarEncaminhamento(v)}
      rotuloDoBotao="Encaminhar"
      onSubmit={(v) =>
        encaminhar({
          id: props.vagaId,
          body: {
            aprendizId: props.aprendiz.aprendizId,
            ...corpoDoFormulario(CAMPOS_ENCAMINHAMENTO, v),
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
        label={R.dataEntrevista}
        helperText="Opcional: com ela, o encaminhamento já fica como entrevista agendada."
      />
      <CampoDeTexto name="observacoes" label={R.observacoes} multiline minRows={2} />
    </DialogoDeFormulario>
  );
}
