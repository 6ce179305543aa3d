// The words of each document: its paragraphs, the table of facts under them and the line the
// public page shows. pt-BR, neutral in gender ("matriculado(a)") since the records hold no
// pronoun; the social name is the name used.
import { formatarData } from '../../../src/shared/format/data';
import { DIAS_SEMANA, TURNOS_TURMA } from '../../../src/shared/validation/turma';
import type { DadosDocumento } from './dados';
import type { ContratoDoAprendiz, TurmaDoAprendiz } from './fontes';

type Periodo = (inicio: string, fim: string) => string;
type Texto = Pick<DadosDocumento, 'paragrafos' | 'quadro' | 'resumo'>;

const turno = (valor: string) => TURNOS_TURMA.find((t) => t.valor === valor)?.rotulo ?? valor;
const dias = (lista: readonly number[]) =>
  [...lista]
    .sort()
    .map((d) => DIAS_SEMANA.find((x) => x.valor === d)?.rotulo.toLowerCase() ?? String(d))
    .join(', ');
const cbo = (codigo: string | null, nome: string | null) =>
  codigo ? `${codigo}${nome ? ` — ${nome}` : ''}` : 'não informado';
const curso = (t: TurmaDoAprendiz) => (t.plano ? `${t.curso} (${t.plano})` : t.curso);

