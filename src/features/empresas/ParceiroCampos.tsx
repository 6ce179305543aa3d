// The partner's form (new on /empresas/novo, edit in a dialog on its units page): the fields, the
// rules (src/shared/validation/parceiro.ts, the same the API runs) and the body the API takes.
import { apenasDigitos } from '../../shared/format';
import {
  SecaoDeFormulario,
  CampoComMascara,
  CampoNumerico,
  CampoDeTexto,
} from '../../shared/formulario';
import { CampoDeAutocompletar } from '../../shared/formulario';
import { esquemaDasRegras } from '../../shared/formulario/regrasCompartilhadas';
import { validarParceiro, type DadosParceiro } from '../../shared/validation/parceiro';
import type { Parceiro, ParceiroCriarApiArg } from './api';
import { EnderecoCampos, enderecoDoRegistro, municipioInicial } from './EnderecoCampos';
import { rotuloDoRamo, useRamoOpcoes } from './ramoAtividade';

export type ValoresParceiro = DadosParceiro;
export type CorpoParceiro = ParceiroCriarApiArg['body'];

export const esquemaParceiro = esquemaDasRegras(validarParceiro);

export function ParceiroCampos({ parceiro }: { parceiro?: Parceiro }) {
  return (
    <>
      <SecaoDeFormulario titulo="Empresa">
        <CampoDeTexto name="razaoSocial" label="Razão social" required autoFocus />
        <CampoDeTexto name="nomeFantasia" label="Nome fantasia" />
        <CampoComMascara
          name="cnpj"
          label="CNPJ"
          mascara="cnpj"
          required
          helperText="Numérico ou alfanumérico (a partir de 2026)."
        />
        <CampoDeAutocompletar
          name="ramoAtividadeId"
          label="Ramo de atividade (CNAE)"
          required
          useOpcoes={useRamoOpcoes}
          {...(parceiro
            ? {
                opcaoInicial: {
                  value: parceiro.ramoAtividade.id,
                  label: rotuloDoRamo(parceiro.ramoAtividade),
                },
              }
            : {})}
        />
      </SecaoDeFormulario>
      <SecaoDeFormulario titulo="Endereço">
        <EnderecoCampos
          {...(parceiro ? { municipioInicial: municipioInicial(parceiro.endereco) } : {})}
        />
      </SecaoDeFormulario>
      <SecaoDeFormulario titulo="Contato">
        <CampoDeTexto name="contato.nome" label="Nome do contato" />
        <CampoDeTexto name="contato.email" label="E-mail" type="email" />
        <CampoComMascara name="contato.telefone" label="Telefone" mascara="telefone" />
      </SecaoDeFormulario>
      <SecaoDeFormulario
        titulo="Cota de aprendizes"
        descricao="Entre 5% e 15% dos empregados em funções que exigem formação profissional (CLT, art. 429)."
      >
        <CampoNumerico name="cotaAprendizes" label="Cota de aprendizes" required />
      </SecaoDeFormulario>
    </>
  );
}

export const valoresDoParceiro = (p: Parceiro): ValoresParceiro => ({
  razaoSocial: p.razaoSocial,
  nomeFantasia: p.nomeFantasia ?? undefined,
  cnpj: p.cnpj,
  ramoAtividadeId: p.ramoAtividadeId,
  endereco: enderecoDoRegistro(p.endereco),
  contato: {
    nome: p.contato.nome ?? undefined,
    email: p.contato.email ?? undefined,
    telefone: p.contato.telefone ? apenasDigitos(p.contato.telefone) : undefined,
  },
  cotaAprendizes: p.cotaAprendizes,
});

/** The form's values as the API takes them (the schema already checked the required ones). */
export const corpoDoParceiro = (v: ValoresParceiro): CorpoParceiro => ({
  ...(v as CorpoParceiro),
  razaoSocial: (v.razaoSocial ?? '').trim(),
  cnpj: v.cnpj ?? '',
  ramoAtividadeId: v.ramoAtividadeId ?? 0,
  cotaAprendizes: v.cotaAprendizes ?? 0,
});
