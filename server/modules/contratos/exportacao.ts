// The columns of the contracts' export (CSV/XLSX): what the list shows, the status as of today, the
// values in reais, the CPF as the reader may see it.
import type { ColunaExportacao } from '../../shared/exportacao';
import {
  diasRestantes,
  emCurso,
  paraReais,
  rotuloTipoContrato,
  ROTULOS_STATUS_CONTRATO,
  statusEfetivo,
} from '../../../src/shared/validation/contratos';
import { paraAprendizResumo } from '../../shared/periodo';
import type { LinhaContrato } from './leitura';

const reais = (c: number | null) => (c === null ? null : paraReais(c));

export const colunasExportacao = (
  hoje: string,
  verCpf: boolean,
): ColunaExportacao<LinhaContrato>[] => {
  const status = (c: LinhaContrato) => statusEfetivo(c.status, c.dataTermino, hoje);
  return [
    { titulo: 'Número', valor: (c) => c.numero },
    { titulo: 'Aprendiz', valor: (c) => c.aprendizNome },
    { titulo: 'CPF', valor: (c) => paraAprendizResumo(c, verCpf).cpf },
    { titulo: 'Empresa', valor: (c) => c.parceiroNome },
    { titulo: 'Unidade', valor: (c) => c.unidadeNome },
    { titulo: 'Tipo', valor: (c) => rotuloTipoContrato(c.tipo) },
    { titulo: 'Início', valor: (c) => c.dataInicio, tipo: 'data' },
    { titulo: 'Término', valor: (c) => c.dataTermino, tipo: 'data' },
    { titulo: 'Duração (meses)', valor: (c) => c.duracao, tipo: 'numero' },
    { titulo: 'Carga horária semanal', valor: (c) => c.cargaHoraria, tipo: 'numero' },
    { titulo: 'Status', valor: (c) => ROTULOS_STATUS_CONTRATO[status(c)] },
    {
      titulo: 'Dias restantes',
      valor: (c) => (emCurso(status(c)) ? diasRestantes(c.dataTermino, hoje) : null),
      tipo: 'numero',
    },
    { titulo: 'Bolsa', valor: (c) => reais(c.valorBolsaCentavos), tipo: 'moeda' },
    { titulo: 'Taxa', valor: (c) => reais(c.valorTaxaCentavos), tipo: 'moeda' },
    { titulo: 'Encargos', valor: (c) => reais(c.valorEncargosCentavos), tipo: 'moeda' },
    { titulo: 'Matrícula', valor: (c) => reais(c.valorMatriculaCentavos), tipo: 'moeda' },
    { titulo: 'CBO', valor: (c) => c.cbo },
  ];
};
