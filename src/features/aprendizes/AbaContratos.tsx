// The apprentice's contracts, newest first, and "Novo contrato" opening the creation flow with
// this apprentice already chosen (GET /api/contratos?aprendizId).
import { useAuth } from '../../machines/auth';
import { ContratosEmLista } from '../../shared/ui/ContratosEmLista';
import { useContratoListarQuery } from '../../store/generated/contratos.generated';
import { SemPermissaoNaAba } from './SemPermissaoNaAba';

export function AbaContratos({ id }: { id: number }) {
  const { temPermissao } = useAuth();
  const podeVer = temPermissao('contratos:ler');
  const r = useContratoListarQuery(
    { aprendizId: id, sort: '-Con_DataInicio', pageSize: 50 },
    { skip: !podeVer },
  );
  if (!podeVer) {
    return <SemPermissaoNaAba oQue="os contratos" />;
  }
  return (
    <ContratosEmLista
      titulo="Contratos"
      consulta={r}
      listaCompleta={`/contratos?aprendizId=${id}`}
      descricao={(c) => c.parceiro.nome + (c.unidade ? ` · ${c.unidade.nome}` : '')}
      vazio="Este aprendiz ainda não tem contratos."
      novoPara={temPermissao('contratos:escrever') ? `/contratos/novo?aprendizId=${id}` : undefined}
    />
  );
}
