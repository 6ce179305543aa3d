// /turmas/{id}: loads the class by numeric id before showing it, with 'Carregando turma...'
// meanwhile. Until the turmas issue brings the real query, the detail itself is the shared
// "Em construção" screen, loaded as its own chunk behind the same loading text.
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';

const Detalhe = lazy(
  () => import(/* webpackChunkName: "turma-detalhe-conteudo" */ './TurmaDetalhe'),
);

export function TurmaDetalheScreen() {
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id)) {
    // Not a class id: the router's error boundary shows Not Found.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- the router's 404 contract
    throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
  }
  return (
    <section>
      <Typography variant="h4" component="h1" gutterBottom>
        Turma nº {id}
      </Typography>
      <Suspense fallback={<TelaCarregando texto="Carregando turma..." telaCheia={false} />}>
        <Detalhe id={Number(id)} />
      </Suspense>
    </section>
  );
}
