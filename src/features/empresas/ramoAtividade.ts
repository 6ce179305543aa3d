// The CNAE sections and divisions (GET /api/cadastros/ramo-atividade, ~110 rows) as options,
// searched on the client without accents or case.
import { semAcentos } from '../../shared/format/texto';
import type { UseOptions } from '../../shared/formulario';
import { useRamoAtividadeOpcoesQuery } from '../../store/opcoes';

export const rotuloDoRamo = (r: { codigo: string; nome: string }) => `${r.codigo} - ${r.nome}`;

export const useRamoOpcoes: UseOptions = (q) => {
  const { data, isFetching } = useRamoAtividadeOpcoesQuery();
  const termo = semAcentos(q.trim());
  const opcoes = (data?.data ?? []).map((r) => ({ value: r.id, label: rotuloDoRamo(r) }));
  return {
    options: termo ? opcoes.filter((o) => semAcentos(o.label).includes(termo)) : opcoes,
    loading: isFetching,
  };
};
