// /vagas/novo: a new vacancy (it opens as aberta); once saved, its page. From a partner's page
// (?parceiroId=) the partner comes chosen.
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { EntityForm } from '../../shared/formulario';
import { PageHeader } from '../../shared/pagina';
import { dataLocal } from '../../shared/validation/datas';
import { useVagaCriarMutation, type Vaga } from './api';
import { corpoDaVaga, esquemaVaga, VagaCampos, type ValoresVaga } from './VagaCampos';

export function NovaVagaScreen() {
  const navigate = useNavigate();
  const [busca] = useSearchParams();
  const [criar] = useVagaCriarMutation();
  const parceiroId = Number(busca.get('parceiroId')) || undefined;
  const iniciais = useMemo<ValoresVaga>(
    () => ({
      quantidade: 1,
      dataAbertura: dataLocal(new Date()),
      ...(parceiroId ? { parceiroId } : {}),
    }),
    [parceiroId],
  );
  return (
    <>
      <PageHeader
        title="Nova vaga"
        subtitle="A vaga nasce aberta e recebe candidatos em seguida."
      />
      <EntityForm<ValoresVaga>
        schema={esquemaVaga}
        initialValues={iniciais}
        onSubmit={(valores) => criar({ body: corpoDaVaga(valores) }).unwrap()}
        successMessage="Vaga aberta."
        onSuccess={(criada) => void navigate(`/vagas/${(criada as Vaga).id}`)}
        onCancel={() => void navigate('/vagas')}
      >
        <VagaCampos />
      </EntityForm>
    </>
  );
}
