// The data subject's report as a person reads it (Portuguese, dates and money as written in
// Brazil): the record as a two-column table, then one block per section, each row a short
// paragraph of "field: value" (sections have too many columns for an A4 table).
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatarData } from '../../../src/shared/format/data';
import { formatarCpf } from '../../../src/shared/validation/documentos';
import { documentoPadrao, formatarGeradoEm } from '../../shared/pdf';
import type { RelatorioTitular } from './titular';

const TITULOS: Record<string, string> = {
  contatos: 'Contatos',
  historicoSituacoes: 'Histórico de situações',
  afastamentos: 'Afastamentos',
  alocacoes: 'Turmas (enturmações)',
  lotacoes: 'Lotações em empresas',
  contratos: 'Contratos, prorrogações e rescisões',
  frequencias: 'Frequência',
  indicadoresFrequencia: 'Indicadores de frequência (últimos 30 dias de aula)',
  frequenciaPorMes: 'Frequência por mês e turma (contagens das estatísticas)',
  faltasNaoJustificadas: 'Faltas não justificadas desde o início (contagem das estatísticas)',
  notas: 'Notas',
  avaliacoes: 'Avaliações',
  valesTransporte: 'Vale-transporte',
  valesAlimentacao: 'Vale-alimentação',
  pagamentos: 'Pagamentos',
  candidaturas: 'Candidaturas a vagas',
  encaminhamentos: 'Encaminhamentos',
  documentosEmitidos: 'Certificados e declarações emitidos',
  auditoria: 'Alterações registradas (trilha de auditoria)',
  acessos: 'Quem abriu ou exportou o cadastro (registro de acessos)',
};

const ROTULOS: Record<string, string> = {
  nome: 'Nome',
  nomeSocial: 'Nome social',
  cpf: 'CPF',
  rg: 'RG',
  dataNascimento: 'Data de nascimento',
  genero: 'Gênero',
  estadoCivil: 'Estado civil',
  nacionalidade: 'Nacionalidade',
  naturalidade: 'Naturalidade',
  grauEscolaridade: 'Escolaridade',
  escola: 'Escola',
  turnoEscolar: 'Turno escolar',
  pcd: 'Pessoa com deficiência',
  tipoDeficiencia: 'Tipo de deficiência',
  email: 'E-mail',
  telefone: 'Telefone',
  celular: 'Celular',
  cep: 'CEP',
  logradouro: 'Logradouro',
  numero: 'Número',
  complemento: 'Complemento',
  bairro: 'Bairro',
  municipio: 'Município',
  uf: 'UF',
  regiao: 'Região',
  responsavelNome: 'Responsável',
  responsavelCpf: 'CPF do responsável',
  responsavelParentesco: 'Parentesco',
  responsavelTelefone: 'Telefone do responsável',
  responsavelEmail: 'E-mail do responsável',
  situacao: 'Situação',
  situacaoAnterior: 'Situação anterior',
  dataCadastro: 'Data de cadastro',
  observacoes: 'Observações',
  observacoesGerais: 'Observações',
  ativo: 'Ativo',
  anonimizadoEm: 'Anonimizado em',
  criadoEm: 'Criado em',
  atualizadoEm: 'Atualizado em',
  tipo: 'Tipo',
  valor: 'Valor',
  data: 'Data',
  motivo: 'Motivo',
  origem: 'Origem',
  usuario: 'Usuário',
  registradoEm: 'Registrado em',
  dataInicio: 'Início',
  dataFim: 'Fim',
  dataTermino: 'Término',
  turma: 'Turma',
  nomeTurma: 'Nome da turma',
  motivoDesalocacao: 'Motivo da saída',
  empresa: 'Empresa',
  unidade: 'Unidade',
  numeroContrato: 'Contrato',
  contrato: 'Contrato',
  duracao: 'Duração (meses)',
  cargaHoraria: 'Horas por semana',
  valorBolsaCentavos: 'Bolsa',
  cbo: 'CBO',
  status: 'Situação',
  prorrogacoes: 'Prorrogações',
  rescisao: 'Rescisão',
  justificativa: 'Justificativa',
  dias: 'Dias',
  presentes: 'Presenças',
  faltas: 'Faltas',
  justificadas: 'Faltas justificadas',
  faltasSeguidas: 'Faltas seguidas',
  registros: 'Marcações',
  naoJustificadas: 'Faltas não justificadas',
  ultimaData: 'Último dia',
  disciplina: 'Disciplina',
  periodo: 'Bimestre',
  conceito: 'Conceito',
  titulo: 'Avaliação',
  prazo: 'Prazo',
  respondenteNome: 'Respondente',
  respondentePapel: 'Papel do respondente',
  concluidaEm: 'Concluída em',
  competencia: 'Competência',
  opcao: 'Opção',
  viagens: 'Viagens por dia',
  tarifaCentavos: 'Tarifa',
  valorCentavos: 'Valor',
  descontoCentavos: 'Desconto',
  valorDiarioCentavos: 'Valor diário',
  valorBrutoCentavos: 'Valor bruto',
  descontoFaltasCentavos: 'Desconto de faltas',
  descontoVtCentavos: 'Desconto de vale-transporte',
  valorLiquidoCentavos: 'Valor líquido',
  dataPagamento: 'Pago em',
  vaga: 'Vaga',
  inscritoEm: 'Inscrição em',
  dataEntrevista: 'Entrevista',
  quando: 'Quando',
  acao: 'Ação',
  entidade: 'Registro',
  entidadeId: 'Identificador',
  campos: 'Campos',
};

