// A partner's unit: the fields, the shared rules (validarUnidade) and the API body.
import { apenasDigitos } from '../../shared/format';
import { SecaoDeFormulario, CampoComMascara, CampoDeTexto } from '../../shared/formulario';
import { esquemaDasRegras } from '../../shared/formulario/regrasCompartilhadas';
import { validarUnidade, type DadosUnidade } from '../../shared/validation/parceiro';
import type { Unidade, UnidadeCriarApiArg } from './api';
import { EnderecoCampos, enderecoDoRegistro, municipioInicial } from './EnderecoCampos';

export type ValoresUnidade = DadosUnidade;
export type CorpoUnidade = UnidadeCriarApiArg['body'];

export const esquemaUnidade = esquemaDasRegras(validarUnidade);

export function UnidadeCampos({ unidade }: { unidade?: Unidade }) {
  return (
    <>
      <SecaoDeFormulario titulo="Unidade">
        <CampoDeTexto name="nome" label="Nome da unidade" required autoFocus />
        <CampoComMascara
          name="cnpj"
          label="CNPJ da unidade"
          mascara="cnpj"
          helperText="Opcional: o da filial, quando tiver um."
        />
        <CampoDeTexto name="responsavel" label="Responsável" />
        <CampoComMascara name="telefone" label="Telefone" mascara="telefone" />
      </SecaoDeFormulario>
      <SecaoDeFormulario titulo="Endereço">
        <EnderecoCampos
          {...(unidade ? { municipioInicial: municipioInicial(unidade.endereco) } : {})}
        />
      </SecaoDeFormulario>
    </>
  );
}

export const valoresDaUnidade = (u: Unidade): ValoresUnidade => ({
  nome: u.nome,
  cnpj: u.cnpj ?? undefined,
  responsavel: u.responsavel ?? undefined,
  telefone: u.telefone ? apenasDigitos(u.telefone) : undefined,
  endereco: enderecoDoRegistro(u.endereco),
});

export const corpoDaUnidade = (v: ValoresUnidade): CorpoUnidade => ({
  ...(v as CorpoUnidade),
  nome: (v.nome ?? '').trim(),
});
