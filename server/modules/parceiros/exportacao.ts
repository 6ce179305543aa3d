// The columns of the partners' export (CSV/XLSX): the list's figures and the quota in words.
import type { ColunaExportacao } from '../../shared/exportacao';
import { formatarCnpj } from '../../../src/shared/validation/parceiro';
import { paraParceiro, type LinhaParceiro } from './leitura';

export const COLUNAS_EXPORTACAO: ColunaExportacao<LinhaParceiro>[] = [
  { titulo: 'Código', valor: (p) => p.id, tipo: 'numero' },
  { titulo: 'Razão social', valor: (p) => p.razaoSocial },
  { titulo: 'Nome fantasia', valor: (p) => p.nomeFantasia },
  { titulo: 'CNPJ', valor: (p) => formatarCnpj(p.cnpj) },
  { titulo: 'Ramo de atividade', valor: (p) => `${p.ramoCodigo} - ${p.ramoNome}` },
  { titulo: 'Município', valor: (p) => p.municipioNome },
  { titulo: 'UF', valor: (p) => p.uf },
  { titulo: 'Contato', valor: (p) => p.contatoNome },
  { titulo: 'E-mail', valor: (p) => p.contatoEmail },
  { titulo: 'Telefone', valor: (p) => p.contatoTelefone },
  { titulo: 'Cota de aprendizes', valor: (p) => p.cotaAprendizes, tipo: 'numero' },
  { titulo: 'Aprendizes lotados', valor: (p) => p.aprendizesAlocados, tipo: 'numero' },
  { titulo: 'Situação da cota', valor: (p) => paraParceiro(p).mensagemCota },
  { titulo: 'Ativo', valor: (p) => p.ativo },
];
