// The partner's vacancies, newest first, with places filled and status, and "Nova vaga" with this
// partner already chosen (GET /api/vagas?parceiroId).
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { mensagemDeErro } from '../../shared/api/problema';
import { formatarData } from '../../shared/format';
import { BotaoNovo } from '../../shared/pagina';
import { ChipStatusVaga } from '../../shared/ui/ChipsDeVaga';
import { ItemDeLista } from '../../shared/ui/ItemDeLista';
import { SecaoDeLista } from '../../shared/ui/SecaoDeLista';
import { useVagaListarQuery } from '../../store/generated/vagas.generated';

const POR_PAGINA = 10;

export function VagasDaEmpresa({ parceiroId, ativa }: { parceiroId: number; ativa: boolean }) {
  const { temPermissao } = useAuth();
  // Someone who may read partners but not vacancies sees the partner without this section.
  const podeVer = temPermissao('vagas:ler');
  const r = useVagaListarQuery(
    { parceiroId, sort: '-dataAbertura', pageSize: POR_PAGINA },
    { skip: !podeVer },
  );
  if (!podeVer) return null;
  const vagas = r.data?.data;
  return (
    <SecaoDeLista
      titulo="Vagas"
      acao={
        temPermissao('vagas:escrever') &&
        ativa && <BotaoNovo para={`/vagas/novo?parceiroId=${parceiroId}`}>Nova vaga</BotaoNovo>
      }
      carregando={r.isLoading}
      textoCarregando="Carregando vagas..."
      erro={r.isError ? mensagemDeErro(r.error) : null}
      vazio={<Typography color="text.secondary">Esta empresa ainda não tem vagas.</Typography>}
      denso
      itens={vagas?.map((v) => (
        <ItemDeLista
          key={v.id}
          para={`/vagas/${v.id}`}
          nome={v.titulo}
          fatos={
            <>
              {v.unidade.nome} · aberta em {formatarData(v.dataAbertura)} · {v.preenchidas} de{' '}
              {v.quantidade} preenchidas · {v.funil.candidatos} candidatos
            </>
          }
          status={<ChipStatusVaga status={v.status} />}
        />
      ))}
      rodape={
        r.data &&
        r.data.total > POR_PAGINA && (
          <Link component={RouterLink} to={`/vagas?parceiroId=${parceiroId}`}>
            Ver as {r.data.total} vagas da empresa
          </Link>
        )
      }
    />
  );
}
