// The salário mínimo of each year as an audited record (server/shared/registro): one row a year,
// never inactivated (a year's value is corrected, not switched off). The contracts read it through
// contratos/legislacao.ts.
import { eq } from 'drizzle-orm';
import { salariosMinimos } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { invalido } from '../../shared/problem';
import { definirRegistro, type ConsultaRegistro, type LinhaLida } from '../../shared/registro';
import { texto } from '../../shared/texto';
import {
  MENSAGENS_SALARIO_MINIMO as M,
  validarSalarioMinimo,
} from '../../../src/shared/validation/legislacao';
import type { CorpoSalarioMinimo, SalarioMinimoResposta } from './esquemas';

const lerSalariosMinimos = (executor: Executor) => executor.select().from(salariosMinimos);
type LinhaSalarioMinimo = LinhaLida<typeof lerSalariosMinimos>;

const paraSalarioMinimo = (l: LinhaSalarioMinimo): SalarioMinimoResposta => ({
  id: l.id,
  ano: l.ano,
  valorCentavos: l.valorCentavos,
  decreto: l.decreto,
  versao: l.versao,
  criadoEm: l.criadoEm.toISOString(),
  atualizadoEm: l.atualizadoEm.toISOString(),
});

export const salarioMinimo = definirRegistro<
  LinhaSalarioMinimo,
  SalarioMinimoResposta,
  ConsultaRegistro,
  CorpoSalarioMinimo
>({
  tabela: salariosMinimos,
  entidade: 'salario-minimo',
  naoEncontrado: M.naoEncontrado,
  ler: lerSalariosMinimos,
  resposta: paraSalarioMinimo,
  preparar: (_app, corpo) => {
    const erros = validarSalarioMinimo(corpo);
    if (Object.keys(erros).length > 0) throw invalido(erros);
    return { ano: corpo.ano, valorCentavos: corpo.valorCentavos, decreto: texto(corpo.decreto) };
  },
  unicos: [
    {
      campo: 'ano',
      igual: (v) => (typeof v.ano === 'number' ? eq(salariosMinimos.ano, v.ano) : undefined),
      mensagem: (_outro, v) => M.anoEmUso(v.ano as number),
    },
  ],
  restricoes: { '23505': 'O salário mínimo deste ano já está cadastrado: recarregue a página.' },
  lista: {
    busca: () => undefined,
    ordenacoes: { ano: salariosMinimos.ano },
    ordenacaoPadrao: 'ano',
  },
});
