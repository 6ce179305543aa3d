// The salário mínimo of each year as an audited record (server/shared/registro): one row a year,
// never inactivated (a year's value is corrected, not switched off). The contracts read it through
// contratos/legislacao.ts.
import { eq } from 'drizzle-orm';
import { salariosMinimos } from '../../db/schema';
import type { Executor } from '../../shared/executor';
import { invalido } from '../../shared/problem';
import { versionados } from '../../shared/esquemas';
import { respostaDaLinha, valoresDosCampos } from '../../shared/campos';
import { definirRegistro, type ConsultaRegistro, type LinhaLida } from '../../shared/registro';
import {
  CAMPOS_SALARIO_MINIMO,
  MENSAGENS_SALARIO_MINIMO as M,
  validarSalarioMinimo,
} from '../../../src/shared/validation/legislacao';
import type { CorpoSalarioMinimo, SalarioMinimoResposta } from './esquemas';

const lerSalariosMinimos = (executor: Executor) => executor.select().from(salariosMinimos);
type LinhaSalarioMinimo = LinhaLida<typeof lerSalariosMinimos>;

const paraSalarioMinimo = (l: LinhaSalarioMinimo): SalarioMinimoResposta => ({
  id: l.id,
  ...respostaDaLinha(CAMPOS_SALARIO_MINIMO, l),
  ...versionados(l),
});

function prepararSalarioMinimo(corpo: CorpoSalarioMinimo) {
  const erros = validarSalarioMinimo(corpo);
  if (Object.keys(erros).length > 0) throw invalido(erros);
  return valoresDosCampos(CAMPOS_SALARIO_MINIMO, corpo);
}

export const salarioMinimo = definirRegistro<
  LinhaSalarioMinimo,
  SalarioMinimoResposta,
  ConsultaRegistro,
  CorpoSalarioMinimo,
  ReturnType<typeof prepararSalarioMinimo>
>({
  tabela: salariosMinimos,
  entidade: 'salario-minimo',
  naoEncontrado: M.naoEncontrado,
  ler: lerSalariosMinimos,
  resposta: paraSalarioMinimo,
  preparar: (_app, corpo) => prepararSalarioMinimo(corpo),
  unicos: [
    {
      campo: 'ano',
      igual: (v) => (v.ano === undefined ? undefined : eq(salariosMinimos.ano, v.ano)),
      // The other row holds the same year.
      mensagem: (outro) => M.anoEmUso(Number(outro.ano)),
    },
  ],
  restricoes: { '23505': 'O salário mínimo deste ano já está cadastrado: recarregue a página.' },
  lista: {
    busca: () => undefined,
    ordenacoes: { ano: salariosMinimos.ano },
    ordenacaoPadrao: 'ano',
  },
});
