export { documentosRoutes, VERIFICACOES_POR_MINUTO } from './routes';
export { limiteDeVerificacoes } from './limite';
export { semearDemoDocumentos } from './demo';
