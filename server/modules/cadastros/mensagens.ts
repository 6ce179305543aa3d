// The registries' messages: the field rules come from src/shared/validation/cadastros.ts (the same
// words on the registry forms); the conflicts below only the server can detect.
import { MENSAGENS_CADASTROS as CAMPOS } from '../../../src/shared/validation/cadastros';

export const MENSAGENS_CADASTROS = {
  ...CAMPOS,
  siglaDuplicada: (sigla: string) => `Já existe um conceito com a sigla ${sigla}.`,
  faixaSobreposta: (faixa: string, outro: string, faixaOutro: string) =>
    `A faixa de notas ${faixa} se sobrepõe à do conceito ${outro}, de ${faixaOutro}. Ajuste as notas para que as faixas não se cruzem.`,
  faixaSobrepostaConcorrente:
    'A faixa de notas se sobrepõe à de outro conceito ativo. Recarregue a lista e ajuste as notas.',
} as const;
