// The apprentice's candidacies and referrals (GET /api/candidaturas?aprendizId and GET
// /api/encaminhamentos?aprendizId), newest first, each leading to its vacancy.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../../machines/auth';
import { mensagemDeErro } from '../../shared/api/problema';
import { formatarData } from '../../shared/format';
import { ChipStatusCandidato, ChipStatusEncaminhamento } from '../../shared/ui/ChipsDeVaga';
import { TelaCarregando } from '../../shared/ui/TelaCarregando';
import { formatarEntrevista } from '../../shared/validation/vagas';
import {
  useEncaminhamentoListarQuery,
  useVagaCandidaturasQuery,
} from '../../store/generated/vagas.generated';
import { SemPermissaoNaAba } from './SemPermissaoNaAba';

function Secao(props: {
  id: string;
  titulo: string;
  carregando: boolean;
  erro: unknown;
  vazio: string;
  itens: ReactNode[] | undefined;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={props.id} sx={{ p: 2 }}>
      <Typography id={props.id} variant="h6" component="h2">
        {props.titulo}
      </Typography>
      {props.carregando && (
        <TelaCarregando texto={`Carregando ${props.titulo.toLowerCase()}...`} telaCheia={false} />
      )}
      {props.erro !== undefined && props.erro !== null && (
        <Alert severity="error">{mensagemDeErro(props.erro)}</Alert>
      )}
      {props.itens?.length === 0 && <Typography color="text.secondary">{props.vazio}</Typography>}
      {props.itens && props.itens.length > 0 && <List dense>{props.itens}</List>}
    </Paper>
  );
}

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
      <Secao
        id="candidaturas-do-aprendiz"
        titulo="Candidaturas"
        carregando={candidaturas.isLoading}
        erro={candidaturas.error}
        vazio="Este aprendiz ainda não se candidatou a nenhuma vaga."
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
      <Secao
        id="encaminhamentos-do-aprendiz"
        titulo="Encaminhamentos"
        carregando={encaminhamentos.isLoading}
        erro={encaminhamentos.error}
        vazio="Este aprendiz ainda não foi encaminhado a nenhuma empresa."
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
