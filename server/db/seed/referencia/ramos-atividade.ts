// Ramos de atividade: as 21 seções (A–U) e as 87 divisões da CNAE 2.0, estrutura em vigor na
// CNAE-Subclasses 2.3. Fonte: IBGE/CONCLA (concla.ibge.gov.br; servicodados.ibge.gov.br/api/v2/cnae),
// com os nomes oficiais em caixa de frase e a grafia oficial preservada ("aqüicultura",
// "não-metálicos", "infra-estrutura", "mão-de-obra"). @brazilian-utils/brazilian-utils 2.4.0 traz
// só as 1.332 subclasses, sem os nomes de seção e divisão; o teste confere que as divisões daqui e
// os dois primeiros dígitos das subclasses de lá são o mesmo conjunto.

export interface SecaoCnae {
  /** Letra da seção, A a U. */
  readonly codigo: string;
  readonly nome: string;
}

export interface DivisaoCnae {
  /** Dois dígitos, 01 a 99 (com lacunas: a CNAE não usa 04, 34, 40, 44, 48, 54, 57, 67, 76, 83, 89 e 98). */
  readonly codigo: string;
  readonly nome: string;
  readonly secao: CodigoSecaoCnae;
}

export const SECOES_CNAE = [
  { codigo: 'A', nome: 'Agricultura, pecuária, produção florestal, pesca e aqüicultura' },
  { codigo: 'B', nome: 'Indústrias extrativas' },
  { codigo: 'C', nome: 'Indústrias de transformação' },
  { codigo: 'D', nome: 'Eletricidade e gás' },
  { codigo: 'E', nome: 'Água, esgoto, atividades de gestão de resíduos e descontaminação' },
  { codigo: 'F', nome: 'Construção' },
  { codigo: 'G', nome: 'Comércio; reparação de veículos automotores e motocicletas' },
  { codigo: 'H', nome: 'Transporte, armazenagem e correio' },
  { codigo: 'I', nome: 'Alojamento e alimentação' },
  { codigo: 'J', nome: 'Informação e comunicação' },
  { codigo: 'K', nome: 'Atividades financeiras, de seguros e serviços relacionados' },
  { codigo: 'L', nome: 'Atividades imobiliárias' },
  { codigo: 'M', nome: 'Atividades profissionais, científicas e técnicas' },
  { codigo: 'N', nome: 'Atividades administrativas e serviços complementares' },
  { codigo: 'O', nome: 'Administração pública, defesa e seguridade social' },
  { codigo: 'P', nome: 'Educação' },
  { codigo: 'Q', nome: 'Saúde humana e serviços sociais' },
  { codigo: 'R', nome: 'Artes, cultura, esporte e recreação' },
  { codigo: 'S', nome: 'Outras atividades de serviços' },
  { codigo: 'T', nome: 'Serviços domésticos' },
  { codigo: 'U', nome: 'Organismos internacionais e outras instituições extraterritoriais' },
] as const satisfies readonly SecaoCnae[];

export type CodigoSecaoCnae = (typeof SECOES_CNAE)[number]['codigo'];

