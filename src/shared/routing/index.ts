export { LinkPreload } from './LinkPreload';
export { PreloadContext, type PreloadRota } from './PreloadContext';
export { comMudancas, idDoEndereco, useEscolhasDoEndereco } from './escolhasDoEndereco';
