// Preloading a path = loading the chunks its screen needs (the layout and the screen itself).
import { rotaDoCaminho } from '../../shared/navigation';
import { carregarLayout, telaDaRota } from './carregadores';

export function preloadRota(pathname: string): void {
  const rota = rotaDoCaminho(pathname.split(/[?#]/)[0] ?? pathname);
  if (!rota) return;
  // A failed preload is not an error: the navigation will try again and handle it.
  carregarLayout().catch(() => undefined);
  telaDaRota(rota.path)().catch(() => undefined);
}
