// 'Acessos': who opened (or exported) apprentice records, and every sign-in attempt with its result.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { TelaDeLista } from '../../../shared/lista';
import {
  useAuditoriaAcessosQuery,
  type AuditoriaAcessosApiArg,
  type AuditoriaAcessosApiResponse,
} from '../api';
import { linkDoRegistro, rotuloDaEntidade } from './entidades';
import { FILTRO_PERIODO, FILTRO_USUARIO, ORDENS } from './filtros';
import { Momento, RECUO_DO_DETALHE } from './Momento';

type Acesso = AuditoriaAcessosApiResponse['data'][number];

const MOTIVOS: Record<string, string> = {
  ok: 'Entrou',
  credenciais: 'E-mail ou senha inválidos',
  bloqueada: 'Conta bloqueada',
  desativado: 'Usuário desativado',
  limite_ip: 'Muitas tentativas deste endereço',
};

function Resultado({ a }: { a: Acesso }) {
  if (a.tipo === 'registro') {
    return (
      <Chip
        size="small"
        variant="outlined"
        label={
          a.acao === 'exportar'
            ? 'Exportação'
            : a.acao === 'consultar-cpf'
              ? 'Consulta de CPF'
              : 'Ficha aberta'
        }
      />
    );
  }
  return a.sucesso ? (
    <Chip size="small" color="success" variant="outlined" label="Entrada" />
  ) : (
    <Tooltip title={MOTIVOS[a.motivo ?? ''] ?? a.motivo ?? ''}>
      <Chip size="small" color="warning" label="Falhou" />
    </Tooltip>
  );
}

function Entrada({ a }: { a: Acesso }) {
  const link = a.entidade ? linkDoRegistro(a.entidade, a.entidadeId) : undefined;
  const quem = a.usuario?.nome ?? a.email ?? 'Desconhecido';
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Momento em={a.criadoEm} />
        <Resultado a={a} />
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {quem}
        </Typography>
        {a.tipo === 'login' && a.usuario && a.email && (
          <Typography component="span" variant="body2" color="text.secondary">
            {a.email}
          </Typography>
        )}
      </Box>
      <Box sx={{ pl: RECUO_DO_DETALHE, mt: 0.25, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Typography component="span">
          {link ? (
            <Link component={RouterLink} to={link}>
              {a.descricao}
            </Link>
          ) : (
            a.descricao
          )}
        </Typography>
        {a.ip && (
          <Typography component="span" variant="body2" color="text.secondary">
            IP {a.ip}
          </Typography>
        )}
      </Box>
    </>
  );
}

const opcoesDeTipo = [
  { value: 'registro', label: 'Fichas de aprendizes abertas' },
  { value: 'login', label: 'Entradas no sistema' },
];

// A record number only means something for opened records (of apprentices, the only ones logged).
const useAcessos = (args: AuditoriaAcessosApiArg) =>
  useAuditoriaAcessosQuery(args.entidadeId ? { ...args, entidade: 'aprendiz' } : args);

export function AbaAcessos() {
  return (
    <TelaDeLista<Acesso, AuditoriaAcessosApiArg>
      config={{
        titulo: 'Acessos',
        useQuery: useAcessos,
        columns: [],
        cartao: (a) => <Entrada a={a} />,
        ordens: ORDENS,
        semBusca: true,
        filters: [
          { type: 'select', name: 'tipo', label: 'Tipo de acesso', options: opcoesDeTipo },
          FILTRO_USUARIO,
          {
            type: 'text',
            name: 'entidadeId',
            label: `Nº do ${rotuloDaEntidade('aprendiz').toLowerCase()}`,
            numerico: true,
          },
          {
            type: 'boolean',
            name: 'sucesso',
            label: 'Resultado da entrada',
            rotulos: { sim: 'Com sucesso', nao: 'Sem sucesso' },
          },
          FILTRO_PERIODO,
        ],
        vazio: 'Nenhum acesso encontrado com estes filtros.',
      }}
    />
  );
}
