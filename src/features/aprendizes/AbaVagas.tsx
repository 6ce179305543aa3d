// The apprentice's candidacies and referrals (GET /api/candidaturas?aprendizId and GET
// /api/encaminhamentos?aprendizId), newest first, each leading to its vacancy.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { mensagemDeErro } from '../../shared/api/problema';
import { formatarData } from '../../shared/format';
import { ChipStatusCandidato, ChipStatusEncaminhamento } from '../../shared/ui/ChipsDeVaga';
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
      <SecaoDeLista
        titulo="Candidaturas"
        carregando={candidaturas.isLoading}
        textoCarregando="Carregando candidaturas..."
        erro={candidaturas.error === undefined ? null : mensagemDeErro(candidaturas.error)}
        vazio={
          <Typography color="text.secondary">
            Este aprendiz ainda não se candidatou a nenhuma vaga.
          </Typography>
        }
        denso
        itens={candidaturas.data?.data.map((c) => (
          <ListItem key={c.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Link component={RouterLink} to={`/vagas/${c.vagaId}/candidatos`}>
                {c.vaga.titulo}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {c.vaga.parceiro} · desde {formatarData(c.criadoEm.slice(0, 10))}
                {c.motivo ? ` · ${c.motivo}` : ''}
              </Typography>
            </Box>
            <ChipStatusCandidato status={c.status} />
          </ListItem>
        ))}
      />
      <SecaoDeLista
        titulo="Encaminhamentos"
        carregando={encaminhamentos.isLoading}
        textoCarregando="Carregando encaminhamentos..."
        erro={encaminhamentos.error === undefined ? null : mensagemDeErro(encaminhamentos.error)}
        vazio={
          <Typography color="text.secondary">
            Este aprendiz ainda não foi encaminhado a nenhuma empresa.
          </Typography>
        }
        denso
        itens={encaminhamentos.data?.data.map((e) => (
          <ListItem key={e.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
            <Box sx={{ flex: 1, minWidth: 200 }}>
              <Link component={RouterLink} to={`/vagas/${e.vagaId}/encaminhamentos`}>
                {e.vaga.titulo}
              </Link>
              <Typography variant="body2" color="text.secondary">
                {e.parceiro.nome} · encaminhado em {formatarData(e.data)}
                {e.dataEntrevista ? ` · entrevista em ${formatarEntrevista(e.dataEntrevista)}` : ''}
              </Typography>
              {e.contrato && (
                <Link component={RouterLink} to={`/contratos/${e.contrato.id}`} variant="body2">
                  Contrato {e.contrato.numero}
                </Link>
              )}
            </Box>
            <ChipStatusEncaminhamento status={e.status} />
          </ListItem>
        ))}
      />
    </Box>
  );
}
