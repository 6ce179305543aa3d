// Demo curriculum: the modules and disciplines of an apprenticeship programme's theory part as an
// organisation would write them (a basic module every course shares, a module on work and career,
// and one module of the occupation per course), one plan in force per course whose curriculum adds
// up to the course's hours, and every demo class following its course's plan. Idempotent: does
// nothing once modules exist.
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { cursos, curriculoItens, disciplinas, modulos, planos, turmas } from '../schema';
import { CURSOS } from './referencia';

interface DisciplinaDemo {
  nome: string;
  horas: number;
  ementa: string;
}

interface ModuloDemo {
  nome: string;
  descricao: string;
  disciplinas: readonly DisciplinaDemo[];
}

type CodigoCurso = (typeof CURSOS)[number]['codigo'];

const d = (nome: string, horas: number, ementa: string): DisciplinaDemo => ({
  nome,
  horas,
  ementa,
});

/** Taught to every course, first (Portaria MTP 671/2021: formação básica para o trabalho). */
const BASICOS: readonly ModuloDemo[] = [
  {
    nome: 'Formação básica para o trabalho',
    descricao: 'Conteúdos comuns a todos os cursos, exigidos pelo programa de aprendizagem.',
    disciplinas: [
      d(
        'Comunicação oral e escrita',
        40,
        'Leitura, interpretação e produção de textos do trabalho.',
      ),
      d('Matemática aplicada', 40, 'Operações, porcentagem, proporção e cálculos do dia a dia.'),
      d(
        'Direitos e deveres do trabalhador',
        24,
        'CLT, contrato de aprendizagem e Estatuto da Juventude.',
      ),
      d('Saúde e segurança no trabalho', 24, 'Prevenção de acidentes, EPI e ergonomia.'),
      d(
        'Ética, cidadania e diversidade',
        16,
        'Convivência, respeito às diferenças e direitos humanos.',
      ),
      d('Educação financeira', 16, 'Orçamento pessoal, crédito, poupança e consumo consciente.'),
      d('Informática básica', 40, 'Sistema operacional, editor de textos, planilhas e internet.'),
    ],
  },
  {
    nome: 'Mundo do trabalho e carreira',
    descricao: 'Projeto de vida, relações no trabalho e empreendedorismo.',
    disciplinas: [
      d('Projeto de vida e carreira', 20, 'Autoconhecimento, metas e planejamento profissional.'),
      d('Relações interpessoais e trabalho em equipe', 20, 'Comunicação, feedback e cooperação.'),
      d(
        'Meio ambiente e sustentabilidade',
        16,
        'Resíduos, consumo de recursos e responsabilidade social.',
      ),
      d('Empreendedorismo', 24, 'Identificação de oportunidades e noções de plano de negócio.'),
    ],
  },
];

