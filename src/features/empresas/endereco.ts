// A partner's or unit's address in one line, as the detail pages show it.
import { mascararCep } from '../../shared/format';

export function enderecoEmLinha(e: {
  cep: string | null;
  logradouro: string | null;
  numero: string | null;
  complemento: string | null;
  bairro: string | null;
  municipio: string | null;
  uf: string | null;
}): string {
  const rua = [e.logradouro, e.numero, e.complemento].filter(Boolean).join(', ');
  const cidade = e.municipio ? `${e.municipio} - ${e.uf ?? ''}` : e.uf;
  return [rua, e.bairro, cidade, e.cep && `CEP ${mascararCep(e.cep)}`].filter(Boolean).join(' · ');
}
