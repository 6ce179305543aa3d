// 'Alterações': who changed which record, when, and what each changed field was and became.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatarDataHora } from '../../../shared/format';
import { toQueryArgs, useListParams } from '../../../shared/lista';
import {
  usePermissaoListarQuery,
  useAuditoriaListarQuery,
  type AuditoriaListarApiArg,
  type AuditoriaListarApiResponse,
} from '../api';
import {
  ACOES_CONHECIDAS,
  linhasDeDiferenca,
  rotuloDaAcao,
  tipoDaMudanca,
  VAZIO,
  type ContextoDeFormatacao,
  type LinhaDeDiferenca,
} from './diferencas';
import { ENTIDADES_CONHECIDAS, linkDoRegistro, rotuloDaEntidade } from './entidades';
import { FiltroPeriodo, FiltroSelect, FiltroTexto, FiltroUsuario, GradeDeFiltros } from './filtros';
import { ItemDaLista, ListaPaginada } from './ListaPaginada';
import { OrdemEFiltros } from './OrdemEFiltros';

export const FILTROS_ALTERACOES = [
  'entidade',
  'entidadeId',
  'usuarioId',
  'acao',
  'dataInicio',
  'dataFim',
] as const;

type Registro = AuditoriaListarApiResponse['data'][number];

const opcoesDeEntidade = ENTIDADES_CONHECIDAS.map((e) => ({
  value: e,
  label: rotuloDaEntidade(e),
}));
const opcoesDeAcao = ACOES_CONHECIDAS.map((a) => ({ value: a, label: rotuloDaAcao(a) }));

function Diferenca({
  linha,
  tipo,
}: {
  linha: LinhaDeDiferenca;
  tipo: ReturnType<typeof tipoDaMudanca>;
}) {
  const lista = linha.incluidos ?? linha.retirados;
  return (
    <Box component="li" sx={{ py: 0.25, overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {linha.rotulo}
      </Box>
      {': '}
      {lista ? (
        <>
          {linha.incluidos?.map((v) => (
            <Chip
              key={`+${v}`}
              size="small"
              color="success"
              variant="outlined"
              label={`+ ${v}`}
              sx={{ mr: 0.5, mb: 0.5 }}
            />
          ))}
          {linha.retirados?.map((v) => (
            <Chip
              key={`-${v}`}
              size="small"
              color="error"
              variant="outlined"
              label={`− ${v}`}
              sx={{ mr: 0.5, mb: 0.5 }}
            />
          ))}
          {!linha.incluidos?.length && !linha.retirados?.length && VAZIO}
        </>
      ) : tipo === 'criacao' ? (
        linha.para
      ) : tipo === 'remocao' ? (
        linha.de
      ) : (
        <>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {linha.de}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {' → '}
          </Box>
          {linha.para}
        </>
      )}
    </Box>
  );
}

function Entrada({ r, ctx }: { r: Registro; ctx: ContextoDeFormatacao }) {
  const linhas = linhasDeDiferenca(r.campos, ctx);
  const tipo = tipoDaMudanca(r.campos);
  const link = linkDoRegistro(r.entidade, r.entidadeId);
  const registro = `${rotuloDaEntidade(r.entidade)}${r.entidadeId ? ` #${r.entidadeId}` : ''}`;
  return (
    <ItemDaLista>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
        <Typography
          variant="body2"
          color="text.secondary"
          component="span"
          sx={{ minWidth: '8.5rem' }}
        >
          {formatarDataHora(r.criadoEm)}
        </Typography>
        <Typography component="span">
          <strong>{r.usuario?.nome ?? 'Sistema'}</strong> {rotuloDaAcao(r.acao).toLowerCase()}{' '}
          {link ? (
            <Link component={RouterLink} to={link}>
              {registro}
            </Link>
          ) : (
            registro
          )}
        </Typography>
      </Box>
      {linhas.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: { xs: 0, sm: '9.5rem' }, listStyle: 'none' }}>
          {linhas.map((l) => (
            <Diferenca key={l.campo} linha={l} tipo={tipo} />
          ))}
        </Box>
      )}
    </ItemDaLista>
  );
}

export function AbaAlteracoes() {
  const lista = useListParams({ filterKeys: FILTROS_ALTERACOES, sortFields: ['criadoEm'] });
  const { params, setFilters } = lista;
  const args = toQueryArgs(params, { usuarioId: 'number' }) as AuditoriaListarApiArg;
  const r = useAuditoriaListarQuery(args);
  const { data: catalogo } = usePermissaoListarQuery();
  const ctx = useMemo<ContextoDeFormatacao>(
    () => ({
      rotulosDePermissao: new Map(
        (catalogo?.data ?? []).flatMap((a) =>
          a.permissoes.map((p) => [p.chave, p.rotulo] as const),
        ),
      ),
    }),
    [catalogo],
  );
  const f = params.filters;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <OrdemEFiltros lista={lista} chaves={FILTROS_ALTERACOES}>
        <GradeDeFiltros>
          <FiltroSelect
            nome="entidade"
            rotulo="Tipo de registro"
            valor={f.entidade}
            opcoes={opcoesDeEntidade}
            onChange={setFilters}
          />
          <FiltroTexto
            nome="entidadeId"
            rotulo="Nº do registro"
            valor={f.entidadeId}
            onChange={setFilters}
          />
          <FiltroUsuario valor={f.usuarioId} onChange={setFilters} />
          <FiltroSelect
            nome="acao"
            rotulo="Ação"
            valor={f.acao}
            opcoes={opcoesDeAcao}
            onChange={setFilters}
          />
          <FiltroPeriodo inicio={f.dataInicio} fim={f.dataFim} onChange={setFilters} />
        </GradeDeFiltros>
      </OrdemEFiltros>
      <ListaPaginada
        rotulo="Alterações"
        carregando={r.isFetching}
        erro={r.isError ? r.error : undefined}
        onTentarDeNovo={() => void r.refetch()}
        total={r.data?.total ?? 0}
        page={params.page}
        pageSize={params.pageSize}
        onPage={lista.setPage}
        onPageSize={lista.setPageSize}
        vazio="Nenhuma alteração encontrada com estes filtros."
        itens={(r.data?.data ?? []).map((reg) => (
          <Entrada key={reg.id} r={reg} ctx={ctx} />
        ))}
      />
    </Box>
  );
}
