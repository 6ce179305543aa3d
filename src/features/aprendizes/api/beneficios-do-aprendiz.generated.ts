import { api } from "../../../store/api";
export const addTagTypes = ["beneficios"] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      beneficioDoAprendiz: build.query<
        BeneficioDoAprendizApiResponse,
        BeneficioDoAprendizApiArg
      >({
        query: (queryArg) => ({
          url: `/api/beneficios/aprendizes/${queryArg.id}`,
        }),
        providesTags: ["beneficios"],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as enhancedApi };
export type BeneficioDoAprendizApiResponse =
  /** status 200 Default Response */ {
    aprendiz: {
      id: number;
      nome: string;
    };
    pagamentos: Pagamento[];
    valesTransporte: ValeTransporte[];
    valesAlimentacao: ValeAlimentacao[];
  };
export type BeneficioDoAprendizApiArg = {
  id: number;
};
export type Pagamento = {
  id: number;
  competencia: string;
  contrato: {
    id: number;
    numero: string;
    /** A = Aprendizagem, E = Estágio (sem o desconto de 6% do vale-transporte). */
    tipo: "A" | "E";
  };
  aprendiz: {
    id: number;
    nome: string;
  };
  parceiro: {
    id: number;
    nome: string;
  };
  /** O pagamento do mês foi pago: nada do mês muda mais. */
  bloqueado: boolean;
  versao: number;
  /** mensal ou ajuste. */
  tipo: "mensal" | "ajuste";
  /** O pagamento que este ajuste corrige. */
  ajusteDe: number | null;
  motivo: string | null;
  /** Bolsa mensal do contrato (Con_ValorBolsa) usada no cálculo. Em reais, com dois centavos. */
  bolsa: number;
  /** Dias do contrato no mês (mês comercial, até 30). */
  diasContrato: number;
  diasUteis: number;
  /** Faltas injustificadas. */
  faltas: number;
  justificadas: number;
  feriados: number;
  afastamento: number;
  /** bolsa × diasContrato / 30. Em reais, com dois centavos. */
  valorBruto: number;
  /** faltas × bolsa / 30. Em reais, com dois centavos. */
  descontoFaltas: number;
  /** A parte do aprendiz no vale-transporte. Em reais, com dois centavos. */
  descontoValeTransporte: number;
  /** bruto − descontos, nunca abaixo de zero (um ajuste pode ser negativo). Em reais, com dois centavos. */
  valorLiquido: number;
  /** pendente ou pago. */
  status: "pendente" | "pago";
  dataPagamento: string | null;
  criadoEm: string;
};
export type ValeTransporte = {
  id: number;
  competencia: string;
  contrato: {
    id: number;
    numero: string;
    /** A = Aprendizagem, E = Estágio (sem o desconto de 6% do vale-transporte). */
    tipo: "A" | "E";
  };
  aprendiz: {
    id: number;
    nome: string;
  };
  parceiro: {
    id: number;
    nome: string;
  };
  /** O pagamento do mês foi pago: nada do mês muda mais. */
  bloqueado: boolean;
  versao: number;
  /** Tarifa por viagem. Em reais, com dois centavos. */
  tarifa: number;
  /** Viagens por dia. */
  viagens: number;
  /** aderiu ou recusou (não optante). */
  opcao: "aderiu" | "recusou";
  /** Quando recusou. */
  dataOpcao: string | null;
  /** Dias úteis: teoria + prática no contrato, sem feriados e afastamentos. */
  dias: number;
  /** tarifa × viagens × dias. Em reais, com dois centavos. */
  valor: number;
  /** Parte do aprendiz: 6% da bolsa proporcional, no máximo o valor. Em reais, com dois centavos. */
  desconto: number;
  /** Custo da organização: valor − desconto. Em reais, com dois centavos. */
  custo: number;
};
export type ValeAlimentacao = {
  id: number;
  competencia: string;
  contrato: {
    id: number;
    numero: string;
    /** A = Aprendizagem, E = Estágio (sem o desconto de 6% do vale-transporte). */
    tipo: "A" | "E";
  };
  aprendiz: {
    id: number;
    nome: string;
  };
  parceiro: {
    id: number;
    nome: string;
  };
  /** O pagamento do mês foi pago: nada do mês muda mais. */
  bloqueado: boolean;
  versao: number;
  /** Valor por dia trabalhado. Em reais, com dois centavos. */
  valorDiario: number;
  /** Dias trabalhados: dias úteis menos faltas injustificadas. */
  dias: number;
  /** valor diário × dias. Em reais, com dois centavos. */
  valor: number;
};
export type Problem = {
  /** URI que identifica o tipo de problema. */
  type: string;
  /** Resumo do tipo de problema, em português. */
  title: string;
  status: number;
  /** O que aconteceu e o que fazer a seguir. */
  detail: string;
  /** Mensagem de cada campo inválido (caminho do campo -> mensagem). */
  errors?: {
    [key: string]: string;
  };
};
export const { useBeneficioDoAprendizQuery } = injectedRtkApi;
