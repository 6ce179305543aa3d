// Test helpers: a JWT-shaped token with a chosen `exp` (the client only reads `exp`).
const b64url = (o: object) =>
  btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

export const tokenCom = (exp: number) =>
  `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: '1', exp })}.assinatura`;

/** A token valid for `minutos` from now. */
export const tokenValido = (minutos = 15) => tokenCom(Math.floor(Date.now() / 1000) + minutos * 60);

/** The store's `sessao` for a signed-in user holding `permissoes` (the effects' tests start here). */
export const sessaoCom = (...permissoes: string[]) => ({
  sessao: {
    token: tokenValido(),
    user: { id: 1, nome: 'Ana', email: 'ana@x.br', userType: 'secretaria', permissoes },
  },
});
