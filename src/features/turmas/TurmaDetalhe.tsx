import { EmConstrucao } from '../../shared/ui/EmConstrucao';

export default function TurmaDetalhe({ id }: { id: number }) {
  return (
    <EmConstrucao
      secao="Turmas"
      links={[{ path: `/turmas/${id}/aprendizes`, titulo: 'Aprendizes da turma' }]}
    />
  );
}
