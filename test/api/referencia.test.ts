// Confere os dados de referência com as tabelas oficiais que @brazilian-utils/brazilian-utils traz
// (IBGE, CBO 2002, CNAE-Subclasses 2.3), e a coerência interna das tabelas próprias do produto.
import { getCbo } from '@brazilian-utils/brazilian-utils/get-cbo';
import { getCnae } from '@brazilian-utils/brazilian-utils/get-cnae';
import { getStates } from '@brazilian-utils/brazilian-utils/get-states';
import {
  CONCEITOS,
  CURSOS,
  DIVISOES_CNAE,
  ESTADOS_CIVIS,
  GENEROS,
  GRAUS_ESCOLARIDADE,
  MOTIVOS_AFASTAMENTO,
  MOTIVOS_DESLIGAMENTO,
  NACIONALIDADES,
  PROFISSOES,
  REGIOES,
  SECOES_CNAE,
  SITUACOES_APRENDIZ,
  TIPOS_CONTATO,
  UFS,
  conceitoDaNota,
  listarMunicipios,
} from '../../server/db/seed/referencia';

/** Sem acento, caixa nem espaços repetidos: a tabela publicada da CBO perde alguns acentos. */
function normalizar(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function duplicados(valores: readonly string[]): string[] {
  return valores.filter((v, i) => valores.indexOf(v) !== i);
}

/** Há alguma subclasse CNAE (7 dígitos) que comece pela divisão dada? Varre até achar uma. */
function divisaoTemSubclasse(divisao: string): boolean {
  for (let resto = 0; resto < 100_000; resto++) {
    if (getCnae(divisao + String(resto).padStart(5, '0')) !== null) return true;
  }
  return false;
}

describe('municípios (IBGE)', () => {
  const municipios = listarMunicipios();

  it('traz os 5.571 municípios, cada um com código de 7 dígitos único e UF válida', () => {
    expect(municipios).toHaveLength(5571);
    expect(duplicados(municipios.map((m) => m.codigoIbge))).toEqual([]);
    const siglas = new Set<string>(UFS.map((uf) => uf.sigla));
    for (const m of municipios) {
      expect(m.codigoIbge).toMatch(/^\d{7}$/);
      expect(siglas.has(m.uf)).toBe(true);
      expect(m.nome.trim()).not.toBe('');
    }
  });

  it('tem São Paulo = 3550308/SP e Brasília = 5300108/DF', () => {
    expect(municipios.find((m) => m.codigoIbge === '3550308')).toEqual({
      codigoIbge: '3550308',
      nome: 'São Paulo',
      uf: 'SP',
    });
    expect(municipios.find((m) => m.codigoIbge === '5300108')).toMatchObject({ uf: 'DF' });
  });

  it('começa cada código IBGE pelo código da sua UF', () => {
    const codigoDaUf = new Map<string, string>(UFS.map((uf) => [uf.sigla, uf.codigoIbge]));
    const fora = municipios.filter((m) => !m.codigoIbge.startsWith(codigoDaUf.get(m.uf) ?? '?'));
    expect(fora).toEqual([]);
  });

  it('devolve a mesma lista em chamadas seguidas, sem deixar alterá-la', () => {
    expect(listarMunicipios()).toBe(municipios);
    expect(Object.isFrozen(municipios)).toBe(true);
  });
});

describe('UFs', () => {
  it('são as 27 do IBGE, com nome, região e código iguais aos do pacote', () => {
    expect(UFS).toHaveLength(27);
    const doPacote = getStates()
      .map((s) => ({
        sigla: s.code,
        nome: s.name,
        regiao: s.regionName,
        codigoIbge: String(s.ibgeCode),
      }))
      .sort((a, b) => a.codigoIbge.localeCompare(b.codigoIbge));
    expect(UFS).toEqual(doPacote);
  });
});

describe('profissões (CBO 2002)', () => {
  it('tem entre 60 e 90 ocupações, sem código repetido, no formato ####-##', () => {
    expect(PROFISSOES.length).toBeGreaterThanOrEqual(60);
    expect(PROFISSOES.length).toBeLessThanOrEqual(90);
    expect(duplicados(PROFISSOES.map((p) => p.codigo))).toEqual([]);
    for (const p of PROFISSOES) expect(p.codigo).toMatch(/^\d{4}-\d{2}$/);
  });

  it('usa só códigos que existem na CBO, com o título oficial', () => {
    const divergentes = PROFISSOES.flatMap((p) => {
      const oficial = getCbo(p.codigo);
      if (oficial === null) return [`${p.codigo}: não existe na CBO`];
      return normalizar(oficial.description) === normalizar(p.titulo)
        ? []
        : [`${p.codigo}: "${p.titulo}" ≠ "${oficial.description}"`];
    });
    expect(divergentes).toEqual([]);
  });

  it('inclui as ocupações típicas de aprendiz', () => {
    const codigos = new Set<string>(PROFISSOES.map((p) => p.codigo));
    // Auxiliar de escritório (o "auxiliar administrativo"), assistente administrativo,
    // recepcionista, almoxarife, operador de caixa, repositor, vendedor do varejo, auxiliar de
    // logística, alimentador de linha (o "auxiliar de produção"), atendente de lanchonete.
    for (const codigo of [
      '4110-05',
      '4110-10',
      '4221-05',
      '4141-05',
      '4211-25',
      '5211-25',
      '5211-10',
      '4141-40',
      '7842-05',
      '5134-35',
    ]) {
      expect(codigos.has(codigo)).toBe(true);
    }
  });
});

describe('ramos de atividade (CNAE 2.3)', () => {
  it('tem as 21 seções, de A a U', () => {
    expect(SECOES_CNAE.map((s) => s.codigo).join('')).toBe('ABCDEFGHIJKLMNOPQRSTU');
  });

  it('tem 87 divisões únicas, em ordem, cada uma numa seção existente e toda seção com divisões', () => {
    const codigos = DIVISOES_CNAE.map((d) => d.codigo);
    expect(codigos).toHaveLength(87);
    expect(duplicados(codigos)).toEqual([]);
    expect([...codigos].sort()).toEqual(codigos);
    const secoes = new Set<string>(SECOES_CNAE.map((s) => s.codigo));
    for (const d of DIVISOES_CNAE) {
      expect(d.codigo).toMatch(/^\d{2}$/);
      expect(secoes.has(d.secao)).toBe(true);
    }
    for (const s of SECOES_CNAE) {
      expect(DIVISOES_CNAE.some((d) => d.secao === s.codigo)).toBe(true);
    }
  });

  it('mantém as seções em blocos contíguos de divisões, como na CNAE', () => {
    const ordemDasSecoes = DIVISOES_CNAE.map((d) => d.secao).filter(
      (secao, i, todas) => i === 0 || todas[i - 1] !== secao,
    );
    expect(ordemDasSecoes.join('')).toBe('ABCDEFGHIJKLMNOPQRSTU');
  });

  it('tem exatamente as divisões que prefixam as subclasses oficiais', () => {
    const nossas = new Set(DIVISOES_CNAE.map((d) => d.codigo));
    const todas = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
    const semSubclasse = todas.filter((d) => nossas.has(d) && !divisaoTemSubclasse(d));
    const faltando = todas.filter((d) => !nossas.has(d) && divisaoTemSubclasse(d));
    expect(semSubclasse).toEqual([]);
    expect(faltando).toEqual([]);
  });
});

describe('motivos de desligamento', () => {
  it('cobrem as hipóteses do art. 433 da CLT, cada uma com fundamento', () => {
    const fundamentos = MOTIVOS_DESLIGAMENTO.map((m) => m.fundamento);
    for (const inciso of ['I', 'II', 'III', 'IV']) {
      expect(fundamentos).toContainEqual(
        expect.stringMatching(new RegExp(`art\\. 433, ${inciso}\\b`)),
      );
    }
    expect(MOTIVOS_DESLIGAMENTO.map((m) => m.nome)).toEqual(
      expect.arrayContaining([
        'Término do contrato',
        'Idade máxima (24 anos)',
        'A pedido do aprendiz',
      ]),
    );
    expect(duplicados(MOTIVOS_DESLIGAMENTO.map((m) => m.codigo))).toEqual([]);
    for (const m of MOTIVOS_DESLIGAMENTO) expect(m.fundamento.length).toBeGreaterThan(10);
  });
});

describe('situações do aprendiz', () => {
  it('são as sete do percurso, em ordem, com cor de chip', () => {
    expect(SITUACOES_APRENDIZ.map((s) => s.nome)).toEqual([
      'Inscrito',
      'Em seleção',
      'Encaminhado',
      'Contratado',
      'Afastado',
      'Desligado',
      'Concluído',
    ]);
    expect(SITUACOES_APRENDIZ.map((s) => s.ordem)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(duplicados(SITUACOES_APRENDIZ.map((s) => s.codigo))).toEqual([]);
    for (const s of SITUACOES_APRENDIZ) expect(s.codigo).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });
});

describe('conceitos', () => {
  const porNota = [...CONCEITOS].sort((a, b) => a.notaMinima - b.notaMinima);

  it('têm faixas sem sobreposição nem buraco, de 0 a 10', () => {
    expect(porNota[0]?.notaMinima).toBe(0);
    expect(porNota.at(-1)?.notaMaxima).toBe(10);
    porNota.forEach((conceito, i) => {
      expect(conceito.notaMinima).toBeLessThan(conceito.notaMaxima);
      const anterior = porNota[i - 1];
      if (anterior) {
        expect(conceito.notaMinima).toBeGreaterThan(anterior.notaMaxima);
        expect(conceito.notaMinima - anterior.notaMaxima).toBeCloseTo(0.01, 5);
      }
    });
  });

  it('dão um único conceito para cada nota', () => {
    expect(conceitoDaNota(10)?.sigla).toBe('A');
    expect(conceitoDaNota(9)?.sigla).toBe('A');
    expect(conceitoDaNota(8.99)?.sigla).toBe('B');
    expect(conceitoDaNota(7)?.sigla).toBe('B');
    expect(conceitoDaNota(6.5)?.sigla).toBe('C');
    expect(conceitoDaNota(4.99)?.sigla).toBe('D');
    expect(conceitoDaNota(0)?.sigla).toBe('D');
    expect(conceitoDaNota(10.5)).toBeUndefined();
    expect(conceitoDaNota(-1)).toBeUndefined();
    for (let centesimos = 0; centesimos <= 1000; centesimos++) {
      const nota = centesimos / 100;
      const cabem = CONCEITOS.filter((c) => nota >= c.notaMinima && nota <= c.notaMaxima);
      expect(cabem).toHaveLength(1);
    }
  });
});

describe('cadastros básicos', () => {
  it('não repetem código nem nome em nenhum cadastro', () => {
    for (const itens of [
      ESTADOS_CIVIS,
      GENEROS,
      GRAUS_ESCOLARIDADE,
      MOTIVOS_AFASTAMENTO,
      NACIONALIDADES,
      REGIOES,
      TIPOS_CONTATO,
      CURSOS,
    ]) {
      expect(itens.length).toBeGreaterThan(0);
      expect(duplicados(itens.map((i) => i.codigo))).toEqual([]);
      expect(duplicados(itens.map((i) => i.nome))).toEqual([]);
    }
  });

  it('trazem as opções pedidas', () => {
    expect(GENEROS.map((g) => g.nome)).toContain('Prefiro não informar');
    expect(NACIONALIDADES.map((n) => n.nome)).toEqual(
      expect.arrayContaining(['Brasileira', 'Brasileira naturalizada', 'Estrangeira']),
    );
    expect(TIPOS_CONTATO.map((t) => t.nome)).toEqual(
      expect.arrayContaining(['Telefone', 'Celular', 'WhatsApp', 'E-mail', 'Recado']),
    );
    expect(GRAUS_ESCOLARIDADE.map((g) => g.ordem)).toEqual(GRAUS_ESCOLARIDADE.map((_, i) => i + 1));
  });

  it('ligam cada curso a uma profissão da lista, com carga horária plausível', () => {
    const codigos = new Set<string>(PROFISSOES.map((p) => p.codigo));
    for (const curso of CURSOS) {
      expect(codigos.has(curso.profissao)).toBe(true);
      expect(curso.cargaHorariaTotal).toBeGreaterThanOrEqual(400);
      expect(curso.cargaHorariaTotal).toBeLessThanOrEqual(1200);
    }
  });
});