/** The occupation's own module per course; its hours complete the course's total. */
const ESPECIFICOS: Record<CodigoCurso, ModuloDemo> = {
  'servicos-administrativos': {
    nome: 'Rotinas administrativas',
    descricao: 'Escritório, arquivo, atendimento e noções de pessoal e financeiro.',
    disciplinas: [
      d('Rotinas de escritório e arquivo', 60, 'Documentos, protocolo, arquivo físico e digital.'),
      d('Atendimento ao público', 40, 'Recepção, telefone e e-mail corporativo.'),
      d('Noções de departamento pessoal', 40, 'Admissão, folha de ponto e benefícios.'),
      d('Noções de rotinas financeiras', 40, 'Contas a pagar e a receber, notas fiscais.'),
      d('Planilhas eletrônicas', 20, 'Fórmulas, tabelas e gráficos para o escritório.'),
    ],
  },
  logistica: {
    nome: 'Operações logísticas',
    descricao: 'Do recebimento à expedição de mercadorias.',
    disciplinas: [
      d('Recebimento e conferência de mercadorias', 40, 'Nota fiscal, conferência e avarias.'),
      d(
        'Armazenagem e movimentação de materiais',
        48,
        'Endereçamento, paletização e equipamentos.',
      ),
      d('Controle de estoque e inventário', 48, 'Giro, curva ABC, PEPS e inventário rotativo.'),
      d('Expedição e distribuição', 40, 'Separação, roteirização e documentos de transporte.'),
      d('Segurança em armazéns', 24, 'Empilhadeiras, cargas e sinalização.'),
    ],
  },
  'comercio-varejo': {
    nome: 'Comércio e varejo',
    descricao: 'Atendimento, vendas e operação de loja.',
    disciplinas: [
      d('Técnicas de vendas', 32, 'Abordagem, necessidades do cliente e fechamento.'),
      d('Atendimento e pós-venda', 24, 'Trocas, fidelização e reclamações.'),
      d('Exposição e reposição de produtos', 24, 'Vitrinismo, planograma e validade.'),
      d('Operação de caixa', 24, 'Meios de pagamento, troco e fechamento de caixa.'),
      d('Direitos do consumidor', 16, 'Código de Defesa do Consumidor no varejo.'),
    ],
  },
  'atendimento-telemarketing': {
    nome: 'Teleatendimento',
    descricao: 'Atendimento por telefone e canais digitais.',
    disciplinas: [
      d('Técnicas de teleatendimento', 32, 'Roteiros, escuta ativa e tom de voz.'),
      d('Comunicação por canais digitais', 24, 'Chat, e-mail e redes sociais.'),
      d('Registro e acompanhamento de chamados', 24, 'Sistemas de atendimento e protocolos.'),
      d('Gestão de conflitos no atendimento', 24, 'Clientes insatisfeitos e negociação.'),
      d('SAC e Código de Defesa do Consumidor', 16, 'Decreto do SAC e prazos de resposta.'),
    ],
  },
  'servicos-bancarios': {
    nome: 'Serviços bancários',
    descricao: 'Produtos, atendimento e segurança no sistema financeiro.',
    disciplinas: [
      d('Sistema financeiro nacional', 40, 'Instituições, Banco Central e regulação.'),
      d('Produtos e serviços bancários', 60, 'Contas, cartões, crédito, investimentos e seguros.'),
      d('Matemática financeira', 60, 'Juros simples e compostos, descontos e amortização.'),
      d('Atendimento em agência', 40, 'Acolhimento, triagem e atendimento prioritário.'),
      d('Prevenção à lavagem de dinheiro', 40, 'Lei 9.613/1998, sinais de alerta e comunicação.'),
      d('Segurança da informação bancária', 40, 'Fraudes, golpes e sigilo bancário.'),
    ],
  },
  'producao-industrial': {
    nome: 'Produção industrial',
    descricao: 'Processos produtivos, qualidade e segurança na indústria.',
    disciplinas: [
      d('Processos produtivos', 60, 'Fluxo de produção, layout e indicadores.'),
      d('Qualidade e ferramentas (5S, PDCA)', 48, 'Programas de qualidade e melhoria contínua.'),
      d('Leitura e interpretação de desenho técnico', 48, 'Vistas, cotas e tolerâncias.'),
      d('Segurança em máquinas e equipamentos (NR-12)', 40, 'Proteções, bloqueio e sinalização.'),
      d('Metrologia básica', 44, 'Paquímetro, micrômetro e unidades de medida.'),
      d('Manutenção autônoma', 40, 'Limpeza, inspeção e lubrificação de equipamentos.'),
    ],
  },
  'manutencao-predial': {
    nome: 'Manutenção predial',
    descricao: 'Reparos e conservação de edificações.',
    disciplinas: [
      d('Instalações hidráulicas básicas', 48, 'Tubos, conexões, vazamentos e reparos.'),
      d('Alvenaria e revestimentos', 48, 'Assentamento, reboco e cerâmica.'),
      d('Pintura predial', 40, 'Preparação de superfícies, tintas e acabamento.'),
      d('Conservação de edificações', 40, 'Inspeção predial e manutenção preventiva.'),
      d('Ferramentas e equipamentos', 24, 'Uso seguro e conservação de ferramentas.'),
    ],
  },
  alimentacao: {
    nome: 'Serviços de alimentação',
    descricao: 'Boas práticas e rotina de cozinha e salão.',
    disciplinas: [
      d('Boas práticas de manipulação de alimentos', 32, 'RDC 216/2004 e contaminação.'),
      d('Higiene e segurança alimentar', 24, 'Higiene pessoal, do ambiente e dos utensílios.'),
      d('Pré-preparo e técnicas básicas de cozinha', 32, 'Cortes, cocção e porcionamento.'),
      d('Organização de cozinha e estoque', 16, 'Armazenamento, validade e PEPS.'),
      d('Atendimento em lanchonetes e restaurantes', 16, 'Salão, balcão e pedidos.'),
    ],
  },
  'suporte-ti': {
    nome: 'Suporte de informática',
    descricao: 'Atendimento ao usuário, hardware, sistemas e redes.',
    disciplinas: [
      d('Sistemas operacionais', 40, 'Instalação, configuração e usuários.'),
      d('Hardware e montagem de computadores', 40, 'Componentes, montagem e diagnóstico.'),
      d('Redes de computadores básicas', 40, 'Cabeamento, endereçamento IP e Wi-Fi.'),
      d('Atendimento ao usuário e chamados', 40, 'Service desk, SLA e base de conhecimento.'),
      d('Segurança da informação e LGPD', 40, 'Senhas, backup, vírus e dados pessoais.'),
    ],
  },
  'eletricidade-predial': {
    nome: 'Eletricidade predial',
    descricao: 'Instalações elétricas de baixa tensão.',
    disciplinas: [
      d('Fundamentos de eletricidade', 60, 'Tensão, corrente, resistência e potência.'),
      d('Circuitos elétricos de baixa tensão', 80, 'Circuitos série, paralelo e proteção.'),
      d('Leitura de projetos elétricos', 60, 'Simbologia, plantas e diagramas.'),
      d('Instalações elétricas prediais', 80, 'Tomadas, iluminação, quadros e NBR 5410.'),
      d('Segurança em instalações elétricas (NR-10)', 40, 'Riscos, medidas de controle e EPI.'),
      d(
        'Ferramentas e instrumentos de medição',
        40,
        'Multímetro, alicate amperímetro e uso seguro.',
      ),
    ],
  },
};

