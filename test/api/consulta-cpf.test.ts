/** @jest-environment ./test/support/api-environment.ts */
// The import and the 409 of POST /api/aprendiz are no CPF oracle (issue 31): someone who may write
// apprentices but not see CPFs learns only "CPF já cadastrado" — no name, no code — each CPF
// compared is in the access log as a CPF lookup, and a request compares at most 50 CPFs.
import { and, eq, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { forEachEngine } from '../support/api-harness';
import { acessos, aprendizes, funcoes, usuarios } from '../../server/db/schema';
import { anosAntes } from '../../server/modules/aprendizes/consultas';
import { LIMITE_POR_PEDIDO } from '../../server/modules/aprendizes/consulta-cpf';
import { gerarHash } from '../../server/shared/senha';
import { formatarCpf } from '../../src/shared/validation/documentos';
import { corpoValido, hoje, novoCpf } from './aprendiz-fixtures';
import { cliente, referencias, type Problema } from './turmas-parceiros-fixtures';

interface Validacao {
  linhas: { numero: number; erros: { coluna: string; mensagem: string }[] }[];
}

const CABECALHO = ['Nome', 'CPF', 'Data de nascimento', 'Município', 'UF'];
const adulto = () => anosAntes(hoje(), 20).split('-').reverse().join('/');
const planilha = (cpfs: string[]) =>
  Buffer.from(
    [
      '\uFEFF' + CABECALHO.join(';'),
      ...cpfs.map((cpf, i) => [`Pessoa Teste ${String(i)}`, cpf, adulto(), '', ''].join(';')),
    ].join('\r\n'),
  ).toString('base64');

/**
 * A request carrying this header loses a race: the other request's apprentice with the same CPF
 * is saved after the check before the handler (which found nobody) and before the record kit's
 * transaction (test/api only; the hook runs after the module's own).
 */
const CORRIDA = 'x-teste-corrida-cpf';

forEachEngine(
  'CPF já cadastrado sem aprendizes:ver-cpf (issue 31)',
  (h) => {
    let tokenSemCpf = '';
    let tokenSecretaria = '';
    let usuarioSemCpf = 0;
    let registradoId = 0;
    const cpfRegistrado = novoCpf();
    const api = cliente(h, () => tokenSemCpf);

    beforeAll(async () => {
      const ref = await referencias(h);
      const [registrado] = await h.db
        .insert(aprendizes)
        .values({
          nome: 'Titular Secreta Souza',
          cpf: cpfRegistrado,
          dataNascimento: '2006-05-10',
          situacaoId: ref.situacao('inscrito'),
          dataCadastro: '2024-02-01',
        })
        .returning({ id: aprendizes.id });
      registradoId = registrado!.id;
      const [funcao] = await h.db
        .insert(funcoes)
        .values({
          chave: `cadastro-sem-cpf-${h.engine}`,
          nome: `Cadastro sem CPF ${h.engine}`,
          permissoes: ['aprendizes:ler', 'aprendizes:escrever'],
        })
        .returning({ id: funcoes.id });
      const [usuario] = await h.db
        .insert(usuarios)
        .values({
          nome: 'Cadastro Sem CPF',
          email: `cadastro.sem.cpf.${h.engine}@teste.local`,
          senhaHash: await gerarHash('Senha-Forte-De-Teste-2026!'),
          funcaoId: funcao!.id,
        })
        .returning({ id: usuarios.id });
      usuarioSemCpf = usuario!.id;
      tokenSemCpf = await h.tokenPara(usuarioSemCpf);
      tokenSecretaria = await h.tokenPara((await h.createUser('secretaria')).id);
    });

    const consultasDeCpf = async () =>
      h.db
        .select({ entidadeId: acessos.entidadeId })
        .from(acessos)
        .where(and(eq(acessos.usuarioId, usuarioSemCpf), eq(acessos.acao, 'consultar-cpf')));

    it('a simulação da importação diz só "CPF já cadastrado" e registra cada CPF conferido', async () => {
      const r = await api<Validacao>('POST', '/api/aprendiz/importar/validar', {
        nome: 'aprendizes.csv',
        conteudo: planilha([formatarCpf(novoCpf()), formatarCpf(cpfRegistrado)]),
      });
      expect(r.status).toBe(200);
      const erroDoCpf = r.json.linhas[1]!.erros.find((e) => e.coluna === 'CPF');
      expect(erroDoCpf?.mensagem).toBe('CPF já cadastrado');
      expect(JSON.stringify(r.json)).not.toContain('Titular Secreta');
      expect(JSON.stringify(r.json)).not.toContain(`código ${String(registradoId)}`);
      const log = await consultasDeCpf();
      expect(log).toHaveLength(2);
      expect(log.map((l) => l.entidadeId)).toContain(String(registradoId));

      // Staff who may see CPFs still get the holder, to open the record.
      const secretaria = await api<Validacao>(
        'POST',
        '/api/aprendiz/importar/validar',
        { nome: 'aprendizes.csv', conteudo: planilha([formatarCpf(cpfRegistrado)]) },
        tokenSecretaria,
      );
      expect(secretaria.json.linhas[0]!.erros.find((e) => e.coluna === 'CPF')?.mensagem).toMatch(
        /Titular Secreta Souza/,
      );
    });

    it(`mais de ${String(LIMITE_POR_PEDIDO)} CPFs num envio: 422, nada conferido`, async () => {
      const antes = (await consultasDeCpf()).length;
      const cpfs = Array.from({ length: LIMITE_POR_PEDIDO + 1 }, () => formatarCpf(novoCpf()));
      const r = await api<Problema>('POST', '/api/aprendiz/importar/validar', {
        nome: 'aprendizes.csv',
        conteudo: planilha(cpfs),
      });
      expect(r.status).toBe(422);
      expect(r.json.detail).toMatch(/até 50 CPFs/);
      expect((await consultasDeCpf()).length).toBe(antes);
    });

    it('o 409 de POST /api/aprendiz não nomeia o titular e fica registrado', async () => {
      const antes = (await consultasDeCpf()).length;
      const r = await api<Problema>('POST', '/api/aprendiz', corpoValido({ cpf: cpfRegistrado }));
      expect(r.status).toBe(409);
      expect(r.json.detail).toBe('CPF já cadastrado');
      expect(r.json.errors?.cpf).toBe('CPF já cadastrado');
      expect(JSON.stringify(r.json)).not.toContain('Titular');
      const log = await consultasDeCpf();
      expect(log.length).toBe(antes + 1);
      expect(log.map((l) => l.entidadeId)).toContain(String(registradoId));
    });

    /** The bare 409 and one logged lookup of the winner's record: what each race must answer. */
    async function conferirPerdedor(r: { status: number; json: Problema }, cpf: string) {
      expect(r.status).toBe(409);
      expect(r.json.detail).toBe('CPF já cadastrado');
      expect(r.json.errors?.cpf).toBe('CPF já cadastrado');
      expect(JSON.stringify(r.json)).not.toContain('Vencedora');
      const [vencedora] = await h.db
        .select({ id: aprendizes.id })
        .from(aprendizes)
        .where(eq(aprendizes.cpf, cpf));
      expect(JSON.stringify(r.json)).not.toContain(`código ${String(vencedora!.id)}`);
      return vencedora!.id;
    }

    it('na corrida (o outro salva entre a conferência e a gravação), o perdedor também ouve só "CPF já cadastrado", registrado', async () => {
      const cpf = novoCpf();
      const antes = (await consultasDeCpf()).length;
      const r = await h.request('POST', '/api/aprendiz', {
        token: tokenSemCpf,
        body: corpoValido({ cpf, nome: 'Perdedor da Corrida' }),
        headers: { [CORRIDA]: cpf },
      });
      const vencedora = await conferirPerdedor({ status: r.statusCode, json: r.json() }, cpf);
      const log = await consultasDeCpf();
      // The check before the handler (nobody yet) and the one that met the winner.
      expect(log.length).toBe(antes + 2);
      expect(log.map((l) => l.entidadeId)).toContain(String(vencedora));
    });

    it('na corrida que o índice único recusa (PostgreSQL), o mesmo 409 sem o titular, registrado', async () => {
      // Only PostgreSQL runs two transactions at once; on PGlite the one connection serialises them
      // and the check inside the transaction (the test above) always sees the winner.
      if (h.engine !== 'postgres') return;
      const cpf = novoCpf();
      const antes = (await consultasDeCpf()).length;
      const pool = (h.db as unknown as { $client: Pool }).$client;
      const outro = await pool.connect();
      try {
        // The winner's row, not yet committed: invisible to both checks, but the unique index
        // makes the loser's INSERT wait for it.
        await outro.query('BEGIN');
        await outro.query(
          `INSERT INTO aprendizes (nome, cpf, data_nascimento, situacao_id, data_cadastro)
         SELECT 'Vencedora da Corrida', $1, '2006-05-10', id, '2024-02-01'
           FROM situacoes_aprendiz WHERE codigo = 'inscrito'`,
          [cpf],
        );
        const pedido = h.request('POST', '/api/aprendiz', {
          token: tokenSemCpf,
          body: corpoValido({ cpf, nome: 'Perdedor da Corrida' }),
        });
        // Until the loser's INSERT waits on this very transaction (a state, not a delay; pg_locks
        // is live inside a transaction, pg_stat_activity would be a snapshot).
        for (;;) {
          const { rows } = await outro.query<{ n: string }>(
            `SELECT count(*) AS n FROM pg_locks
            WHERE NOT granted AND locktype = 'transactionid'
              AND transactionid::text = pg_current_xact_id()::text`,
          );
          if (Number(rows[0]!.n) > 0) break;
          await new Promise((pronto) => setImmediate(pronto));
        }
        await outro.query('COMMIT');
        const r = await pedido;
        const vencedora = await conferirPerdedor({ status: r.statusCode, json: r.json() }, cpf);
        const log = await consultasDeCpf();
        expect(log.length).toBe(antes + 2);
        expect(log.map((l) => l.entidadeId)).toContain(String(vencedora));
      } finally {
        outro.release();
      }
    });
  },
  {
    rotas: (app) => {
      app.addHook('preHandler', async (request) => {
        const cpf = request.headers[CORRIDA];
        if (typeof cpf !== 'string') return;
        await app.db
          .execute(sql`INSERT INTO aprendizes (nome, cpf, data_nascimento, situacao_id, data_cadastro)
          SELECT 'Vencedora da Corrida', ${cpf}, '2006-05-10', id, '2024-02-01'
            FROM situacoes_aprendiz WHERE codigo = 'inscrito'`);
      });
    },
  },
);
