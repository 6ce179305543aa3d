import { forEachEngine, MINUTO } from '../support/api-harness';

const ERRADA = 'senha-errada-de-proposito';

forEachEngine('limites de tentativas de entrada', (h) => {
  describe('bloqueio da conta', () => {
    it('a 5ª falha seguida bloqueia a conta por 15 minutos com 429 e Retry-After', async () => {
      const usuario = await h.createUser('secretaria');
      for (let i = 1; i <= 4; i += 1) {
        expect((await h.login(usuario.email, ERRADA)).statusCode).toBe(401);
      }
      const quinta = await h.login(usuario.email, ERRADA);
      expect(quinta.statusCode).toBe(429);
      expect(quinta.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(Number(quinta.headers['retry-after'])).toBe(15 * 60);
      expect(quinta.json()).toMatchObject({
        status: 429,
        title: 'Muitas tentativas',
        detail: 'Conta bloqueada por excesso de tentativas. Tente novamente em 15 minutos.',
      });

      // Even the right password waits: the lock is on the account, not on the guess.
      const certaDuranteBloqueio = await h.login(usuario.email, usuario.senha);
      expect(certaDuranteBloqueio.statusCode).toBe(429);

      h.relogio.avancar(10 * MINUTO);
      const depoisDeDez = await h.login(usuario.email, usuario.senha);
      expect(depoisDeDez.statusCode).toBe(429);
      expect(Number(depoisDeDez.headers['retry-after'])).toBeLessThanOrEqual(5 * 60);
      expect(depoisDeDez.json().detail).toBe(
        'Conta bloqueada por excesso de tentativas. Tente novamente em 5 minutos.',
      );

      h.relogio.avancar(5 * MINUTO + 1000);
      expect((await h.login(usuario.email, usuario.senha)).statusCode).toBe(200);
    });

    it('um e-mail sem conta bloqueia igual: status, corpo e cabeçalhos não dizem quem existe', async () => {
      const existente = await h.createUser('secretaria');
      const desconhecido = `ninguem.${Date.now()}@teste.local`;
      /** What a client can compare: status, body and headers (minus the date and length). */
      const visivel = (r: Awaited<ReturnType<typeof h.login>>) => {
        const cabecalhos = Object.fromEntries(
          Object.entries(r.headers).filter(([nome]) => !['date', 'content-length'].includes(nome)),
        );
        return { status: r.statusCode, corpo: r.json<unknown>(), cabecalhos };
      };
      for (let i = 1; i <= 5; i += 1) {
        const real = visivel(await h.login(existente.email, ERRADA));
        const falso = visivel(await h.login(desconhecido, ERRADA));
        expect(falso).toEqual(real);
        expect(real.status).toBe(i < 5 ? 401 : 429);
      }
      const duranteReal = visivel(await h.login(existente.email, ERRADA));
      const duranteFalso = visivel(await h.login(desconhecido.toUpperCase(), ERRADA));
      expect(duranteFalso).toEqual(duranteReal);
      expect(duranteFalso.cabecalhos['retry-after']).toBe(String(15 * 60));

      // And the lock ends alike: afterwards one more failure is a plain 401 again.
      h.relogio.avancar(15 * MINUTO + 1000);
      expect((await h.login(desconhecido, ERRADA)).statusCode).toBe(401);
    });

    it('um acerto zera a contagem de falhas', async () => {
      const usuario = await h.createUser('educador');
      for (let i = 1; i <= 4; i += 1) await h.login(usuario.email, ERRADA);
      expect((await h.login(usuario.email, usuario.senha)).statusCode).toBe(200);
      for (let i = 1; i <= 4; i += 1) {
        expect((await h.login(usuario.email, ERRADA)).statusCode).toBe(401);
      }
    });

    it('o bloqueio de uma conta não atinge as outras', async () => {
      const bloqueada = await h.createUser('financeiro');
      const outra = await h.createUser('financeiro');
      for (let i = 1; i <= 5; i += 1) await h.login(bloqueada.email, ERRADA);
      expect((await h.login(bloqueada.email, bloqueada.senha)).statusCode).toBe(429);
      expect((await h.login(outra.email, outra.senha)).statusCode).toBe(200);
    });
  });

  describe('limite por IP', () => {
    it('a 11ª tentativa no mesmo minuto do mesmo IP recebe 429 com Retry-After', async () => {
      const ip = h.novoIp();
      for (let i = 1; i <= 10; i += 1) {
        const resposta = await h.login(`pessoa${i}@teste.local`, ERRADA, ip);
        expect(resposta.statusCode).toBe(401);
      }
      const excesso = await h.login('mais.uma@teste.local', ERRADA, ip);
      expect(excesso.statusCode).toBe(429);
      const espera = Number(excesso.headers['retry-after']);
      expect(espera).toBeGreaterThan(0);
      expect(espera).toBeLessThanOrEqual(60);
      expect(excesso.json().detail).toMatch(
        /^Muitas tentativas de acesso a partir deste endereço\. Tente novamente em (\d+ segundos?|1 minuto)\.$/,
      );
    });

    it('o limite vale também para credenciais certas e libera quando a janela passa', async () => {
      const usuario = await h.createUser('coordenacao');
      const ip = h.novoIp();
      for (let i = 1; i <= 10; i += 1) await h.login(usuario.email, usuario.senha, ip);
      expect((await h.login(usuario.email, usuario.senha, ip)).statusCode).toBe(429);
      // Another address is not affected.
      expect((await h.login(usuario.email, usuario.senha)).statusCode).toBe(200);

      h.relogio.avancar(61_000);
      expect((await h.login(usuario.email, usuario.senha, ip)).statusCode).toBe(200);
    });

    it('tentativas recusadas pelo limite não prolongam a espera', async () => {
      const ip = h.novoIp();
      for (let i = 1; i <= 10; i += 1) await h.login(`x${i}@teste.local`, ERRADA, ip);
      const primeira = Number((await h.login('y@teste.local', ERRADA, ip)).headers['retry-after']);
      h.relogio.avancar(20_000);
      for (let i = 1; i <= 5; i += 1) await h.login('y@teste.local', ERRADA, ip);
      const depois = Number((await h.login('y@teste.local', ERRADA, ip)).headers['retry-after']);
      expect(depois).toBeLessThanOrEqual(primeira - 19);
    });
  });
});
