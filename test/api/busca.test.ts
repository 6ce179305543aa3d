/** @jest-environment ./test/support/api-environment.ts */
// GET /api/busca, the command palette's search: a group per domain only for who may read it, the
// CPF rule of the lists (digits match only with aprendizes:ver-cpf; masked otherwise), classes by
// code, partners by name or CNPJ with or without punctuation, the short-word rule, the limit of
// five, and a q that is too short.
import {
  aprendizes,
  contratos,
  educadores,
  municipios,
  parceiros,
  profissoes,
  turmas,
  unidades,
  vagas,
} from '../../server/db/schema';
import { formatarCnpj } from '../../src/shared/validation/parceiro';
import { forEachEngine } from '../support/api-harness';
import { leitorSemVerCpf } from './leitor-sem-cpf';
import {
  cliente,
  cnpjNovo,
  cpfNovo,
  dia,
  referencias,
  type Problema,
  type Referencias,
} from './turmas-parceiros-fixtures';

interface Resultado {
  aprendizes?: {
    id: number;
    nome: string;
    nomeSocial: string | null;
    cpf: string;
    situacao: string;
  }[];
  turmas?: { id: number; codigo: string; nome: string; status: string }[];
  parceiros?: { id: number; razaoSocial: string; nomeFantasia: string | null; cnpj: string }[];
  educadores?: { id: number; nome: string }[];
  contratos?: { id: number; numero: string; aprendiz: string; parceiro: string }[];
  vagas?: { id: number; titulo: string; status: string; parceiro: string }[];
}

