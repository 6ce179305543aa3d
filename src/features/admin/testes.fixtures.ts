// Test-only: a small catalogue of permissions as GET /api/permissoes lists it — three areas, one
// permission of each kind — for the funções matrix and the audit log's labels.
import type { AreaDoCatalogo, ChavePermissao } from './funcoes/matriz';

const p = (
  chave: ChavePermissao,
  rotulo: string,
  tipo: 'ler' | 'escrever' | 'admin' | 'especial',
) => {
  const [recurso = '', acao = ''] = chave.split(':');
  return { chave, rotulo, recurso, acao, tipo };
};

export const catalogoFalso: AreaDoCatalogo[] = [
  {
    area: 'Aprendizes',
    permissoes: [
      p('aprendizes:ler', 'Ver aprendizes', 'ler'),
      p('aprendizes:escrever', 'Cadastrar aprendizes', 'escrever'),
      p('aprendizes:ver-cpf', 'Ver CPF e documentos completos', 'especial'),
    ],
  },
  { area: 'Turmas', permissoes: [p('turmas:ler', 'Ver turmas', 'ler')] },
  {
    area: 'Administração',
    permissoes: [p('usuarios:admin', 'Administrar usuários e funções', 'admin')],
  },
];
