// Motivos de desligamento (extinção do contrato de aprendizagem), com o fundamento legal.
// Fontes: CLT, art. 433 (redação das Leis 10.097/2000, 11.180/2005 e 13.146/2015), art. 428, § 5º,
// art. 482 e art. 483; Decreto 9.579/2018, art. 71 (como cada hipótese se comprova). A Lei
// 13.420/2017 não mexeu no art. 433. O art. 433, § 2º, afasta as indenizações dos arts. 479 e 480
// só nas hipóteses do próprio art. 433: nas demais (fechamento, rescisão indireta) elas cabem.

export interface MotivoDesligamento {
  readonly codigo: string;
  readonly nome: string;
  /** Artigo e inciso que autorizam o motivo. */
  readonly fundamento: string;
  /**
   * Extinção antecipada por fato (art. 433, I a IV, e as hipóteses de fora do art. 433). Termo e
   * idade máxima o caput do art. 433 trata à parte: o contrato se extingue por si.
   */
  readonly antecipado: boolean;
  /** O que o registro deve ter à mão para comprovar o motivo, quando a norma exige algo. */
  readonly comprovacao?: string;
}

export const MOTIVOS_DESLIGAMENTO = [
  {
    codigo: 'termino-contrato',
    nome: 'Término do contrato',
    fundamento: 'CLT, art. 433, caput ("extinguir-se-á no seu termo")',
    antecipado: false,
  },
  {
    codigo: 'idade-maxima',
    nome: 'Idade máxima (24 anos)',
    fundamento:
      'CLT, art. 433, caput (quando o aprendiz completar 24 anos), ressalvado o aprendiz com deficiência (CLT, art. 428, § 5º)',
    antecipado: false,
  },
  {
    codigo: 'desempenho-insuficiente',
    nome: 'Desempenho insuficiente ou inadaptação do aprendiz',
    fundamento:
      'CLT, art. 433, I; não se aplica ao aprendiz com deficiência desprovido de recursos de acessibilidade, tecnologias assistivas e apoio necessário (redação da Lei 13.146/2015)',
    antecipado: true,
    comprovacao:
      'Laudo de avaliação elaborado pela entidade formadora (Decreto 9.579/2018, art. 71, § 2º)',
  },
  {
    codigo: 'falta-disciplinar-grave',
    nome: 'Falta disciplinar grave',
    fundamento: 'CLT, art. 433, II',
    antecipado: true,
    comprovacao:
      'Enquadramento em uma das hipóteses de justa causa do art. 482 da CLT (Decreto 9.579/2018, art. 71)',
  },
  {
    codigo: 'ausencia-escolar',
    nome: 'Ausência injustificada à escola que implique perda do ano letivo',
    fundamento: 'CLT, art. 433, III',
    antecipado: true,
    comprovacao: 'Declaração da instituição de ensino (Decreto 9.579/2018, art. 71)',
  },
  {
    codigo: 'pedido-aprendiz',
    nome: 'A pedido do aprendiz',
    fundamento: 'CLT, art. 433, IV',
    antecipado: true,
  },
  {
    codigo: 'fechamento-estabelecimento',
    nome: 'Fechamento do estabelecimento',
    fundamento:
      'Fora do art. 433 da CLT: hipótese admitida pela Inspeção do Trabalho (IN SIT 97/2012, art. 10, e normas do MTE que a sucederam) para falência, encerramento das atividades ou morte do empregador em empresa individual, quando não for possível transferir o aprendiz sem prejuízo; cabe a indenização do art. 479 da CLT',
    antecipado: true,
  },
  {
    codigo: 'rescisao-indireta',
    nome: 'Rescisão indireta',
    fundamento:
      'CLT, art. 483 (falta grave do empregador); fora do art. 433, cabe a indenização do art. 479 da CLT',
    antecipado: true,
  },
  {
    codigo: 'falecimento-aprendiz',
    nome: 'Falecimento do aprendiz',
    fundamento: 'Extinção do contrato de trabalho pela morte do empregado (fora do art. 433)',
    antecipado: true,
  },
] as const satisfies readonly MotivoDesligamento[];
