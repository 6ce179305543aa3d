// The columns of the educators' export (CSV/XLSX): the list's figures, the CPF as the reader may
// see it. A column named like a form's input says its words (CAMPOS_EDUCADOR).
import type { ColunaExportacao } from '../../shared/exportacao';
import { rotulosDe } from '../../../src/shared/campos';
import { CAMPOS_EDUCADOR } from '../../../src/shared/validation/educador';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { cpfParaExibir, type LinhaEducador } from './leitura';

const R = rotulosDe(CAMPOS_EDUCADOR);

export const colunasExportacao = (
  usuario: UsuarioAutenticado,
): ColunaExportacao<LinhaEducador>[] => [
  { titulo: 'Código', valor: (e) => e.id, tipo: 'numero' },
  { titulo: R.EducNome, valor: (e) => e.nome },
  { titulo: R.EducCPF, valor: (e) => cpfParaExibir(e.cpf, usuario) },
  { titulo: R.EducEMail, valor: (e) => e.email },
  { titulo: R.EducTelefone, valor: (e) => e.telefone },
  { titulo: R.EducTelefoneCelular, valor: (e) => e.telefoneCelular },
  { titulo: R.EducCidade, valor: (e) => e.cidade },
  { titulo: R.EducUF, valor: (e) => e.uf },
  { titulo: R.EducDataEntrada, valor: (e) => e.dataEntrada, tipo: 'data' },
  { titulo: 'Turmas ativas', valor: (e) => e.turmasAtivas, tipo: 'numero' },
  { titulo: 'Ativo', valor: (e) => e.ativo },
];
