// Preloading a path = loading the chunks its screen needs (the layout and the screen itself),
// once the navigation chunk says which screen the path is.
import { rotaDoCaminho } from '../../shared/navigation';
import { carregarLayout, carregarNavegacao } from './carregadores';

export function preloadRota(pathname: string): void {
  // A failed preload is not an error: the navigation will try again and handle it.
  carregarNavegacao()
    .then(({ ROTAS, telaDaRota }) => {
      const rota = rotaDoCaminho(ROTAS, pathname.split(/[?#]/)[0] ?? pathname);
      if (!rota) return;
      carregarLayout().catch(() => undefined);
      telaDaRota(rota.path)().catch(() => undefined);
    })
    .catch(() => undefined);
}
