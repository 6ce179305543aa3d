// The columns of the educators' export (CSV/XLSX): the list's figures, the CPF as the reader may
// see it.
import type { ColunaExportacao } from '../../shared/exportacao';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import { cpfParaExibir, type LinhaEducador } from './leitura';

export const colunasExportacao = (
  usuario: UsuarioAutenticado,
): ColunaExportacao<LinhaEducador>[] => [
  { titulo: 'Código', valor: (e) => e.id, tipo: 'numero' },
  { titulo: 'Nome', valor: (e) => e.nome },
  { titulo: 'CPF', valor: (e) => cpfParaExibir(e.cpf, usuario) },
  { titulo: 'E-mail', valor: (e) => e.email },
  { titulo: 'Telefone', valor: (e) => e.telefone },
  { titulo: 'Celular', valor: (e) => e.telefoneCelular },
  { titulo: 'Cidade', valor: (e) => e.cidade },
  { titulo: 'UF', valor: (e) => e.uf },
  { titulo: 'Data de entrada', valor: (e) => e.dataEntrada, tipo: 'data' },
  { titulo: 'Turmas ativas', valor: (e) => e.turmasAtivas, tipo: 'numero' },
  { titulo: 'Ativo', valor: (e) => e.ativo },
];
