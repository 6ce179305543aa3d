// Ocupações da CBO 2002 (Classificação Brasileira de Ocupações, MTE) para as quais aprendizes são
// de fato contratados: escritório, bancos, atendimento, comércio, logística, indústria, manutenção,
// laboratório, alimentação, TI, beleza e campo. Lista curada; cada código e título foi conferido
// com a tabela oficial da CBO trazida por @brazilian-utils/brazilian-utils 2.4.0 (getCbo), e o teste
// repete a conferência. Títulos como na CBO, só com espaços e acentos corrigidos onde a tabela
// publicada os perde ("Auxiliar de logistica", "Camareiro  de hotel").
// Nomes populares que NÃO são títulos da CBO, e o código que os abriga: "auxiliar administrativo" é
// sinônimo de 4110-05 Auxiliar de escritório; "auxiliar de cozinha", de 5135-05 Auxiliar nos
// serviços de alimentação; "auxiliar de produção", de 7842-05 Alimentador de linha de produção.
// Várias destas ocupações (solda, eletricidade, oficina, cozinha) constam da Lista TIP (Decreto
// 6.481/2008) e só podem ser exercidas por aprendizes com 18 anos ou mais.

export type AreaProfissao =
  | 'Administração'
  | 'Serviços bancários'
  | 'Atendimento'
  | 'Comércio'
  | 'Logística'
  | 'Indústria'
  | 'Manutenção'
  | 'Laboratório e farmácia'
  | 'Alimentação e hotelaria'
  | 'Tecnologia da informação'
  | 'Beleza'
  | 'Agropecuária';

export interface Profissao {
  /** Código CBO no formato ####-##. */
  readonly codigo: string;
  readonly titulo: string;
  readonly area: AreaProfissao;
}

