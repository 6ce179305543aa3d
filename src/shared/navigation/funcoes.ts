// How a role key (userType) reads in Portuguese; unknown keys are shown as they come.
const ROTULOS: Record<string, string> = {
  administrador: 'Administrador(a)',
  coordenacao: 'Coordenação',
  secretaria: 'Secretaria',
  educador: 'Educador(a)',
  financeiro: 'Financeiro',
};

export const rotuloDaFuncao = (userType: string) => ROTULOS[userType] ?? userType;
