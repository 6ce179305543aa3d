// The apprentice's candidacies and referrals (GET /api/candidaturas?aprendizId and GET
// /api/encaminhamentos?aprendizId), newest first, each leading to its vacancy.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { mensagemDeErro } from '../../shared/api/problema';
import { formatarData } from '../../shared/format';
import { ChipStatusCandidato, ChipStatusEncaminhamento } from '../../shared/ui/ChipsDeVaga';
import { ItemDeLista, type ItemDeListaProps } from '../../shared/ui/ItemDeLista';
import { SecaoDeLista } from '../../shared/ui/SecaoDeLista';
import { formatarEntrevista } from '../../shared/validation/vagas';
import {
  useEncaminhamentoListarQuery,
  useVagaCandidaturasQuery,
} from '../../store/generated/vagas.generated';
import { SemPermissaoNaAba } from './SemPermissaoNaAba';

export function AbaVagas({ id }: { id: number }) {
  const { temPermissao } = useAuth();
  const podeVer = temPermissao('vagas:ler');
  const candidaturas = useVagaCandidaturasQuery(
    { aprendizId: id, sort: '-criadoEm', pageSize: 50 },
    { skip: !podeVer },
  );
  const encaminhamentos = useEncaminhamentoListarQuery(
    { aprendizId: id, sort: '-data', pageSize: 50 },
    { skip: !podeVer },
  );
  if (!podeVer) {
    return <SemPermissaoNaAba oQue="as vagas" />;
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <SecaoDeVagas
        titulo="Candidaturas"
        consulta={candidaturas}
        vazio="Este aprendiz ainda não se candidatou a nenhuma vaga."
        item={(c) => ({
          para: `/vagas/${c.vagaId}/candidatos`,
          nome: c.vaga.titulo,
          fatos: (
            <>
              {c.vaga.parceiro} · desde {formatarData(c.criadoEm.slice(0, 10))}
              {c.motivo ? ` · ${c.motivo}` : ''}
            </>
          ),
          status: <ChipStatusCandidato status={c.status} />,
        })}
      />
      <SecaoDeVagas
        titulo="Encaminhamentos"
        consulta={encaminhamentos}
        vazio="Este aprendiz ainda não foi encaminhado a nenhuma empresa."
        item={(e) => ({
          para: `/vagas/${e.vagaId}/encaminhamentos`,
          nome: e.vaga.titulo,
          fatos: (
            <>
              {e.parceiro.nome} · encaminhado em {formatarData(e.data)}
              {e.dataEntrevista ? ` · entrevista em ${formatarEntrevista(e.dataEntrevista)}` : ''}
            </>
          ),
          abaixo: e.contrato && (
            <Link component={RouterLink} to={`/contratos/${e.contrato.id}`} variant="body2">
              Contrato {e.contrato.numero}
            </Link>
          ),
          status: <ChipStatusEncaminhamento status={e.status} />,
        })}
      />
    </Box>
  );
}

// Both sections are one shape: the same states, the same item, only the rows differ.
function SecaoDeVagas<Linha extends { id: number }>(props: {
  titulo: string;
  consulta: { isLoading: boolean; error?: unknown; data?: { data: Linha[] } };
  vazio: string;
  item: (linha: Linha) => ItemDeListaProps;
}) {
  const { consulta } = props;
  return (
    <SecaoDeLista
      titulo={props.titulo}
      carregando={consulta.isLoading}
      textoCarregando={`Carregando ${props.titulo.toLowerCase()}...`}
      erro={consulta.error === undefined ? null : mensagemDeErro(consulta.error)}
      vazio={<Typography color="text.secondary">{props.vazio}</Typography>}
      denso
      itens={consulta.data?.data.map((linha) => (
        <ItemDeLista key={linha.id} {...props.item(linha)} />
      ))}
    />
  );
}
