// The columns of the partners' export (CSV/XLSX): the list's figures and the quota in words.
import type { ColunaExportacao } from '../../shared/exportacao';
import { rotulosDe } from '../../../src/shared/campos';
import {
  CAMPOS_CONTATO_PARCEIRO,
  CAMPOS_PARCEIRO,
  formatarCnpj,
} from '../../../src/shared/validation/parceiro';
import { paraParceiro, type LinhaParceiro } from './leitura';

// A column named like a form's input says its words (CAMPOS_PARCEIRO, CAMPOS_CONTATO_PARCEIRO).
const R = rotulosDe(CAMPOS_PARCEIRO);
const C = rotulosDe(CAMPOS_CONTATO_PARCEIRO);

export const COLUNAS_EXPORTACAO: ColunaExportacao<LinhaParceiro>[] = [
  { titulo: 'Código', valor: (p) => p.id, tipo: 'numero' },
  { titulo: R.razaoSocial, valor: (p) => p.razaoSocial },
  { titulo: R.nomeFantasia, valor: (p) => p.nomeFantasia },
  { titulo: 'CNPJ', valor: (p) => formatarCnpj(p.cnpj) },
  { titulo: 'Ramo de atividade', valor: (p) => `${p.ramoCodigo} - ${p.ramoNome}` },
  { titulo: 'Município', valor: (p) => p.municipioNome },
  { titulo: 'UF', valor: (p) => p.uf },
  { titulo: 'Contato', valor: (p) => p.contatoNome },
  { titulo: C.email, valor: (p) => p.contatoEmail },
  { titulo: C.telefone, valor: (p) => p.contatoTelefone },
  { titulo: 'Cota de aprendizes', valor: (p) => p.cotaAprendizes, tipo: 'numero' },
  { titulo: 'Aprendizes lotados', valor: (p) => p.aprendizesAlocados, tipo: 'numero' },
  { titulo: 'Situação da cota', valor: (p) => paraParceiro(p).mensagemCota },
  { titulo: 'Ativo', valor: (p) => p.ativo },
];
