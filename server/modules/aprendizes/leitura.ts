// Apprentices as each user may see them: CPFs and RGs hidden without aprendizes:ver-cpf (LGPD),
// ages counted on the request's day; the record's answer and the list's row.
import type { FastifyInstance } from 'fastify';
import { CAMPOS_APRENDIZ, CAMPOS_ENDERECO_APRENDIZ } from '../../../src/shared/validation/aprendiz';
import { dataLocal, idadeEm } from '../../../src/shared/validation/datas';
import { respostaDaLinha } from '../../shared/campos';
import { formatarCpf, ocultarCpf, ocultarRg } from '../../../src/shared/validation/documentos';
import { podeVerCpf } from '../../shared/periodo';
import type { UsuarioAutenticado } from '../../tipos-fastify';
import type { RegistroAprendiz } from './cadastro';
import type * as repo from './consultas';

export const NAO_ENCONTRADO = 'Aprendiz não encontrado.';

export const hojeDe = (app: FastifyInstance) => dataLocal(app.agora());

// One rule for who sees whole CPFs and RGs, shared with every list of apprentices in X.
export { podeVerCpf };

export const mostrarCpf = (cpf: string | null, ver: boolean) =>
  cpf === null ? null : ver ? formatarCpf(cpf) : ocultarCpf(cpf);

export function paraResumo(linha: repo.LinhaResumo, hoje: string, ver: boolean) {
  return {
    ...linha,
    cpf: mostrarCpf(linha.cpf, ver) ?? '',
    idade: idadeEm(linha.dataNascimento, hoje),
  };
}

/** The full record as the API answers it (the record's `resposta`). */
export function paraAprendiz(linha: RegistroAprendiz, usuario: UsuarioAutenticado, agora?: Date) {
  const hoje = dataLocal(agora ?? new Date());
  const ver = podeVerCpf(usuario);
  const temResponsavel = [
    linha.responsavelNome,
    linha.responsavelCpf,
    linha.responsavelParentesco,
    linha.responsavelTelefone,
    linha.responsavelEmail,
  ].some((v) => v !== null);
  return {
    id: linha.id,
    ...respostaDaLinha(CAMPOS_APRENDIZ, linha),
    cpf: mostrarCpf(linha.cpf, ver) ?? '',
    rg: linha.rg === null || ver ? linha.rg : ocultarRg(linha.rg),
    idade: idadeEm(linha.dataNascimento, hoje),
    pcd: linha.pcd,
    endereco: respostaDaLinha(CAMPOS_ENDERECO_APRENDIZ, linha),
    contatos: linha.contatos,
    responsavel: temResponsavel
      ? {
          nome: linha.responsavelNome,
          cpf: mostrarCpf(linha.responsavelCpf, ver),
          parentesco: linha.responsavelParentesco,
          telefone: linha.responsavelTelefone,
          email: linha.responsavelEmail,
        }
      : null,
    situacaoId: linha.situacaoId,
    dataCadastro: linha.dataCadastro,
    ativo: linha.ativo,
    anonimizadoEm: linha.anonimizadoEm?.toISOString() ?? null,
    versao: linha.versao,
    criadoEm: linha.criadoEm,
    atualizadoEm: linha.atualizadoEm,
    afastamentoAtual: linha.afastamentoAtual,
    rotulos: linha.rotulos,
  };
}
