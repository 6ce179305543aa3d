// The registries' messages. The registry screens say the same (see docs/API-APRENDIZES.md).
export const MENSAGENS_CADASTROS = {
  informeNome: 'Informe o nome',
  nomeLongo: 'O nome deve ter no máximo 100 caracteres',
  informeSigla: 'Informe a sigla',
  siglaLonga: 'A sigla deve ter no máximo 5 caracteres',
  informeDescricao: 'Informe a descrição',
  descricaoLonga: 'A descrição deve ter no máximo 100 caracteres',
  fundamentoLongo: 'O fundamento deve ter no máximo 500 caracteres',
  ordemInvalida: 'A ordem deve ser um número inteiro entre 0 e 999',
  formatoInvalido: 'Selecione o formato: telefone ou email',
  notaForaDaEscala: 'A nota deve estar entre 0 e 10',
  duasCasas: 'Use no máximo duas casas decimais',
  maximaMenorQueMinima: 'A nota máxima deve ser maior ou igual à nota mínima',
  siglaDuplicada: (sigla: string) => `Já existe um conceito com a sigla ${sigla}.`,
  faixaSobreposta: (faixa: string, outro: string, faixaOutro: string) =>
    `A faixa de notas ${faixa} se sobrepõe à do conceito ${outro}, de ${faixaOutro}. Ajuste as notas para que as faixas não se cruzem.`,
  faixaSobrepostaConcorrente:
    'A faixa de notas se sobrepõe à de outro conceito ativo. Recarregue a lista e ajuste as notas.',
} as const;
