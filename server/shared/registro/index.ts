// The kit for an audited record: a domain declares what is its own (definicao.ts), gets its use
// cases (registro.ts) and its standard routes (rotas.ts), and writes by hand only what is extra.
//
//   export const turma = definirRegistro<LinhaTurma, TurmaResposta, ConsultaTurmas, NovaTurma>({
//     tabela: turmas, entidade: 'turma', naoEncontrado: M.naoEncontrada,
//     ler: lerTurmas, resposta: paraTurma, preparar: (app, corpo, atual) => ...,
//     unicos: [{ campo: 'codigo', igual: (v) => sql`...`, mensagem: (outra) => ... }],
//     bloqueioInativar: async (tx, id) => (alocados > 0 ? 'Turma com ... alocados' : null),
//     lista: { filtros, busca: { textos: [turmas.codigo, turmas.nome] }, ordenacoes, ordenacaoPadrao },
//     exportacao: { nomeArquivo: 'turmas', colunas: () => COLUNAS },
//   });
//   rotasPadrao(app, turma, { base: '/api/turmas', operacao: 'turma', tags, permissoes,
//     componente, consulta, corpoNovo, corpoAlteracao, documentacao: { listar: { summary }, ... } });
export * from './definicao';
export { definirRegistro, type Registro } from './registro';
export { rotasPadrao } from './rotas';
export type { RotasRegistro } from './rotas-http';
export { referenciaInvalida } from './referencia';
