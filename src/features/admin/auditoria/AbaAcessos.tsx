// 'Acessos': who opened (or exported) apprentice records, and every sign-in attempt with its result.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { formatarDataHora } from '../../../shared/format';
import { toQueryArgs, useListParams } from '../../../shared/lista';
import {
  useAuditoriaAcessosQuery,
  type AuditoriaAcessosApiArg,
  type AuditoriaAcessosApiResponse,
} from '../api';
import { linkDoRegistro, rotuloDaEntidade } from './entidades';
import { FiltroPeriodo, FiltroSelect, FiltroTexto, FiltroUsuario, GradeDeFiltros } from './filtros';
import { ItemDaLista, ListaPaginada } from './ListaPaginada';
import { OrdemEFiltros } from './OrdemEFiltros';

export const FILTROS_ACESSOS = [
  'tipo',
  'usuarioId',
  'entidadeId',
  'sucesso',
  'dataInicio',
  'dataFim',
] as const;

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
        label={a.acao === 'exportar' ? 'Exportação' : 'Ficha aberta'}
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
    <ItemDaLista>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography
          variant="body2"
          color="text.secondary"
          component="span"
          sx={{ minWidth: '8.5rem' }}
        >
          {formatarDataHora(a.criadoEm)}
        </Typography>
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
      <Box
        sx={{ pl: { xs: 0, sm: '9.5rem' }, mt: 0.25, display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
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
    </ItemDaLista>
  );
}

const opcoesDeTipo = [
  { value: 'registro', label: 'Fichas de aprendizes abertas' },
  { value: 'login', label: 'Entradas no sistema' },
];
const opcoesDeResultado = [
  { value: 'true', label: 'Com sucesso' },
  { value: 'false', label: 'Sem sucesso' },
];

export function AbaAcessos() {
  const lista = useListParams({ filterKeys: FILTROS_ACESSOS, sortFields: ['criadoEm'] });
  const { params, setFilters } = lista;
  const f = params.filters;
  const args = toQueryArgs(params, {
    usuarioId: 'number',
    sucesso: 'boolean',
  }) as AuditoriaAcessosApiArg;
  // A record number only means something for opened records (of apprentices, the only ones logged).
  if (args.entidadeId) args.entidade = 'aprendiz';
  const r = useAuditoriaAcessosQuery(args);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <OrdemEFiltros lista={lista} chaves={FILTROS_ACESSOS}>
        <GradeDeFiltros>
          <FiltroSelect
            nome="tipo"
            rotulo="Tipo de acesso"
            valor={f.tipo}
            opcoes={opcoesDeTipo}
            onChange={setFilters}
          />
          <FiltroUsuario valor={f.usuarioId} onChange={setFilters} />
          <FiltroTexto
            nome="entidadeId"
            rotulo={`Nº do ${rotuloDaEntidade('aprendiz').toLowerCase()}`}
            valor={f.entidadeId}
            onChange={setFilters}
          />
          <FiltroSelect
            nome="sucesso"
            rotulo="Resultado da entrada"
            valor={f.sucesso}
            opcoes={opcoesDeResultado}
            onChange={setFilters}
          />
          <FiltroPeriodo inicio={f.dataInicio} fim={f.dataFim} onChange={setFilters} />
        </GradeDeFiltros>
      </OrdemEFiltros>
      <ListaPaginada
        rotulo="Acessos"
        carregando={r.isFetching}
        erro={r.isError ? r.error : undefined}
        onTentarDeNovo={() => void r.refetch()}
        total={r.data?.total ?? 0}
        page={params.page}
        pageSize={params.pageSize}
        onPage={lista.setPage}
        onPageSize={lista.setPageSize}
        vazio="Nenhum acesso encontrado com estes filtros."
        itens={(r.data?.data ?? []).map((a) => (
          <Entrada key={a.id} a={a} />
        ))}
      />
    </Box>
  );
}
