export { LinkPreload } from './LinkPreload';
export { PreloadContext, type PreloadRota } from './PreloadContext';
export { usePreloadAoPassar } from './usePreloadAoPassar';
export { idDoEndereco, useEscolhasDoEndereco } from './escolhasDoEndereco';
