// What the funções module needs of the users: the rule that the system keeps an administrator.
export { garantirAdministracao, PERMISSAO_ADMIN, travarAdministradores } from './administradores';
export { usuariosRoutes } from './rotas';
