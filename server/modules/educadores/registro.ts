// The educator as an audited record (server/shared/registro): a CPF held by one educator only, and
// no inactivation while the educator still leads open classes.
import { and, eq, ne, sql } from 'drizzle-orm';
import { educadores, turmas } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { definirRegistro, type Preparado } from '../../shared/registro';
import { normalizada } from '../../shared/lista';
import {
  MENSAGENS_EDUCADOR as M,
  mensagemCpfEducadorDuplicado,
} from '../../../src/shared/validation/educador';
import { colunasExportacao } from './exportacao';
import { CAMPOS, lerEducadores, paraEducador, type LinhaEducador } from './leitura';
import { prepararEducador } from './preparo';
import type { ConsultaEducadores, EducadorResposta } from './esquemas';

async function turmasAbertas(tx: Executor, id: number): Promise<string | null> {
  const [abertas] = await tx
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(turmas)
    .where(and(eq(turmas.educadorId, id), eq(turmas.ativo, true), ne(turmas.status, 'encerrada')));
  const n = abertas?.n ?? 0;
  return n > 0 ? M.inativarComTurmas(n) : null;
}

export const educador = definirRegistro<
  LinhaEducador,
  EducadorResposta,
  ConsultaEducadores,
  Parameters<typeof prepararEducador>[1],
  Preparado<typeof prepararEducador>
>({
  tabela: educadores,
  entidade: 'educador',
  naoEncontrado: M.naoEncontrado,
  ler: lerEducadores,
  campos: CAMPOS,
  resposta: paraEducador,
  preparar: prepararEducador,
  unicos: [
    {
      campo: 'EducCPF',
      igual: ({ cpf }) => (cpf ? eq(educadores.cpf, cpf) : undefined),
      mensagem: (outro) =>
        mensagemCpfEducadorDuplicado(
          outro.nome as string,
          outro.id as number,
          outro.ativo as boolean,
        ),
    },
  ],
  bloqueioInativar: turmasAbertas,
  lista: {
    busca: { textos: [educadores.nome, educadores.email], documentos: [educadores.cpf] },
    ordenacoes: {
      EducNome: normalizada(educadores.nome),
      EducDataEntrada: educadores.dataEntrada,
      criadoEm: educadores.criadoEm,
    },
    ordenacaoPadrao: 'EducNome',
  },
  exportacao: { nomeArquivo: 'educadores', colunas: colunasExportacao },
});
