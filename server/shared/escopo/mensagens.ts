// The words of the record rule's 403 (problem type /problemas/fora-das-suas-turmas).
export const MENSAGENS_ESCOPO = {
  outraTurma:
    'Este registro é de uma turma que não é sua: um educador vê e altera só as turmas em que é o educador responsável.',
  semVinculo:
    'Seu usuário não está vinculado a um cadastro de educador. Peça a um administrador que faça o vínculo em Usuários.',
} as const;
