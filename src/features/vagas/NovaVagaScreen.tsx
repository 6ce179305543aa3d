// /vagas/novo: a new vacancy (it opens as aberta); once saved, its page. From a partner's page
// (?parceiroId=) the partner comes chosen.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PaginaDeFormulario } from '../../shared/formulario';
import { idDoEndereco } from '../../shared/routing';
import { dataLocal } from '../../shared/validation/datas';
import { useVagaCriarMutation, type Vaga } from './api';
import { corpoDaVaga, esquemaVaga, VagaCampos, type ValoresVaga } from './VagaCampos';

export function NovaVagaScreen() {
  const [busca] = useSearchParams();
  const [criar] = useVagaCriarMutation();
  const parceiroId = idDoEndereco(busca, 'parceiroId');
  const iniciais = useMemo<ValoresVaga>(
    () => ({
      quantidade: 1,
      dataAbertura: dataLocal(new Date()),
      ...(parceiroId !== null ? { parceiroId } : {}),
    }),
    [parceiroId],
  );
  return (
    <PaginaDeFormulario<ValoresVaga, Vaga>
      titulo="Nova vaga"
      subtitulo="A vaga nasce aberta e recebe candidatos em seguida."
      esquema={esquemaVaga}
      initialValues={iniciais}
      onSubmit={(valores) => criar({ body: corpoDaVaga(valores) }).unwrap()}
      mensagemDeSucesso="Vaga aberta."
      depoisDeSalvar={(criada) => `/vagas/${criada.id}`}
      voltarPara="/vagas"
    >
      <VagaCampos />
    </PaginaDeFormulario>
  );
}