const horasDe = (m: ModuloDemo) => m.disciplinas.reduce((total, x) => total + x.horas, 0);

/** The demo curriculum must add up to each course's hours: a wrong table fails here, not on screen. */
export function conferirCurriculoDemo(): void {
  const basicas = BASICOS.reduce((total, m) => total + horasDe(m), 0);
  for (const curso of CURSOS) {
    const total = basicas + horasDe(ESPECIFICOS[curso.codigo]);
    if (total !== curso.cargaHorariaTotal) {
      throw new Error(
        `Currículo de demonstração de ${curso.codigo}: ${total} h, curso ${curso.cargaHorariaTotal} h`,
      );
    }
  }
}

export async function semearDemoCurriculo(
  db: Database,
  hoje: string,
): Promise<Record<string, number>> {
  conferirCurriculoDemo();
  return db.transaction(async (tx) => {
    const [existentes] = await tx.select({ n: count() }).from(modulos);
    if ((existentes?.n ?? 0) > 0) return {};
    const inseridos = { modulos: 0, disciplinas: 0, planos: 0, curriculo_itens: 0 };

    const idsDe = async (m: ModuloDemo, ordem: number) => {
      const [modulo] = await tx
        .insert(modulos)
        .values({ nome: m.nome, ordem, cargaHoraria: horasDe(m), descricao: m.descricao })
        .returning({ id: modulos.id });
      if (!modulo) throw new Error('INSERT em modulos não devolveu o id');
      inseridos.modulos += 1;
      const linhas = await tx
        .insert(disciplinas)
        .values(
          m.disciplinas.map((x) => ({
            moduloId: modulo.id,
            nome: x.nome,
            cargaHoraria: x.horas,
            ementa: x.ementa,
          })),
        )
        .returning({ id: disciplinas.id, cargaHoraria: disciplinas.cargaHoraria });
      inseridos.disciplinas += linhas.length;
      return linhas;
    };

    const basicas = [];
    for (const [i, m] of BASICOS.entries()) basicas.push(...(await idsDe(m, i + 1)));

    // Plans in force from the start of the year three years back: the demo's oldest classes
    // (ended up to ~2 years ago) already followed them.
    const vigenciaInicio = `${Number(hoje.slice(0, 4)) - 3}-01-01`;
    for (const [i, curso] of CURSOS.entries()) {
      const especificas = await idsDe(ESPECIFICOS[curso.codigo], BASICOS.length + i + 1);
      const [linhaCurso] = await tx
        .select({ id: cursos.id, nome: cursos.nome })
        .from(cursos)
        .where(eq(cursos.codigo, curso.codigo));
      if (!linhaCurso) continue;
      const [plano] = await tx
        .insert(planos)
        .values({
          cursoId: linhaCurso.id,
          nome: `Plano ${vigenciaInicio.slice(0, 4)} — ${curso.nome.replace(/^Aprendiz em /, '')}`,
          vigenciaInicio,
        })
        .returning({ id: planos.id });
      if (!plano) throw new Error('INSERT em planos não devolveu o id');
      inseridos.planos += 1;
      const itens = [...basicas, ...especificas].map((x, ordem) => ({
        planoId: plano.id,
        disciplinaId: x.id,
        ordem: ordem + 1,
        cargaHoraria: x.cargaHoraria,
      }));
      await tx.insert(curriculoItens).values(itens);
      inseridos.curriculo_itens += itens.length;
    }

    // Every demo class follows its course's plan.
    await tx.execute(sql`
      UPDATE turmas SET plano_id = p.id
      FROM planos p
      WHERE p.curso_id = ${turmas.cursoId} AND ${turmas.planoId} IS NULL
        AND ${turmas.dataInicio} >= p.vigencia_inicio`);
    return inseridos;
  });
}
