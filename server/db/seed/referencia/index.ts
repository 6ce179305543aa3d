// Dados de referência que acompanham o produto (IBGE, CBO, CNAE, CLT) e as linhas iniciais dos
// cadastros básicos. Módulos de dados puros: sem banco, sem leitura de arquivo.
export * from './ufs';
export * from './municipios';
export * from './profissoes';
export * from './ramos-atividade';
export * from './motivos-desligamento';
export * from './situacoes-aprendiz';
export * from './cadastros-basicos';
