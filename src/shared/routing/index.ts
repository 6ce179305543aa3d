export { LinkPreload } from './LinkPreload';
export { PreloadContext, type PreloadRota } from './PreloadContext';
export { usePreloadAoPassar } from './usePreloadAoPassar';
export { comMudancas, idDoEndereco, useEscolhasDoEndereco } from './escolhasDoEndereco';
