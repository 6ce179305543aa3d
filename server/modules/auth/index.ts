// Sign-in, sessions and the hook that checks every request; what the users module needs of them.
export { default as autenticacao } from './plugin';
export { revogarSessoesDoUsuario } from './consultas';
export { authRoutes } from './rotas';
export { SemConteudo } from './esquemas';