export function textoDo(titular: DadosDocumento['titular'], organizacao: string) {
  const quem = `${titular.nome}${titular.cpf ? `, CPF ${titular.cpf},` : ''}`;
  const turmaLinhas = (t: TurmaDoAprendiz) => [
    { rotulo: 'Curso', valor: curso(t) },
    { rotulo: 'Turma', valor: `${t.codigo} — ${t.nome}` },
  ];

  return {
    certificado(
      c: { contrato: ContratoDoAprendiz; turma: TurmaDoAprendiz; frequencia: string },
      h: NonNullable<DadosDocumento['horas']>,
      periodo: Periodo,
    ): Texto {
      const fim = c.contrato.rescisao ?? c.contrato.dataTermino;
      const ocupacao = cbo(
        c.contrato.cbo ?? c.turma.cboCodigo,
        c.contrato.cboNome ?? c.turma.cboNome,
      );
      return {
        paragrafos: [
          `${organizacao} certifica que ${quem} concluiu o Programa de Aprendizagem Profissional ` +
            `no curso ${curso(c.turma)}, ocupação CBO ${ocupacao}, no período de ` +
            `${periodo(c.contrato.dataInicio, fim)}, com carga horária total de ${h.total} horas: ` +
            `${h.teoria} horas de formação teórica e ${h.pratica} horas de prática profissional na ` +
            `empresa ${c.contrato.empresa}, com frequência de ${c.frequencia} na formação teórica.`,
        ],
        quadro: [
          ...turmaLinhas(c.turma),
          { rotulo: 'Ocupação (CBO)', valor: ocupacao },
          { rotulo: 'Período', valor: periodo(c.contrato.dataInicio, fim) },
          { rotulo: 'Frequência na teoria', valor: c.frequencia },
        ],
        resumo: `${curso(c.turma)} — ${periodo(c.contrato.dataInicio, fim)} — ${h.total} horas`,
      };
    },

    conclusao(
      c: { contrato: ContratoDoAprendiz; turma: TurmaDoAprendiz; frequencia: string },
      periodo: Periodo,
    ): Texto {
      const fim = c.contrato.rescisao ?? c.contrato.dataTermino;
      return {
        paragrafos: [
          `Declaramos, para os devidos fins, que ${quem} concluiu o Programa de Aprendizagem ` +
            `Profissional desta organização no curso ${curso(c.turma)}, turma ${c.turma.codigo}, ` +
            `no período de ${periodo(c.contrato.dataInicio, fim)}, com frequência de ` +
            `${c.frequencia} na formação teórica, e que o certificado de qualificação profissional ` +
            `está em emissão.`,
        ],
        quadro: [
          ...turmaLinhas(c.turma),
          { rotulo: 'Período', valor: periodo(c.contrato.dataInicio, fim) },
        ],
        resumo: `Concluiu ${curso(c.turma)} — ${periodo(c.contrato.dataInicio, fim)}`,
      };
    },

    matricula(t: TurmaDoAprendiz, periodo: Periodo): Texto {
      return {
        paragrafos: [
          `Declaramos, para os devidos fins, que ${quem} está regularmente matriculado(a) no ` +
            `Programa de Aprendizagem Profissional desta organização, no curso ${curso(t)}, turma ` +
            `${t.codigo} — ${t.nome}, turno ${turno(t.turno).toLowerCase()}, com aulas teóricas ` +
            `às ${dias(t.diasTeoria)}, no período de ${periodo(t.dataInicio, t.dataFim)}.`,
        ],
        quadro: [
          ...turmaLinhas(t),
          { rotulo: 'Turno', valor: turno(t.turno) },
          { rotulo: 'Período', valor: periodo(t.dataInicio, t.dataFim) },
        ],
        resumo: `Matriculado(a) em ${curso(t)}, turma ${t.codigo}, turno ${turno(t.turno).toLowerCase()} — ${periodo(t.dataInicio, t.dataFim)}`,
      };
    },

    frequencia(
      f: {
        turma: TurmaDoAprendiz;
        inicio: string;
        fim: string;
        dias: number;
        presentes: number;
        percentual: string;
        horas: string | null;
        horasDadas: string | null;
      },
      periodo: Periodo,
    ): Texto {
      const horas = f.horas
        ? ` (${f.horas} de ${f.horasDadas ?? ''} horas de formação teórica)`
        : '';
      return {
        paragrafos: [
          `Declaramos, para os devidos fins, que ${quem} aprendiz da turma ${f.turma.codigo} do ` +
            `curso ${curso(f.turma)}, teve frequência de ${f.percentual} na formação teórica de ` +
            `${periodo(f.inicio, f.fim)}: presente em ${f.presentes} de ${f.dias} dias de aula ` +
            `registrados${horas}.`,
        ],
        quadro: [
          ...turmaLinhas(f.turma),
          { rotulo: 'Período', valor: periodo(f.inicio, f.fim) },
          { rotulo: 'Dias de aula registrados', valor: String(f.dias) },
          { rotulo: 'Presenças', valor: String(f.presentes) },
          { rotulo: 'Frequência', valor: f.percentual },
          ...(f.horas
            ? [
                {
                  rotulo: 'Horas de teoria cumpridas',
                  valor: `${f.horas} de ${f.horasDadas ?? ''}`,
                },
              ]
            : []),
        ],
        resumo: `Frequência de ${f.percentual} de ${periodo(f.inicio, f.fim)} (turma ${f.turma.codigo})`,
      };
    },

    vinculo(c: ContratoDoAprendiz, hoje: string): Texto {
      const fim = c.rescisao ?? c.dataTermino;
      const ativo = c.rescisao === null && c.status !== 'encerrado' && c.dataTermino >= hoje;
      const termino = ativo
        ? `com término previsto para ${formatarData(fim)}`
        : `encerrado em ${formatarData(fim)}`;
      return {
        paragrafos: [
          `Declaramos, para os devidos fins, que ${quem} ${ativo ? 'mantém' : 'manteve'} contrato ` +
            `de aprendizagem nº ${c.numero} com a empresa ${c.empresa}, por intermédio desta ` +
            `organização, iniciado em ${formatarData(c.dataInicio)} e ${termino}, com carga ` +
            `horária de ${c.cargaHoraria} horas semanais, ocupação CBO ${cbo(c.cbo, c.cboNome)}.`,
        ],
        quadro: [
          { rotulo: 'Empresa', valor: c.empresa },
          { rotulo: 'Contrato', valor: c.numero },
          { rotulo: 'Início', valor: formatarData(c.dataInicio) },
          { rotulo: ativo ? 'Término previsto' : 'Término', valor: formatarData(fim) },
          { rotulo: 'Carga horária semanal', valor: `${c.cargaHoraria} horas` },
        ],
        resumo: `Contrato de aprendizagem com ${c.empresa} de ${formatarData(c.dataInicio)} a ${formatarData(fim)} (${c.cargaHoraria} h semanais)${ativo ? ', em curso' : ''}`,
      };
    },
  };
}
