// The CNAE sections and divisions (GET /api/cadastros/ramo-atividade, ~110 rows) as options,
// searched on the client without accents or case.
import { semAcentos } from '../../shared/format/texto';
import type { UsarOpcoes } from '../../shared/formulario';
import { useRamoAtividadeOpcoesQuery } from '../../store/opcoes';

export const rotuloDoRamo = (r: { codigo: string; nome: string }) => `${r.codigo} - ${r.nome}`;

export const useRamoOpcoes: UsarOpcoes = (q) => {
  const { data, isFetching } = useRamoAtividadeOpcoesQuery();
  const termo = semAcentos(q.trim());
  const opcoes = (data?.data ?? []).map((r) => ({ value: r.id, label: rotuloDoRamo(r) }));
  return {
    opcoes: termo ? opcoes.filter((o) => semAcentos(o.label).includes(termo)) : opcoes,
    carregando: isFetching,
  };
};
