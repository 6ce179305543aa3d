// The partner's form (new on /empresas/novo, edit in a dialog on its units page): the fields, the
// rules (src/shared/validation/parceiro.ts, the same the API runs) and the body the API takes.
import { apenasDigitos } from '../../shared/format';
import { FormSection, MaskedField, NumberField, TextField } from '../../shared/formulario';
import { AutocompleteField } from '../../shared/formulario';
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
      <FormSection title="Empresa">
        <TextField name="razaoSocial" label="Razão social" required autoFocus />
        <TextField name="nomeFantasia" label="Nome fantasia" />
        <MaskedField
          name="cnpj"
          label="CNPJ"
          mask="cnpj"
          required
          helperText="Numérico ou alfanumérico (a partir de 2026)."
        />
        <AutocompleteField
          name="ramoAtividadeId"
          label="Ramo de atividade (CNAE)"
          required
          useOptions={useRamoOpcoes}
          {...(parceiro
            ? {
                initialOption: {
                  value: parceiro.ramoAtividade.id,
                  label: rotuloDoRamo(parceiro.ramoAtividade),
                },
              }
            : {})}
        />
      </FormSection>
      <FormSection title="Endereço">
        <EnderecoCampos
          {...(parceiro ? { municipioInicial: municipioInicial(parceiro.endereco) } : {})}
        />
      </FormSection>
      <FormSection title="Contato">
        <TextField name="contato.nome" label="Nome do contato" />
        <TextField name="contato.email" label="E-mail" type="email" />
        <MaskedField name="contato.telefone" label="Telefone" mask="telefone" />
      </FormSection>
      <FormSection
        title="Cota de aprendizes"
        description="Entre 5% e 15% dos empregados em funções que exigem formação profissional (CLT, art. 429)."
      >
        <NumberField name="cotaAprendizes" label="Cota de aprendizes" required />
      </FormSection>
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
