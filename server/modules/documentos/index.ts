export { documentosRoutes } from './rotas';
export { VERIFICACOES_POR_MINUTO } from './verificacao';
export { limiteDeVerificacoes } from './limite';
export { semearDemoDocumentos } from './demo';