export const DIVISOES_CNAE: readonly DivisaoCnae[] = [
  { codigo: '01', secao: 'A', nome: 'Agricultura, pecuária e serviços relacionados' },
  { codigo: '02', secao: 'A', nome: 'Produção florestal' },
  { codigo: '03', secao: 'A', nome: 'Pesca e aqüicultura' },
  { codigo: '05', secao: 'B', nome: 'Extração de carvão mineral' },
  { codigo: '06', secao: 'B', nome: 'Extração de petróleo e gás natural' },
  { codigo: '07', secao: 'B', nome: 'Extração de minerais metálicos' },
  { codigo: '08', secao: 'B', nome: 'Extração de minerais não-metálicos' },
  { codigo: '09', secao: 'B', nome: 'Atividades de apoio à extração de minerais' },
  { codigo: '10', secao: 'C', nome: 'Fabricação de produtos alimentícios' },
  { codigo: '11', secao: 'C', nome: 'Fabricação de bebidas' },
  { codigo: '12', secao: 'C', nome: 'Fabricação de produtos do fumo' },
  { codigo: '13', secao: 'C', nome: 'Fabricação de produtos têxteis' },
  { codigo: '14', secao: 'C', nome: 'Confecção de artigos do vestuário e acessórios' },
  {
    codigo: '15',
    secao: 'C',
    nome: 'Preparação de couros e fabricação de artefatos de couro, artigos para viagem e calçados',
  },
  { codigo: '16', secao: 'C', nome: 'Fabricação de produtos de madeira' },
  { codigo: '17', secao: 'C', nome: 'Fabricação de celulose, papel e produtos de papel' },
  { codigo: '18', secao: 'C', nome: 'Impressão e reprodução de gravações' },
  {
    codigo: '19',
    secao: 'C',
    nome: 'Fabricação de coque, de produtos derivados do petróleo e de biocombustíveis',
  },
  { codigo: '20', secao: 'C', nome: 'Fabricação de produtos químicos' },
  { codigo: '21', secao: 'C', nome: 'Fabricação de produtos farmoquímicos e farmacêuticos' },
  { codigo: '22', secao: 'C', nome: 'Fabricação de produtos de borracha e de material plástico' },
  { codigo: '23', secao: 'C', nome: 'Fabricação de produtos de minerais não-metálicos' },
  { codigo: '24', secao: 'C', nome: 'Metalurgia' },
  {
    codigo: '25',
    secao: 'C',
    nome: 'Fabricação de produtos de metal, exceto máquinas e equipamentos',
  },
  {
    codigo: '26',
    secao: 'C',
    nome: 'Fabricação de equipamentos de informática, produtos eletrônicos e ópticos',
  },
  { codigo: '27', secao: 'C', nome: 'Fabricação de máquinas, aparelhos e materiais elétricos' },
  { codigo: '28', secao: 'C', nome: 'Fabricação de máquinas e equipamentos' },
  { codigo: '29', secao: 'C', nome: 'Fabricação de veículos automotores, reboques e carrocerias' },
  {
    codigo: '30',
    secao: 'C',
    nome: 'Fabricação de outros equipamentos de transporte, exceto veículos automotores',
  },
  { codigo: '31', secao: 'C', nome: 'Fabricação de móveis' },
  { codigo: '32', secao: 'C', nome: 'Fabricação de produtos diversos' },
  {
    codigo: '33',
    secao: 'C',
    nome: 'Manutenção, reparação e instalação de máquinas e equipamentos',
  },
  { codigo: '35', secao: 'D', nome: 'Eletricidade, gás e outras utilidades' },
  { codigo: '36', secao: 'E', nome: 'Captação, tratamento e distribuição de água' },
  { codigo: '37', secao: 'E', nome: 'Esgoto e atividades relacionadas' },
  {
    codigo: '38',
    secao: 'E',
    nome: 'Coleta, tratamento e disposição de resíduos; recuperação de materiais',
  },
  { codigo: '39', secao: 'E', nome: 'Descontaminação e outros serviços de gestão de resíduos' },
  { codigo: '41', secao: 'F', nome: 'Construção de edifícios' },
  { codigo: '42', secao: 'F', nome: 'Obras de infra-estrutura' },
  { codigo: '43', secao: 'F', nome: 'Serviços especializados para construção' },
  { codigo: '45', secao: 'G', nome: 'Comércio e reparação de veículos automotores e motocicletas' },
  {
    codigo: '46',
    secao: 'G',
    nome: 'Comércio por atacado, exceto veículos automotores e motocicletas',
  },
  { codigo: '47', secao: 'G', nome: 'Comércio varejista' },
  { codigo: '49', secao: 'H', nome: 'Transporte terrestre' },
  { codigo: '50', secao: 'H', nome: 'Transporte aquaviário' },
  { codigo: '51', secao: 'H', nome: 'Transporte aéreo' },
  { codigo: '52', secao: 'H', nome: 'Armazenamento e atividades auxiliares dos transportes' },
  { codigo: '53', secao: 'H', nome: 'Correio e outras atividades de entrega' },
  { codigo: '55', secao: 'I', nome: 'Alojamento' },
  { codigo: '56', secao: 'I', nome: 'Alimentação' },
  { codigo: '58', secao: 'J', nome: 'Edição e edição integrada à impressão' },
  {
    codigo: '59',
    secao: 'J',
    nome: 'Atividades cinematográficas, produção de vídeos e de programas de televisão; gravação de som e edição de música',
  },
  { codigo: '60', secao: 'J', nome: 'Atividades de rádio e de televisão' },
  { codigo: '61', secao: 'J', nome: 'Telecomunicações' },
  { codigo: '62', secao: 'J', nome: 'Atividades dos serviços de tecnologia da informação' },
  { codigo: '63', secao: 'J', nome: 'Atividades de prestação de serviços de informação' },
  { codigo: '64', secao: 'K', nome: 'Atividades de serviços financeiros' },
  {
    codigo: '65',
    secao: 'K',
    nome: 'Seguros, resseguros, previdência complementar e planos de saúde',
  },
  {
    codigo: '66',
    secao: 'K',
    nome: 'Atividades auxiliares dos serviços financeiros, seguros, previdência complementar e planos de saúde',
  },
  { codigo: '68', secao: 'L', nome: 'Atividades imobiliárias' },
  { codigo: '69', secao: 'M', nome: 'Atividades jurídicas, de contabilidade e de auditoria' },
  {
    codigo: '70',
    secao: 'M',
    nome: 'Atividades de sedes de empresas e de consultoria em gestão empresarial',
  },
  {
    codigo: '71',
    secao: 'M',
    nome: 'Serviços de arquitetura e engenharia; testes e análises técnicas',
  },
  { codigo: '72', secao: 'M', nome: 'Pesquisa e desenvolvimento científico' },
  { codigo: '73', secao: 'M', nome: 'Publicidade e pesquisa de mercado' },
  { codigo: '74', secao: 'M', nome: 'Outras atividades profissionais, científicas e técnicas' },
  { codigo: '75', secao: 'M', nome: 'Atividades veterinárias' },
  {
    codigo: '77',
    secao: 'N',
    nome: 'Aluguéis não-imobiliários e gestão de ativos intangíveis não-financeiros',
  },
  { codigo: '78', secao: 'N', nome: 'Seleção, agenciamento e locação de mão-de-obra' },
  {
    codigo: '79',
    secao: 'N',
    nome: 'Agências de viagens, operadores turísticos e serviços de reservas',
  },
  { codigo: '80', secao: 'N', nome: 'Atividades de vigilância, segurança e investigação' },
  { codigo: '81', secao: 'N', nome: 'Serviços para edifícios e atividades paisagísticas' },
  {
    codigo: '82',
    secao: 'N',
    nome: 'Serviços de escritório, de apoio administrativo e outros serviços prestados principalmente às empresas',
  },
  { codigo: '84', secao: 'O', nome: 'Administração pública, defesa e seguridade social' },
  { codigo: '85', secao: 'P', nome: 'Educação' },
  { codigo: '86', secao: 'Q', nome: 'Atividades de atenção à saúde humana' },
  {
    codigo: '87',
    secao: 'Q',
    nome: 'Atividades de atenção à saúde humana integradas com assistência social, prestadas em residências coletivas e particulares',
  },
  { codigo: '88', secao: 'Q', nome: 'Serviços de assistência social sem alojamento' },
  { codigo: '90', secao: 'R', nome: 'Atividades artísticas, criativas e de espetáculos' },
  { codigo: '91', secao: 'R', nome: 'Atividades ligadas ao patrimônio cultural e ambiental' },
  { codigo: '92', secao: 'R', nome: 'Atividades de exploração de jogos de azar e apostas' },
  { codigo: '93', secao: 'R', nome: 'Atividades esportivas e de recreação e lazer' },
  { codigo: '94', secao: 'S', nome: 'Atividades de organizações associativas' },
  {
    codigo: '95',
    secao: 'S',
    nome: 'Reparação e manutenção de equipamentos de informática e comunicação e de objetos pessoais e domésticos',
  },
  { codigo: '96', secao: 'S', nome: 'Outras atividades de serviços pessoais' },
  { codigo: '97', secao: 'T', nome: 'Serviços domésticos' },
  {
    codigo: '99',
    secao: 'U',
    nome: 'Organismos internacionais e outras instituições extraterritoriais',
  },
];