forEachEngine('GET /api/busca', (h) => {
  let ref: Referencias;
  let tokens: Record<'admin' | 'secretaria' | 'educador' | 'financeiro' | 'semCpf', string>;
  const cpfJoao = cpfNovo();
  const cnpj = cnpjNovo();
  let joaoId: number;
  let turmaId: number;
  let contratoId: number;
  let vagaAbertaId: number;
  let vagaPreenchidaId: number;

  const buscar = async (q: string, quem: keyof typeof tokens = 'admin') => {
    const pedir = cliente(h, () => tokens[quem]);
    return pedir<Resultado & Problema>('GET', `/api/busca?q=${encodeURIComponent(q)}`);
  };

  const aprendiz = async (nome: string, extra: Partial<typeof aprendizes.$inferInsert> = {}) => {
    const [linha] = await h.db
      .insert(aprendizes)
      .values({
        nome,
        cpf: cpfNovo(),
        dataNascimento: '2006-05-10',
        situacaoId: ref.situacao('inscrito'),
        dataCadastro: '2024-02-01',
        ...extra,
      })
      .returning({ id: aprendizes.id });
    return linha!.id;
  };

  beforeAll(async () => {
    ref = await referencias(h);
    const token = async (funcao: 'administrador' | 'secretaria' | 'educador' | 'financeiro') =>
      h.tokenPara((await h.createUser(funcao)).id);
    tokens = {
      admin: await token('administrador'),
      secretaria: await token('secretaria'),
      educador: await token('educador'),
      financeiro: await token('financeiro'),
      semCpf: (await leitorSemVerCpf(h)).token,
    };
    joaoId = await aprendiz('João Araújo Palheta', { cpf: cpfJoao, nomeSocial: 'Joana Palheta' });
    await aprendiz('Marjorie Palheta');
    await aprendiz('João Araújo Inativo Palheta', { ativo: false });
    // Registered in name order: the newest five are not the first five of the alphabet.
    for (let i = 1; i <= 7; i += 1) await aprendiz(`Repetida Quixadá ${String(i)}`);
    const [turma] = await h.db
      .insert(turmas)
      .values({
        codigo: 'PAL-2026-M1',
        nome: 'Serviços de escritório',
        cursoId: ref.cursoId,
        turno: 'manha',
        diasTeoria: [1, 3],
        dataInicio: dia(-10),
        dataFim: dia(200),
        capacidade: 30,
        status: 'em andamento',
      })
      .returning({ id: turmas.id });
    turmaId = turma!.id;
    const [padaria] = await h.db
      .insert(parceiros)
      .values({
        razaoSocial: 'Padaria Palheta Ltda',
        nomeFantasia: 'Pão da Esquina',
        cnpj,
        ramoAtividadeId: ref.ramoAtividadeId,
      })
      .returning({ id: parceiros.id });
    const [contrato] = await h.db
      .insert(contratos)
      .values({
        numero: '2031/01000',
        aprendizId: joaoId,
        parceiroId: padaria!.id,
        tipo: 'A',
        dataInicio: '2031-01-05',
        dataTermino: '2032-12-31',
        duracao: 24,
        cargaHoraria: 20,
        status: 'vigente',
      })
      .returning({ id: contratos.id });
    contratoId = contrato!.id;
    const [municipio] = await h.db.select({ id: municipios.id }).from(municipios).limit(1);
    const [profissao] = await h.db.select({ id: profissoes.id }).from(profissoes).limit(1);
    const [loja] = await h.db
      .insert(unidades)
      .values({
        parceiroId: padaria!.id,
        nome: 'Loja Centro',
        municipioId: municipio!.id,
        uf: 'SP',
      })
      .returning({ id: unidades.id });
    const vaga = async (titulo: string, status: 'aberta' | 'preenchida', dataAbertura: string) => {
      const [linha] = await h.db
        .insert(vagas)
        .values({
          parceiroId: padaria!.id,
          unidadeId: loja!.id,
          titulo,
          profissaoId: profissao!.id,
          quantidade: 1,
          turno: 'tarde',
          cargaHoraria: 20,
          valorBolsaCentavos: 100_000,
          dataAbertura,
          status,
        })
        .returning({ id: vagas.id });
      return linha!.id;
    };
    // The filled one is newer: open ones still come first.
    vagaAbertaId = await vaga('Auxiliar de Padaria Palmeirense', 'aberta', dia(-20));
    vagaPreenchidaId = await vaga('Auxiliar de padaria palmeirense noturno', 'preenchida', dia(-2));
    await h.db.insert(educadores).values({ nome: 'Célia Palheta Educadora' });
  });

  it('pede sessão', async () => {
    const resposta = await h.request('GET', '/api/busca?q=joao');
    expect(resposta.statusCode).toBe(401);
  });

  it('traz um grupo por domínio que a função pode ler, sem 403 para os outros', async () => {
    const admin = await buscar('palheta');
    expect(admin.status).toBe(200);
    expect(Object.keys(admin.json).sort()).toEqual([
      'aprendizes',
      'contratos',
      'educadores',
      'parceiros',
      'turmas',
      'vagas',
    ]);
    expect(admin.json.aprendizes?.map((a) => a.nome)).toEqual([
      'João Araújo Palheta',
      'Marjorie Palheta',
    ]);
    expect(admin.json.parceiros?.map((p) => p.razaoSocial)).toEqual(['Padaria Palheta Ltda']);
    expect(admin.json.educadores?.map((e) => e.nome)).toEqual(['Célia Palheta Educadora']);
    expect(admin.json.turmas).toEqual([]);

    // educador: no parceiros:ler; financeiro: no educadores:ler.
    const educador = await buscar('palheta', 'educador');
    expect(educador.status).toBe(200);
    expect(Object.keys(educador.json).sort()).toEqual(['aprendizes', 'educadores', 'turmas']);
    const financeiro = await buscar('palheta', 'financeiro');
    expect(Object.keys(financeiro.json).sort()).toEqual([
      'aprendizes',
      'contratos',
      'parceiros',
      'turmas',
    ]);
  });

  it('acha nomes sem acentos nem maiúsculas, também pelo nome social, e deixa de fora os inativos', async () => {
    const { json } = await buscar('JOAO araujo');
    expect(json.aprendizes).toEqual([
      {
        id: joaoId,
        nome: 'João Araújo Palheta',
        nomeSocial: 'Joana Palheta',
        cpf: `${cpfJoao.slice(0, 3)}.${cpfJoao.slice(3, 6)}.${cpfJoao.slice(6, 9)}-${cpfJoao.slice(9)}`,
        situacao: 'Inscrito',
      },
    ]);
    expect((await buscar('joana')).json.aprendizes?.map((a) => a.id)).toEqual([joaoId]);
  });

  it('palavra de uma ou duas letras acha o começo de uma palavra, não o meio', async () => {
    const nomes = (await buscar('jo pal')).json.aprendizes?.map((a) => a.nome);
    // "Marjorie" has "jo" inside a word, not at its start.
    expect(nomes).toEqual(['João Araújo Palheta']);
    expect((await buscar('rjorie')).json.aprendizes?.map((a) => a.nome)).toEqual([
      'Marjorie Palheta',
    ]);
  });

  it('no máximo cinco por grupo: os cinco cadastrados mais recentemente, em ordem de nome', async () => {
    const { json } = await buscar('repetida quixada');
    expect(json.aprendizes?.map((a) => a.nome)).toEqual([
      'Repetida Quixadá 3',
      'Repetida Quixadá 4',
      'Repetida Quixadá 5',
      'Repetida Quixadá 6',
      'Repetida Quixadá 7',
    ]);
  });

  it('CPF: com aprendizes:ver-cpf os dígitos acham e o CPF vem inteiro', async () => {
    const meio = cpfJoao.slice(2, 9);
    const secretaria = await buscar(meio, 'secretaria');
    expect(secretaria.json.aprendizes?.map((a) => a.id)).toEqual([joaoId]);
    expect(secretaria.json.aprendizes?.[0]?.cpf).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$/);
    const pontuado = `${cpfJoao.slice(0, 3)}.${cpfJoao.slice(3, 6)}.${cpfJoao.slice(6, 9)}`;
    expect((await buscar(pontuado, 'secretaria')).json.aprendizes?.map((a) => a.id)).toEqual([
      joaoId,
    ]);
  });

  it('CPF: sem aprendizes:ver-cpf os dígitos não acham ninguém e o CPF vem oculto', async () => {
    // The educator's permissions (aprendizes:ler, not aprendizes:ver-cpf), every class in reach.
    const porDigitos = await buscar(cpfJoao.slice(2, 9), 'semCpf');
    expect(porDigitos.status).toBe(200);
    expect(porDigitos.json.aprendizes).toEqual([]);
    expect((await buscar(cpfJoao, 'semCpf')).json.aprendizes).toEqual([]);
    const porNome = await buscar('joao araujo', 'semCpf');
    expect(porNome.json.aprendizes?.[0]?.cpf).toBe(
      `***.${cpfJoao.slice(3, 6)}.${cpfJoao.slice(6, 9)}-**`,
    );
  });

  it('turmas pelo código', async () => {
    const { json } = await buscar('pal-2026');
    expect(json.turmas).toEqual([
      {
        id: turmaId,
        codigo: 'PAL-2026-M1',
        nome: 'Serviços de escritório',
        status: 'em andamento',
      },
    ]);
    expect((await buscar('escritorio')).json.turmas?.map((t) => t.id)).toEqual([turmaId]);
  });

  it('empresas pelo nome fantasia e pelo CNPJ, com ou sem pontuação', async () => {
    const nomes = async (q: string) =>
      (await buscar(q)).json.parceiros?.map((p) => p.razaoSocial) ?? [];
    expect(await nomes('pao da esquina')).toEqual(['Padaria Palheta Ltda']);
    expect(await nomes(cnpj)).toEqual(['Padaria Palheta Ltda']);
    expect(await nomes(formatarCnpj(cnpj))).toEqual(['Padaria Palheta Ltda']);
    expect(await nomes(cnpj.slice(0, 8))).toEqual(['Padaria Palheta Ltda']);
    expect((await buscar(cnpj)).json.parceiros?.[0]?.cnpj).toBe(formatarCnpj(cnpj));
  });

  it('contratos pelo número, com ou sem o ano, só para quem tem contratos:ler (issue 32)', async () => {
    const esperado = [
      {
        id: contratoId,
        numero: '2031/01000',
        aprendiz: 'João Araújo Palheta',
        parceiro: 'Pão da Esquina',
      },
    ];
    expect((await buscar('2031/01000')).json.contratos).toEqual(esperado);
    expect((await buscar('2031/01')).json.contratos).toEqual(esperado);
    // The number without the year: other years' 01000 may come too, this one among them.
    expect((await buscar('01000')).json.contratos?.map((c) => c.id)).toContain(contratoId);
    // Words are no contract number.
    expect((await buscar('palheta')).json.contratos).toEqual([]);
    expect((await buscar('2031/01000', 'educador')).json.contratos).toBeUndefined();
    expect((await buscar('2031/01000', 'financeiro')).json.contratos).toEqual(esperado);
  });

  it('vagas pelo título, sem acento nem caixa, as abertas primeiro, só com vagas:ler (issue 32)', async () => {
    const { json } = await buscar('auxiliar padaria PALMEIRENSE');
    expect(json.vagas).toEqual([
      {
        id: vagaAbertaId,
        titulo: 'Auxiliar de Padaria Palmeirense',
        status: 'aberta',
        parceiro: 'Pão da Esquina',
      },
      {
        id: vagaPreenchidaId,
        titulo: 'Auxiliar de padaria palmeirense noturno',
        status: 'preenchida',
        parceiro: 'Pão da Esquina',
      },
    ]);
    expect(
      (await buscar('palmeirense noturno', 'secretaria')).json.vagas?.map((v) => v.id),
    ).toEqual([vagaPreenchidaId]);
    expect((await buscar('palmeirense', 'financeiro')).json.vagas).toBeUndefined();
    expect((await buscar('palmeirense', 'educador')).json.vagas).toBeUndefined();
  });

  it('menos de 2 caracteres (sem contar espaços) é 400 com a mensagem no campo q', async () => {
    for (const q of ['a', '  a  ', '']) {
      const { status, json } = await buscar(q);
      expect(status).toBe(400);
      expect(json.errors?.q).toBe('Digite ao menos 2 caracteres para buscar.');
    }
    const semQ = await cliente(h, () => tokens.admin)<Problema>('GET', '/api/busca');
    expect(semQ.status).toBe(400);
    expect(semQ.json.errors?.q).toBeDefined();
  });

  it('% e _ são texto, não curingas', async () => {
    for (const q of ['%%', '__', '%_%', '\\\\']) {
      const { status, json } = await buscar(q);
      expect(status).toBe(200);
      expect(json.aprendizes).toEqual([]);
      expect(json.parceiros).toEqual([]);
    }
  });
});
