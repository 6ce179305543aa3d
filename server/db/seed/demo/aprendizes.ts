// Generates realistic apprentices from a fixed seed: pt-BR names, valid CPFs, municipalities of the
// São Paulo metropolitan region weighted by population (IBGE, Censo 2022), ages 14–24, schooling by
// age, a plausible spread of situações with the path that led there, responsáveis for minors.
// Pure: no database, no clock (`hoje` is given), no Math.random; the same seed and day give the
// same people. Used by the demo data (2,000) and the benchmark (150,000).
import { idadeEm, MAIORIDADE, somarDias } from '../../../../src/shared/validation/datas';
import { digitosVerificadoresCpf } from '../../../../src/shared/validation/documentos';
import { MOTIVOS_AFASTAMENTO, type CodigoSituacaoAprendiz } from '../referencia';
import {
  BAIRROS,
  ESCOLAS,
  LOGRADOUROS,
  NOMES_FEMININOS,
  NOMES_MASCULINOS,
  SOBRENOMES,
} from './nomes';

/** mulberry32: a tiny, fast, good-enough PRNG with a 32-bit state. */
export function prng(semente: number): () => number {
  let estado = semente >>> 0;
  return () => {
    estado = (estado + 0x6d2b79f5) >>> 0;
    let t = estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export class Sorteio {
  constructor(readonly aleatorio: () => number) {}
  inteiro(min: number, max: number): number {
    return min + Math.floor(this.aleatorio() * (max - min + 1));
  }
  chance(p: number): boolean {
    return this.aleatorio() < p;
  }
  um<T>(itens: readonly T[]): T {
    return itens[Math.floor(this.aleatorio() * itens.length)] as T;
  }
  /** One of the keys, with probability proportional to its weight. */
  pesado<K extends string | number>(pesos: readonly (readonly [K, number])[]): K {
    const total = pesos.reduce((s, [, p]) => s + p, 0);
    let alvo = this.aleatorio() * total;
    for (const [chave, peso] of pesos) {
      alvo -= peso;
      if (alvo < 0) return chave;
    }
    return (pesos.at(-1) as readonly [K, number])[0];
  }
  digitos(n: number): string {
    let s = '';
    for (let i = 0; i < n; i += 1) s += String(this.inteiro(0, 9));
    return s;
  }
}

/** Municipalities of the Região Metropolitana de São Paulo, weighted by population (thousands). */
export const MUNICIPIOS_RMSP: readonly (readonly [number, number])[] = [
  [3550308, 11451], // São Paulo
  [3518800, 1291], // Guarulhos
  [3548708, 810], // São Bernardo do Campo
  [3547809, 748], // Santo André
  [3534401, 728], // Osasco
  [3530607, 451], // Mogi das Cruzes
  [3529401, 418], // Mauá
  [3513801, 393], // Diadema
  [3510609, 387], // Carapicuíba
  [3523107, 369], // Itaquaquecetuba
  [3505708, 316], // Barueri
  [3552502, 307], // Suzano
  [3513009, 274], // Cotia
  [3552809, 273], // Taboão da Serra
  [3515004, 250], // Embu das Artes
  [3522505, 232], // Itapevi
  [3515707, 179], // Ferraz de Vasconcelos
  [3516309, 165], // Francisco Morato
  [3548807, 165], // São Caetano do Sul
  [3522208, 158], // Itapecerica da Serra
  [3547304, 154], // Santana de Parnaíba
  [3516408, 144], // Franco da Rocha
  [3525003, 118], // Jandira
  [3543303, 115], // Ribeirão Pires
  [3539806, 103], // Poá
  [3509007, 95], // Caieiras
  [3528502, 93], // Mairiporã
  [3509205, 92], // Cajamar
  [3503901, 86], // Arujá
  [3515103, 66], // Embu-Guaçu
  [3546801, 53], // Santa Isabel
  [3556453, 50], // Vargem Grande Paulista
  [3544103, 44], // Rio Grande da Serra
  [3506607, 32], // Biritiba Mirim
  [3518305, 31], // Guararema
  [3526209, 27], // Juquitiba
  [3539103, 18], // Pirapora do Bom Jesus
  [3545001, 15], // Salesópolis
  [3549953, 15], // São Lourenço da Serra
];

/** Where apprentices born outside the region mostly come from. */
export const NATURALIDADES_MIGRANTES: readonly number[] = [
  2927408, // Salvador
  2611606, // Recife
  2304400, // Fortaleza
  3106200, // Belo Horizonte
  2111300, // São Luís
  2211001, // Teresina
  2704302, // Maceió
  2507507, // João Pessoa
  3509502, // Campinas
  3548500, // Santos
];

const SAO_PAULO = 3550308;

/** CEP prefixes of the capital's zones (Correios) and the region codigo each maps to. */
const ZONAS_SP: readonly (readonly [string, readonly string[], number])[] = [
  ['centro', ['01'], 8],
  ['zona-norte', ['02'], 22],
  ['zona-leste', ['03', '08'], 35],
  ['zona-sul', ['04'], 25],
  ['zona-oeste', ['05'], 10],
];

export interface Referencias {
  situacoes: ReadonlyMap<CodigoSituacaoAprendiz, number>;
  graus: ReadonlyMap<string, number>;
  generos: ReadonlyMap<string, number>;
  estadosCivis: ReadonlyMap<string, number>;
  nacionalidades: ReadonlyMap<string, number>;
  regioes: ReadonlyMap<string, number>;
  tiposContato: ReadonlyMap<string, number>;
  motivosAfastamento: ReadonlyMap<string, number>;
}

export interface PassoHistorico {
  situacao: CodigoSituacaoAprendiz;
  data: string;
  motivo: string;
  origem: string;
}

export interface AprendizGerado {
  aprendiz: {
    nome: string;
    nomeSocial: string | null;
    cpf: string;
    rg: string | null;
    dataNascimento: string;
    generoId: number | null;
    estadoCivilId: number | null;
    nacionalidadeId: number | null;
    naturalidadeId: number | null;
    grauEscolaridadeId: number | null;
    escola: string | null;
    turnoEscolar: string | null;
    pcd: boolean;
    tipoDeficiencia: string | null;
    email: string | null;
    telefone: string | null;
    celular: string | null;
    cep: string | null;
    logradouro: string | null;
    numero: string | null;
    complemento: string | null;
    bairro: string | null;
    municipioId: number;
    uf: string;
    regiaoId: number | null;
    responsavelNome: string | null;
    responsavelCpf: string | null;
    responsavelParentesco: string | null;
    responsavelTelefone: string | null;
    situacaoId: number;
    dataCadastro: string;
    observacoes: string | null;
    ativo: boolean;
  };
  historico: PassoHistorico[];
  contatos: { tipoContatoId: number; valor: string }[];
  /** An open leave, for those 'Afastado'. */
  afastamento: {
    motivoAfastamentoId: number;
    dataInicio: string;
    situacaoAnterior: 'contratado';
  } | null;
}

const DIA = 86_400_000;
const emMs = (data: string) => Date.parse(`${data}T00:00:00Z`);

const semAcento = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

function obter<K>(mapa: ReadonlyMap<K, number>, chave: K): number {
  const id = mapa.get(chave);
  if (id === undefined) throw new Error(`Dado de referência ausente: ${String(chave)}`);
  return id;
}

function grauPorIdade(s: Sorteio, idade: number): string {
  if (idade <= 15)
    return s.pesado([
      ['fundamental-cursando', 40],
      ['medio-cursando', 60],
    ]);
  if (idade <= 17) {
    return s.pesado([
      ['medio-cursando', 82],
      ['tecnico-cursando', 10],
      ['eja-cursando', 5],
      ['fundamental-cursando', 3],
    ]);
  }
  return s.pesado([
    ['medio-completo', 38],
    ['medio-cursando', 14],
    ['superior-cursando', 16],
    ['tecnico-cursando', 10],
    ['tecnico-completo', 5],
    ['eja-cursando', 6],
    ['medio-incompleto', 6],
    ['superior-incompleto', 5],
  ]);
}

/** The path to the current situação, with increasing dates no later than today. */
function percurso(s: Sorteio, cadastro: string, hoje: string, final: CodigoSituacaoAprendiz) {
  const ordem: CodigoSituacaoAprendiz[] = ['inscrito', 'em-selecao', 'encaminhado', 'contratado'];
  const alvo: CodigoSituacaoAprendiz[] =
    final === 'afastado' || final === 'desligado' || final === 'concluido'
      ? [...ordem, final]
      : ordem.slice(0, ordem.indexOf(final) + 1);
  const passos: PassoHistorico[] = [];
  const disponivel = Math.max(0, (emMs(hoje) - emMs(cadastro)) / DIA);
  let data = cadastro;
  const motivos: Record<string, [string, string]> = {
    inscrito: ['Cadastro do aprendiz', 'cadastro'],
    'em-selecao': ['Candidatura a vaga', 'candidatura'],
    encaminhado: ['Encaminhado para entrevista', 'encaminhamento'],
    contratado: ['Contrato de aprendizagem', 'contrato'],
    afastado: ['Afastamento', 'afastamento'],
    desligado: ['Rescisão do contrato', 'rescisao'],
    concluido: ['Término do contrato', 'termino'],
  };
  alvo.forEach((situacao, i) => {
    if (i > 0) {
      // Spread the steps over the time since sign-up; the exits come last.
      const fatia = disponivel / alvo.length;
      data = somarDias(data, Math.max(1, Math.floor(fatia * (0.4 + s.aleatorio() * 0.6))));
      if (data > hoje) data = hoje;
    }
    const [motivo, origem] = motivos[situacao] ?? ['Carga inicial', 'carga-inicial'];
    passos.push({ situacao, data, motivo, origem });
  });
  return passos;
}

export interface OpcoesGeracao {
  quantidade: number;
  semente: number;
  /** Today, 'aaaa-mm-dd': ages and dates are counted from it. */
  hoje: string;
  referencias: Referencias;
  /** CPFs that must not be generated (already in the database). */
  cpfsUsados?: ReadonlySet<string>;
}

export function* gerarAprendizes(opcoes: OpcoesGeracao): Generator<AprendizGerado> {
  const { hoje, referencias: r } = opcoes;
  const s = new Sorteio(prng(opcoes.semente));
  const cpfs = new Set<string>(opcoes.cpfsUsados);
  const novoCpf = () => {
    for (;;) {
      // The 9th digit is the fiscal region: 8 = São Paulo, like most people born here.
      const base = s.digitos(8) + (s.chance(0.85) ? '8' : String(s.inteiro(0, 9)));
      if (/^(\d)\1{8}$/.test(base)) continue;
      const cpf = base + digitosVerificadoresCpf(base);
      if (!cpfs.has(cpf)) {
        cpfs.add(cpf);
        return cpf;
      }
    }
  };
  const celular = () => `119${s.inteiro(5, 9)}${s.digitos(7)}`;

  for (let i = 0; i < opcoes.quantidade; i += 1) {
    const feminino = s.chance(0.5);
    const primeiro = s.um(feminino ? NOMES_FEMININOS : NOMES_MASCULINOS);
    const meio = s.chance(0.35) ? ` ${s.um(feminino ? NOMES_FEMININOS : NOMES_MASCULINOS)}` : '';
    const sobrenomeMae = s.um(SOBRENOMES);
    const sobrenomePai = s.um(SOBRENOMES);
    const nome = `${primeiro}${meio} ${sobrenomeMae === sobrenomePai ? '' : `${sobrenomeMae} `}${sobrenomePai}`;

    // Signed up in the last two years, aged 14 to 22 then: 14 to 24 today.
    const dataCadastro = somarDias(hoje, -s.inteiro(0, 720));
    const idadeNoCadastro = s.pesado([
      [14, 10],
      [15, 14],
      [16, 18],
      [17, 18],
      [18, 14],
      [19, 10],
      [20, 7],
      [21, 5],
      [22, 4],
    ]);
    let dataNascimento = somarDias(
      `${Number(dataCadastro.slice(0, 4)) - idadeNoCadastro}${dataCadastro.slice(4)}`,
      -s.inteiro(0, 360),
    );
    if (idadeEm(dataNascimento, dataCadastro) !== idadeNoCadastro)
      dataNascimento = somarDias(dataNascimento, 5);
    const idade = idadeEm(dataNascimento, hoje);

    let final = s.pesado<CodigoSituacaoAprendiz>([
      ['inscrito', 22],
      ['em-selecao', 12],
      ['encaminhado', 8],
      ['contratado', 38],
      ['afastado', 3],
      ['desligado', 7],
      ['concluido', 10],
    ]);
    const diasDesdeCadastro = (emMs(hoje) - emMs(dataCadastro)) / DIA;
    if ((final === 'desligado' || final === 'concluido') && diasDesdeCadastro < 240)
      final = 'contratado';
    if (final !== 'inscrito' && diasDesdeCadastro < 20) final = 'inscrito';
    const historico = percurso(s, dataCadastro, hoje, final);

    const municipioId = s.pesado(MUNICIPIOS_RMSP);
    let cep: string;
    let regiao: string;
    if (municipioId === SAO_PAULO) {
      const [zona, prefixos] = s.um(ZONAS_SP.flatMap((z) => Array<typeof z>(z[2]).fill(z)));
      regiao = zona;
      cep = s.um(prefixos) + s.digitos(6);
    } else {
      regiao = 'regiao-metropolitana';
      cep = String(s.inteiro(6000, 9999)).padStart(4, '0') + s.digitos(4);
    }
    const estudando = grauPorIdade(s, idade);
    const menor = idade < MAIORIDADE;
    const pcd = s.chance(0.05);
    const genero = s.chance(0.03)
      ? s.um(['mulher-trans', 'homem-trans', 'nao-binario', 'prefiro-nao-informar'])
      : feminino
        ? 'feminino'
        : 'masculino';
    const nomeSocial =
      genero === 'mulher-trans' || genero === 'homem-trans'
        ? `${s.um(genero === 'mulher-trans' ? NOMES_FEMININOS : NOMES_MASCULINOS)} ${sobrenomePai}`
        : null;
    const cel = celular();
    const responsavelMae = s.chance(0.7);

    const contatos: AprendizGerado['contatos'] = [];
    if (s.chance(0.4))
      contatos.push({ tipoContatoId: obter(r.tiposContato, 'whatsapp'), valor: cel });
    if (s.chance(0.15))
      contatos.push({ tipoContatoId: obter(r.tiposContato, 'recado'), valor: celular() });

    const motivoAfastamento =
      feminino && idade >= 16 && s.chance(0.2)
        ? 'licenca-maternidade'
        : s.pesado([
            ['licenca-medica', 75],
            ['acidente-trabalho', 15],
            ['outros', 10],
          ]);
    const ultimo = historico.at(-1);
    if (final === 'afastado' && ultimo) {
      const nomeMotivo = MOTIVOS_AFASTAMENTO.find((m) => m.codigo === motivoAfastamento)?.nome;
      ultimo.motivo = `Afastamento: ${nomeMotivo ?? 'Outros'}`;
    }

    yield {
      aprendiz: {
        nome,
        nomeSocial,
        cpf: novoCpf(),
        rg: s.chance(0.8)
          ? `${s.digitos(2)}.${s.digitos(3)}.${s.digitos(3)}-${s.inteiro(0, 9)}`
          : null,
        dataNascimento,
        generoId: obter(r.generos, genero),
        estadoCivilId: obter(
          r.estadosCivis,
          idade >= 18
            ? s.pesado([
                ['solteiro', 95],
                ['uniao-estavel', 3],
                ['casado', 2],
              ])
            : 'solteiro',
        ),
        nacionalidadeId: obter(
          r.nacionalidades,
          s.pesado([
            ['brasileira', 960],
            ['venezuelana', 15],
            ['boliviana', 10],
            ['haitiana', 8],
            ['brasileira-naturalizada', 7],
          ]),
        ),
        naturalidadeId: s.chance(0.75) ? municipioId : s.um(NATURALIDADES_MIGRANTES),
        grauEscolaridadeId: obter(r.graus, estudando),
        escola: estudando.endsWith('cursando') ? s.um(ESCOLAS) : null,
        turnoEscolar: estudando.endsWith('cursando')
          ? s.pesado([
              ['manha', 45],
              ['tarde', 25],
              ['noite', 30],
            ])
          : null,
        pcd,
        tipoDeficiencia: pcd
          ? s.um(['fisica', 'auditiva', 'visual', 'intelectual', 'psicossocial', 'multipla'])
          : null,
        email: s.chance(0.85)
          ? `${semAcento(primeiro)}.${semAcento(sobrenomePai)}${s.inteiro(1, 999)}@example.com`
          : null,
        telefone: s.chance(0.3) ? `11${s.inteiro(2, 5)}${s.digitos(7)}` : null,
        celular: cel,
        cep,
        logradouro: s.um(LOGRADOUROS),
        numero: String(s.inteiro(1, 2500)),
        complemento: s.chance(0.2) ? `Apto ${s.inteiro(1, 30)}${s.inteiro(1, 8)}` : null,
        bairro: s.um(BAIRROS),
        municipioId,
        uf: 'SP',
        regiaoId: obter(r.regioes, regiao),
        responsavelNome: menor
          ? `${s.um(responsavelMae ? NOMES_FEMININOS : NOMES_MASCULINOS)} ${responsavelMae ? sobrenomeMae : sobrenomePai}`
          : null,
        responsavelCpf: menor ? novoCpf() : null,
        responsavelParentesco: menor
          ? responsavelMae
            ? s.pesado([
                ['Mãe', 85],
                ['Avó', 10],
                ['Tia', 5],
              ])
            : s.pesado([
                ['Pai', 85],
                ['Avô', 10],
                ['Tio', 5],
              ])
          : null,
        responsavelTelefone: menor ? celular() : null,
        situacaoId: obter(r.situacoes, final),
        dataCadastro,
        observacoes: s.chance(0.05) ? 'Prefere vagas próximas de casa.' : null,
        ativo: !s.chance(0.03),
      },
      historico,
      contatos,
      afastamento:
        final === 'afastado' && ultimo
          ? {
              motivoAfastamentoId: obter(r.motivosAfastamento, motivoAfastamento),
              dataInicio: ultimo.data,
              situacaoAnterior: 'contratado',
            }
          : null,
    };
  }
}
