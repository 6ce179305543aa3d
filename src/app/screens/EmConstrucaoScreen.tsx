// The route's own placeholder: the shared "Em construção" screen, named after the route's section.
import { useMatches } from 'react-router-dom';
import { rotasDaSecao, type RotaApp } from '../../shared/navigation';
import { ROTAS } from '../navegacao';
import { EmConstrucao } from '../../shared/ui/EmConstrucao';

export function EmConstrucaoScreen() {
  const matches = useMatches();
  const rota = (matches.at(-1)?.handle as { rota?: RotaApp } | undefined)?.rota;
  if (!rota) return <EmConstrucao titulo="Em construção" secao="desta área" />;
  const links = rotasDaSecao(ROTAS, rota.secao).filter((r) => r.path !== rota.path);
  return <EmConstrucao titulo={rota.titulo} secao={rota.secao} links={links} />;
}