const real = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

function texto(chave: string, valor: unknown): string {
  if (valor === null || valor === undefined || valor === '') return '—';
  if (typeof valor === 'boolean') return valor ? 'Sim' : 'Não';
  if (typeof valor === 'number')
    return chave.endsWith('Centavos') ? real.format(valor / 100) : String(valor);
  if (valor instanceof Date) return formatarGeradoEm(valor);
  if (typeof valor === 'string') {
    if (/cpf/i.test(chave) && /^\d{11}$/.test(valor)) return formatarCpf(valor);
    if (/^\d{4}-\d{2}-\d{2}$/.test(valor)) return formatarData(valor);
    if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(valor) && !Number.isNaN(Date.parse(valor))) {
      return formatarGeradoEm(new Date(valor));
    }
    return valor;
  }
  if (Array.isArray(valor))
    return valor.length === 0 ? '—' : valor.map((v) => texto('', v)).join('; ');
  return Object.entries(valor as Record<string, unknown>)
    .map(([k, v]) => `${ROTULOS[k] ?? k}: ${texto(k, v)}`)
    .join(', ');
}

const rotulo = (chave: string) => ROTULOS[chave] ?? chave;

function paragrafo(linha: Record<string, unknown>, omitir: readonly string[] = []): Content {
  const partes = Object.entries(linha)
    .filter(([k]) => !omitir.includes(k))
    .flatMap(([k, v], i) => [
      ...(i > 0 ? [{ text: '  ·  ', color: '#888888' }] : []),
      { text: `${rotulo(k)}: `, bold: true },
      { text: texto(k, v) },
    ]);
  return { text: partes, margin: [0, 0, 0, 4] };
}

/** An evaluation: its fields, then each question with the answer given. */
function avaliacao(linha: Record<string, unknown>): Content[] {
  const perguntas = (linha.perguntas ?? []) as { id: number; enunciado: string }[];
  const respostas = (linha.respostas ?? {}) as Record<string, unknown>;
  return [
    paragrafo(linha, ['perguntas', 'respostas']),
    {
      ul: perguntas.map((p) => `${p.enunciado}: ${texto('', respostas[String(p.id)])}`),
      margin: [12, 0, 0, 6],
    },
  ];
}

/** An audit row: who, when, what, then each field as "de → para". */
function alteracao(linha: Record<string, unknown>): Content[] {
  const campos = (linha.campos ?? {}) as Record<string, { de?: unknown; para?: unknown } | null>;
  return [
    paragrafo(linha, ['campos']),
    {
      ul: Object.entries(campos).map(
        ([k, v]) => `${rotulo(k)}: ${texto(k, v?.de)} → ${texto(k, v?.para)}`,
      ),
      margin: [12, 0, 0, 6],
      fontSize: 9,
    },
  ];
}

export function documentoDoTitular(r: RelatorioTitular, agora: Date): TDocumentDefinitions {
  const { aprendiz } = r;
  const conteudo: Content[] = [
    {
      text:
        'Todos os dados que o programa guarda sobre o titular (Lei 13.709/2018, art. 18), ' +
        'incluindo quem abriu o cadastro e quando.',
      margin: [0, 0, 0, 8],
    },
    { text: 'Cadastro', style: 'secao' },
    {
      table: {
        widths: [160, '*'],
        body: Object.entries(aprendiz)
          .filter(([k]) => k !== 'id')
          .map(([k, v]) => [{ text: rotulo(k), bold: true }, { text: texto(k, v) }]),
      },
      layout: 'lightHorizontalLines',
    },
  ];
  for (const [secao, titulo] of Object.entries(TITULOS)) {
    const valor = r[secao];
    const lista = Array.isArray(valor) ? (valor as Record<string, unknown>[]) : [];
    conteudo.push({ text: `${titulo} (${String(lista.length)})`, style: 'secao' });
    if (lista.length === 0) {
      conteudo.push({ text: 'Nenhum registro.', color: '#666666' });
      continue;
    }
    for (const linha of lista) {
      if (secao === 'avaliacoes') conteudo.push(...avaliacao(linha));
      else if (secao === 'auditoria') conteudo.push(...alteracao(linha));
      else conteudo.push(paragrafo(linha));
    }
  }
  const nome = typeof aprendiz.nome === 'string' ? aprendiz.nome : '';
  return documentoPadrao('Relatório do titular', conteudo, {
    subtitulo: `${nome} — cadastro nº ${String(aprendiz.id)}`,
    geradoEm: agora,
  });
}
