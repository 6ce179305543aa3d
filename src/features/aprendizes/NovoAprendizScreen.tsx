// /aprendizes/novo: sign-up (the situação starts as Inscrito); saved, it opens the record.
import { useNavigate } from 'react-router-dom';
import { CabecalhoDaPagina } from '../../shared/pagina';
import { useAprendizCriarMutation, type Aprendiz } from './api';
import { paraCorpo, valoresVazios } from './esquema';
import { FormularioAprendiz } from './FormularioAprendiz';

export function NovoAprendizScreen() {
  const navigate = useNavigate();
  const [criar] = useAprendizCriarMutation();
  return (
    <>
      <CabecalhoDaPagina
        titulo="Novo aprendiz"
        subtitulo="Campos marcados com * são obrigatórios."
      />
      <FormularioAprendiz
        initialValues={valoresVazios}
        onSubmit={(valores) => criar({ body: paraCorpo(valores) }).unwrap()}
        aoSalvar={(criado) => void navigate(`/aprendizes/${(criado as Aprendiz).id}`)}
        aoCancelar={() => void navigate('/aprendizes')}
        rotuloDoBotao="Cadastrar"
        mensagemDeSucesso="Aprendiz cadastrado."
      />
    </>
  );
}
