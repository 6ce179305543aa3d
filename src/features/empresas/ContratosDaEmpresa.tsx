// The partner's contracts, newest first, and "Novo contrato" opening the creation flow with this
// partner already chosen (GET /api/contratos?parceiroId).
import { useAuth } from '../../machines/auth';
import { ContratosEmLista } from '../../shared/ui/ContratosEmLista';
import { useContratoListarQuery } from '../../store/generated/contratos.generated';

const POR_PAGINA = 10;

export function ContratosDaEmpresa({ parceiroId, ativa }: { parceiroId: number; ativa: boolean }) {
  const { temPermissao } = useAuth();
  // Someone who may read partners but not contracts sees the partner without this section.
  const podeVer = temPermissao('contratos:ler');
  const r = useContratoListarQuery(
    { parceiroId, sort: '-Con_DataInicio', pageSize: POR_PAGINA },
    { skip: !podeVer },
  );
  if (!podeVer) return null;
  return (
    <ContratosEmLista
      titulo="Contratos"
      consulta={r}
      listaCompleta={`/contratos?parceiroId=${parceiroId}`}
      descricao={(c) => c.aprendiz.nome + (c.unidade ? ` · ${c.unidade.nome}` : '')}
      vazio="Esta empresa ainda não tem contratos."
      novoPara={
        temPermissao('contratos:escrever') && ativa
          ? `/contratos/novo?parceiroId=${parceiroId}`
          : undefined
      }
    />
  );
}
