// An apprentice as the membership lists show them (who is in a class, a unit, a partner, with an
// educator): name, CPF masked unless the reader holds `aprendizes:ver-cpf` (LGPD), situação.
// Shared by every "apprentice in X for a period" (allocations, placements, contracts) and the lists
// of who is in a class, a unit or with an educator.
import { eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { aprendizes, situacoesAprendiz } from '../../db/schema';
import { formatarCpf, ocultarCpf } from '../../../src/shared/validation/documentos';
import type { UsuarioAutenticado } from '../../tipos-fastify';

export const SituacaoResumo = Type.Object({
  id: Type.Integer(),
  codigo: Type.String(),
  nome: Type.String(),
  cor: Type.String({ description: 'Cor do Chip do MUI.' }),
});

export const camposAprendiz = {
  aprendizId: Type.Integer(),
  nome: Type.String(),
  nomeSocial: Type.Union([Type.String(), Type.Null()]),
  cpf: Type.String({
    description: "CPF formatado, ou '***.456.789-**' para quem não tem aprendizes:ver-cpf.",
  }),
  situacao: SituacaoResumo,
  aprendizAtivo: Type.Boolean(),
};

export const ResumoAprendiz = Type.Object(camposAprendiz);
export type CamposAprendiz = Static<typeof ResumoAprendiz>;

/** Columns to select (join aprendizes and situacoes_aprendiz on `juntarSituacao`). */
export const colunasAprendiz = {
  aprendizId: aprendizes.id,
  aprendizNome: aprendizes.nome,
  aprendizNomeSocial: aprendizes.nomeSocial,
  aprendizCpf: aprendizes.cpf,
  aprendizAtivo: aprendizes.ativo,
  situacaoId: situacoesAprendiz.id,
  situacaoCodigo: situacoesAprendiz.codigo,
  situacaoNome: situacoesAprendiz.nome,
  situacaoCor: situacoesAprendiz.cor,
};

export const juntarSituacao = eq(situacoesAprendiz.id, aprendizes.situacaoId);

export interface LinhaAprendiz {
  aprendizId: number;
  aprendizNome: string;
  aprendizNomeSocial: string | null;
  aprendizCpf: string;
  aprendizAtivo: boolean;
  situacaoId: number;
  situacaoCodigo: string;
  situacaoNome: string;
  situacaoCor: string;
}

export const podeVerCpf = (usuario: UsuarioAutenticado) =>
  usuario.permissoes.includes('aprendizes:ver-cpf');

export function paraAprendizResumo(linha: LinhaAprendiz, verCpf: boolean): CamposAprendiz {
  return {
    aprendizId: linha.aprendizId,
    nome: linha.aprendizNome,
    nomeSocial: linha.aprendizNomeSocial,
    cpf: verCpf ? formatarCpf(linha.aprendizCpf) : ocultarCpf(linha.aprendizCpf),
    situacao: {
      id: linha.situacaoId,
      codigo: linha.situacaoCodigo,
      nome: linha.situacaoNome,
      cor: linha.situacaoCor,
    },
    aprendizAtivo: linha.aprendizAtivo,
  };
}