export const PROFISSOES = [
  { codigo: '4110-05', titulo: 'Auxiliar de escritório', area: 'Administração' },
  { codigo: '4110-10', titulo: 'Assistente administrativo', area: 'Administração' },
  { codigo: '4110-25', titulo: 'Auxiliar de cartório', area: 'Administração' },
  { codigo: '4110-30', titulo: 'Auxiliar de pessoal', area: 'Administração' },
  { codigo: '4110-40', titulo: 'Auxiliar de seguros', area: 'Administração' },
  {
    codigo: '4110-45',
    titulo: 'Auxiliar de serviços de importação e exportação',
    area: 'Administração',
  },
  { codigo: '4121-10', titulo: 'Digitador', area: 'Administração' },
  { codigo: '4122-05', titulo: 'Contínuo', area: 'Administração' },
  { codigo: '4131-10', titulo: 'Auxiliar de contabilidade', area: 'Administração' },
  { codigo: '4131-15', titulo: 'Auxiliar de faturamento', area: 'Administração' },
  { codigo: '4151-05', titulo: 'Arquivista de documentos', area: 'Administração' },
  {
    codigo: '4151-30',
    titulo: 'Operador de máquina copiadora (exceto operador de gráfica rápida)',
    area: 'Administração',
  },
  { codigo: '3514-30', titulo: 'Auxiliar de serviços jurídicos', area: 'Administração' },
  { codigo: '3711-05', titulo: 'Auxiliar de biblioteca', area: 'Administração' },

  { codigo: '4132-05', titulo: 'Atendente de agência', area: 'Serviços bancários' },
  { codigo: '4132-25', titulo: 'Escriturário de banco', area: 'Serviços bancários' },

  { codigo: '4221-05', titulo: 'Recepcionista, em geral', area: 'Atendimento' },
  {
    codigo: '4221-10',
    titulo: 'Recepcionista de consultório médico ou dentário',
    area: 'Atendimento',
  },
  { codigo: '4221-20', titulo: 'Recepcionista de hotel', area: 'Atendimento' },
  { codigo: '4222-05', titulo: 'Telefonista', area: 'Atendimento' },
  { codigo: '4223-05', titulo: 'Operador de telemarketing ativo', area: 'Atendimento' },
  { codigo: '4223-10', titulo: 'Operador de telemarketing ativo e receptivo', area: 'Atendimento' },
  { codigo: '4223-15', titulo: 'Operador de telemarketing receptivo', area: 'Atendimento' },
  { codigo: '4211-05', titulo: 'Atendente comercial (agência postal)', area: 'Atendimento' },
  { codigo: '4211-25', titulo: 'Operador de caixa', area: 'Atendimento' },
  { codigo: '4213-10', titulo: 'Cobrador interno', area: 'Atendimento' },

  { codigo: '5211-05', titulo: 'Vendedor em comércio atacadista', area: 'Comércio' },
  { codigo: '5211-10', titulo: 'Vendedor de comércio varejista', area: 'Comércio' },
  { codigo: '5211-15', titulo: 'Promotor de vendas', area: 'Comércio' },
  { codigo: '5211-20', titulo: 'Demonstrador de mercadorias', area: 'Comércio' },
  { codigo: '5211-25', titulo: 'Repositor de mercadorias', area: 'Comércio' },
  { codigo: '5211-30', titulo: 'Atendente de farmácia - balconista', area: 'Comércio' },
  { codigo: '5211-40', titulo: 'Atendente de lojas e mercados', area: 'Comércio' },
  { codigo: '3541-25', titulo: 'Assistente de vendas', area: 'Comércio' },
  { codigo: '3548-15', titulo: 'Agente de viagem', area: 'Comércio' },

  { codigo: '4141-05', titulo: 'Almoxarife', area: 'Logística' },
  { codigo: '4141-10', titulo: 'Armazenista', area: 'Logística' },
  {
    codigo: '4141-20',
    titulo: 'Conferente mercadoria (exceto carga e descarga)',
    area: 'Logística',
  },
  { codigo: '4141-25', titulo: 'Estoquista', area: 'Logística' },
  { codigo: '4141-35', titulo: 'Expedidor de mercadorias', area: 'Logística' },
  { codigo: '4141-40', titulo: 'Auxiliar de logística', area: 'Logística' },
  { codigo: '4142-10', titulo: 'Apontador de produção', area: 'Logística' },
  { codigo: '7841-05', titulo: 'Embalador, a mão', area: 'Logística' },
  { codigo: '7841-15', titulo: 'Operador de máquina de etiquetar', area: 'Logística' },

  { codigo: '7842-05', titulo: 'Alimentador de linha de produção', area: 'Indústria' },
  {
    codigo: '7251-05',
    titulo: 'Montador de máquinas, motores e acessórios (montagem em série)',
    area: 'Indústria',
  },
  { codigo: '7311-50', titulo: 'Montador de equipamentos eletrônicos', area: 'Indústria' },
  { codigo: '7632-10', titulo: 'Costureiro na confecção em série', area: 'Indústria' },
  { codigo: '7741-05', titulo: 'Montador de móveis e artefatos de madeira', area: 'Indústria' },
  { codigo: '7212-15', titulo: 'Operador de máquinas-ferramenta convencionais', area: 'Indústria' },
  {
    codigo: '7214-05',
    titulo: 'Operador de centro de usinagem com comando numérico',
    area: 'Indústria',
  },
  { codigo: '7243-15', titulo: 'Soldador', area: 'Indústria' },
  {
    codigo: '7250-15',
    titulo: 'Ajustador mecânico (usinagem em bancada e em máquinas-ferramentas)',
    area: 'Indústria',
  },
  { codigo: '3180-05', titulo: 'Desenhista técnico', area: 'Indústria' },
  { codigo: '3912-05', titulo: 'Inspetor de qualidade', area: 'Indústria' },

  { codigo: '5143-10', titulo: 'Auxiliar de manutenção predial', area: 'Manutenção' },
  { codigo: '5143-25', titulo: 'Trabalhador da manutenção de edificações', area: 'Manutenção' },
  { codigo: '9113-05', titulo: 'Mecânico de manutenção de máquinas, em geral', area: 'Manutenção' },
  {
    codigo: '9144-05',
    titulo: 'Mecânico de manutenção de automóveis, motocicletas e veículos similares',
    area: 'Manutenção',
  },
  {
    codigo: '9112-05',
    titulo: 'Mecânico de manutenção e instalação de aparelhos de climatização e refrigeração',
    area: 'Manutenção',
  },
  { codigo: '9511-05', titulo: 'Eletricista de manutenção eletroeletrônica', area: 'Manutenção' },
  { codigo: '7156-15', titulo: 'Eletricista de instalações', area: 'Manutenção' },

  {
    codigo: '5152-15',
    titulo: 'Auxiliar de laboratório de análises clínicas',
    area: 'Laboratório e farmácia',
  },
  {
    codigo: '8181-10',
    titulo: 'Auxiliar de laboratório de análises físico-químicas',
    area: 'Laboratório e farmácia',
  },
  {
    codigo: '8181-05',
    titulo: 'Assistente de laboratório industrial',
    area: 'Laboratório e farmácia',
  },
  {
    codigo: '5152-10',
    titulo: 'Auxiliar de farmácia de manipulação',
    area: 'Laboratório e farmácia',
  },
  {
    codigo: '5152-25',
    titulo: 'Auxiliar de produção farmacêutica',
    area: 'Laboratório e farmácia',
  },

  {
    codigo: '5135-05',
    titulo: 'Auxiliar nos serviços de alimentação',
    area: 'Alimentação e hotelaria',
  },
  { codigo: '5134-35', titulo: 'Atendente de lanchonete', area: 'Alimentação e hotelaria' },
  { codigo: '5134-05', titulo: 'Garçom', area: 'Alimentação e hotelaria' },
  { codigo: '5134-25', titulo: 'Copeiro', area: 'Alimentação e hotelaria' },
  { codigo: '5134-40', titulo: 'Barista', area: 'Alimentação e hotelaria' },
  { codigo: '5132-05', titulo: 'Cozinheiro geral', area: 'Alimentação e hotelaria' },
  { codigo: '8483-05', titulo: 'Padeiro', area: 'Alimentação e hotelaria' },
  { codigo: '8483-10', titulo: 'Confeiteiro', area: 'Alimentação e hotelaria' },
  { codigo: '5133-15', titulo: 'Camareiro de hotel', area: 'Alimentação e hotelaria' },

  { codigo: '3172-05', titulo: 'Operador de computador', area: 'Tecnologia da informação' },
  {
    codigo: '3172-10',
    titulo: 'Técnico de suporte ao usuário de tecnologia da informação',
    area: 'Tecnologia da informação',
  },
  { codigo: '3171-05', titulo: 'Desenvolvedor web (técnico)', area: 'Tecnologia da informação' },
  {
    codigo: '3132-20',
    titulo: 'Técnico em manutenção de equipamentos de informática',
    area: 'Tecnologia da informação',
  },

  { codigo: '5161-10', titulo: 'Cabeleireiro', area: 'Beleza' },
  { codigo: '5161-20', titulo: 'Manicure/pedicure', area: 'Beleza' },

  { codigo: '6210-05', titulo: 'Trabalhador agropecuário em geral', area: 'Agropecuária' },
  { codigo: '6220-10', titulo: 'Jardineiro', area: 'Agropecuária' },
] as const satisfies readonly Profissao[];

export type CodigoProfissao = (typeof PROFISSOES)[number]['codigo'];
